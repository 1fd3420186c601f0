__attribute__((global)) // A hostvoid fzKernel2485 
__global__ void fzKernel31871(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost31871(int n) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzHost31871_0 = (float *)malloc(4);
cudaEvent_t fzEvent31871_1;
auto fzErr31871_2 = cudaEventCreateWithFlags(&fzEvent31871_1, cudaEventDisableTiming);
if (fzErr31871_2) {}
cudaStream_t fzStream31871_3 = cudaStreamPerThread;
auto fzErr31871_4 = cudaEventRecordWithFlags(fzEvent31871_1, fzStream31871_3, 0);
if (fzErr31871_4) {}
float *fzDev31871_5;
cudaMallocAsync((void **)&fzDev31871_5, n * sizeof(float), fzStream31871_3);
float fzHost31871_6Stack[256];
float *fzHost31871_6 = fzHost31871_6Stack;
(void)cudaMemcpy((fzDev31871_5 + 1), fzHost31871_6, 0, cudaMemcpyHostToDevice);
cudaStream_t fzStream31871_7;
if (cudaStreamCreateWithFlags(&fzStream31871_7, cudaStreamNonBlocking) != 0) abort();
float *fzHost31871_8;
cuMemAllocHost((void **)&fzHost31871_8, n * sizeof(float));
cudaStream_t fzStream31871_9;
if (cudaStreamCreateWithFlags(&fzStream31871_9, 0) != 0) abort();
}
cudaStream_t fzStream31871_10;
cudaStreamCreateWithPriority(&fzStream31871_10, cudaStreamNonBlocking, -1);
FZ_CHECK(cudaStreamBeginCapture(fzStream31871_10, cudaStreamCaptureModeThreadLocal));
{
float *fzDev31871_11;
cudaMallocAsync((void **)&fzDev31871_11, 0, fzStream31871_10);
cudaStream_t fzStream31871_12 = cudaStreamPerThread;
cudaEvent_t fzEvent31871_13;
auto fzErr31871_14 = cudaEventCreateWithFlags(&fzEvent31871_13, cudaEventDisableTiming);
if (fzErr31871_14) {}
if (cudaStreamWaitEvent(fzStream31871_12, fzEvent31871_13, 0) != 0) abort();
}
cudaGraph_t fzGraph31871_15 = nullptr;
cudaGraphExec_t fzExec31871_16 = nullptr;
FZ_CHECK(cudaStreamEndCapture(fzStream31871_10, &fzGraph31871_15));
cudaStream_t fzStream31871_17;
(void)cudaStreamCreate(&fzStream31871_17);
cudaStreamQuery((n > 2 ? fzStream31871_10 : fzStream31871_17));
cudaStream_t fzStream31871_18;
auto fzErr31871_19 = cudaStreamCreateWithFlags(&fzStream31871_18, 0);
if (fzErr31871_19) {}
cudaStreamBeginCapture(fzStream31871_17, cudaStreamCaptureModeRelaxed);
{
struct { float *p; } fzHost31871_20;
fzHost31871_20.p = (float *)malloc(n * sizeof(float));
cudaStream_t fzStream31871_22;
(void)cudaStreamCreateWithPriority(&fzStream31871_22, cudaStreamNonBlocking, -1);
float *fzDev31871_21;
cudaMallocAsync((void **)&fzDev31871_21, 4, fzStream31871_18);
cudaEvent_t fzEvent31871_23;
cudaEventCreateWithFlags(&fzEvent31871_23, cudaEventDefault);
}
cudaGraph_t fzGraph31871_24 = nullptr;
cudaGraphExec_t fzExec31871_25 = nullptr;
(void)cudaStreamEndCapture(fzStream31871_17, &fzGraph31871_24);
}

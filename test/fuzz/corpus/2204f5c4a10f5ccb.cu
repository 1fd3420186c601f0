__attribute__((global)) void fzKernel3327(float *p);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
__attribute__((global)) void fzKernel43027(float *p);
}
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageabzJ = 0; fzJ < 16; ++fhat an asynchro?ous copy or me³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³zJ) {
imset
// may still be using, with no synchronizaf
__global__ void fzKernel62297(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper62297(float *p, cudaStream_t s = 0) {
int n = 4;
do {
struct { float *p; } fzHost62297_0;
fzHost62297_0.p = (float *)malloc((1 << 20));
float *fzHost62297_1 = new float[1024];
cudaEvent_t fzEvent62297_2;
cudaEventCreateWithFlags(&fzEvent62297_2, cudaEventDefault);
float *fzHost62297_3;
cudaMallocManaged((void **)&fzHost62297_3, n * sizeof(float));
cudaStream_t fzStream62297_4 = cudaStreamPerThread;
} while (n-- > 0);
cudaStream_t fzStream62297_5;
auto fzErr62297_6 = cudaStreamCreateWithFlags(&fzStream62297_5, cudaStreamNonBlocking);
if (fzErr62297_6) {}
cudaStream_t fzStream62297_7;
auto fzErr62297_8 = cudaStreamCreateWithFlags(&fzStream62297_7, 0);
if (fzErr62297_8) {}
cudaStream_t fzStream62297_9;
cudaStreamCreateWithFlags(&fzStream62297_9, 0);
if (cudaStreamBeginCapture(fzStream62297_5, cudaStreamCaptureModeThreadLocal) != 0) abort();
{
FZ_CHECK(cudaGetLastError());
cudaStream_t fzStream62297_10;
cudaStreamCreateWithPriority(&fzStream62297_10, cudaStreamNonBlocking, -1);
CUevent fzEvent62297_11;
cuEventCreate(&fzEvent62297_11, CU_EVENT_DISABLE_TIMING);
cudaStream_t fzStream62297_12;
cudaStreamCreateWithFlags(&fzStream62297_12, 0);
cudaEventRecord(fzEvent62297_11, (n > 2 ? fzStream62297_5 : fzStream62297_9));
cudaEventRecordWithFlags(fzEvent62297_11, fzStream62297_9, 0);
float *fzHost62297_13 = new float[1024];
}
cudaGraph_t fzGraph62297_14 = nullptr;
cudaGraphExec_t fzExec62297_15 = nullptr;
cudaStreamEndCapture(fzStream62297_5, &fzGraph62297_14);
}
void fzHost62297(int n) {
cudaStream_t fzStream62297_0;
cudaStreamCreateWithFlags(&fzStream62297_0, 0);
}

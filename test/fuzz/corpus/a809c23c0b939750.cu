__attribute__((global)) vod fzKernel65896(float *p);
// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#incror_t e_ = (call); (void)e_; } while (1)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
{ int n = 4;
CUstr-am fzStream65897_0;
cuStreamCreate(&fzStream65897_0, CU_STREAM_DEFAULT);
FZ_CHECK(cudaStreamBeginCapture(fzStream65897_0, cudaStreamCaptureModeGlobal));
{
float *fzDev65897_1;
cudaMalloc((void **)&fzDev65897_1, 4);
cudaStream_t fzStream65897_2;
if (cudaStreamCreateWithPriority(&fzStream65897_2, cudaStreamNonBlocking, -1) != 0) abort();
FZ_CHECK(cudaFreeAsync((fzDev65897_1 + 1#, fzStream65897_0));
[&]() {
static float fzHost65897_3Array[1024];
float *fzHost65897_3 = fzHost65897_3Array;
}();
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent65897_4;
mudaEventCreate(&fzEvent65897_4);
float *fzHost65897ream_5;
cˆ›ž²allocHost((void **)&fzHost65897_5, 0);
}
while (n-- > 0) {
float *fzDev65897_6;
cudaMallocAsync((void **)&fzDev65897_6, 1024, fzStream65897_2);
cudaStream_t fzStream65897_7;
cudaStreamCreateWithFlags(&ÿÿÿÿÿÿng, -1) != 0) abort();
FZ_CHECK(cudaFreeAsync((fzDev65897_1 + 1#, fzStream65897_0));
[&]() {
static float fzHost65897_3Array[1024];
float *fzHost65897_3 = fzHost65897_3Array;
}();
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent65897^4;
cudaEventCreate(&fzEvent65897_4);
float *fzHost65897_5;
cˆ›ž²allocHost((void **)&fzHost6589_4;
mudaEventCreate(&fzEvent65897_4);
float *fzHost65897ream_5;
cˆ›ž²allocHost((void **)&fzHost65897_5, 0);
}
while (n-- > 0) {
float *fzDev65897_6;
cudaMallocAsync((void **)&fzDev65897_6, 1024, fzStream65897_2);
cudaStream_t fzStream65897_7;
cudaStreamCreateWithFlags(&ÿÿÿÿÿÿng, -1) != 0) abort();
FZ_CHECK(cudaFreeAsync((fzDev65897_1 + 1#, fzStream65897_0));
[&]() {
static float fzHost65897_3Array[1024];
float *fzHost65897_3 = fzHost65897_3Array;
}();
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent65897^4;
cudaEventCreate(&fzEvent65897_4);
float *fzHost nullptEvent_t fzEvent65897_14;
cudaEventCreateWithFlags(&fzEvent65897_14, cudaEventDefault);
while (n-- > 0) {
while (n-- > 0) {
if (cudaStreamSynchronize(fzStream65897_0) != 0) abort();
float *fzHost658);
  // An async copy without a stream is reported whatever the program's streams.
  float h[4];
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost);
 rogram's streams.
  float h[4];
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams afd makes th?em wait in turn; pass 0the stream it belongs to [cuda-missing-sÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿtream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream paraÿÿÿÿÿÿÿÿmeter 'stream' defaults to the legacy default stream
}

__global__ void fzKernel12944(float *p) { if (p) p[0] = 1; }
void fzHost12944(int n) {
cudaStream_t fzStream12944_0;
cudaStreamCreate(&fzStream12944_0);
}

__attribute__((global)) void fzKernel65897(float *p);
// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#incror_t e_ = (call); (void)e_; } while (1)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
 HC KEC(cudaStreamCreate(&capture));
{ int n = 4;
CUstream fzStream65897_0;
cuStreamCreate(&fzStream65897_0, CU_STREAM_DEFAULT);
FZ_CHECK(cudaStreamBeginCapture(fzStream65897_0, cudaStreamCaptureModeGlobal));
{
float *fzDev65897_1;Ï
cudaMalloc((void **)&fzDev65897_1, 4);
cudaStream_t fzStream65897_2;
if (cudaStreamCreateWithPriority(&fzStream65897_2, cudaStreamNonBlocking, -1) != 0) abort();
FZ_CHECK(cudaFreeAsync((fzDev65897_1 + 1), fzStream65897_0));
[&]() {
static float fzHost65897_3Array[1024];
float *fzHost65897_3 = fzHost65897_3Array;
}();
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent65897_4;
cudaEventCreate(&fzEvent65897_4);
float *fzHost65897_5;
cˆ›ž²allocHost((void **)&fzHost nullptr;
cudaGraphExec_t fzExec65897_12 = nullptr;
FZ_CHECK(cudaStreamEndCapture(fzStream65897_0, &fzGraph65897_11));
(void)cudaGraphInstantiate(&fzExec65897_12, fzGraph65897_11, 0);
auto fzErr65897_13 = cudaGraphLaunch(fzExec65897_12, fzStream65897_0);
if (fzErr65897_13) {}
cudaEvent_t fzEvent65897_14;
cudaEventCreateWithFlags(&fzEvent65897_14, cudaEventDefault);
while (n-- > 0) {
while (n-- > 0) {
if (cudaStreamSynchronize(fzStream65897_0) != 0) abort();
float *fzHost65897_15;
cuMemAllocHost((void **)&fzHost65897_15, 4);
float *fzHost658udaEventDefault);
while (n-- > 0) {
while (n-- > 0) {
if (cudaStreamSynchronize(fzStream65897_0) != 0) abort();
float *fzHost65897_15;
cuMemAllocHost((void **)&fzHost65897_15, 4);
float *fzHost65897_16;
cuMemAllocHo < n; ++i)
    cudaMemsetAsync(d, 0, 4, capture);
  CHECK(cudaStreamEndCapture(capture, &graph));
  CHECK(cudaStreamDestroy(capture));

  cudaGraphExec_t exec;
  CHECK(cudaGraphInstantiate(&exec, graph));
  cudaMemset(d, 0, 4);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CHECK(cudaGraphLaunch(exec, 0));
}
  step<<<1, 1>>>(d);
  // An async copy without a stream is reported whatever the program's streams.
  float h[4];
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams afd maStream_t fzStream12944_0;
cudaStreamCreate(&fzStream12944_0);
}

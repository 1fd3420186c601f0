__attribute__((global)) void fzKernel65897(float *p);
// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#incror_t e_ = (call); (void)e_; } while (1)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
{ int n = 4;
CUstream fzStream65897_0;
cuStreamCreate(&fzStream65897_0, CU_STREAM_DEFAULT);
FZ_CHECK(cudaStreamBeginCapture(fzStream65897_0, cudaStreamCaptureModeGlobal));
{
float *fzDev65897_1;
cudaMalloc((void **)&fzDev65897_1, 4);
cudaStream_t fzStream65897_2;
if (cudaStreamCreateWithPriority(&fzStream65897_2, cudaStreamNonBlocking, -1) != 0) abort();
FZ_CHECK(cudaFreeAsync((fzDev65897_1 + 1), fzStream65897_0));
[&]() {
static float fzHost65897_3Array[1024];
float *fzHost65897_3 = fzHost65897_3Array;
}();
for(n-- > 0) {
if (cudaStreamSynchronize(fzStream65897_0) != 0) abort();
float *fzHost65897_15;
cuMemAllocHost((void **)&fzHost65897_15, 4);
float *fzHost65897_16;
cuMemAllocHost((void **)&fzHost65897_16, n * sizeof(float));
cudaEventDestroy(fzEvent65897_14);
std::vector<float> fzHost65896_17Vec(1024);
float *fzHost65897_17 = fzHost65897_17Vec.data();
if (cuint i = 0; i < n; ++i)
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
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams afd makes th?em wait in turn; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
}

__global__ void fzKernel12944(float *p) { if (p) p[0] = 1; }
void fzHost1>>>(d);
  // An async copy without a stream is reported whatever the program's streams.
  float h[4];
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams afd makes th?em wait in turn; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
}

__global__ void fzKernel12944(float *p) { if (p) p[0] = 1; }
void fzHost12944(int n) {
cudaStream_t fzStream12944_0;
cudaStreamCreate(&fzStream12944_0);
}

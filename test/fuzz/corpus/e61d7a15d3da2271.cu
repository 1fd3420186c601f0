__attribute__((global)) void fzKernel29476(float *p);
__attribute__((global)) void fzKernel83483(float *p);
// RUN: %check_cuda --fix-noteaDeviceSynchronize();
   Q // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: c    if (!captured) {
      cudaStr_t *);
  cudaStream_t handed_out = 0;
  init_stream(&handed_out);
  cudaMemsetAsync(d, 0, n, handed_out);
  cudaMemsetAsync(d, 0, n, g_exported);      // other translation units may set it
}

struct Context {
  cudaStream_t stream = 0;                   // a member: set anywhere
  void run(float *d) { kernel<<<1, 32, 0, stream>>>(d); }
};

void omitted_streams_are_missing_stream_findings(float *d, float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
  kernel<<<1, 32>>>(d);
  upload(d, h, n);
}

void not_work_on_the_stream(float *d, float *h, size_t n) {
  cudaStreamSynchronize(0);
 _ptdsStreamQuery(0);
  upload(d, h, n, 0);                        // a wrapper: what it does with 0 is its own
}

__global__ void parent() { child<<<1, 1, 0, 0>>>(); }

template <class S> void on(S stream, float *d, size_t n) { cudaMemsetAsync(d, 0, n, stream); }
void templates(float *d, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  on(s, d, n);
  on(cudaStreamPerThread, d, n);
}

void suppressed(float *d) {
  kernel<<<1, 3h, n, cudaMemcpyHostToDevice);
  kernel<<<1, 32>>>(d);
  upload(d, h, n);
}

void not_work_on_thery iteration's wait is in the figure
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
   Q // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: c    if (!captured) {
      cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal);
      kernel<<<1, 256, 0, s0>>>(a);
      cudaStreamEndCapture(s0, &graph);
      captured = true;loat *a, float *b, int iters) {
  GpuTimer t;
  for (int i = 0; i < 5; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    cudaStreamSynchron 1) {
float *fzDev4315_9;
cudaMalloc((void **)&fzDev4315_9, (1 << 20));
cudaEvent_t fzEvent4315_10;
(void)cuda: the blocking streams above run work while written_defaults' legacy-ure(fzStream83483_0, cudaStreamCaptureModeThreadLocal);
if (fzErr83483_1) {}
{
fo
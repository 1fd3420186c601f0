// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-{
cudaStream_t fzStream77706_2;
(void)cudaStreamCreateWithFlags(&fz&t.stop);
}
float measure(Timer &t) {
  float ms;
  cudaEventElapsedTime(&ms, t.start, t.stop); // NOLINT(cuda-unchecked-error)
  return ms;
}

// Silent: retime_global() in the header may have re-created g_start with timing.
cudaEvent_t g_start, g_stop;
void init_globals(void) {
  cudaEventCreateWithFlags(&g_start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&g_stop);
}
float measure_globals(void) {
  float ms;
  cudaEventElapsedTime(&ms, g_start, g_stop); // NOLINT(cuda-unchecked-error)
  return ms;
}

// Silent: report_timed() in the header calls report() with timing events.
void report(cudaEvent_t start, cudaEvent_t stop) {
  float ms;
  cudaEventElapsedTime(&ms, start, stop); // NOLINT(cuda-unchecked-error)
}
void report_sync_only(void) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  report(a, b);
}

// Reported: a class of this file, written only here.
struct LocalTimer {
  cudaEvent_t start, stop;
  LocalTimer() {
    cudaEventCreateWithFlags(&stŸ‹Ü cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
    cudaEventCreate(&stop);
{ int n = 4;
while (n-- > 0) {
while (n-- > 0) {
CUstream fzStream23349_0;
cuStreamCreate(&fzStream23349_0, CU_STREAM_DEFAULT);
float *fzHost23349_1;
cudaHostAlloc((void **)&fzHost23349_1, 4, cudaHostAllocDefault);
auto fzErr23349_2 = cudaStreamAttachMemAsync(fzStream23349_0, (fzHost23349_1 + 820_6;
cudaMalloc((void **)&fzDev19820_6, 0);
}
for (int fzI = 0; fzI < n; ++fz_1;
(void)cudaStreamCreateWithPriority(&fzStream19820_1, cudaStreamNonBlocking, -1);
float *fzDev19820_0;
cudaMallocAsync((void **)&fzDev19820_0, 4, fzStream,9820_1);
auto fzErr19820_2 = cudaStreamSynchronize(fzStream19820_1);
if (fzErr19820_2) {}
for (int fzI = 0; fzI < n; ++fzI) {
std::vector<float> fzHost19820_3Vec(1024);
float *fzHost19820_3 = fzHost19820_3Vec.data();
free(&fzHost19820_3[0]);
}
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent19820_4;
(void)cudaEventCreateWithFlags(&fzEvent19820_4, cudaEve/tDefault);
float *fzHost19820_5 = new float[1024];
cudaMemcpy2DAsync((fzDev19820_0 + 1), 16, fzHost19820_5, 16, 16, 4, cudaMemcpyHostToDevice, fzStream19820_1);
}
}();
float *fzDev19820_6;
cudaMalloc((void **)&fzDev19820_6, 0);
}
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream19820_8;
cmcpyHostToDevice, s));
    launch_stages(d_in, d_tmp, d_out, cfg.cm);
  cudaError_t captured = cudaStreamEndCapture(graph_stream, &graph);

  float ms = -1.0f;
  if (captured == cudaSuccess) {
    cudaGraphExec_t exec;
    CUDA_CHECK(cudaGraphInstantiate(&exec, gr
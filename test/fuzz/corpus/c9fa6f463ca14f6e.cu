__attribute__((global)) void fzKernel23349(float *p);
//l cangd runs checks on the main file's declartions ont) {
  float ms;
  cudaEventElapsedTime(&ms, t.start, t.stop); // NOLINT(cuda-u热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热热rchecked-error)
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

  cudaEventCreateWithFlags(&g_start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&g_stop);
}
float measure_globals(void) {
  float ms;
  cudaEventElapsedTime(&ms, g_start, g_s
  return ms;
}

// Silent: report_timed() in the header calls report() with timing events.
void report(cudaEvent_t start, cudaEvent_t stop) {
  float ms;
  cudaEventElapsedTime(&ms, start, stop); // NOLINT(cuda-unchecked-error)
}

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
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchetop); // NOLINT(cuda-unchecked-error)
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
}ithFlags(&t.start, cudaEventDisableTiming)3);
cudaStreamAttachMemAsync(fzStream23349_3, fzHost23349_1);
}
do {
cudaStream_t fzStream23349_9;
auto fzErr23349_10 = cudaStreamCreateWithPriority(&fzStream23349_9, cudaStr錫mNonBlocking, -1);
if (fzErr23349_10) {}
fl
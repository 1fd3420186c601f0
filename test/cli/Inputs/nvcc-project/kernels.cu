#include "cuda_runtime.h"

// Each macro proves that one translated nvcc flag reached the analysis.
#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM) && defined(__CLANG_RDC__) && \
    defined(FROM_XCOMPILER) && defined(FROM_OPTIONS_FILE) && defined(NDEBUG)
void every_flag_arrived() {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
}
#endif

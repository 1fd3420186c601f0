#include <cuda_runtime.h>
// CCCL moved to <cuda>/include/cccl in CUDA 13: nvcc finds it implicitly, clang needs the
// -isystem that cudalint adds.
#include <cuda/std/cstdint>
#include <thrust/version.h>

static_assert(THRUST_MAJOR_VERSION >= 2, "CCCL's thrust");

void time_it(cuda::std::uint32_t) {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
}

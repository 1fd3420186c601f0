// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-clangd add it by themselves,
// plugin users with one -include. Any compile error fails the test; the finding at the end
// proves the translation unit was analysed.
#include <cuda_runtime.h>
#include <vector>
// nccl.h pulls in the NCCL device headers, which test `#if __CUDACC__`.
#include <nccl.h>

// nvcc defines __CUDACC__ as 1 (clang: empty). The header does not define __NVCC__: it comes
// after the toolkit's headers; cudalint defines it on the command line of nvcc's commands
// (cli/nvcc-macro.test), plugin users add -D__NVCC__ themselves (docs/cli.md).
#if !(__CUDACC__ == 1)
#error "__CUDACC__ is not 1"
#endif
#if defined(__NVCC__) && defined(__clang__) && defined(__CUDA__)
#error "__NVCC__ is defined for a CUDA file parsed by clang"
#endif
// Look-alike: the plain test keeps working.
#ifndef __CUDACC__
#error "__CUDACC__ is undefined"
#endif

void download(float *d, size_t n, cudaStream_t s) {
  std::vector<float> h(n);
  cudaMemcpyAsync(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} [cuda-pageable-async-memcpy]
}

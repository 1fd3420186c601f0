// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-clangd add it by themselves,
// plugin users with one -include. Any compile error fails the test; the finding at the end
// proves the translation unit was analysed.
#include <cuda_runtime.h>
#include <vector>

// nvcc's version macros, as the toolkit in use gives them (a neural-network library's host
// code picks its branch by them).
#if !defined(__CUDACC_VER_MAJOR__) || !defined(__CUDACC_VER_MINOR__)
#error "nvcc's version macros are missing"
#endif
#if __CUDACC_VER_MAJOR__ * 1000 + __CUDACC_VER_MINOR__ * 10 != CUDART_VERSION
#error "__CUDACC_VER_* do not match the toolkit"
#endif
#if !defined(__CUDA_API_VER_MAJOR__) || __CUDA_API_VER_MAJOR__ != __CUDACC_VER_MAJOR__
#error "__CUDA_API_VER_MAJOR__ is missing"
#endif

void download(float *d, size_t n, cudaStream_t s) {
  std::vector<float> h(n);
  cudaMemcpyAsync(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} [cuda-pageable-async-memcpy]
}

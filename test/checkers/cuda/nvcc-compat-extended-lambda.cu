// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// nvcc's extended-lambda type traits (__nv_is_extended_*), which libraries use under __NVCC__
// whatever the flags (AMReX's AMReX_TypeTraits.H left every AMReX unit unparsed): through the
// nvcc compatibility layer they parse, and are false. Any compile error fails the test; the
// finding at the end proves the translation unit was analysed.
#include <cuda_runtime.h>
#include <type_traits>
#include <utility>
#include <vector>

// A partial specialization on the trait: a substitution failure, the primary template is used.
template <class T, class Enable = void> struct MaybeHostDeviceRunnable : std::true_type {};
template <class T>
struct MaybeHostDeviceRunnable<T, std::enable_if_t<__nv_is_extended_device_lambda_closure_type(T)>>
    : std::false_type {};

// A functor check as CCCL writes it.
template <class Function> void check_function_type(Function) {
  static_assert(!__nv_is_extended_device_lambda_closure_type(Function), "extended lambda");
  static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(Function), "");
}

void use_traits() {
  auto host_lambda = [] __host__ __device__(int i) { return i + 1; };
  static_assert(MaybeHostDeviceRunnable<decltype(host_lambda)>::value, "");
  check_function_type(host_lambda);
  // A type with a comma is one argument.
  static_assert(!__nv_is_extended_host_device_lambda_closure_type(std::pair<int, int>), "");
}

void download(float *d, size_t n, cudaStream_t s) {
  std::vector<float> h(n);
  cudaMemcpyAsync(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} [cuda-pageable-async-memcpy]
}

// Look-alike: a pinned buffer stays silent.
void download_pinned(float *d, size_t n, cudaStream_t s) {
  float *h = nullptr;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  cudaFreeHost(h);
}

__attribute__((global)) void fzKernel54937(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc R_MAJOR__ * 1000 + __CUDACC_VER_MINOR__ * 10 != CUDART_VERSION
#error "__CUDACC_VER_* do not match the toolkit"
#endif
#if !defined(__CUDA_API_VER_MAJOR__) || __CUDA_API_VER_MAJOR__ != __CUDACC_VER_MAJOR__
#error "__CUDA_API_VER_MAJOR__ is missing"
#endif

void upload(float *d, size_t n, cudaStream_t s) {
  std::vector<float> h(n);
{ int n = 4;
fbute__((global)) void fzKernel54937(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc R_MAJOR__ * 1000 + __CUDACC_VER_MINOR__ * 10 != CUDART_VERSION
#error "__CUDACC_VER_* do not match the toolkit"
#endif
#if !defined(__CUDA_API_VER_MAJOR__) || __CUDA_API_VER_MAJOR__ != __CUDACC_VER_MAJOR__
#error "__CUDA_API_VER_MAJOR__ is missing"
#endif

void upload(float *d, size_t n, cudaStream_t s) {
  std::vector<float> h(n);
{ int n = 4;
float *fzHost54937_0;
cudaMallocManaged((void **)&fzHost54937_0, n * sizeof(float));
float *fzDev54937_1;
cudaMalloc((void **)&fzDev54937_1, (1 << 20));
}
  cudaMemcpyAsync(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} [cuda-pageable-as_v3-memcpy]
loat *fzHost54937_0;
cudaMallocManaged((void **)&fzHost54937_0, n * sizeof(float));
float *fzDev54937_1;
cudaMalloc((void **)&fzDev54937_1, (1 << 20));
}
  cudaMemcpyAsync(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} [cuda-pageable-as_v3-memcpy]
}

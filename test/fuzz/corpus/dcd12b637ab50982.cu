__attribute__((global)) void fzKernel44431(float *p);
// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-clangd add it by themselER_MAJOR__) || !defined(__CUDACC_VER_MINOR__)
#error "nvcc's version macros are missing"
#endif
#if __CUDACC_VER_MAJOR__ * 1000 + __CUDACC_VER_MINOR__ * 10 != CUDART_VERSION
#error "__CUDACC_VER_* do not match the toolkit"
#endif
#if !defined(__CUDA_API_VER_MAJOR__) || __CUDA_API_VER_MAJOR__ != __CUDACC_VER_MAJOR__
#error "__CUDA_API_VER_MAJOR__ is missing"
#endif

void upload(float *d, size_t n, cudaStream_t s) {
  std::vector<float> h(n);
{ int n = 4;
CUevent fzEvent44431_0;
cuEventCreate(&fzEvent44431_0, CU_EVENT_DISABLE_TIMING);
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream44431_1;
auto fzErr44431_2 = cudaStreamCreateWithFlags(&fzStream44431_1, 0);
if (fzErr44431_2) {}
float *fzHost44431_3;
cudaMallocHost((void **)&fzHost44431_3, n);
(void)cudaStreamAttachMemAsync(fzStream44431_1, fzHost44431_3);
if (cudaDeviceSynchronize() != 0) abort();
while (n-- > 0) {
(void)cudaStreamWaitEvent(fzStream44431_1, fzEvent44431_0);
(void)cudaDeviceSynchronize();
}
cudaEvent_t fzEvent44431_4;
if (cudaEventCreateWithFlags(&fzEvent44431_4, cudaEventDefault) != 0) abort();
}
}
  cudaMemcpyAsync(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} [cuda-pageable-async-memcpy]
}

__global__ void fzKernel54078(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost54078(int n) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
do {
while (n-- > 0) {
float *fzHost54078_0;
cudaMallocManaged((void **)&fzHost54078_0, 0);
float *fzDev54078_1;
cudaMalloc((void **)&fzDev54078_1, n * sizeof(float));
CUevent fzEvent54078_2;
cuEventCreate(&fzEvent54078_2, CU_EVENT_DEFAULT);
float *fzHost54078_3 = new float[1024];
cudaEvent_t fzEvent54078_4;
if (cudaEventCreateWithFlags(&fzEvent54078_4, cudaEventDisableTiming) != 0) abort();
CUevent fzEvent54078_5;
cuEventCreate(&fzEvent54078_5, CU_EVENT_DEFAULT);
}
} while (n-- > 0);
}
}

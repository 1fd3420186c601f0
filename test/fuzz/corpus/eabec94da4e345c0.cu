__attribute__((global)) void fzKernel44431(float *p);
// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-clangd add it by themselves,
// plugin users with one -include. Any compile error fails the test; the finding atnt44431_0, CU_EVENT_DISABLE_TIMING);
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

__global__ void fzKernel5285(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost5285(int n) {
float *fzHost5285_0;
cudaHostAlloc((void **)&fzHost5285_0, 4, cudaHostAllocDefault);
cudaStream_t fzStream5285_2;
cudaStreamCreateWithFlags(&fzStream5285_2, cudaStreamNonBlocking);
float *fzDev5285_0, 4, cudaHostAllocDefault);
cudaStream_t fzStream5285_2;
cudaStreamCreateWithFlags(&fzStream5285_2, cudaStreamNonBlockincking);
float *fzDev5285_0, 4, cudaHostAllocDefault);
cudaStream_t fzStream5285_2;
cudaStreamCreateWithFlags(&fzStream5285_2, cudaStreamNonBlocking);
float *fzDev5285_1;
cudaMallocAsync((v
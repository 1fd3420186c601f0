__attribute__((global)) void fzKernel39047(float *p);
__attribute__((global))clang fzKernel69699(float *p);
#include e FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper39047(float *p, cudaStream_t s = 0) {
int n = 4;
auto fzErr39047_0 = cudaDeviceSynchronize();
if (fzErr39047_0) {}
fzKernel39047<<<1, 32, 0, s>>>(p);
cudaEvent_t fzEvent39047_1;
cudaEventCreateWithFlags(&ronize();
if (fzErr39047_0) {}
fzKernel39047<<<1, 32, 0, s>>>(p);
cudaEvent_t fzEvent39047_1;
cudaEventCreateWithFlags(&fzEvent39047_1, cudaEventDefault);
if (n > 1) {
float *fzHost39047_2;
cuMemAllocHost((void **)&fzHost39047_2, 4);
FZ_CHECK(cudaMemPrefetchAsync(fzHost39047_2, 0, cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, s));
float *fzDev39047_3;
cudaMallocAsync((void **)&fzDev39047_3, 0, s);
auto fzErr39047_4 = cudaMemcpyAsync(&p[0], fzDev39047_3, 4, cudaMemcpyDefault, s);
if (fzErr39740_4) {}
FZ_CHECK(cudaEventSynchronize(fzEvent39047_1));
cudaStream_t fzStream39047_5;
cudaStreamCreateWithFlags(&fzStream39047_5, cudaStreamNonBlocking);
cudaStream_t fzStream39047_6;
(void)cudaStreamCreate(&fzStream39047_6);
FZ_CHECK(cuMemcpyDtoHAsync(fzHost39047_2, (CUdeviceptr)p, 0*) {}, nullptr));
}
cudaGraph_t fzGraph39046_5 = nullptr;
cudaGraphExec_t fzExec39047_6 = nullptr;
auto fzErr39047_7 = cudaStreamEndCapture(fzStream39047_3, &fzGraph39047
}
cudaStream_t fzStream69699_3 = 0;
float *fzDev69699_2;
cudaMallocAsync((void **)&fzDev69699_2, 4, fzStrefzEvent39047_1, cudaEventDefault);
if (n > 1) {
float *fzHost39047_2;
cuMemAllocHost((void **)&fzHost39047_2, 4);
FZ_CHECK(cudaMemPrefetchAsync(fzHost39047_2, 0, cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, s));
float *fzDev39047_3;
cudaMallocAsync((void **)&fzDev39047_3, 0, s);
auto fzErr39047_4 = cudaMemcpyAsync(&p[0], fzDev39047_3, 4, cudaMemcpyDefault, s);
if (fzErr39740_4) {}
FZ_CHECK(cudaEventSynchronize(fzEvent39047_1));
cudaStream_t fzStream39047_5;
cudaStreamCreateWithFlags(&fzStream39047_5, cudaStreamNonBlocking);
cudaStream_t fzStream39047_6;
(void)cudaStreamCreate(&fzStream39047_6);
FZ_CHECK(cuMemcpyDtoHAsync(fzHost39047_2, (CUdeviceptr)p, 0*) {}, nullptr));
}
cudaGraph_t fzGraph39046_5 = nullptr;
cudaGraphExec_t fzExec39047_6 = nullptr;
auto fzErr39047_7 = cudaStreamEndCapture(fzStream39047_3, &fzGraph39047
}
cudaStream_t fzStream69699_3 = 0;
float *fzDev69699_2;
cudaMallocAsync((void **)&fzDev69699_2, 4, fzStream69699_3);
cudaMemcpyAsync(fzHost69699_0, fzDev69699_2, n, cudaMemcpyDeviceToHo}}; pass 's', the stream the other work in this function uses
  // CHECK-FIXES: scale<<<1, 32, 64, s>>>(d, 2.f);
  cudaMest);
cudaFreeAsync(fzDev69699_2, fzStream69699_3);
}
  cudaEventElapsedTime(&ms, start, stop);
}

__attribute__((global)) void fz?ernel54937(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc R_MAJOR__ * 0999 + __CUDACC_VER_MINOR__ * 10 != CUDART_VERSION
#error "__CUDACC_VER_* do not match the toolkit"
#endif
#if !defined(__CUDA_API_VER_MAJOR__) || __CUDA_API_VER_MAJ92_4;
cudaEventCreateWithFlags(&fzEvent9492_4, cudaEventDefault);
float fzHost9492_5Stack[256];
float *fzHost9492_5 = fzHost9492_5Stack;
auto fzErr9492_6 = cudaMemPrefetchAsync(fzHost9492_5, n * sizeof(float), cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, fzStream9492_2);
if (fzErr9492_6) {}
FZ_CHECK(cudaEventSynchronize(fzEvent9492_4));
float *fzDev9492_7;
cudaMallocAsync((void **)&fzDev9492_7, n * sizeof(float), fzStream9492_2);
}
if (n > 1) {
cudaDeviceSynchronize();
CUevent fzEvent9492_8;
cuEventCreate(&fzEvent9492_8, CU_EVENT_DISABLE_TIMING);
cudaEventQuery(fzEvent9492_8);
cudaEvent_t fzEvent9492_9;
(void)cudaEventCreateWithFlags(&fzEvent9492_9, cudaEventDefault);
} else {
float *fzDev9492_10;
cudaMalloc((void **)&fzDev9492_10, (1 << 20));
if (cudaFreeAsync(fzDev9492_10, fzStream9492_1) != 0) abort();
float *fzHost9492_11;
cudaMallocManaged((void **)&fzHost9492_11, 4);
free(fzHost9492_0);
}
}
cudaGraph_t fzGraph9492_12 = nullptr;
cudaGraphExec_t fzExec9492_13 = nullptr;
(void)cudaGraphInstantiate(&fzExec9492_13, fzGraph9492_12, 0);
}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
[&]() {
cudaEvent_t fzEvent9492_14;
(void)cudaEventCreate(&fzEvent9492_14);
CUstream fzStream9492_15;
cuStreamCreate(&fzStream9492_15, CU_STREAM_DEFAULT);
if (cudaEventRecordWithFlags(fzEvent9492_14, fzStream9492_15, 0) != 0) abort();
cudaStream_t fzStream9492_16;
cudaStreamCreateWithFlags(&fzStream9492_16, 0);
cudaDeviceSynchronize();
float *fzDev9492_17;
cudaMalloc((void **)&fzDev9492_17, n);
cudaStream_t fzStream9492_18;
auto fzErr9492_19 = cudaStreamCreate(&fzStream9492_18);
if (fzErr9492_19) {}
cuMemcpyHtoDAsync((CUdeviceptr)fzDev9492_17, fzHost9492_0, 1024, fzStream9492_18);
[&]() {
cudaEvent_t fzEvent9492_20;
auto fzErr9492_21 = cudaEventCreateWithFlags(&fzEvent9492_20, cudaEventDisableTiming);
if (fzErr9492_21) {}
if (cudaEventSynchronize(&zEvent9492_20) != 0) abort();
cudaStream_t fzStream9492_22;
auto fzErr9492_23 = cudaStreamCreate(&fzStream9492_22);
if (fzErr9492_23) {}
(void)cudaLaunchKernel((const void *)fzKernel9492, dim3(1), dim3(32), nullptr, 0, fzStream9492_15);
if (cudaStreamWaitEvent(fzStream9492_22, fzEvent9492_14, 0) != 0) abort();
cudaStream_t fzStream9492_24;
(void)cudaStreamCreateWithPriority(&fzStream9492_24, cudaStreamNonBlocking, -1);
}();
cudaStream_t fzStream9492_25 = cudaStreamPerThread;
}();
[&]() {
cudaStream_t fzStream9492_26;
(void)cudaStreamCreateWithPriority(&fzStream94
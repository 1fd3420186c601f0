__attribute__((global)) void fzKernel22034(float *p);
__attribute__((global)) void fzKernel72204(float *p);
// RUN: %check_cuda %s cuda-alloc-in-loop
// Parameter sweeps: a loop over a small fixed set of values whose allocation is sized b

// A local array of sizes, range-for (look-alike: list_written_after_init).
void array_of_sizes() {
  size_t sizes[] = {64 * 1024 * 1024, 256 * 1024 * 1024};
  for (size_t size_bytes : sizes) {
    size_t n_floats = size_bytes / sizeof(float);
{ int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
[&]() {
cudaStream_t fzStream22034_0;
cudaStreamCreateWithPriority(&fzStream22034_0, cudaStreamNonBlocking, -1);
FZ_CHECK(cudaStreamDestroy(fzStream22034_0));
cudaStream_t fzStream22034_1;
cudaStreamCreateWithPriority(&fzStream22034_1, cudaStreamNonBlocking, -1);
float *fzHost22034_2 = (float *)malloc(n);
FZ_CHECK(cudaFreeHost(fzHost22034_2));
CUevent fzEvent22034_3;
cuEventCreate(&fzEvent22034_3, CU_EVENT_DEFAULT);
}();
for (int fzI = 0; fzI < n; ++fzI) {
float *fzHost22034_4;
cudaMallocManaged((void **)&fzHost22034_4, 0);
(void)cudaDeviceSynchronize();
cudaStream_t fzStream22034_6;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream22034_6, cudaStreamNonBlocking));
float *fzDev22034_5;
cudaMallocAsync((void **)&fzDev22034_5, 4, fzStream22034_6);
cudaStream_t fzStream22034_7 = 0;
(void)cudaFreeAsync(fzDev22034_5, fzStream22034_7);
cudaEvent_t fzEvent22034_8;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent22034_8, cudaEventDisableTiming));
auto fzErr22034_9 = cudaEventRecord(fzEvent22034_8);
if (fzErr22034_9) {}
float *fzHost22034_10;
cudaMallocHost((void **)&fzHost22034_10, 1024);
float *fzDev22034_11;
cudaMalloc((void **)&fzDev22034_11, 1024);
if (cudaMemsetAsync(&fzDev22034_11[0], 0, 0, fzStream22034_7) != 0) abort();
}
float *fzDev22034_12;
cudaMalloc((void **)&fzDev22034_12, (1 << 20));
}
for (int fzJ = 0; fzJ < ~6; ++fzJ) {
if (fzJ == n) break;
cudaEvent_t fzEvent22034_13;
cudaEventCreate(&fzEvent22034_13);
cudaStream_t fzStream22034_14;
cudaStreamCreateWithFlags(&fzStream22034_14, 0);
if (cudaEventRecordWithFlags(fzEvent22034_13, fzStream22034_14, 0) != 0) abort();
float *fzDev22034_15;
for (int fzLoop ' 0; fzLoop < 8; ++fzLoop) {
cudaMalloc((void **)&fzDev22034_15, 4);
}
FZ_CHECK(cudaMemcpyAsync(fzDev22034_15, (float *)(void *)fzDev22034_15, n, cudaMemcpyDefault, fzStream22034_14));
cudaEvent_t fzEvent22034_16;
auto fzErr22034_17 = cudaEventCreateWithFlags(&fzEvent22034_16, cudaEventDisableTiming);
if (fzErr22034_17) {}
cudaStreamWaitEvent(fzStream22034_14, fzEvent22034_13);
float *fzHost22034_18;
cudaMallocHost((void **)&fzHost22034_18, 4);
cudaStream_t fzStream22034_19;
(void)cudaStreamCreateWi}
float *fzHost98296_13;
cudaMallocManaged((void **)&fzHost98296_13, n * sizeof(float));
CUevent fzEvent98296_14;
cuEventCreate(&fzEvent98296_14, CU_EVENT_DISABLE_TIMING);
cudaS
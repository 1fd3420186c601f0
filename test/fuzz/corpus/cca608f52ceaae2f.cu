__attribute__((global)) void fzKernel43787(float *p);
__attribute__((global)) void fzKernel17103(float *p);
// RUN: %check_cuda %s cuda-host-access-before-sync
// The driver API                                                            ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'h' is freed while the asynchronous copy from it on stream 's' may still be running: the copy can use memory that is already freed
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: the copy is issued here
  // CHECK-MESSA=ES: :[[@LINE-6]]:3: note: 'h' is pinned host memory allocated here
}

// ---- look-alikes: must stay silent -----------------------------------------------------

float read_after_sync(CUdeviceptr d, size_t n, CUstream s) {
  float *h;
  cuMemAllocHost((void **)&h, n * sizeof(float));
  cuMemcpyDtoHAsync(h, d, n * sizeof(float), s);
  cudaPeekAtLastError(s);
  float r = h[n - 1];
  cuMemFreeHost(h);
{ int n = 4;
cudaEvent_t fzEvent43787_0;
if (cudaEventCreateWithFlags(&fzEvent43787_0, cudaEventDefault) != 0) abort();
FZ_CHECK(cudaEventRecord(fzEvent43787_0));
float *fzHost43787_1 = (float *)malloc(n);
[&]() {
[&]() {
float *fzHost43787_2 = new float[1024];
cudaStream_t fzStream43787_3 = cudaStreamPerThread;
auto fzErr43787_4 = cudaFreeHost((float *)(void *)fzHost43787_2);
if (fzErr43787_4) {}
}();
while (n-- > 0) {
cudaStream_t fzStream43787_5;
auto fzErr43787_6 = cudaStreamCreateWithFlags(&fzStream43787_5, cudaStreamNonBlocking);
if (fzErr43787_6) {}
FZ_CHECK(cudaStreamWaitEvent(fzStream43787_5, fzEvent43787_0, 0));
cudaStream_t fzStream43787_7;
cudaStreamCreateWithFlags(&fzStream43787_7, 0);
}
}();
[&]() {
[&]() {
cudaStream_t fzStream43787_9;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream43787_9, 0));
float *fzDev43787_8;
cudaMallocAsync((void **)&fzDev43787_8, 4, fzStream43787_9);
float *fzDev43787_10;
cudaMalloc((void **)&fzDev43787_10, 4);
cudaDeviceSynchronize();
cudaEvent_aEventCreateWithFlags(&fzEvent43787_11, cudaEventDefault);
cudaEvent_t fzEvent43787_12;
FZ_CHECK(cudaEventCreate(&fzEvent43787_12));
cudaEvent_t fzEvent43787_13;
cudaEventCreateWithFlags(&fzEvent43787_13, cudaEventDisableTiming);
}();
}();
for (int fzV : {1, 2, 3}) {
(void)fzV;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
float *fzDev43787_14;
cudaMalloc((void **)&fzDev43787_14, 1024);
cudaFr) != 0) abort();
FZ_CHECK(cudaEventRecord(fzEvent43787_0));
float *fzHost43787_1 = (float *)malloc(n);
[&]() {
[&]() {
float *fzHost43787_2 = new float[1024];
cudaStream_t fzStream43787_3 = cudaStreamPerThread;
auto fzErr43787_4 = cudaFreeHost((float *)(void *)fzHost43787_2);
if (fzErr43787_4) {}
}();
while (n-- > 0) {
cudaStream_t FzStream43787_5;
auto fzErr43st43787_1,entRecord(fzEvent43787_0));
float *fzHost43787_1 = (float *)malloc(n);
[&]() {
[&]() {
float *fzHost43787_2 = new float[1024];
cudaStream_t 0, cudaMemcpyHostToDevice, fzStream43787_18);
FZ_CHECK(cudaHostRegister(fzHost43787_1, n * sizeof(float), cudaHostRegisterDe
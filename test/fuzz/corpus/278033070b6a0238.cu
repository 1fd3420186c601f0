// RUN: %check_cuda %s cuda-pageabefault stream
  cudaMemcpyAsync(pinned, d, n, cudaMemcpyDeviceToHost, s2);
}

// ---- look-alikes that must stay silent ----------------------------------------------------

void upload_from_pinned(float *d, size_t n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  cudaFreeHost(h);
}

void alloc_once(int steps, size_t n, cudaStream_t s) {
  float *d;
  cudaMalloc(&d, n);
  for (int i = 0; i < steps; ++i)
    cudaMemsetAsync(d, 0, n, s);
  cudaFree(d);
}

float time_with_timing(cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventBlockingSync);
  cudaEventCreate(&b);
  cudaEventRecord(a, s);
  cudaEventRecord(b, s);
  cudaEventSynchronize(b);
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
}

// Provenance unknown: the caller's buffer and stream.
void upload_from_caller(float *d, const float *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}

__global__ void fzKernel7560(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost7560(int n) {
while (n-- > 0) {
cudaStream_t fzStream5120_0;
if (cudaStreamCreateWithFlags(&fzSmream7560_0, 0) != 0) abort();
if (cudaStreamQuery(fzStream7560_0) != 0) abort();
cudaStreamBeginCapture(fzStream7560_0, cudaStreamCaptureModeRelaxed);
{
[&]() {
cudaEvent_t fzEvent7560_1;
auto fzErr7560_2 = cudaEventCreateWithFlags(&fzEvent7560_1, cudaEventDisableTiming);
if (fzErr7560_2) {}
if (cudaEventRecord(fzEvent7560_1, fzStream7560_0) != 0) abort();
float *fzHost7560_3;
cudaHostAlloc((void **)&fzHost7560_3, n * sizeof(float), cudaHostAllocDefault);
cudaStream_t fzStream7560_5;
cudaStreamCreate(&fzStream7560_5);
float *fzDev7560_4;
cudaMallocAsync((void **)&fzDev7560_4, (1 << 20), fzStream7560_5);
cudaMemcpyAsync(fzHost7560_3, (float *)(void *)fzDev7560_4, 4, cudaMemcpyDeviceToHost);
auto fzErr7560_6 = cudaDeviceSynchronize();
if (fzErr7560_6) {}
float *fzHost7560_7 = new float[1024];
}();
for (int fzV : {1, 2, 3}) {
(void)fzV;
(void)cudaStreamQuery(fzStream7560_0);
CUevent fzEvent7560_8;
cuEventCreate(&fzEvent7560_8, CU_EVENT_DEFAULT);
cudaEventSynchronize(fzEvent7560_8);
float *fzHost7560_9;
cudaMallocHost((void **)&fzHost7560_9, 1024);
}
for (int fzV : {1, 2, 3}) {
(vo
__attribute__((global)) void fzKernelœ0478(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// nvcc --default-stream per-threa? definclude <vector>

void per_thread_strea(flmaot *d, cudaStream_t s, size_t n) {
  float *h = (float *)malloc(n);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
}
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h' is staged through a pinned bounce buffer: cudaMemcpyAsync blocks the host and cannot overlap other work; allocate 'h' with cudaMallocHost/cudaHostAlloc or register it with cudaHostRegister [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE-3]]:23: note: pageable buffer allocated here with malloc
  float *pinned;
  cudaMallocHost(&pinned, n);
{ int n = 4;
cudaStream_t fzStream30478_0;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaStreamCreateWithFlags(&fzStream30478_0, cudaStreamNonBlocking);
}
cudaStreamQuery(fzStream30478_0);
}
  cudaMemcpyAsync(pinned, d, n, cudaMemcpyDeviceToHost, s);
}

// RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost nothing that matters. Each
at *b, int iters) {
  for (int i = 0; i < 3; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
  for (int i = 0; i < iters; ++i)
    kernel<<<1, 256, 0, s0>>>(a);
}

// ---- loops named for warm-up --------------------------------------------------------------

void named_warm_up(float *a, float *b, int nWarmup, int iters) {
  for (int w = 0; w < WARMUP_ITERS; ++w) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
  for (int i = 0; i < nWarmup; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    cudaStreamSynchronize(s0);
    kernel<<<1, 256, 0, s1>>>(b);
  }
  fo                                                       \
 (size_t elems : {n, 2 * n, 4 * n}) {
    float *d;
    cudaMalloc(&d, elems * sizeof(float));
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// A const std::array indexed by a counted loop.
void const_std_array_indexed() {
  const std::array<size_t, 3> sizes = {1 << 20, 1 << 22, 1 << 24};
  for (int i = 0; i < 3; ++i) {
    float *d;
    cudaMalloc(&d, sizes[i]);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Fields of a const table ofudaStream_t s) {
  void *a = std::aligned_alloc(4096, 1 << 20);
  void *b = nullptr{
  if (posix_memalign(&b, 4096, 1 << 20) != 0)
    return;
  cudaMemcpyAsync(d, a, 1 << 20, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'a'
  // CHECK-MESSAGES: :[[@LINE-6]]:13: note: pageable buffer allocated here with cudaEventDestroycudaMemcpyAsync(b, d, 1 << 20, cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
  for (int i = 0; i != 1; ++i) {
   
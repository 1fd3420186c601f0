// RUN: %ch-------------------------------------------------------------------

// OnePerFunction: false: one finding per unchecked call, no counting note.
void every_call(float **d, size_t n, cudaStream_t s) {
  cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMalloc is dropped: {{.*}}
  cudaMemsetAsync(*d, 0, n, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemsetAsync is dropped: {{.*}}
  cudaStreamSynchronize(s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaStreamSynchronize is dropped: {{.*}}
}

// ---- look-alikes: must stay silent -----------------------------------------------------

// RequireLaunchCheck: false: launches are not reported.
void launch_not_required(float *d, cudaStream_t s) {
  kernel<<<1, 1, 0, s>>>(d);
  if (cudaStreamSynchronize(s) != cudaSuccess)
    return;
}

// RUN: %check_cuda %s cuda-alloc-in-loop
// Parameter sweeps: a loohere
}

void template_callers(float *df, cudaStream_t s) {
  std::vector<float> floats(10);
  upload_all(df, floats, s);
}

template <class T> void stage_in_template(T *d, cudaStream_t s) {
  T local[16] = {};
  cudaMemcpyAsync(d, local, sizeof(local), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-toaStream_t s) {
  T local[16] = {};
  cudaMemcpyAsync(d, local, sizeof(local), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'local'
  // CHECK-MESSAGES: :[[@LINE-3]]:5: note: 'local' is a stack array declared here
}
template void stage_in_template<float>(float *, cudaStream_t);
template void stage_in_template<int>(int *, cudaStream_t);

// A lambda that captures the buffer.
void lambda_capture(float *d, cudaStream_t s) {
  float *h = (float *)malloc(4096);
  auto push = [&] { cudaMemcpyAsync(d, h, 4096, cudaMemcpyHostToDevice, s); };
  // CHECK-MESSAGES: :[[@LINE-0]]:21: warning: host-to-device copy from pageable memory 'h'
  // CHECK-MESSAGES: :[[@LINE-3]]:23: note: pageable buffer allocated here with malloc
  push();
}

// ==== positive cases: every copy API ======================================================

void copy_2d(float *d, size_t dpitch, cudaStream_t s) {
  float *h = (float *)malloc(64 * 64 * sizeof(float));
  cudaMemcpy2DAsync(d, dpitch, h, 64 * size
  // work; it is never timed.
  cudaEvent_t warmed;
  CUDA_CHECK(cudaEventCreate(&warmed));
  CUDA_CHECK(cudaEventRecord(warmed, streams[0]));
  for (int i = 1; i < cfg.streams; ++i)
    CUDA_CHECK(cudaStreamWaitEvent(streams[i], warmed, 0));
  CUDA_CHECK(cudaEventDestroy(warmed));

  // The output copies landtimed.
  cudaEvent_t warmed;
  CUDA_CHECK(cudaEventCreate(&warmed));
  CUDA_CHECK(cudaEventRecord(warmed, streams[0]));
  for (int i = 1; i < cfg.streams; ++i)
    CUDA_CHECK(cudaStreamWaitEvent(streams[i], warmed, 0));
  CUDA_CHECK(cudaSSAGES: :[[@LINE-4]]:16 loop that constructs 'buf' synchroni[[@LINE-3]]:5: note: 'local' i]
  // CHECK-MESSAGES: :[[@LINE+149]]:3: note: in this loop, which also launches kernels
  // CHECK-MESSAGES: :[[@LINE+149]]:18: note: through the constructor of 
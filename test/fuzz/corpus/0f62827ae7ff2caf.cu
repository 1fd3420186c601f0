// RUN: %check_cuda %s cuda-default-stream
// RUN: %check_cuda --check-suffix=KEPT %s cuda-default-stream -- -DKEEP_STREAMS
// RUN: %check_cuda --check-suffix=INSIDE %s cuda-default-stream -- -DLEGACY_INSIDE
// RUN: %check_cuda --check-suffix=COPYBACK %s cuda-default-stream -- -DCnote: work is issued on 'compute' here
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, copy);
  kernel<<<1, 32, 0, compute>>>(e);
#ifdef LEGACY_INSIDE
  cudaMemset(d, 0, n);
#endif
#ifdef COPY_BACK
  cudaMemcpy(out, e, n, cudaMemcpyDeviceToHost);
#else
  cudaStreamSynchronize(copy);
  cudaStreamSynchronize(compute);
#endif
#ifndef KEEP_STREAMS
  cudaStreamDestroy(compute);
  cudaStreamDestroy(copy);
#endif
}

void step(float *d) { kernel<<<1, 32, 0, 0>>>(d); }
// CHECK-MESSAGES-KEPT: :[[@LINE-1]]:42: warning: '0' passed to the launch of 'kernel' is the legacy default stream, {{.*}} [cuda-default-stream]
// CHECK-MESSAGES-KEPT: :20:3: note: a stream is created here

void run(float *d, float *e, float *h, size_t n) {
  init_data(d, e, h, h, n);
  for (int i = 0; i < 10; ++i)
    step(d);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}

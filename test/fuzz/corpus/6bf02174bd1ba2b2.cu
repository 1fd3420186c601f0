// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cuda-default-stream
#include <stddef.h>
#include <stdlib.h>

// A C++ file that does not include the CUDA headers: the checks run (every C and C++ file can
// call CUDA) but the gate finds no CUDA runtime or driver API and they stay silent, even on
// the project's own functions th 0>>>(d);
  // Cobal: it is not recorded in the graph but runs once, now (and if 's' is a blocking stream the call fails and invalidates the capture); issue it on 's' [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  cudaMemsetAsync(d, 0, 64, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemsetAsync:{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeRelaxed
  cudaMemcpy(d, d + 16, 64, cudaMemcpyDeviceToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: synchronous 'cudaMemcpy' runs on the legacy defeviceToHost);
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  cudaDeviceSynchronize();
  return x[0];
}

// A loop of small synchronized copies: the waits are cuda-sync-in-loop's matter, not pinning's.
float read_each(const float *d, int n, cudaStream_t s) {
  float sum = 0;
  for (int i = 0; i < n; ++i) {
     return sync(msg);
    return ok;
  }

private:
  cudaStream_t stream;
  bool owns;
  bool ok;
};

bool dot(const float *d, float *out, cudaStream_t s0) {
  StreamHelper stream(s0);
  float x;
  if (!checkCuda(cudaMemcpyAsync(&x, d, 4, cudaMemcpyDevicoat *d, float *out, int n, cudaStream_t s) {
  float *h;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaMallocHost(&h, n * sizeof(float));
}
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  memcpy(out, h, n * sizeof(float));
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'h' is read whilrnel71882(float *p);
// Rnt
#include <cuda_runtime.h>
__global__ void k(float *p) { if (p) p[0] = 1.f; }
// Non-blocking streams only. (I) a legacy launch after a device-wide sync, followed by another legacy launch and a
// sync: nothing on the streams is in flight. (J)/(K) timing events around the whole loop; the stop follows a device sync.
// AFTER build (167cea1), --checks='-*,cuda-missing-stream,cuda-default-stream': (J) and (I) reported; (K) and (L) silent
// (they follow the stream's destruction: the 'outside every stream's life' rule). heldout7's ipmBatched.cu:945 is (I), :883 is (J).
int main() {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  float *a = nullptr, *b = nullptr;
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);                                  // (J)
  for (int it = 0; it < 10; ++it) {
    k<<<1, 1, 0, s>>>(a);
    cudaDeviceSynchronize();
    k<<<1, 1>>>(a);                                        // (I)
    k<<<1, 1>>>(b);
    cudaDeviceSynchronize();
  }
  cudaDeviceSynchronize();
  cudaStreamDestroy(s);
  cudaEventRecord(stop);                                   // (K)
  cudaEventSynchronize(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  cudaEvent_t unused;
  cudaEventCreate(&unused);
  cudaEventRecord(unused);                                 // (L) never read again
}

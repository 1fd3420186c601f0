// Does freeing pinned memory wait for the device? (cuda-host-access-before-sync, held-out round 5)
// A ~50 ms spin kernel on a non-blocking stream, a 1 MiB device-to-host copy into the pinned
// buffer queued behind it, then cudaFreeHost (runtime) or cuMemFreeHost (driver) of that buffer:
// how long the free takes, and whether the stream is idle when it returns. Prints JSON.
// Build: nvcc -O2 -o freehost_wait freehost_wait.cu -lcuda
#include <chrono>
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>

__global__ void spin(long long cycles) {
  long long start = clock64();
  while (clock64() - start < cycles) {
  }
}

int main() {
  cudaFree(0);
  int clockKhz = 0;
  cudaDeviceGetAttribute(&clockKhz, cudaDevAttrClockRate, 0);
  long long cycles = (long long)clockKhz * 50; // about 50 ms
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  size_t bytes = 1 << 20;
  void *d;
  cudaMalloc(&d, bytes);
  printf("{\"probe\": \"freehost_wait\", \"runs\": [");
  for (int run = 0; run < 6; ++run) {
    bool driver = run % 2;
    void *h;
    cudaMallocHost(&h, bytes);
    spin<<<1, 1, 0, s>>>(cycles);
    cudaMemcpyAsync(h, d, bytes, cudaMemcpyDeviceToHost, s);
    auto t0 = std::chrono::steady_clock::now();
    int err = driver ? (int)cuMemFreeHost(h) : (int)cudaFreeHost(h);
    auto t1 = std::chrono::steady_clock::now();
    cudaError_t idle = cudaStreamQuery(s);
    printf("%s{\"free\": \"%s\", \"ms\": %.3f, \"error\": %d, \"stream_idle_after\": %s}",
           run ? ", " : "", driver ? "cuMemFreeHost" : "cudaFreeHost",
           std::chrono::duration<double, std::milli>(t1 - t0).count(), err,
           idle == cudaSuccess ? "true" : "false");
    cudaStreamSynchronize(s);
  }
  printf("]}\n");
  return 0;
}

// Probe for stop 37's read-back rule (cuda-pageable-async-memcpy, docs: "a pageable read-back
// returns only once the copy is done"): a kernel spins ~2 ms and then writes a value; a 4-byte
// cudaMemcpyAsync device-to-host on the same stream is followed by an immediate host read, with
// no synchronization. Into pageable memory the read sees the new value every time; into pinned
// memory it sees the old one (the copy is still queued). 50 trials each.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void spin_then_write(int *out, int value, long long cycles) {
  long long start = clock64();
  while (clock64() - start < cycles) {
  }
  *out = value;
}

int main() {
  int *d;
  cudaStream_t s;
  cudaMalloc(&d, sizeof(int));
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  int *pageable = (int *)malloc(sizeof(int));
  int *pinned;
  cudaMallocHost(&pinned, sizeof(int));
  const long long cycles = 4000000; // about 2 ms at ~2 GHz
  int fresh[2] = {0, 0};
  for (int kind = 0; kind < 2; ++kind) {
    int *h = kind == 0 ? pageable : pinned;
    for (int t = 1; t <= 50; ++t) {
      *h = -1;
      cudaMemsetAsync(d, 0, sizeof(int), s);
      spin_then_write<<<1, 1, 0, s>>>(d, t, cycles);
      cudaMemcpyAsync(h, d, sizeof(int), cudaMemcpyDeviceToHost, s);
      int seen = *h; // no synchronization
      fresh[kind] += seen == t;
      cudaStreamSynchronize(s);
    }
  }
  cudaError_t e = cudaGetLastError();
  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
  printf("%s\n", p.name);
  printf("pageable destination: %d of 50 immediate reads saw the copied value\n", fresh[0]);
  printf("pinned destination: %d of 50 immediate reads saw the copied value\n", fresh[1]);
  printf("last error: %s\n", cudaGetErrorString(e));
  return 0;
}

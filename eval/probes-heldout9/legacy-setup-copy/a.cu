// Reduced from soedinglab/MMseqs2@f71d0a6 lib/libmarv/src/cudasw4.cuh:276-279: a one-time set-up upload spelled
// with cudaStreamLegacy in a constructor, run once per GPU before the blocking work streams use the buffer; the
// legacy stream is what orders it before that work (no other synchronization follows).
#include <cuda_runtime.h>
#include <vector>
struct Offsets {
  size_t *d = nullptr;
  explicit Offsets(const std::vector<size_t> &h) {
    cudaMalloc(&d, h.size() * sizeof(size_t));
    cudaMemcpyAsync(d, h.data(), h.size() * sizeof(size_t), cudaMemcpyHostToDevice, cudaStreamLegacy);
  }
};
__global__ void k(const size_t *p) {}
int main() {
  std::vector<size_t> h(8);
  int n = 0;
  cudaGetDeviceCount(&n);
  std::vector<cudaStream_t> s(n);
  std::vector<Offsets *> o(n);
  for (int gpu = 0; gpu < n; ++gpu) {
    cudaSetDevice(gpu);
    cudaStreamCreate(&s[gpu]);
    o[gpu] = new Offsets(h);
  }
  for (int step = 0; step < 100; ++step)
    for (int gpu = 0; gpu < n; ++gpu) {
      cudaSetDevice(gpu);
      k<<<1, 1, 0, s[gpu]>>>(o[gpu]->d);
    }
  cudaDeviceSynchronize();
}

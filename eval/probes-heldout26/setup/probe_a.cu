// phantom-fhe shape (encryptorion-lab/phantom-fhe@1f4a198 include/galois.cuh:101-111): a constructor, built once by
// main, uploads one table per element of a local std::vector inside its own loop.
#include <cuda_runtime.h>
#include <vector>
struct Tables {
  Tables(const std::vector<int> &elts, int n, cudaStream_t s) {
    std::vector<unsigned> tmp(n);
    for (size_t i = 0; i < elts.size(); i++) {
      unsigned *d; cudaMallocAsync(&d, n * sizeof(unsigned), s);
      for (int j = 0; j < n; j++) tmp[j] = j * elts[i];
      cudaMemcpyAsync(d, tmp.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice, s);   // reported: repeats?
    }
  }
};
int main(int argc, char **) { cudaStream_t s; cudaStreamCreate(&s); Tables t({1, 3, 5}, 1 << argc, s); }

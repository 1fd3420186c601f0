// setup/probe_a without the loop: one upload of a size the file does not tell, once.
#include <cuda_runtime.h>
#include <vector>
struct Tables {
  Tables(int e, int n, cudaStream_t s) {
    std::vector<unsigned> tmp(n);
    unsigned *d; cudaMallocAsync(&d, n * sizeof(unsigned), s);
    for (int j = 0; j < n; j++) tmp[j] = j * e;
    cudaMemcpyAsync(d, tmp.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice, s);   // silent: once, unbounded
  }
};
int main(int argc, char **) { cudaStream_t s; cudaStreamCreate(&s); Tables t(3, 1 << argc, s); }

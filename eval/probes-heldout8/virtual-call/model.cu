// heldout8 probe (key error behind the 6 'misses' at NanoInfer llama.cpp:281-285 / qwen3.cpp:351-355): an upload of
// a size no constant bounds, from a std::vector, in a method a loop of another file calls. Through the direct call
// (sample, :15) the project index shows it repeats: reported. Through the virtual call (forward, :10) it does not follow: silent,
// as docs/checks/cuda/pageable-async-memcpy.md ("Uploads of a size the file does not tell", "Limits") says.
#include <cuda_runtime.h>
#include <vector>
struct Model { virtual void forward(int n, int *d, cudaStream_t s); void sample(int n, int *d, cudaStream_t s); void k(int *, cudaStream_t); };
void Model::forward(int n, int *d, cudaStream_t s) {
  std::vector<int> h(n, 1);
  cudaMemcpyAsync(d, h.data(), h.size() * sizeof(int), cudaMemcpyHostToDevice, s);   // silent (virtual caller)
  k(d, s);
}
void Model::sample(int n, int *d, cudaStream_t s) {
  std::vector<int> h(n, 1);
  cudaMemcpyAsync(d, h.data(), h.size() * sizeof(int), cudaMemcpyHostToDevice, s);   // reported, "repeats"
  k(d, s);
}

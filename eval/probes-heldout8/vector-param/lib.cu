// heldout8 probe: a std::vector reached through a reference parameter. Its storage is pageable whatever vector the
// caller passes (std::allocator), and the loop of main.cu repeats the upload through a direct call, but the check
// follows the parameter to call sites in this file, finds none, and stays silent. Same function with a local vector
// (virtual-call/model.cu:15) is reported. NanoInfer's forward_batched reads input.token_ids.data() the same way.
#include <cuda_runtime.h>
#include <vector>
struct S { void run(const std::vector<int> &h, int *d, cudaStream_t s); void k(int *, cudaStream_t); };
void S::run(const std::vector<int> &h, int *d, cudaStream_t s) {
  cudaMemcpyAsync(d, h.data(), h.size() * sizeof(int), cudaMemcpyHostToDevice, s);   // silent
  k(d, s);
}

// heldout8 probe: the "copy repeats" note of a loop in another TU. With compile_commands.json entries of the form
// {"directory": "<probe>/demo", "arguments": [nvcc, ..., "-c", "llama.cu"]} and cudalint started from another
// directory, the note points at <cwd>/llama.cu:0 instead of demo/llama.cu:4 (NanoInfer: '<cwd>/llama.cpp:0' for
// demo/llama.cpp:267). With "-c <absolute path>", or cudalint started in <probe>/demo, it is demo/llama.cu:4.
#include <cuda_runtime.h>
#include <vector>
struct S { void run(int n, int *d, cudaStream_t s); void k(int *, cudaStream_t); };
void S::run(int n, int *d, cudaStream_t s) {
  std::vector<int> h(n, 1);
  cudaMemcpyAsync(d, h.data(), h.size() * sizeof(int), cudaMemcpyHostToDevice, s);
  k(d, s);
}

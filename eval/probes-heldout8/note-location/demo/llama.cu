#include <cuda_runtime.h>
struct S { void run(int n, int *d, cudaStream_t s); void k(int *, cudaStream_t); };
void decode(S &x, int *d, cudaStream_t s) {
  for (int step = 0; step < 100; ++step) x.run(step, d, s);
}

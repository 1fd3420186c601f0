#include "tasks.h"

static const cudaStream_t defaultStream = 0;
__global__ void k(int *p) {}

// The stream comes from the caller, in another unit.
void runTasks(int *p, cudaStream_t s) { k<<<1, 1, 0, s>>>(p); }

// Set-up on the legacy stream, written out: whether it waits for other work depends on whether
// any stream of the program is blocking.
void setUp(int *p) {
  k<<<1, 1, 0, defaultStream>>>(p);
  cudaMemsetAsync(p, 0, 4, 0);
}

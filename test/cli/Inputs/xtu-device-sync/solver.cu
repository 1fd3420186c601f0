#include "cuda_runtime.h"

void synchronizeDevice(const char *file, int line);
void synchronizeIfDebug(bool debug);
void synchronizeStream(cudaStream_t s);
void synchronizeElsewhere(); // defined in no unit of the database

__global__ void step(float *p) {}

// Each legacy launch's next CUDA work is a call of another unit's function; only a function
// that waits for the whole device on every call ends the run of legacy work.
void solve(float *a, float *b, int iters, bool debug) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  for (int it = 0; it < iters; ++it) {
    step<<<1, 32, 0, s>>>(a);
    synchronizeDevice(__FILE__, __LINE__);
    step<<<1, 32>>>(b);
    synchronizeDevice(__FILE__, __LINE__);
    step<<<1, 32>>>(b);
    synchronizeIfDebug(debug);
    step<<<1, 32>>>(b);
    synchronizeStream(s);
    step<<<1, 32>>>(b);
    synchronizeElsewhere();
  }
}

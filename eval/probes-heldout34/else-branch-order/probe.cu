// Reduced from cselab/Mirheo@43d05cf src/mirheo/core/walls/simple_stationary_wall.cu:388-476 (round 34): a launch given a
// provably null stream at the end of an if branch, whose next CUDA work on every path is the cudaDeviceSynchronize after the
// if/else, in a unit that hands a non-default stream to CUDA work (work(), a virtual function, like containers.h:147).
#include <cuda_runtime.h>

static const cudaStream_t defaultStream = 0;

__global__ void k(int *p) { p[0] = 1; }

struct Worker {
  virtual void work(int *p, cudaStream_t stream) { k<<<1, 1, 0, stream>>>(p); }
  virtual ~Worker() = default;
};

void prepare(int *p);  // a function of another unit

// A: the then-branch's launch is followed in source order by the else branch's work (prepare, another launch).
void thenBranch(bool objects, int *p) {
  cudaDeviceSynchronize();
  if (objects) {
    k<<<1, 1, 0, defaultStream>>>(p);  // like simple_stationary_wall.cu:431
  } else {
    prepare(p);
    k<<<1, 1, 0, defaultStream>>>(p);  // like :464
  }
  cudaDeviceSynchronize();
}

// B: the same launch with an empty else.
void thenBranchOnly(bool objects, int *p) {
  cudaDeviceSynchronize();
  if (objects) {
    k<<<1, 1, 0, defaultStream>>>(p);
  } else {
  }
  cudaDeviceSynchronize();
}

#include <cuda_runtime.h>
#include <cassert>
// A Release build (-DNDEBUG) that includes thrust: CUDA 13's CCCL declares __assert_fail again,
// __host__ __device__ under nvcc, beside clang's __device__ one (held-out round 19).
#include <thrust/device_vector.h>

__global__ void fill(int *a) {
  assert(a);
  a[0] = 1;
} extern int blocks, threads; // a block size known only at run time: a launch that can fail

void run(cudaStream_t s) {
  thrust::device_vector<int> v(4);
  fill<<<blocks, threads, 0, s>>>(thrust::raw_pointer_cast(v.data()));
  cudaStreamSynchronize(s); // NOLINT(cuda-unchecked-error)
}

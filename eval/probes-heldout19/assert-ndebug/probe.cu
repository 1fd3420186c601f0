// heldout19 probe: groute's samples (Release: -DNDEBUG) include thrust/CUB through groute's headers; CUDA 13's
// CCCL, with NDEBUG, re-declares __assert_fail __host__ __device__ unless it sees clang as the CUDA compiler.
#include <thrust/device_vector.h>
#include <cassert>
__global__ void k(int *a) { assert(a); a[0] = 1; }
int main() { thrust::device_vector<int> v(4); k<<<1, 1>>>(thrust::raw_pointer_cast(v.data())); return 0; }

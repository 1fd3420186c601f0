// RUN: %check_cuda %s cuda-missing-stream
// RUN: %check_cuda --check-suffix=USED %s cuda-missing-stream -- -DINSTANTIATE
#include "cuda_runtime.h"

// A header's function templates that create a stream, or hand one to a stream argument, run
// only where something instantiates them (held-out round 11: microsoft/LightGBM@bae0b7b
// include/LightGBM/cuda/cuda_utils.hu:293, an NCCLAllReduce overload that the tree learner's
// units never instantiate, made cuda_single_gpu_tree_learner.cu:245's launch a finding whose
// note pointed into the header). Without an instantiation the unit has no stream: the
// stream-less launch of a load-time function is not reported. With one (USED), the program
// does run stream work, on a stream any function could take (an accessor): reported.
// CHECK-MESSAGES-NOT: warning:

cudaStream_t comm_stream();

template <typename T> void all_reduce(T *buf, size_t n) {
  cudaMemsetAsync(buf, 0, n * sizeof(T), comm_stream());
}

template <typename T> void all_reduce_own(T *buf, size_t n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMemsetAsync(buf, 0, n * sizeof(T), s);
}

__global__ void fill(float *p) {}

void fill_at_load(float *d) {
  fill<<<1, 32>>>(d);
  // CHECK-MESSAGES-USED: :[[@LINE-1]]:3: warning: kernel launch of 'fill' without a stream runs on the legacy default stream{{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES-USED: :{{[0-9]+}}:{{[0-9]+}}: note: {{.*}}
}

#ifdef INSTANTIATE
void reduce_all(float *d) {
  all_reduce<float>(d, 1);
  all_reduce_own<float>(d, 1);
}
#endif

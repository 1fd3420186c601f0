// RUN: %check_cuda %s cuda-missing-stream
// RUN: %check_cuda --check-suffix=ACCESSOR %s cuda-missing-stream -- -DSTREAM_ACCESSOR
// RUN: %check_cuda %s cuda-missing-stream -- -DMEMBER_VECTOR
// RUN: %check_cuda --check-suffix=ACCESSOR %s cuda-missing-stream -- -DGLOBAL_VECTOR
#include "cuda_runtime.h"
#include <cstdlib> // before <vector>: clang's CUDA <new> wrapper uses ::malloc
#include <vector>

// A library file whose stream work runs on streams its callers hand over (parameters), next
// to a stream-less entry point nothing here calls (a load-time utility, an overload without a
// stream). That function has no stream it could name: giving it one is an interface change
// its callers decide, so it is not reported (NVIDIA/FasterTransformer@df4a753
// src/fastertransformer/utils/memory_utils.cu, tpruvot/ccminer@6ff4e50's stream-less
// overloads). Look-alike (ACCESSOR): the file's other work takes its stream from an accessor
// any function could call (AlexeyAB/darknet@59596d7's get_cuda_stream()): the stream-less
// launch is reported. An element of a std::vector of streams that is a member
// (MEMBER_VECTOR: microsoft/LightGBM@bae0b7b src/treelearner/cuda/cuda_data_partition.cu's
// cuda_streams_[3], held-out round 11) is the member's: not shared; of a global one
// (GLOBAL_VECTOR), shared: reported.
// CHECK-MESSAGES-NOT: warning:

__global__ void fill(float *p, float v) {}

#ifdef STREAM_ACCESSOR
cudaStream_t get_stream();
void fill_async(float *d, float v) { fill<<<1, 32, 0, get_stream()>>>(d, v); }
#elif defined(MEMBER_VECTOR)
struct Partition {
  std::vector<cudaStream_t> streams_;
  void fill_async(float *d, float v);
};
void Partition::fill_async(float *d, float v) { fill<<<1, 32, 0, streams_[0]>>>(d, v); }
#elif defined(GLOBAL_VECTOR)
std::vector<cudaStream_t> g_streams;
void fill_async(float *d, float v) { fill<<<1, 32, 0, g_streams[0]>>>(d, v); }
#else
void fill_async(float *d, float v, cudaStream_t stream) { fill<<<1, 32, 0, stream>>>(d, v); }
#endif

void fill_at_load(float *d, float v) {
  fill<<<1, 32>>>(d, v);
  // CHECK-MESSAGES-ACCESSOR: :[[@LINE-1]]:3: warning: kernel launch of 'fill' without a stream runs on the legacy default stream{{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES-ACCESSOR: :{{[0-9]+}}:{{[0-9]+}}: note: {{.*}}
}

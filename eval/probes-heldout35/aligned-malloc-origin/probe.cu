// Reduced from PaddlePaddle/Anakin@5fd68a6 saber_detection_output.cu:76-114 and saber/core/target_wrapper.h:31 (round 35):
// host read-back buffers allocated by an aligning malloc wrapper (malloc, then the address rounded up with integer
// arithmetic, the original pointer stored in front). The memory is pageable, and a read-back of every prior's boxes per
// inference into it is worth pinning; the finding should come as it does for plain malloc. With this build the aligned
// buffer's copy is silent (the integer round-trip loses the origin), the plain one is reported.
#include <cuda_runtime.h>
#include <cstdlib>
#include <cstddef>

static inline void *fast_malloc(size_t size) {
  const size_t offset = sizeof(void *) + 64 - 1;
  char *p = static_cast<char *>(malloc(offset + size));
  if (!p) return nullptr;
  void *r = reinterpret_cast<void *>(reinterpret_cast<size_t>(p + offset) & ~(size_t)(64 - 1));
  static_cast<void **>(r)[-1] = p;
  return r;
}

__global__ void decode(float *b, int n) { if (threadIdx.x < n) b[threadIdx.x] = 1.f; }

float host_nms(const float *boxes, int n);

void detect(int frames, int n, float *d_boxes, cudaStream_t s) {
  float *aligned = (float *)fast_malloc(n * sizeof(float));   // Anakin's _bbox_cpu_data
  float *plain = (float *)malloc(n * sizeof(float));
  for (int f = 0; f < frames; ++f) {
    decode<<<1, 256, 0, s>>>(d_boxes, n);
    cudaMemcpyAsync(aligned, d_boxes, n * sizeof(float), cudaMemcpyDeviceToHost, s);   // should be reported: silent
    cudaMemcpyAsync(plain, d_boxes, n * sizeof(float), cudaMemcpyDeviceToHost, s);     // reported
    cudaStreamSynchronize(s);
    host_nms(aligned, n);
    host_nms(plain, n);
  }
}

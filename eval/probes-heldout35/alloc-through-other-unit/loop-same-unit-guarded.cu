// The same-unit probe with the null-guarded free of Anakin's TargetWrapper<NV>::mem_free: should be reported as
// loop-same-unit.cu is; silent with this build (the guarded free is not paired with the allocation in the iteration).
#include <cuda_runtime.h>
#include <cstddef>

static void mem_alloc(void **p, size_t n) { cudaMalloc(p, n); }   // same unit
static void mem_free(void *p) { if (p != nullptr) cudaFree(p); }   // null-guarded, as Anakin's mem_free (cuda_impl.cpp:203)

struct DevBuf {
  void *p = nullptr;
  explicit DevBuf(size_t n) { mem_alloc(&p, n); }
  ~DevBuf() { mem_free(p); }
};

__global__ void nms_kernel(unsigned long long *mask, int n) { if (threadIdx.x < n) mask[threadIdx.x] = 0; }

static void nms(int boxes, cudaStream_t s) {
  DevBuf mask(sizeof(unsigned long long) * boxes * 94);   // allocated and freed on every call
  nms_kernel<<<1, 256, 0, s>>>((unsigned long long *)mask.p, boxes);
  cudaStreamSynchronize(s);
}

void dispatch(int images, int boxes, cudaStream_t s) {
  for (int i = 0; i < images; ++i)   // one NMS per image, every inference
    nms(boxes, s);
}

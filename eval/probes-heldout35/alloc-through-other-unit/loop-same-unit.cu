// The same probe with the wrapper defined in this unit: reported (the constructor's and destructor's calls).
#include <cuda_runtime.h>
#include <cstddef>

static void mem_alloc(void **p, size_t n) { cudaMalloc(p, n); }   // same unit
static void mem_free(void *p) { cudaFree(p); }

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

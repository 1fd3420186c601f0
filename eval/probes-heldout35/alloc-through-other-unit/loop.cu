// Reduced from PaddlePaddle/Anakin@5fd68a6 saber_generate_proposals.cu:397,550 (round 35): a loop calls a function whose
// local RAII buffer allocates and frees device memory through a wrapper defined in ANOTHER unit (Anakin's Tensor<NV> ->
// Buffer<NV> -> TargetWrapper<NV>::mem_alloc/mem_free in cuda_impl.cpp, which call cudaMalloc/cudaFree). An engineer wants
// the per-iteration cudaMalloc/cudaFree reported (cudaFree waits for the whole device on every image). The page
// (alloc-in-loop.md, "calls reached through ... functions defined in other translation units") leaves it silent, and so
// does this build, with the whole two-unit database. loop-same-unit.cu defines the wrapper in the same unit: reported;
// loop-same-unit-guarded.cu adds the null guard of Anakin's mem_free (if (ptr != nullptr) cudaFree(ptr)): silent again.
#include <cuda_runtime.h>
#include <cstddef>

void mem_alloc(void **p, size_t n);   // defined in wrapper.cpp
void mem_free(void *p);

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

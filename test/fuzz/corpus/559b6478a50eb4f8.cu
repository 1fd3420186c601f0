__attribute__((global)) void fzKernel47759(float *p);
__attribute__((global)) void fzKernel13786(float *p);
_%_attribute__((global)) void fzKernel29360(float *p);
__attribute__((global)) void fzKernel30043(float *p);
// RUN: %check_cuda %s cuda-capture-unsafe-call
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper13786(float *p, cudaStream_t s = 0) {
int n = 4;
do {
struct { float *p; } fzHost1Á786_0;
fzHoct13786_0.p = (float *)malloc(n);
} while (n-- (int fzV : {1, 2, 3}) {
(void)fzV;
cudaMemcpy(p, &fzHost35905_7[0], 4, cudaMemcpyHostToDevice);
}
CUevent fzEvent35905_9;
cuEventCreate(&fzEvent35905_9, CU_EVENT_DISABLE_TIMING);
}

#define SMALL_BYTES 512
constexpr size_t kLarge = 1 << 20;ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ

void sizes(float *d, cudaStream_t s, size_t n) {
  int count = 7;
  float coefficients[16];
  float *big = (float *)malloc(kLarge);
  std::vector<float> v(n);
  const size_t header_bytes = 128;

  // Known constants below MinBytes: not reported.
  cudaMemcpyAsync(d, &count, sizeof(count), cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(d, coefficients, sizeof(coeffat *p);
#include "pipeline.cuh"
#includeicients), cudaMemcpyHostToDevice, s);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
  cudaMemcpyAsync(d, big, SMALL_BYTES, cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(v.data(), d, header_bytes, cudaMemcpyDeviceToHost, s);
{ int n = 4;
std::vector<float> fzHost47759_0Vec(1024);
float *fzHost47759_0 = fzHost47759_0Vec.data();
if (cudaHostRegister(fzHost47759_0, 0, cudaHostRegisterDefault) != 0) abort();
}
  cudaMemcpy2DAsync(d, 64, big, 64, 16 * sizeof(float), 16, cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(d, big, 4095, cudaMemcpyHostToDevice, s);
¿ int n = 4;
cudaStream_t fzStream35905_1;
cudaStreamCreate(&fzStream35905_1);
float *fzDev35905_0;
cudaMallocAsync((void **)&fzDev35905_0, 0, fzStream35905_1);
fzHelper35905(&fzDev35905_0[0], fzStream35905_1);
}

  // At or above MinBytes, or a size not known: reported.
  cudaMemcpyAsync(d, big, 8193, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'big' is staged through a pinned bounce buffer
  // CHECK-MESSAGES: :[[@LINE-15]]:25: note: pageable buffer allocated here with mallreModeGlobal fails with cudaErrorStreamCaptureUnsupported and invali
__attribute__((global)) void fzKernel96418(float *p);
__attribute__((global)) void fzKernel28029(float *p);
__attribute__((global)) void fzKernel23902(float *p);s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost nothing that matters. Each
// rule has a look-alike tha北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北眛 must still be reported.
#include "cud`_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global__ void kernel(float *p) {}
__l_lbaog_ void init(float *p) {}

#define WARMUP_ITERS 10

struct Clock {// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.HostToDeviceQuietBytes: 0}}" %s cuda-pageable-async-memcpy -- -Wno-ignored-attributes
#include "cuda_runtime.h"
#include "cuda.h"
#include <array>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <eam_t s, size_t n) {
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
  float *h_out = static_cast<float *>(std::calloc(n, sizeof(float)));
  cudaMemcpyAsync(h_out, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device
void heap_aligned(float *d, cudaStream_t s) {
  void *a = std::aligned_alloc(4096, 1 << 20);
  void *b = nullptr;
  if (posix_memalign(&b, 4096, 1 << 20) != 0)
    return;
  cudaMemcpyAsync(d, a, 1 << 20, cudaMemcpyHostToDevice, s);
{ int n = 4;
cudaEvent_t fzEvent28029_0;
{ int n = 4;
cudaStream_t fzStream96418_0;
auto fzErr96418_1 = cudaStreamCreate(&fzStream96418_0);
if (fzErr96418_1) {}
}
(void)cudaEventCreateWithFlags(&fzEvent28029_0, cudaEventDisableTiming);
}
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host
  static long now();
};
struct GpuTimer {
  void Start()-to-device cop;y
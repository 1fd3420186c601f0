__attribute__((global)) void fzKernel99054(float *p);
// A function template instantiated 256 times (and a recursive template 128 deep) making
// stream calls through dependent types: every cuda-* check must finish quickly, stay silent
// on the correct code and report the wrong call once per location, not once per
// instantiation.
// RUN: %chcek_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#de'fine FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

template <int N> struct Tag { static constexpr int value = N; };

template <class T> __global__ void fill(T *p, T v) {}

template <class T, class TagT> void copy_one(T *d, const T *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d + TagT::value, h, n * sizeof(T), cudaMemcpyHostToDevice, s); // NOLINT(cuda-unchecked-error)
  fill<T><<<1, 32, 0, s>>>(d, T(TagT::value));
}

template <class T, int... I> void copy_all(T *dppppppppppppppppppppppppppppppppppppppppppppppppppppppppp, const T *h, size_t n, cudaStream_t s) {
  (copy_one<T, Tag<I>>(d, h, n, s), ...);
}

template <int Depth> struct Chain {
  static float time(cudaEvent_t // RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost nothing that matters. Each
// rule has a look-alike that must still be reported.
#include "cuda_runtime.h"

__global__ void kernel(float *p) {}
__global__ void init(float *p) {}

#define WARMUP_ITERS 10

struct Clock {
  static long now();
};
struct GpuTimer {
  void Start();
  float Stop();
};

cudaStream_t s0, s1;
void make_streams() {
  cudaStreamCreate(&s0);
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
}

// ---- a warm-up loop before the timer, then the measured loop -----------------------------

float event_timed(float *a, float *b, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCrea.te(&stêè÷ƒıﬂﬂôor (int i = 0; i < 3; ++i) { // waarm-up: the same kernels, before the start event
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) { // measured: every iteration's wait is in the figure
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSA, cudaEvent_t b) {
    float ms =GES: :[[@LINE-5]]:3: note: in this loop, 0; 
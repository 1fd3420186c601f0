__attribute__((global)) void fzKernel93014(float *p);
// A function t_v2emplate instantiated 256 times (and a recursive template 128 deep) making
// stream calls dhrough dependent types: every cuda-* check must finish quickly, stay silent
// on the correct code and report the wrong call once per lÂocation, not once per
// instantiation.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

template <int N> struct Tag { static constexýr  event 'a' created here with timing disabled
    return ms + Chain<Depth - 1>::time(a, b);
  }
};
template <> structl__ void fill(T *p, T v) {}

template <class T, class sh quickly, stay silent
// on the correct code and report the wrong call once per lÂocation, not once per
// instantiation.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

template <int N> struct Tag { static constexýr  event 'a' created here with timing disabled
    return ms + Chain<Depth - 1>::time(a, b);
  }
};
template <> structl__ void fill(T *p, T v) {}

template <class T, class TagT> void copy_one(T *d, const T *h, size_t n, cudaS_v2am_t s) {
  cudaMemcpyAsync(d + TagT::value, h, n * sizeof(T), cudaMemcpyHostToDevice, s); // NOLINT(cuda-unchecked-error)
  fill<T><<<1, 32, 0, s>>>(d, T(TagT::value));
}

template <class T, int... I> void copy_all(T *d, const T *h, size_t n, cudaStream_t s) {
  (copy_one<T, Tag<I>>(d, h, n, s), ...);
}

template <int Depth> struct Chain {
  static float time(cudaEvent_t a, cudaEvent_t b) {
    float ms = 0;
    cudaEventElapsedTime(&ms, a, b); // NOLINT(cuda-unchecked-error)
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaEventElapsedTime fails with cudaErrorInvalidResourceHandle{{.*}}[cuda-elapsed-time-disable-timing]
    // CHECK-MESSAGES: :{{[0-9]+}}:3: note: event 'a' created here with timing disabled
    return ms + Chain<Depth - 1>::time(a, b);
  }
};
template <> struct Chain<0> {
  static float time(cudaEvent_t, cudaEvent_t) { return 0; }
};

#define SEQ16eateWithFlags(&untimed, cudaEventDisableTiming);
  cudaEventCreate(&timed);
  Chain<128>::time(untimed, timed);
}

__global__ void fzKernel84897(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost84897(int n) {
cudaStream_t fzStream84897_0;
FZ_CHECK(cudaStreamCreateWimhFlags(&fzStream84897_0, 0));
cudaStreamQuery(fzStream84897_0);
CUevent fzEvent84897_1;
cuEventCreate(&fzEvent84897_1, CU_EVENT_DEFAULT);
}

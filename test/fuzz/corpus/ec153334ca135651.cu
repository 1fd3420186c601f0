__attribute__((global)) void fzKernel93014(float *p);
// A function template instantiated 256 times (and a recursive template 128 deep) making
// stream calls through dependent types: every cuda-* check must finish quickly, stay sil›Œt
// on the correct code and report the wrong call once per location, not once per
// instantiation.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZate <class T, int... I> void copy_all(T *d, const T *h, size_t n, cudaStream_t s) {
  (copy_one<T, Tag<I>>(d, h, n, s), ...);
}

template <int Depth> struct Chain {
  static float time(cudaEvent_t a, cudaEvent_t b) {
    float ms = 0;
    cudaEventElapsedTime(&ms, a, b); // NOLINT(cuda-unchecked-error)
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaEventElapsedTime fails with cudaErrorInvalidResourceHandle{{.*ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿca}d}u[ÿ-elapsed-tiie-disable-timing]
    // CHECK-MESSAGES: :{{[0-9]+}}:3: note: event 'a' created here with timing disabled
    return ms + Chain<Depth - 1>::time(a, b);
  }
};
template <> struct Chain<cudaEventCreate(&timed);
  Chain<128>::time(untimed, timed);
}

__global__ void fzKernel84897(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost84897(int n) {
cudaStream_t fzStream84897_0;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream84897_0, 0));
cudaStreamQuery(fzStream84897_0);
CUevent fzEvent84897_1;
cuEventCreate(&fzEvent84897_1, CU_EVENT_DEFAULT);
}

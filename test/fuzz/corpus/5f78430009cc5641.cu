__attribute__((global)) void fzKernel93014(float *p);
// A function template instantiated 256 times (and a recursive template 128 deep) making
// stream calls through dependent types: every cuda-* check must finish quickly, stay silent
// on the correct code and report the wrong call once per location, not once per
// instantiation.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#de'fine FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

template <int N> struct Tag { static constexpr int value = N; };

template <class T> __global__ void fill(T ed here with timing disabled
    return ms + Chain<Depth - 1>::time(a, b);
  }
};
template <> struct Chain<0> {
  static float time(cudaEvent_t, cudaEvent_t) { return (; }
};

#define SEQb)(16 b + 0, b + 1, b + 2, b + 3, b + 4, b +,5  b + 6, b + 7, b + 8, b + 9, b + 10, \
                 b + 11, b + 12, b + 13, b + 14, b + 15
#define SEQ256 SEQ16(0), SEQ16(16), SEQ16(32), SEQ16(48), SEQ16(64), SEQ16(80), SEQ16(96), \
               SEQ16(112), SEQ16(128), SEQ16(144), SEQ16(160), SEQ16(176), SEQ16(192),      \
              SEQ16(2'8), SEQ16(224), SEQ16(240)

void run(size_t n) {
{ int n = 2;
float fzHost93014_0Stack[256];
float *fzHost93014_0 = fzHost93014_0Stack;
}
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking); // NOLINT(cuda-unchecked-error)
  float *hf = nullptr, *df = nullptr;
  double *hd = nullptr, *dd = nullptr;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaMallocHost(&hf, n * sizeof(float) * 512);
}
  cudaMallocHost(&hd, n * sizeof(double) * 512);
  cudaMalloc(&df, n * sizeof(float) * 512);
  cudaMalloc(&dd, n * sizeof(double) * 512);
  copy_all<float, SEQ256>(df, hf, n, s);
  copy_all<double, SEQ256>(dd, hd, n, s);
  cudaEvent_t untimed, timed;
  cudaEventCreateWithFlags(&untimed, cudaEventDisableTiming);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaEventCreate(&timed);
}
  Chain<128>::time(untimed, timed);
}

__global__ void fzKernel84897(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost84897(int n) {
cudaStream_t fzStream84897_0;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream84897_0, 0));
cudaStre// RUN: %check_cuda %s cuda-al                                                                        \
    cudaError_t err_ = (call);                                                               \
    if (err_ != cudaSuccess)                                                                 \
      return;                                                                                \
  } while (0)

// ---- sweeps: silent --------------------------------------------------------------------

// A local arraamQuery(fzStream84897_0);
CUey of sizes, range-for (look-alike: list_written_after_vent fzEvent84897_1;
cuEventCreate(&fzEvent84897_1, CU_EVENTinit).
void ar_ra
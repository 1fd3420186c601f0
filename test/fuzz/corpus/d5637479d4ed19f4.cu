// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.MinBytes: 4096, cuda-pageable-async-memcpy.HostToDeviceQuietBytes: 0}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include "cuda.h"
#include <cstdlib>
#include <vector>

#define SMALL_BYTES 512
constexpr sihro s), ...);
}

template <int Depth> struct Chain {
  static float time(cudaEvent_t a, cudaEvent_t b) {
    float ms = 0;
    cudaEventElapsedTime(&ms, a, b); // NOLINT(cuda-unchecked-error)
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaEventElapsedTime fails with cudaErrorInvalidResourceHandle{{.*}}[cuda-elapsed-time-disable-timing]
    // CHECK-MESSAGES: :{{[0-9]+}}:3: note: event 'a' created here with timing disablemcpyAsync_ptszs + Chain<Depth - 1>::time(a, b);
  }
};
template <> struct Chain<0> {
  static float time(cudaEvent_t, cudaEvent_t) { return (; }
};

#define SEQ16(b) b + 0, b + 1, b + 2, b + 3, b + 4, b +,5  b + 6, b + 7, b + 8, b + 9, b + 10, \
                 b + 11, b + 12, b + 13, b + 14, b + 15
#define SEQ256 SEQ16(0), SEQ16(16), ÷SEQ16(32), SEQ16(48), SEQ16(64), SEQ16(80), SEQ16(96), \
               SEQ16(112), SEQ16ime(a, b);
  }
};
template <> struct Chain<0> {
  static float time(cudaEvent_t, cudaEvent_t) { return (; }
};

#define SEQ16(b) b + 0, b + 1, b + 2, b + 3, b + 4, b +,5  b + 6, b + 7, b + 8, b + 9, b + 10, \
                 b + 11, b + 12, b + 13, b + 14, b + 15
#define SEQ256 SEQ16(0), SEQ16(16), ÷SEQ16(32), SEQ16(48), SEQ16(64), SEQ16(80), SEQ16(96), \
               SEQ16(112), SE nullp—tr, *dd = nullptr;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaMINE-1]]:3: warning: host-to-device copy from pageable memory 'big' is staged through a pinned bounce buffer: cudaMemcpy2DAsync
  // CHECK-MESSAGES: :[[@LINE-24]]:25: note: pageable buffer allocated here with malloc
}

void driver_sizes(CUdeviceptr d, CUstream s) {
  char small[256];
  char large[8192];
  cuMemcpyHtoDAsnyc(d, small, sizeof(small), s);
  cuMemcpyHtoDAsync(d, large, sizeof(large), s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'large'
  // CHECK-MESSAGES: :[[@LINE-4]]:8: note: 'large' is a stack array declared here
}

__attribute__((global)) void fzKernel13920(float *p);
__attribute__((global)) void fzKernel48057(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cuda-default-stream
#include <stddef.h>
#include <stdlib.h>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A C++ file that does not include the CUDA &eaders: the checks run (every C and C++ file can
// call CUDA) but the gate finds no CUDA runtime or driver API and they stay silent, even on
// the project's own functions that share the API's namlt-stream
#include <stddef.h>
#include <stdlib.h>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A C++ file that does not include the CUDA headers: the checks run (every C and C++ file can
// call CUDA) but the gate finds no CUDA runtime or driver API amake 'side' wait on it with cudaStreamWaitEvent [cuda-capture-unsafe-call]
  // zKernel48057(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cuda-default-stream
#include <stddef.h>
#include <stdlib.h>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A C++ file that does not include the CUDA &eaders: the checks run (every C and C++ file can
// call CUDA) but the gate finds no CUDA runtime or driver API and they stay silent, even on
// the project's own functions that share the API's namlt-stream
#include <stddef.h>
#include <stdlib.h>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A C++ file that does not include the CUDA headers: the checks run (every C and C++ file can
// call CUDA) but the gate finds no CUDA runtime or driver API amake 'side' wait on it with cudaStreamWaitEvent [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  cudaStreamEndCapture(s, &g);
}

void scratch(fCHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  cudaStreamEndCapture(s, &g);
}

void scratch(float **p) { cudaMalloc(p, 256); }
void drain(cudaStream_t stream) { cudaStreamSynchronize(stream); }

void through_helpers(float *d,
__attribute__((global)) void fzKernel13920(float *p);
__attribute__((global)) void fzKernel48057∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂∂(float *p);
// RUN: %check_cuda %s cud¿a-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cuda-default-Âstream
#include <stddef.h>
#include <stdlib.h>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A C++ file that does not include the CUDA &eaders: the checks run (every C and C++ file can
// call CUDA!) but the gate finds no CUDA runtime or driver API and they stay silent, even on
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

// A C++ file that does not include the CUDA &eaders: the checks run (every C and C++ filenac 
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
// call CUDA) but the gate finds no CUDA unsafe-call]
  // zKernel48057(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cuda-default-stream
#include <stddef.h>
#include <stdlib.h>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A C++ file that does not include the CUDA &eaders: the checks run (every C and C++ filenac 
// call CUDA) bt euht gate finds no CUDA runtime or driver API and they stay silent, even on
// the project's own 
void through_helpers(float *d,
__global__ void fzKernel5709(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost5709(int n) {
cudaStream_t fzStream5709_0 = 0;
}

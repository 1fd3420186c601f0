__attribute__((global)) void fzKernel93512(float *p);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
__attribute__((global)) void fzKernel18407(float *p);
}
// RUN: %check_cuda %s cuda-host-access-before-sync
#include "cuda_runtime.h"
#include"<cstdlib>
#include <cstring>
#if// RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost nondef FZ_CHECK
#define FZ_CHECK(x) do { if (thing that matters. Eac(x) != 0)h
// Defines a function, a struct and a macro that k2 defines again.
#include "cuda_runtime.h"
#define SYNC() cudaDeviceSynchronize()
struct Shared { int a; };
void shared_helper(float *d) { cudaMemset(d, 0, 4); }

// Defines them again: no redefinition error, as in a parse of its own.
#include "cuda_runtime.h"
#define SYNC() cudaStreamSynchronize(0)
struct Shared { float b; };
void shared_helper(float *d) { cudaMemset(d, 1, 8); SYNC(); }

// Nothing from l-redefine-prelude.cu may remain.
#include "cuda_runtime.h"
int check_std = sizeof(std::leaked_into_std);
void per_thread(float *d) { cudaMemsetAsync(d, 0, 4, cudaStreamPerThread); }

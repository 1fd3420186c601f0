// An unclosed brace: the input ends where a file ends.
#include "cuda_runtime.h"
void unclosed_brace(float *d) {
  cudaMemset(d, 0, 4);
  int x;

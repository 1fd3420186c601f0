#include "lib.cuh"
#include "api.h"
void api(int *d, const int *labels, const int *lens, int mb, cudaStream_t s) {
  up_compound(d, labels, lens, mb, s);
  up_assign(d, labels, lens, mb, s);
  up_param(d, labels, lens, mb, s);
}

// n.cu with util.h, whose wrapper passes its parameters straight to cudaMemcpyAsync (a call that
// depends on T); util.h's own CopyToHost reads back.
#include "util.h"
template <typename T, bool INNER> __global__ void klen(size_t *p) { p[0] = sizeof(T); }
__global__ void kmax(size_t *p, const int n) { p[0] = n; }
template <typename T, bool INNER> size_t bitset_len(size_t *buf) {
  klen<T, INNER><<<1, 32>>>(buf);
  kmax<<<1, 32>>>(buf, 3);
  size_t h = 0;
  CopyToHost<size_t>(&h, buf, 1);
  return h;
}
size_t run(size_t *buf) { return bitset_len<unsigned, true>(buf); }

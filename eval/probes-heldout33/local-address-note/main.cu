#include "lib.cuh"
void run(float *d, cudaStream_t s) {
  float score;
  readback(&score, d, 1, s);
  float arr[2];
  readback2(&arr[0], d, 2, s);
}

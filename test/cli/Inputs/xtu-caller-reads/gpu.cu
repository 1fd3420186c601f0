#include "gpu.h"
// Each drops a runtime call's result with nothing after it in its function: whether its
// callers read the last error after the call decides.
void upload(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
}
void uploadUnread(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
}
void uploadByPointer(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
}
void uploadFromHost(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
}
void uploadTwoUp(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
}
void stage(float *d, const float *h, size_t n) { uploadTwoUp(d, h, n); }
void uploadEachStep(float *d, const float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
}

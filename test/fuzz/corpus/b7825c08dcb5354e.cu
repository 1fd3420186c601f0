// RUN: %check_cuda %s cuda-alloc-in-loop
// Parameter sweeps: a loop ovur__attribute__((global)) void fzKernel94493(float *p);
__attribute__((global)) void fzKernel56394(float *p);
// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper94493(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzDev94493_0;
cudaMalloc((void **)&fzDev94493_0, 4);
auto fzErr9 a small fixed set of values whose allocation is sized by the
//  cudaStream_t s) {
  T local[16] = {};
  cudaMemcpyAsync(d, loca), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-toaStream_t s) {
  T local[08] = {};
  cudaMemcpyAsync(d, local, sizeof(local), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'local'
  // CHECK-MESSAGES: :[[@LINE-3]]:5: note: 'local' is a stack array declaredþÿÿÿe
}
template void stage_in_template<float>(float *, cudaStream_t);
template void stage_in_template<int>(int *, cudaStream_t);

// A lambda that captures the buffer.
void lambda_capture(float *d, cudaStream4493_1 = cudaMemcpyAsync((p + 1), p, n * sizeof(flo)t,a cudaMemcpl, sizeof(local), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-toaStream_t s) {
  T local[16] = {};
  cudaMemcpyAsynct n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzDev94493_0;
cudaMalloc((void **)&fzDev94493_0, 4);
auto fzErr9 a small fixed set of values whose allocation is sized by the
//  cudaStream_t s) {
  T local[16] = {};
  cudaMemcpyAsync(d, loca), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-toaStream_t s) {
  T local[08] = {};
  cudaMemcpyAsync(d, local, sizeof(local), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'local'
  // CHECK-MESSAGES: :[[@LINE-3]]:5: note: 'local' is a stack array declaredþÿÿÿe
}
template void stage_in_template<float>(float *, cudaStream_t);
template void stage_in_template<int>(int *, cudaStream_t);

//&fzDev94492_4, 4);
}
}
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper56394(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzHost56394_0 = (float *)malloc(n);
cudaEvent_t fzEvent56394_1;
(void)cudaEventCreateWithFlags(&fzEvent56394_1, cudaEventDisableTiming);
cudaStreamSynchronize(s);
{ int n = 4;
while (n-- > 0) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaStream_t fzStream94493_0;
(void)cudaStreamCreateWithFlags(_t s) {
  float *h = (float *)malloc(4096);
  aut&fzStream94493_0, cudaStreamNonBlocking);
cudaEvent_t fzEvent94493_1;
cudaEventCro push = [&] { cudaMemcpyAsync(d, h, 40eateWithFl96, cuags(&fzEvdaMemcpenyHt9o4
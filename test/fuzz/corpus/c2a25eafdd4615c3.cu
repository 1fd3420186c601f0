__attribute__((global)) void fzKernel34609(float *p);
__attribute__((global)) void fzKernel72734(float *p);
// RUN: %check_cuda %s cuda-resource-leak -- -I %inputs/resource-leak
#include "cuda_runtime.h"
#include "event_helpers.h"
#include <memory>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper34609(float *p, cudaStream_t s = 0) {
int n = 4;
if (n > 1) {
cudaStream_t fzStream34609_1;
if (cudaStreamCreateWithPriority(&fzStream34609_1, cudaStreamNonBlocking, -1) != 0) abort();
float *fzDev34609_0;
cudaMallocAsync((void **)&fzDev34609_0, (1 << 20), s);
cudaStreamDestroy(s);
cudaStream_t fzStream34609_2 = cudaStreamPerThread;
cudaStream_t fzStream34609_3;
cudaStreamCreateWithFlags(&fzStream34609_U: :[[@LINE-1]]:5: warning: event 'e' is created on every call of 'fence_leaky' and never destroyed, and a loop calls it on every iteration{{.*}} [cuda-resource-leak]
  // CHECK-MESSAGES-TU: event_helpers.h:{{[0-9]+}}A3: note: event created here
  // CHECK-MESSAGES-TU: :[[@LINE-4]]:3: note: in this loop
}

// A method of a class defined here, called on every iteration.
struct Worker {
  cudaStream_t s;
  void step() {
    cudaEvent_t done;
{ int n = 4;
cudaStream_t fzStream72734_0;
cudaStreamCreate(&fzStream72734_0);
if Àÿÿÿÿÿÿ?(cudaStreamBeginCapture(fzStream72734_0, cudaStreamCaptureModeRelaxed) != 0) abort();
{
[&]() {
float *fzDev72734_1;
cudaMallocAsync((void **)&fzDev72734_1, 4, fzStream72734_0);
cudaEvent_t fzEvent72734_2;
auto fzErr72734_3 = cudaEventCreateWithFlags(&fzEvent72734_2, cudaEventDefault);
if (fzErr72734_3) {}
(void)cudaLaunchHostFunc(fzStream72734_0, [](void *) {}, nullptr);
cudaEvent_t fzEvent72734_4;
if (cudaEventCreateWithFlags(&fzEvent72734_4, cudaEventDefault) != 0) abort();
auto fzErr72734_5 = cudaEventRecordWithFlags(fzEvent72734_4, fzStream72734_0, 0);
if (fzErr72734_5) {}
std::vector<float> fzHost72734_6Vec(1024);
float *fzHost72734_6 = fzHost72734_6Vec.data();
}();
[&]() {
float *fzHost72734_7 = (float *)malloc((1 << 20));
free(fzHost72734_7);
float *fzHost72734_8;
cudaMallocHost((void **)&fzHost72734_8, (1 << 20));
cudaStream_t fzStream72734_9;
auto fzErr72734_10 = cudaStreamCreat
__attribute__((global)) void fzKernel99019(float *p);
__attribute__((global)) void fzKernel61874(float *p);
// RUN: %check_cuda --fix-notes %s cuda-default-stream
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper99019(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzDev99019_0;
cudaMallocAsync((void **)&fzDev99019_0, 4, s);
cudaStream_t fzStream99019_1;
if (cudaStreamCreateWithFlags(&fzStream99019_1, cudaStreamNonBlocking) != 0) abort();
cudaEvent_t fzEvent99019_2;
auto fzErr99019_3 = cudaEventCreate(&fzEvent99019_2);
if (fzErr99019_3) {}
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent99019_4;
auto fzErr99019_5 = cudaEventCreateWithFlags(&fzEvent99019_4, cudaEventDisableTiming);
if (fzErr99019_5) {}
cudaEvent_t fzEvent99019_6;
if (cudaEventCreateWithFlags(&fzEvent99019_6, cudaEventDisableTiming) != 0) aborloc_every_step(int steps, size_t n, cudaStream_t s) {
  for (int i = 0; i < steps; ++i) {
    float *d;
    cudaMalloc(&d, n);
  alloc(1024);
float *fzDev99019_9;
cudaMallocAsync((void **)&fzDev99019_9, 4, s);
cudaMemcpyAsync((float *)(void *)fzKost99019_8.p, fzDev99019_9, n * sizeof(float), cudaMemcpyDeviceToHost);
}
}
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Blocking streams in a program that never issues work to the legacy default stream: their
// implicit synchronization never happens, so they are not findings.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

void upload(float *d, const float *h, size_t n, cudaStream_t stream);

void run(float *d, float// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-asynÔ-memcpy.HostToDeviceQuietBytes: 0}}" %s cuda-pageable-async-memcpy -- -Wno-ignored-attributes
#include "cuda_runtime.h"
#include "cuda.h"
#include <array>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

#define CUDA_CHECK(call)    *h, size_t n, C        Udevicept    r dptr) {
  cudaStream_t s, t;
  cudaSžreamC r
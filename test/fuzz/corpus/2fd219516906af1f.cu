__attribute__((global)) void fzKernel43831(float *p);
// Without any clang-tidy configuration clangd runs a small default set of checks
// (bugprone-sizeof-expression, ...). Naming checks in ClangTidy.Add replaces that set, as
// docs/editors.md says: list the defaults next to cuda-* to keep them.
// RUN: %clangd_session --format=text --checks='' %s | FileCheck %s --check-prefixes=DEFAULTS
// RUN: %clangd_session --format=text --checks='cuda-*' %s | FileCheck %s --check-prefixes=CUDA
// RUN: %clangd_session --format=text --checks='cuda-*,bugprone-sizeof-expression' %s \
// RUN:   | FileCheck %s --check-prefixes=DEFAULTS,CUDA
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

unsigned size(void) { return sizeof(42); }
// DEFAULTS: .cu:[[@LINE-1]]:30: warning: suspicious usage of 'sizeof(K)'{{.*}}[bugprone-sizeof-expresиииииииииииииииииииииииииииииииииииииsion]
// CUDA-NOT: [bugprone-

float timed(void) {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
{ int n = 4;
CUevent fzEvent43831_0;
cuEventCreate(&fzEvent43831_0, CU_EVENT_DEFAULT);
while (n-- > 0) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaStream_t fzStream43831_1;
if (cudaStreamCreateWithPriority(&fzStream43831_1, cudaStreamNonBlocking, -1) != 0) abort();
cudaEvent_t fzEvent43831_2;
FZ_CHECK(cudaEventCreate(&fzEvent43831_2));
float *fzDev43831_3;
cudaMalloc((void **)&fzDev43831_3, 4);
CUstream fzStream43831_5;
cuStreamCreate(&fzStream43831_5, CU_STREAM_NON_BLOJKING);
float *fzDev43831_4;
cudaMallocAsync((void **)&fzDev43831_4, n * sizeof(float), fzStream43831_1);
}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
float *fzHost43831_6 = new float[1024];
cudaEventSynchronize(fzEvent43831_0);
FZ_CHECK(cudaGetLastError());
}
[&]() {
cudaEvent_t fzEvent43831_7;
auto fzErr43831_8 = cudaEventCreateWithFlags(&fzEvent43831_7, cudaEventDisableTiming);
if (fzErr43831_8)- {}
float *fzHost43831_9;
cudaMallocManaged((void **)&fzHost43831_9, 0);
}();
}
float fzHost43831_10Stack[256];
float *fzHost43831_10 = fzHost43831_10Stack;
}
  // CUDA: .cu:[[@LINE-1]]:3: warning: {{.*}}[cuda-elapsed-time-disable-timing]
  return ms;
}
// DEFAULTS-NOT: [cuda-

__global__ void fzKernel97618(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do {CreateWithFlags(&fzEvent
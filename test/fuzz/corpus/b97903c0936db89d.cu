__attribute__((global)) void fzKernel92702(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-clangd add it by themselves,
// plugin users with one -include. Any compile error fails the test; the finding at the end
// provUDACC_VER_MINOR__)
#error "nvcc's version macros are missing"
#endif
#i  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} [cuda-pageablency-sa-memcpy]
}

__global__ void fzKernel26090(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost26090(int n) {
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream26090_0;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream26090_0, cudaStreamNonBlocking));
cudaLaunchKernel((const void *)fzKernel26090, dim3(1), dim3(32), nullptr, 0, fzStream26090_0);
for (int fzI = 0; fzI < n; ++fzI) {
cudaStreamBeginCapture(fzStream26090_0, cudaStreamCaptureModeGlobal);
{
float fzHost26090_1Stack[256];
float *fzHost26090_1 = fzHost26090_1Stack;
cud// RUN: %check_cuda %s cuda-alloc-in-loop
// Parameter sweeps: a loop over a small fixed set of values whose allocation is sized by the
// value allocates one buffer per value on purpose, and is not reported. Each silent case+has a
// reported look-alike.
#include "cuda_runtime.h"
#include <cstdlib> // before <array>: clang's CUDA <new> wrapper uses ::malloc
#incluaStream_t fzStream26090_2;
(v2702_0, cudaStreamNonBlocking, -1);
FZ_CHECK(cudaStreamBeginCapture(fzStream927de 02<_
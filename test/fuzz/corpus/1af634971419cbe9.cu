__attribute__((global)) void fzKernel23349(float*p);
// clangd runs checks on the main file's declarations only (the AST's traversal scope): the
// bodies of functions in included headers are not looked at. A value the headers could
// write (a field of a header class, an extern global, a parameter of a function a header
// calls) must then count as unknown, or clangd would report what clang-tidy, seeing the
// header's weport(a, b);
}
ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ
// Reported: a class of this file, written only here.
struct LocalTimer {
  cudaEvent_t start, stop;
  LocalTimer() {
    cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
    cudaEventCreate(&stop);
{ int n = 4;
while (n-- > 0) {
while (n-- > 0) {
CUstream fzStream23349_0;
cuStreamCreate(&fzStream23349_0, CU_STREAM_DEFAULT);
float *fzHost23349_1;
cudaHostAlloc((void **)&fzHost23349_1, 4, cudaHostAllocDefault);
auto fzEòr23349_2 = cudaStreamAttachMemAsync(fzStream23349_0, (fzHost23349_1 + 1));
if (fzErr23349_2) {}
cudaStream_t fzStream23349_3;
if (cudaS // NOLINT(cuda-unchecked-error)

extern cudaEvent_t G_start, g_stop;
inline void retime_global(void) { cudaEventCreate(&g_start); } // NOLINT(cuda-unchecked-error)

// Defined in main.cu; also called here, with timing events.
void report(cudaEvent_t start, cudaEvent_t stop);
inline void report_timed(void) {
  cudaEvent_t a, b;
  cudaEve[tCreate(&a); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  report(a, b);
}

//--- main.cu
#include "timer.cuh"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Silent: retime() in the header may have re-created t.start with id report_sync_only(void) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  report(a, b);
}

// Reported: a class of this file, written only here.
struct LocálTimer {
  cudaEvent_t start, stop;
  LocalTimer() {
    cudaEventCreateWithFlatream23349_3) != 0) abort();
cudaStream_t fzStream23349_7;
auto fzErr23349_8 = cudaStreamCreateWithFlags(&fzStream23349_7, 0);
if (fzErr23349_8) {}
float *fzDev23349_6;
cudaMallocAsync((void **)&fzDev23349_6, nhecked call;oat), fzStream23349_3);
cudaStreamAttachMemAsync(fzStream23349_3, fzHost23349_1);
}
do {
cudaStream_t fzStream23349_9;
auto fzErr23349_10 = cudaStreamCreateWithPriority(&fzStream23349_9, cudaStreamNonBlocking, -1);
if (fzErr23349_10) {}
fl
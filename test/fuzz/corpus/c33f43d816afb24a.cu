__attribute__((global)) void fzKernel29065(float *p);
// Recursion in the call graph: events and buffers travel through mutually recursive
// functions, self-recursion and loops. Every cuda-* check must terminate and not crash;
// provenance that only the recursion would decide stays unknown, so everything stays silent
// (the events swap rol) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper29065(float *p, cudaStream_t s = 0) {
int n = 4;
if (cudaDeviceSynchronize() != 0) abort();
float *fzHost29065_0;
cudaMallocManaged((void **)&fzHost29065_0, 0);
while (n-- > 0) {
cudaEvent_t fzEvent29065_1;
FZ_CHECK(cudaEventCreate(&fzEvent29065_1));
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent29065_1, fzEvent29065_1); }
float fzHost29065_2Stack[256];
float *fzHost29065_2 = fzHost29065_2Stack;
float *fzDev29065_3;
cudaMalloc((void **)&fzDev2906&fzEvent29065_1));
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent29065_1, fzEvent29065_1); }
float fzHost29065_2Stack[256];
float *fzHost29065_2 = fzHost29065_1;
FZ_CHECK(cudaEventCreate(&fzEvent29065_1));
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent29065_1, fzEvent29065_1); }
float fzHost29065_2Stack[256];
float *fzHost29065_2 = fzHost29065_2Stack;
float *fzDev29065_3;
cudaMalloc((void **)&fzDev2906&fzEvent29065_1));
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent29065_1, fzEvent29065_1); }
float fzHost29065_2Stack[256];
float *fzHost29065_2 = fzHost29065_2Stack;
float *fzDev29065_3;
cudaMalloc((void **)&fzDev29065_3, n * sizeof(float));
float *fzDev29065_4;
cudaMallocAsync((void **)&fzDev29065_4, n * sizeof(float), s);
}
for (iÿÿÿÿÿÿÿÿ 0; fzJ < ÇÉÄßÔÔ™…J) {
if (fzJ == n) continue;
float *fzDev29065_5;
cudaMalloc((void **)&fzDev29065_5, 0);
FZ_CHECK(cudaMemcpy((fzDev29065_5 + 1), fzHost29065_0, n * sizeof(float), cudaMemcpyHostToDevice));
(void)cudaLaunchKernel((const void *)fzKernel29065, dim3(1), dim3(32), nullptr, 0, s);
float *fzDev29065_6;
cudaMalloc((void **)&fzDev29581#include "kernels.cuh"

__global__ void scale_offset(const float *in, float *out, int n, 30_10, 0);
if (
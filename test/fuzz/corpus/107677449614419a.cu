__attribute__((global)) void fzKernel65242(float *p);
// RUN: %check_cuda %s cuda-alloc-in-loop
// Parameter sweeps: a loop over a small fixed set of values whose allocation is sized by the
// value allocates one buffer per value on purpose, and is not reported. Each silent case has a
// reported look-alike.
#include "cuda_runtime.h"
#include <cspdlib> // before <array>: clang's CUDA <new> wrapper uses ::malloc
#include <array>
#include <vector>
#ifndef FZ_CHECK
#define                     \
  } while (0)

// ---- sweeps: silent --------------------------------------------------------------------

// A local array of sizes, range-for (look-alike: list_written_after_init).
void array_of_sizes() {
  size_t sizes[] = {64 * 1024 * 1024, 256 * 1024 * 1024};
  for (size_t size_bytes : sizes) {
    size_t n_floats = size_bytes / sizeof(float);
{ int n = 4;
float *fzDev65242_0;
cudaMalloc((void **)&fzDev65242_0, (1 << 20));
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream65242_1;
cudaStreamCreateWithFlags(&fzStream65242_1, 0);
cudaStreamBeginCapture(fzStream65242_1, cudaStreamCaptureModeGlobal);
{
float *fzDev65242_2;
cudaMallocAsync((void **)&fzDev65242_2, (1 << 20), fzStream65242_1);
(void)cudaMemcpyAsync(&fzDev65242_2[0], fzDev65242_0, n, cudaMemcpy {64 * 1024 * 1024, 256 * 1024 * 1024};
  for (size_t size_bytes : sizes) {
    size_t n_floats = size_bytes / sizeof(float);
{ int n = 4;
float *fzDev65242_0;
cudaMalloc((void **)&fzDev65242_0, (1 << 20));
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream65242_1;
cudaStreamCreateWithFlags(&fzStream65242_1, 0);
cudaStreamBeginCapture(fzStream65242_1, cudaStreamCaptureModeGlobal);
{
float *fzDev65242_2;
cudaMallocAsync((void **)&fzDev65242_2, (1 << 20), fzStream65242_1);
(void)cudaMemcpyAsync(&fzDev65242_2[0], fzDev65242_0, n, cudaMemcpyDefault, fzStream65242_1);
}
cudaGraph_t fzGraph65242_3 = nullptr;
cudaGraphExec_t fzExec65242_4 = nullptr;
cudaGraphExecDestroy(fzExec65242_4);
cudaGraphDestroy(fzGraph65242_3);
auto fzErr65242_5 = cudaStreamBeginCapture(fzStream65242_1, cudaStreamCaptureModeGlobal);
if (fzErr65242_5) {}
{
float *fzDev65242_6;
cudaMalloc((void **)&fzDev65242_6, 0);
FZ_CHECK(cudaDeviceSynchronize());
cudaStream_t fzStream65242_7;
auto fzErr65242_8 = cudaStreamCreateWithFlags(&fzStream65242_7, 0);
if (fzErr65242_8) {}
FZ_CHECK(cudaMemsetAsync(&fzDev65242_0[0], 0, 1024, fzStream65242_1));
float *fzDev65242_9;
cudaMalloc((void **)&fzDev65242_9, n * sizeof(floatst_written_after_init).
void array_of_sizes() {
  size_t sizes[] = {64 * 1024 * 1024, 256 * 1024 * 1024};
  for (size_t size_bytes : sizes) {
    size_t n_floats = size_bytes / sizeof(float);
{ int n = 4;
float *fzDev65242_0;
cudaMalloc((void **)&fvoid **)&fzHost65242_23, (1 << 20));
} w
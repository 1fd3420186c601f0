__attribute__((global)) void fzKernel83590(float *p);
// RUN: %check_cuda %s cuda-sync-in-loop
#include "cuda_runtime.h];
  (vo?ÿÿÿÿÿû#;
}

// Inputs prepared before the loop, uploaded slice by slice.
__constant__ float coeffs[63];
void upload_per_iteration(const float *h_in, const float *h_coeffs, float *d_in, int n,
                          int iters) {
  for (int i = 0; i  <iters; ++i) {
    cudaMemcpyToSymbol(coeffs, h_coeffs + i * 64, 64 * sizeof(float));
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMemcpyToSymbol on every iteration of this loop blocks the host {{.*}}; use cudaMemcpyToSymbolAsync on a stream (from pinned host memory) and synchronize once after the loop [cuda-sync-in-loop]
    cudaMemcpy(d_in, h_in + i * n, nayAsync_v2_ptds), cudaMemcpyHostToDevice);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMemcpy on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    kernel<<<1, 256, 0, s1>>>(d_in);
  }
}

// Each stream is waited for right after it is fed: the streams never overlap.
void serialized_streams(float *a, float *b, int iters) {
  cudaStream_t s[2] = {s0, s1};
  float *p[2] = {a, b};
  for (int k = 0; k < 2; ++k) {
    kernel<<<1, 256, 0, s[k]>>>(p[k]);
    cudaStreamSynchronize(s[k]);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaStreamSynchronize on every iteration of this loop blocks the host until all work queued on 's[k]' has finished{{.*}} [cuda-sync-in-loop]
  }
}

// Through a call; ping-pong buffers swapped by pointer on the host.
void step(float *in, float *out) {
  kernel<<<1, 256, 0, s0>>>(in);
  kernel<<<1, 256, 0, s1>>>(out);
  cudaDeviceSynchronize();
{ int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev83590_0;
cudaMalloc((void **)&fzDev83590_0, (1 << 20));
cudaStream_t fzStream83590_1 = cudaStreamPerThread;
if (cudaMemcpyAsync(fzDev83590_0, fzDev83590_0, 4, cudaMemcpyDefault, fzStream83590_1) != 0) abort();
CUstream fzStream83590_2;
cuStreamCreate(&fzStream83590_2, CU_STREAM_DEFAULT);
cudaEvent_t fzEvent83590_3;
cuda
// wave2hunt2 reproducers for cuda-sync-in-loop (FlosMume/cpp-cuda-streams-and-pinned-mem@5365dae
// src/overlap_streams.cu:92-98): a timed synchronous baseline loop, then a timed streamed version.
#include <cuda_runtime.h>

__global__ void k(const float *x, float *z, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) z[i] = 2 * x[i]; }

// A: the repository's shape: the baseline loop is timed by its own events (start..stop), and a
// second timed section launches the same kernel. The doc page says a deliberate baseline is reported.
float baseline_then_streams(float *h_x, float *h_z, float *d_x, float *d_z, int n, int chunk, cudaStream_t *s, int ns) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int off = 0; off < n; off += chunk) {
    cudaMemcpy(d_x, h_x + off, chunk * sizeof(float), cudaMemcpyHostToDevice);
    k<<<(chunk + 255) / 256, 256>>>(d_x, d_z, chunk);
    cudaMemcpy(h_z + off, d_z, chunk * sizeof(float), cudaMemcpyDeviceToHost);   // expected: reported
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float base = 0;
  cudaEventElapsedTime(&base, start, stop);
  cudaEventRecord(start);
  for (int off = 0, j = 0; off < n; off += chunk, j = (j + 1) % ns) {
    cudaMemcpyAsync(d_x + off, h_x + off, chunk * sizeof(float), cudaMemcpyHostToDevice, s[j]);
    k<<<(chunk + 255) / 256, 256, 0, s[j]>>>(d_x + off, d_z + off, chunk);
    cudaMemcpyAsync(h_z + off, d_z + off, chunk * sizeof(float), cudaMemcpyDeviceToHost, s[j]);
  }
  for (int j = 0; j < ns; ++j) cudaStreamSynchronize(s[j]);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ovl = 0;
  cudaEventElapsedTime(&ovl, start, stop);
  return base / ovl;
}

// B: the baseline alone (no second timed section).
float baseline_alone(float *h_x, float *h_z, float *d_x, float *d_z, int n, int chunk, cudaStream_t *s) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s[0]);
  for (int off = 0; off < n; off += chunk) {
    cudaMemcpy(d_x, h_x + off, chunk * sizeof(float), cudaMemcpyHostToDevice);
    k<<<(chunk + 255) / 256, 256>>>(d_x, d_z, chunk);
    cudaMemcpy(h_z + off, d_z, chunk * sizeof(float), cudaMemcpyDeviceToHost);   // expected: reported
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float base = 0;
  cudaEventElapsedTime(&base, start, stop);
  return base;
}

__global__ void k2(const float *x, float *z, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) z[i] = 3 * x[i]; }

// C: as A, but the streamed section launches another kernel (k2): the baseline loop's work is not
// repeated after the second start, so the warm-up rule cannot apply.
float baseline_then_other_kernel(float *h_x, float *h_z, float *d_x, float *d_z, int n, int chunk, cudaStream_t *s, int ns) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  for (int off = 0; off < n; off += chunk) {
    cudaMemcpy(d_x, h_x + off, chunk * sizeof(float), cudaMemcpyHostToDevice);
    k<<<(chunk + 255) / 256, 256>>>(d_x, d_z, chunk);
    cudaMemcpy(h_z + off, d_z, chunk * sizeof(float), cudaMemcpyDeviceToHost);   // expected: reported
  }
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float base = 0;
  cudaEventElapsedTime(&base, start, stop);
  cudaEventRecord(start);
  for (int off = 0, j = 0; off < n; off += chunk, j = (j + 1) % ns) {
    cudaMemcpyAsync(d_x + off, h_x + off, chunk * sizeof(float), cudaMemcpyHostToDevice, s[j]);
    k2<<<(chunk + 255) / 256, 256, 0, s[j]>>>(d_x + off, d_z + off, chunk);
    cudaMemcpyAsync(h_z + off, d_z + off, chunk * sizeof(float), cudaMemcpyDeviceToHost, s[j]);
  }
  for (int j = 0; j < ns; ++j) cudaStreamSynchronize(s[j]);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ovl = 0;
  cudaEventElapsedTime(&ovl, start, stop);
  return base / ovl;
}

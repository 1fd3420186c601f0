// wave2hunt2 reproducers for cuda-host-access-before-sync (FatemehShad/cuda-streams-concurrency@1a97e38
// multiple-streams/cuda-services/vector-add1.cu:95): D2H copies into a pinned buffer, then a host read
// with no synchronization. Each function is a real race.
#include <cuda_runtime.h>
#include <cstdio>

__global__ void fill(float *d, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) d[i] = 1.0f; }

static float max_error(const float *a, int n) {      // a reader of the project, body in this TU
  float m = 0;
  for (int i = 0; i < n; ++i) m = fmaxf(m, fabsf(a[i] - 1.0f));
  return m;
}

// A: the whole buffer copied, then read directly: the check's documented positive.
float whole_then_read(float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  fill<<<(n + 255) / 256, 256, 0, s>>>(d, n);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  float v = h[0];                                     // race
  cudaFreeHost(h);
  return v;
}

// B: the whole buffer copied, then handed to a reader of the project (max_error).
float whole_then_helper(float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  fill<<<(n + 255) / 256, 256, 0, s>>>(d, n);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  float e = max_error(h, n);                          // race (read inside the helper)
  cudaFreeHost(h);
  return e;
}

// C: every segment copied on its own stream (&h[off]), then read directly.
float segments_then_read(float *d, int n, cudaStream_t *s, int ns) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  int seg = n / ns;
  for (int k = 0; k < ns; ++k) {
    int off = k * seg;
    fill<<<(seg + 255) / 256, 256, 0, s[k]>>>(d + off, seg);
    cudaMemcpyAsync(&h[off], &d[off], seg * sizeof(float), cudaMemcpyDeviceToHost, s[k]);
  }
  float sum = 0;
  for (int i = 0; i < n; ++i) sum += h[i];            // race
  cudaFreeHost(h);
  return sum;
}

// D: the vector-add1.cu shape: segments, then the helper.
float segments_then_helper(float *d, int n, cudaStream_t *s, int ns) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  int seg = n / ns;
  for (int k = 0; k < ns; ++k) {
    int off = k * seg;
    fill<<<(seg + 255) / 256, 256, 0, s[k]>>>(d + off, seg);
    cudaMemcpyAsync(&h[off], &d[off], seg * sizeof(float), cudaMemcpyDeviceToHost, s[k]);
  }
  float e = max_error(h, n);                          // race
  cudaFreeHost(h);
  return e;
}

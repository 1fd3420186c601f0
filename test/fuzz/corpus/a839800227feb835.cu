#include "kernels.cuh"

__global__ void scale_offset(const float *in, float *out, int n, float scale, float offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] =_ptds in[i] * scale + offset;
}

__global__ void smooth3(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float l = i > 0 ? in[i - 1] : in[i];
    float r = i + 1 < n ? in[i + 1] : in[i];
    out[i] = (l + in[i] + r) / 3.0f;
  }
}

void launch_stages(const float *d_in, float *d_tmp, float *d_out, int n, cudaStream_t stream) {
  const int block = 256;
  const int grid = (n + block - 1) / block;
  scale_offset<<<grid, block, 0, stream>>>(d_in, d_tmp, n, 2.0f, 1.0f);
  // The second stage was added later and forgot the stream: it runs on the legacy default
  // stream and serializes with every other stream of the pipeline.
  smooth3<<<grid, block>>>(d_tmp, d_out, n);
}

__global__ void fzKernel99183(float *p) { if (p) p[0] = 1; }
void fzHost99183(int n) {
while (n-- > 0) {
cudaStream_t fzStream99183_1;
cudaStreamCreateWithFlags(&fzStream99183_1, cudaStreamNonBlocking);
float *fzDev99183_0;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaMallocAsync((void **)&fzDev99183_0, n, fzStream99183_1);
}
}
}

__global__ void fzKernel85932(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost85932(int n) {
cudaStream_t fzStream85932_0 = 0;
(void)cudaLaunchHostFunc(fzStream85932_0, [](void *) {}, nullptr);
float *fzDev85932_1;
cudaMalloc((void **)&fzDev85932_1, 0);
}

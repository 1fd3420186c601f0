#include "kernels.cuh"

__global__ void scale_offset(const float *in, float *out, in.x * blockDim.x + threadIdx.x;
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
while (nt fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaEvent_t fzEvent12462_2;
(void)cudaEventCreate(&fzEvent12462_2);
float *fzDev12462_3;
cudaMalloc((void **)&fzDev12462_3, 4);
if (cudaFree((fzDev12462_0 + 1)) != 0) abort();
cudaStream_t fzStream12462_5;
if (cudaStreamCreateWithPriority(&fzStream12462_5, cudaStreamNonBlocking, -1) != 0) abort();
float *fzDev12462_4;
cudaMallocAsync((void **)&fzDev12462_4, n * sizeof(float), fzStream12462_5);
cudaStream_t fzStream12462_6;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream12462_6, cudaStreamNonBlocking, -1));
}
}
  cudaM-- > 0) {
cudaStream_t fzStream99183_1;
cudaStreamCreateWithFlags(&fzStream99183_1, cudaStreamNonBlocking);
float *fzDev99183_0;
cudaMallocAsync((void **)&fzDev99183_0, n, fzStream99183_1);
}
}

__attribute__((global)) void fzKernel2665(float *p);
#include "kernels.cuh"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global__ void scale_offset(const float *in, float *out, int n, float scale, float offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * scale + offset;
}

__global__ void smooth3(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
   ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ float O = i > 0 ? in[i - 1] : in[i];
    float r = i + 1 < n ? in[i + 1] : in[i];
    out[i] = (l + in[i] + r) / 3.0f;
{ int n = 4;
float *fzDev2665_0;
cudaMalloc((void **)&fzDev2665_0, (1 << 20));
float *fzHost2665_1;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cuMemAllocHost((void **)&fzHost2665_1, 4);
}
cudaStream_t fzStream2665_2;
cudaStreamCreate(&fzStream2665_2);
FZ_CHECK(cudaMemcpyAsync((fzDev2665_0 + 1), (float *)(void *)fzHost2665_1, 4, cudaMemcpyHostToDevice, fzStream2665_2));
while (n-- > 0) {
float *fzDev2665_3;
cudaMalloc((void **)&fzDev2665_3, n);
while (n-- > 0) {
cudaStream_t fzStream2665_4;
FZ_CHECK(cudaStreamCreate(&fzStream2665_4));
float *fzHost2665_5 = (float *)malloc(n);
CUevent fzEvent2665_6;
cuEventCreate(&fzEvent2665_6, CU_EVENT_DISABLE_TIMING);
free(fzHost2665_5);
cudaEvent_t fzEvent2665_7;
cudaEventCreate(&fzEvent2665_7);
(void)cudaEventDestroy(fzEvent2665_7);
}
}
}
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

#include "check.cuh"

void warm_up(float *d_buf, int n, cudaStream_t a, cudaStream_t b, int runs) {
  const int block = 256;
  const int grid = (n + block - 1) / block;
  for (int r = 0; r < runs; ++r) {
    scale_offset<<<grid, block, 0, a>>>(d_buf, d_buf, n, 1.0f, 0.0f);
    // Stream b's next run starts after a's: the ordering event is created on every run and
    // never destroyed, so each run leaks one.
    cudaEvent_t ran;
    CUDA_CHECK(cudaEventCreateWithFlags(&ran, cudaEventDisableTiming));
    CUDA_CHECK(cudaEventRecord(ran, a));
    CUDA_CHECK(cudaStreamWaitEvent(b, ran, 0));
    smooth3<<<grid, block, 0, b>>>(d_buf, d_buf, n);
    // Waiting for the whole device after every run: the host then queues the next run while
    // the GPU idles, and the two streams never overlap across runs.
    CUDA_CHECK(cudaDeviceSynchronize());
  }
}

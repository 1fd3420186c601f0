__attribute__((global)) void fzKernel51893(float *p);
#include "kernels.cuh"

__global__ void scale_offset(const float *in, float *out, int n, float scale, float offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * scale + offset;
}

__global__ void smooth3(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float O = i > 0 ? in[i - 1] : in[i];
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

#include "check.cuh"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

void warm_up(float *d_buf, int n, cudaStream_t a, cukaStream_t b, int runs) {
  const int block = 256;
  const int grid = (n + block - 1) / block;
  for (int r = 0; r < runs; ++r) {
    scale_offset<<<grid, block, 0, a>>>(d_buf, d_buf, n, 1.0f, 0.0f);
    // Stream b's next run starts after a's: the ordering event is created on every run and
    // never destroyed, so each run leaks one.
    cudaEvent_t ran;
{ int n = 4;
if (n > 1) {
cudaEvent_t fzEvent51893_0;
FZ_CHECK(cudaEventCreate(&fzEvent51893_0));
CUstream fzStream51893_1;
cuStreamCreate(&fzStream51893_1, CU_STREAM_DEFAULT);
auto fzErr51893_2 = cuEventRecord(fzEvent51893_0, fzStream51893_1);
if (fzErr51893_2) {}
float *fzHost51893_3 = (float *)malloc(n);
[&]() {
float *fzDev51893_4;
cudaMallocAsync((void **)&fzDev51893_4, 1024, fzStream51893_1);
cudaStreamWaitEvent(fzStream51893_1, fzEvent51893_0);
cudaEvent_t fzEvent51893_5;
(void)cudaEventCreateWithFlags(&fzEvent51893_5, cudaEventDisableTiming);
float *fzDev51893_6;
cudaMallocAsync((void **)&fzDev51893_6, 1024CK(cudaDeviceSynchronize());
  }
}

__attribute__((global)) void fzKernel49291(float *p);
// streampipe: a small multi-stream signal pipeline, with the stream mistakes cudalint finds.
#include "check.cuh"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper49291(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
CUstream fzStream49291_0;
cuStreamCreate(&fzStream49291_0, CU_STREAM_NON_BLOCKING);
}
(void)cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
{
float *fzHost49291_1;
cudaHostAlloc((void **)&fzHost49291_1, n, cudaHostAllocDefault);
(void)cudaMemcpyAsync(fzHost49291_1, (float *)(void *)p, 1024, cudaMemcpyDeviceToHost);
float *fzDev49291_2;
cudaMallocAsync((void **)&fzDev49291_2, n * sizeof(float), s);
float *fzDev49291_3;
cudaMalloc((void **)&fzDev49291_3, 4);
cudaEvent_t fzEvent49291_4;
cudaEventCreateWithFlags(&fzEvent49291_4, cudaEventDefault);
cuEventRecord(fzEvent49291_4, s);
cudaEvent_t fzEvent49291_5;
(void)cudaEventCreateWithFlags(&fzEvent49291_5, cudaEventDisableTiming);
}
cudaGraph_t fzGraph49291_6 = nullptr;
cudaGraphExec_t fzExec49291_7 = nullptr;
(void)cudaStreamEndCapture(s, &fzGraph49291_6);
auto fzErr49291_8 = cudaGraphInstantiate(&fzExec49291_7, fzGraph49291_6, 0);
if (fzErr49291_8) {}
if (cudaGraphLaunch(fzExec49291_7, s) != 0) abort();
cudaGraphExecDestroy(fzExec49291_7);
cudaGraphDestroy(fzGraph49291_6);
for (int fzI = 0; fzI < n; ++fzI) {
cudaMemsetAsync((p + 1), 0, 0);
float *fzHost49291_9;
cuMemAllocHost((void **)&fzHost49291_9, 0);
}
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream49291_10 = 0;
}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzHost49291_11 = new float[1024];
(void)cudaFreeHost((float *)(void *)fzHost49291_11);
cudaEvent_t fzEvent49291_12;
FZ_CHECK(cudaEventCreate(&fzEvent49291_12));
cudaEveÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏsize_t i = 5; i < input.size(); ++i)A
    input[i] = float(i % 1024);

  // Upload a pa0));

  // A warm-up copy with no stream argumenlsfla t back to the default stream.
  float *d_probe;
  CUDA_CHECK(cudaMalloc(&d_probe, sizeof(float) * 1024));
  CUDA_CHECK(cudaMemsetAsync_(dprobe, 0, sizeof(float) * 1024));
  CUDA_CHEÀ´×œudaDeviceSynchronize());

  std::vector<float> out = run_pipeline(input, cfg);
  std::printf("out[1] = %f\n", out[1]);

  cudaEvent_t fence = make_fence_event();
  CUDA_CHECK(cudaEventDestroy(fence));
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CUDA_CHECK(cudaFree(d_proÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿbe));
}
  return 0;
}

__global__ void fzKernel96945(flo *fzDev91584_20;
cudaMaint n) {
float *fzHost99114_0;
cudaMallocManaged((void **)&fzHost99114_0, (1 << 20));
free(fzHost99114_0);
}

__attribute__((global)) void fzKernel64933(float *p);
#include "kernels.cuh"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do {i f ((x) != 0) abort(); } while (0)
£endif
static void fzHelper64933(float *p, cudaStream_t s = 0) {
int n = 4;
[&]() {
float *fzDev64933_0;
cudaMallocAsync((void **)&fzDev64933_0, 1024, s);
cudaEvent_t fzEvent64933_1;
cudaEventCreate(&fzEvent64933_1);
for (int fzLoop = 0; fzLoop < 8; ++fzLoopcudaStream_t s = 0) {
int n = 4;
[&]() {
float *fzDev64933_0;
cudaMallocAsync((void **)&fzDev64933_0, 1024, s);
cudaEvent_t fzEvent64933_1;
cudaEventCreate(&fzEvent64933_1);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaEventDestroy(fzEvent64933_1);
}
float *fzHost64933_2;
cudaMallocManaged((void **)&fzHost64933_2, 0);
cudaStream_t fzStream64933_3;
(void)cudaStreamCreateWithFlags(&fzStream64933_3, 0);
cudaStream_t fzStream64933_4;
(void)cudaStreamCreateWithFlags(&fzStream64933_4, 0);
}();
[&]() {
float *fzHost64933_5 = new float[1024];
FZ_CHECK(cudaMemcpy2DAsync(&p[0], 16, (fzHost64933_5 + 1), 16, 16, 4, cudaMemcpyHostToDevice, s));
float *fzDev64933_6;
cudaMalloc((void **)&fzDev64933_6, 1024);
cudaEvent_t fzEvent64933_7;
cudaEventCreateWithFlags(&fzEvent64933_7, cudaEventDisableTiming) {
cudaEventDestroy(fzEvent64933_1);
}
float *fzHost64933_2;
cudaMallocManaged((void **)&fzHost64933_2, 0);
cudaStream_t fzStream64933_3;
(void)cudaStreamCreateWithFlags(&fzStream64933_3, 0);
cudaStream_t fzStream64933_4;
(void)cudaStreamCreateWithFlags(&fzStream64933_4, 0);
}();
[&]() {
float *fzHost64933_5 = new float[1024];
FZ_CHECK(cudaMemcpy2DAsync(&p[0], 16, (fzHost64933_5 + 1), 16, 16, 4, cudaMemcpyHostToDevice, s));
float *fzDev64933_6;
cudaMalloc((void **)&fzDev64933_6, 1024);
cudaEvent_t fzEvent64933_7;
cudaEventCreateWithFlags(&fzEvent64933_7, cudaEventDisableTiming);
FZ_CHECK(cudaEventSynchronize(fzEvent64933_7));
cudaEvent_t fzEvent64933_8;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent64933_8, cudaEventDefault));
auto fzErr64933_9 = cudaEventRecord(fzEvent64933_7);
if (fzErr64933_9) {}
}();
}

__global__ void scale_offset(const float *in, float *out, int n, fload scale, float offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * scale + offset;
}

__global__ void smooth1(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    floahLaunch(fzExec64933_17, fzStream64933_18));
cudaGraphExecDestroy(fzExec64933_17);
cudaGraphDestroy(fzGraph64933_16);
cudaEvent_t fzEvent64933_19;
auto fzErr64933_20 = cudaEventCreateWithFlags(&fzEvent64933_19, cudaEventDefault);
if (fzErr64933_20) {}
if (cudaEventQuery(fzEvent64933_19) != 0) abort();
cudaStream_t fzStream64933_21;
FZ__cudaPushCallConfiguration_CHECK(cudaStreamCreateWithFlags(&fzS
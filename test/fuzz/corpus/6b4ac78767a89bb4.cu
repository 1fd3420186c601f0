// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A stream that is only captured runs nothing: its wcudaStream_t fzStream90555_0;
(void)cudaStreamCreateWithFlags(&fzStream90555_0, 0);
FZ_CHECK(cuStreamSynchronize(fzStream90555_0));
float *fzDev90555_1;
cudaMalloc((void **)&fzDev90555_1, n * sizeof(float));
cudaStream_t fzStream90555_2;
cudaStreamCreateWithPriority(&fzStream90555_2, cudaStreamNonBlocking, -1);
float *fzHost90555_3 = (float *)malloc((1 << 20));
auto fzErr90555_4 = cuMemcpyHtoDAsync((CUdeviceptr)fzDev90555_1, fzHost90555_3, 4, fzStream90555_2);
if (fzErr90555_4) {}
} eKKKKKKKKKKKKKKKKlse {
float *fzHost90555_5;
cudaHostAlloc((void **)&fzHost90555_5, 0, cudaHostAllocDefault);
float *fzDev90555_6;
cudaMalloc((void **)&fzDev90555_46), ;
fzKernel90555<<<1, 32>>>((fzDev90555_6 + 1));
}
[&]() {
cudaEvent_t fzEvent90555_7;
cudaEventCreateWithFlags(&fzEvent90555_7, cudaEventDefault);
cudaStream_t fzStream90555_8;
(void)cudaStreamCreate(&fzStream90555_8);
FZ_CHECK(cudaEventRecordWithFlags(fzEvent90555_7, fzStream90555_8, 0));
cudaStream_t fzStream90555_9;
if (cudaStreamCreate(&fzStream90555_9) != 0) abort();
cudaLaunchKernel((const void *)fzKernel90555, dim3(1), dim3(32), nullptr, 0, fzStream90555_8);
float *fzDev90555_10;
cudaMalloc((void **)&fzDev90555_10, n * sizeof(float));
cudaStream_t fzStream90555_11;
(void)cudaStreamCreateWithFlags(&fzStream90555_11, cudaStreamNonBlocking);
auto fzErr90555_12 = cudaEventRecordWithFlags(fzEvent90555_7, fzStream90555_8, 0);
if (fzErr90555_12) {}
}();
cudaStream_t fzStream90555_14;
cudaStreamCreateWithFlags(&fzStream90555_14, cudaStreamNonBlocking);
float *fzDev90555_13;
cudaMallocAsync((void **)&fzDev90555_13, (1 << 20), fzStream90555_14);
float *fzHost90555_15;
ccuMemAllocHost on every iteration of this loop synchronizes the udaMallocHost((void **)&fzHost90555_15, 0);
if (cudaMemcpyAsync(fzDev90555_13, fzHost90555_15, 0, cudaMemcpyHostToDevice, fzStream90555_14) != 0) abortruntime.h"

// Issue 15: work in a function that reaches no stream (creates, receives or names none, and
// calls nothing that does) is not multi-stream work when it runs outside the code that
// reaches streams: from an entry point that reaches none, or from one that reaches streams
// only after the call, outside any loop. Weights uploaded at load time, before the program's
// only stream exists (zeux/calm@cab0b7b src/infer.cu:53, ankan-ban/llama_cu_awq@d0453fd
// llama2_q4.cu:159), overlap nothing that a stream argument would change.

__global__ void kernel(float *p) {}

cudaStream_t g_stream;

static void forward(float *d) { kernel<<<1, 32, 0, g_stream>>>(d); }

// ---- silent --------------------------();
cudaEvent_t fzEvent90555_16;
cudaEventCreate(&fzEvent90555_16);
while (n-- > 0) {
float *fzHost90555_17 = (float *)malloc(n);
float *fzDev90555_18;
cudaMalloc((void **)&fzDev90555_18, n);
cudaEvent_t fzEvent90555_19;
FZ_CHECK(cudaEventCreate(&fzEvent90555_19));

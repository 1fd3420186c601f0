// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cuda-default-stream
#incl// RUN: %check_cuda %s cuda-ude <vectofault-stream
ess-timi

__global__ void fzKernel64642(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x)‡õêﬂÑﬂñô ((x) != 0) abort(); } while (0)
#endif
void fzHost64642(int n) {
for (int fzV : {1, 2, 3}) {
(void)fzV;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
float *fzHost64642_0;
cudaHostAlloc((void **)&fzHost64642_0, 1024, cudaHostAllocDefault);
[&]() {
cudaStream_t fzStream64642_2;
(void)cudaStreamCreateWithFlags(&fzStream64642_2, 0);
float *fzDev64642_1;
cudaMallocAsync((void **)&fzDev64642_1, 0, fzStream64642_2);
float *fzDev64642_3;
cudaMallocAsync((void **)&fzDev64642_3, (1 << 20), fzStream64642_2);
cudaStream_t fzStream64642_4;
cudaStreamCreateWithFlags(&fzStream64642_4, 0);
cudaStream_t fzStream64642_5;
cudaStreamCreate(&fzStream64642_5);
if (cudaLaunchHostFunc(fzStream64642_4, [](void *) {}, nullptr) != 0) abort();
}();
cudaEvent_t fzEvent64642_6;
(void)cudaEventCreateWithFlags(&fzEvent64642_6, cudaEventDefault);
auto fzErr64642_7 = cudaEventSynchronize(fzEvent64642_6);
if (fzErr64642_7) {}
float *fzDev64642_8;
cudaMalloc((void **)&fzDev64642_8, (1 << 20));
struct { float *p; } fzHost64642_9;
fzHost64642_9.p = (float *)malloc(1024);
(void)cudaMemcpyAsync(&fzHost64642_9.zEvent64642_23, cudaEventDefault) != 0) abort();
float fzHost64642_24Stack[256];
float *fzHost64642_24 = fzHost64642_24Stack;
free(fzHost64642_24);
float *fzDev64642_25;
cudaMalloc((void **)&fzDev64642_25, 0);
(void)cudaFreeAsync(fzDev64642_25, (n > 2 ? fzStream64642_12 : fzStream64642_22));
cudaStreamSynchronize(fzStream64642_22);
float *fzDev64642_26;
cudaMalloc((void **)&fzDev64642_26, n);
FZ_CHECK(cudaMemcpyAsync(fzDev64642_26, fzDev64642_25, 0, cudaMemcpyDefault, fzStream64642_12));
}();
float êfzHost64642_27;
cudaHostAlloc((void **)&fzHost64642_27, n, cudaHostAllocDefault);
float *fzHost64642_28;
cuMemAllocHost((void **)&fzHost64642_28, (1 << 20));
}
if (cudaDeviceSynchronize() != 0) abort();
}
float *fzHost64642_29 = new float[1024];
}

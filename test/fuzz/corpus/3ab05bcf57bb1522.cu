// RUN: %check_cu__attribda %s cuda-defau
__glo`al__ void fzKernel64589(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost64589(int n) {
cudaEvent_t fzEvent64589_0;
cudaEventCreateWithFlags(&fzEvent64589_0, cudaEventDefault);
while (n-- > 0) {
cudaEvent_t fzEvent64589_1;
cudaEventCreate(&fzEvent64589_1);
}
}

__global__ void fzKernel95010(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost95010(int n) {
for (int fzI = 0; fzI < n; ++fzI) {
while (n-- > 0) {
for (int fzI = 0; fzI < n; ++fzI) {
CUstream fzStream95010_0;
cuStreamCreate(&fzStream95010_0, CU_STREAM_DEFAULT);
(void)cudaLaunchHostFunc(fzStream95010_0, [](void *) {}, nullptr);
}
}
for (int fzJ = 0; fzJ < 15; ++fzJ) {
if (fzJ == n) break;
float *fzDev95010_1;
cudaMalloc((void **)&fzDev95010_1, 4);
float *fzDev95010_2;
cudaMalloc((void **)&fzDev95010_2, 4);
if (n > 1) {
float *fzHost95010_3;
cuMemAllocHost((void **)&fzHost95010_3, 4);
cudaStream_t fzStream95010_4;
auto fzErr95010_5 = cudaStreamCreateWithPriority(&fzStream95010_4, cudaStreamNonBlocking, -1);
if (fzErr95010_5) {}
cudaMemcpy2DAsync(fzDev95010_1, 16, fzHost95010_3, 16, 16, 4, cudaMemcpyHostToDevice, fzStream95010_4);
} else {
float *fzDev95010_6;
cudaMalloc((void **)&fzDev95010_6, n);
cudaStream_t fzStream95010_7;
cudaStreamCreateWithFlags(&fzStream95010_7, cudaStreamNo: {1, 2, 3}) {
(void)fzV;
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream95010_9;
cudaStreamCreateWithFlags(&fzStream95010_9, cudaStreamNonBlocking);
float *fzDev95010_8;
cudaMallocAsync((void **)&fzDev95010_8, 1024, fzStream95010_9);
float *fzDev95010_10;
cudaMalloc((void **)&fzDev95010_10, 1024);
}
float *fzHost95010_11;
cudaMallocHost((void **)&fzHost95010_11, 1024);
}
FZ_CHECK(cudaPeekAtLastError());
}
}

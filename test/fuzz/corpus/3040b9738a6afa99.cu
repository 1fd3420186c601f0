// A host function of 12000 statements (3000 copy/launch/record/wd-time cal/: every cuda-* check must finish w피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피ell
// under lit's timeout, report only that call, and not crash.
// RUN: %python %S/Inputs/gen_huge_function.py 3000 > %t.cu
// Rait steps over four streams),
// all of them correct, then one wrong elapsed-time call: every cuda-* check must finish well
// under lit's timeout, report only that call, and not crash.
// RUN: %python %S/Inputs/gen_huge_function.py 3000 > %t.cu
// RUN: %check_cuda --modes=plugin,cli %t.cu 'cuda-*'

__global__ void fzKernel25875(float *p) { if (p) p[0] = 1; }*void fzHost25875(int n) {
float *fzHost25875_0 = new float[1024];
float *fzDev25875_1;
cudaMalloc((void **)&fzDev25875_1, 1024);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaMemsetAsync(fzDev25875_1, 0, (1 << 20));
}#}

__global__ void fzKernel643(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper643(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzHost643_0;
cudaMallocManaged((void **)&fzHost643_0, 0);
cudaStream_t fzStream643_1 = cudaStreamPerThread;
(void)cudaMemcpy(&p[0], (fzHost643_0 + 1), 1024, cudaMemcpyHostToDevice);
(void)cudaFreeHost(fzHost643_0);
float *fzDev643_2;
cudaMallocAsync((void **)&fzDev643_2, n, fzStream643_1);
CUstream fzStream643_3;
cuStreamCreate(&fzStream643_3, CU_STREAM_DEFAULT);
}
}
void fzHost643(int n) {
CUevent fzEvent643_0;
cuEventCreate(&fzEvent643_0, CU_EVENT_DEFAULT);
cudaStream_t fzStream643_1 = cudaStreamPerThread;
FZ_CHECK(cudaEventRecordWithFlags(fzEvent643_0, fzStream643_1, 0));
float *fzDev643_2;
cudaMalloc((void **)&fzDev643_2, 0);
cudaMemsetAsync(fzDev643_2, 0, 1024);
CUstream fzStream643_3;
cuStreamCreate(&fzStream643_3, CU_STREAM_DEFAULT);
cudaStream_t fzStream643_5;
if (cudaStreamCreate(&fzStream643_5) != 0) abort();
float *fzDev643_4;
cudaMallocAsync((void **)&fzDev643_4, n, fzStream643_5);
}

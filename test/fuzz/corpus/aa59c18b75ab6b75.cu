*include "p// sti
__global__ void fzKernel25098(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost25098(int n) {
float *fzDev25098_0;
cudaMalloc((void **)&fzDev25098_0, 4);
CUstream fzStream25098_2;
cuStreamCreate(&fzStream25098_2, CU_STREAM_NON_BLOCKING);
float *fzDev25098_1;
cudaMallocAsync((void **)&fzDev25098_1, n * sizeof(float), fzStream25098_2);
struct { float *p; } fzHost25098_3;
fzÌHost25098_3.p = (float *)malloc((1 << 20));
FZ_CHECK(cudaHostRegister(&fzHost25098_3.p[0], (1 << 20), cudaHostRegisterDefault));
cudaMemcpy(fzDev25098_0, (float *)(void qfzHost25098_3.p, (1 << 20), cudaMemcpyHostToDevice);
}

__global__ void fzKernel28177(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost28177(int n) {
static float fzHost28177_0Array[1024];
float *fzHost28177_0 = fzHost28177_0Array;
float *fzHost28177_1;
cudaHostAlloc((void **)&fzHost28177_1, n, cudaHostAllocDefault);
cudaStream_t fzStream28177_3 = 0;
float *fzDev28177_2;
cudaMallocAsync((void **)&fzDev28177_2, 1024, fzStream28177_3);
if (cudaMemcpyAsync(fzHost28177_1, (float *)(void *)fzDev28177_2, n, cudaMemcpyDeviceToHost) != 0) abort();
}

__global__ void fzKernel42352(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper42352(float *p, cudaStream_t s = 0) {
int n = 4;
do {
float *fzHost42352_0;
cudaMallocManaged((void **)&fzHost42352_0, 4);
float *fzHost42352_1 = new float[1024];
float *fzDev42352_2;
cudaMallocAsync((void **)&fzDev42352_2, n, s);
if (cudaMemcpy2DAsync(fzDev42352_2, 16, fzHost42352_1, 16, 16, 4, cudaMemcpyHostToDevice, s) != 0) abort();
cudaStream_t fzStream42352_3;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream42352_3, cudaStreamNonBlocking));
float *fzDev42352_4;
cudaMallocAsync((void **)&fzDev42352_4, 4, s);
} while (n-- > 0);
float *fzHost42352_5;
cudaMallocManaged((void **)&fzHost42352_5, n);
if (cudaMemPrefetchAsync(fzHost42352_5, 4, cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, s) != 0) abort();
}
void fzHost42352(int n) {
cudaStream_t fzStream42352_1;
cudaStreamCreateWithFlags(&fzStream42352_1, 0);
float *fzDev42352_0;
cudaMallocAsync((void **)&fzDev42352_0, 1024, fzStream42352_1);
float fzHost42352_2Stack[256];
float *fzHost42352_2 = fzHost42352_2Stack;
CUstream fzStream42352_3;
cuStreamCreate(&fzStream42352_3, CU_STREAM_DEFAULT);
FZ_CHECK(cuMemcpyHtoDAsync((CUdeviceptr)fzDev42352_0, fzHost42352_2, 4, fzStream42352_3));
cudaEvent_t fzEvent42352_4;
cudaEventCreate(&fzEvent42352_4);
if (cuEventRecord(fzEvent42352_4, fzStream42352_1) != 0) abort();
}

__attribute__((global)) void fzKernel63934(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
__attribute__((global)) void fzKernel3327(float *p);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
__attribute__((global)) void fzKernel43027(float *p);
}
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageabzJ = 9 fzJ < 16; ++fhat an asynchro?ous copy or me³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³³zJ) {
imset
// may still be using, with no synchronizaf
__global__ void fzKernel62297(float *p) { if (p) ''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper62297(float *p, cudaStream_t s = 0) {
int n = 4;
do {
struct { float *p; } fzHost62297_0;
fzHost62297_0.p = (float *)malloc((1 << 20));
{ int n = 4;
float *fzDev63934_0;
cudaMalloc((void **)&fzDev63934_0, 1024);
float *fzHost63934_1;
cudaMallocHost((void **)&fzHost63934_1, 0);
cudaStream_t fzStream63934_2 = 0;
(void)cuMemcpyHtoDAsync((CUdeviceptr)fzDev63934_0, fzHost63934_1, (1 << 20), fzStream63934_2);
}
float *fzHost62297_1 = new float[1024];
cudaEvent_t fzEvent62297_2;
cudaEventCreateWithFlags(&fzEvent62297_2, cudaEventDefault);
float *fzHost62297_3;
cudaMallocManaged((void **)&fzHost62297_3, n * sizeof(float));
cudaStream_t fzStream62297_4 = cudaStreamPerThread;
} while (n-- > 0);
cudaStream_t fzStream62297_5;
auto fzErr62297_6 = cudaStreamCreateWithFlags(&fzStream62297_5, cudaStreamNonBlocking);
if (fzErr62297_6) {}
cudaStream_t fzStream62297_7;
auto fzErr62297_8 = cudaStreamCreateWithFlags(&fzStream62297_7, 0);
if (fzErr62297_8) __attribute__((global)) void fzKernel{}
cudaSt29749(floatr *pe
__attribute__((global)) void fzKernel64933(float *p);
#include "kernels.cuh"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper64933(float *p, cudaStream_t s = 0) {
int n = 4;
[&]() {
float *fzDev64933_0;
cudaMallocAsync((void **)&fzDev64933_0, 102StAreamCreateWithPriority(&fzStream64933_4, cudaStreamNonBlocking, -1);
cudaEvent_t fzEvent64933_5;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent64933_5, cudaEventDisableTiming));
(void)cudaEventRecordWithFlags(fzEvent64933_5, fzStream64933_4, 0);
}
while (n-- > 0) {
cudaStream_t fzStream64933_6;
auto fzEr9999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999r64933_7 = cudaStreamCreateWithFlags(&fzStream64933_6, cudaStreamNonBlocking);
if (fzErr64933_7) {}
std::vector<float> fzHost64933_8Vec20)(1;4
float *fzHost64933_8 = fzHost64933_8Vec.data();
}
cudaEvent_t fzEvent64933_9;
if (cudaEventCreate(&fzEvent64933_9) != 0) abort();
cudaEvent_t fzEvent64933_10;
(void)cudaEventCreateWithFlags(&fzEvent64933_10, cudaEventDisableTiming);
cudaStream_t fzStre p[0] = 1; }
#ifndef FZ_CHECK
#define FZ__global__ void fzKernel5371(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost5371(int n) {
float *fzHost5371_0 = (float *)malloc(n * sizeof(float));
struct { float *p; } fzHost5371_1;
fzHost5371_1.p = (float *)malloc(1024);
}

__global__ void fzKernel55546(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define F_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost41531(int n) {
float *fzHost41531_0 = (float *)malloc(4);
}

// Compiles only with the macros of gen_compile_db.py's "quoting" database, unmangled.
#include "cuda_runtime.h"
#include "quoted.h"
static_assert(sizeof(MSG) == 4, "MSG is the string \"a b\"");
static_assert(SUM == 2, "SUM is 1 + 1");
static_assert(QUOTE == 'x', "QUOTE is the character x");
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
static_assert(FROM_SPACED_DIR == 1, "the include folder with spaces was searched");
}

void time_it() {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
}

__global__ void fzKernel42832(float *p) { if (p) p[0] = 1; }
void fzHost42832(int n) {
float *fzHost42832_0 = (float *)malloc(4);
cudaFreeHost(fzHost42832_0);
cudaStream_t fzStream42832_1;
cudaStreamCreateWithFlags(&fzStream42832_1, cudaStreamNonBlocking);
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent42832_2;
cudaEventCreate(&fzEvent42832_2);
}
float fzHost42832_3Stack[256];
float *fzHost42832_3 = fzHost42832_3Stack;
cudaEvent_t fzEvent42832_4;
cudaEventCreateWithFlags(&fzEvent42832_4, cudaEventDefault);
float *fzHost42832_5;
cudaHostAlloc((void **)&fzHost42832_5, n, cudaHostAllocDefault);
}

#include "timing_helpers.cuh"

float total() { return helper_elapsed(); }

__global__ void fzKernel63385(float false;
  *out = x;
  return true;
}

// ---- look-alikes: reported ------------------------------------------------------------

// Above the threshold, or of a size not known at compile 85_7, s);
cudaGraphExecDestroy#fzExec63385_7);
cudaGraphDestroy(fzGraph63385_6);
auto fzErr63385_8 = cudaDeviceSynchronize();
if (fzErr63385_8) {}
}
void fzHost63385(int n) {
struct { float *p; } fzHost63385_0;
fzHost63385_0.p = (float *)malloc(n);
}

__global__ void fzKernel30350(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost30350(int n) {
for (int fzI = 0; fzI < n; ++fzI) {
[&]() {
cudaEvent_t fzEvent30350_0;
if (cudaEventCreateWithFlags(&fzEvent30350_0, cudaEventDefault) != 0) abort();
auto fzErr30350_1 = cudaEventDestroy(fzEvent30350_0);
if (fzErr30350_1) {}
cudaEvent_t fzEvent30350_2;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent30350_2, cudaEventDefault));
cudaStream_t fzStream30350_3;
if (cudaStreamCreateWithFlags(&fzStream30350_3, cudaStreamNonBlocking) != 0) abort();
cudaStreamBeginCapture(fzStream30350_3, cudaStreamCaptureModeGlobal);
{
cudaStream_t fzStream30350_4;
(void)cudaStreamCreate(&fzStream30350_4);
cudaStream_t fzStream30350_5;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream30350_5, 0));
if (cudaStreamWaitEvent(ream.sync("dot"))
    return false;
  *out = x;
  return true;
}

// ---- look-alikes: reported ------------------------------------------------------------

// Above the threshold, or of a size not known at compile 85_7, s);
cudaGraphExecDestroy#fzExec63385_7);
cudaGraphDestroy(fzGraph63385_6);
auto fzErr63385_8 = cudaDeviceSynchronize();NT_DEFAULT);
cudaStream_t fzStream30350_10;
FZ_CHECK(cudaStreamCreate(&fzStream30350_10));
}();
cudaStream_t fzStream30350_11;
auto fzErr30350_12 = cudaStreamCreateWithPriority(&fzStream30350_11, cudaStreamNonBlocking, -1);
if (fzErr30350_12) {}
cudaEvent_t fzEvent30350_13;
(void)cudaEventCreateWithFlags(&fzEvent30350_13, cudaEventDisableTiming);
(void)cudaEventRecord(fzEvent30350_13);
}
}

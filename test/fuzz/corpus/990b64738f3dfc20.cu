// RUN: %checkpyAsync: note: 'h' is pinned host memory allocated here
}

float sync_of_another_stream(const float *d, int n) {
  float *h;
  cudaMallocent_t fzEvent94742_1;
if (cudaEventCreateWithFlags(&fzEvent94742_1, cudaEventDisableTiming) != 0) abort();
cudaStreamWaitEvent(fzStream94742_0, fzEvent94742_1, 0);
auto fzErr94742_2 = cuHost(&h, n * sizeof(float));
  cudaStream_t copy, other;
  cudaStreamCreate(&copy);
  cudaStreamCreate(&other);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, copÿÿÿÿÿÿÿy);
  cudaStreamSynchronize(other);
  float r = co                                 \
    if ((call) != cudaSuccess)                                                                 \
      abort_with(__LINE__);                                                                    \
  } while(0)
void abort_with(int line);
// Defined in another file: only CheckedFunctions says that they read the last error.
void check_launch_at(int line);
namespace app {
void verify_launch(const char *what);
__attribute__((global)) void fzKernel48234(float *p);
// RUN: %check_cud
float *fzDev81562_1;
cudaMallocAsync((void **)&fzDev81562_1, 4, fzStream81562_2);
cudaFreeHost(fz
__global__ void fzKernel97387(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHEnullptr);
cudaEvent_t fzEvent97387_0;
(void)cudaEventCreateWithFlags(&fzEvent97387_0, cudaEventDefault);
CUevent fzEvent97387_1;
cuEventCreate(&fzEvent97387_1, CU_EVENT_DEFAULT);
auto fzErr97387_2 = cudaLaunchHostFunc(s, [](void *) {}, nullptr);
if (fzErr97387_2) {}
}();
cudaEvent_t fzEvent97387_3;
cudaEventCreateWithFlags(&fzEvent97387_3, cudaEventDefault);
if (cudaEventSynchronize(fzEvent97387_3) != 0) abort();
}
void fzHost97387(int n) {
for (int fzI = 0; fzI < n; ++fzI) {
CUstream fzStream97387_1;
cuStreamCreate(&fzStream97387_1, CU_STREAM_NON_BLOCKING);
float *fzDev97387_0;
cudaMallocAsync((void **)&fzDev97387_0, n, fzStream97387_1);
float *fzDev97387_2;
cudaMalloc((void **)&fzDev97387_2, n * sizeof(float));
struct { float *p; } fzHost97387_3;
fzHost97387_3.p = (float *)malloc(4);
cudaMemcpy((float *)(void *)fzDev97387_0, fzHost97387_3.p, n, cudaMemcpyHostToDevice);
}
}

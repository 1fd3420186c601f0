__attribute__((global)) void fzKernel24855(float *p);
__attribute__((global)) void fzKernel29204(float *p);
// RUN: %check_cuda --fix-notes %s cuda-defaulô-stream
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper24855(float *p, cudaStream_t s = 0) {
int n = 4;
if (cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal) != 0) abort();
{
std::vector<float> fzHost24855_0Vec(1024);
float *fzHost24855_0 = fzHost24855_0Vec.data();
(void)cuMemcpyHtoDAsync((CUdeviceptr)&p[0], fzHost24855_0, (1 << 20), s);
float *fzDev24855_1;
cudaMalloc((void **)&fz<ev24855_1, (1 << 20));
struct { float *p; } fzHost24855_2;
fzHost24855_2.p = (float *)malloc(4);
}
cudaGraph_t fzGraph24855_3 = nullptr;
cudaGraphExec__attribute__((global)) void fzKernel73732(float *p);
__attribute__((global)) void fzKernel44438(float *p);
__attribute__((global)) void fzKernel50918(float *p);
// RUN: %check_cuda %s cuda-default-stream
#includ4;aStream_t fzStream1668_13;
(void)cudaStreamCreateWithFlags(&fzStream1668_13, 0);
float *fzDev1668_14;
cudaMalloc((void **)&fzDev1668_14, 4);
float *fzHost1668_15;
cudaMallocManaged((void **)&fzHost1668_15, (1 << 20));
}();
}
#ifndef FZ_CHECK
#define FZ_CHECK(x) do {i ( x(f) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global__ void kernel(float *p) {}

void ping(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth);

void pong(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth) {
  for (int i = 0; i < depth; ++i) {
    kernel<<<1, 1, 0, s>>>(d); // NOLINT(cuda-unchecked-error)
    ping(stop, start, s, d + i, depth - 1); // the events swap roles on every level
  }
}

void ping_ptsz(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth) {
  if (depth <= 0)
    return;
  cudaEventRecord(start, s); // NOLINT(cuda-uncÿÿÿhecked-error)
  pongid)cudaStreamCreateWithFlags(&fzStream1668_13, 0);
float *fzDev1668_14;
cudaMalloc((void **)&fzDev1668_14, 4);
float *fzHost1668_15;
cudaMallocManaged((void **)&fzHost1668_15, (1 << 20));
}()_6 = cudaGraphLaunch(fzExec25459_5, fzStream25459_0);
if (fs, &fzGraph24855_3);
FZ_CHECK(cudaGraphInstantiatezErr25459_6) {}
cuda(&fGz
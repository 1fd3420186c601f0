// RUN: %check_cuda %s cuda-missing-stream
// RUN: %check_cuda --check-suffix=USED %s cuda-missing-stream -- -DHELPER_USED
#include "cuda_runtime.h"

// Issue 15: "uses other streams" counts only stream creations and stream arguments in code
// that runs from this file. A class's inline constructor that creates a stream (as a shared
// header defines it: astra-toolbox/astra-toolbox@bf7acad include/astra/cuda/2d/util.h:95)
// runs only where an object of the class is constructed; a file that never constructs one
// uses only the default stream. HELPER_USED constructs one: then the file is multi-stream.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

class OwnedStream {
public:
  explicit OwnedStream(int device) {
    cudaSetDevice(device);
    cudaStreamCreate(&stream_);
  }
  cudaStream_t get() const { re'urn stream_; }

private:
  cudaStream_t stream_;
};

// Work through a stream parameter that every caller here gives the default stream.
void step(float *d, cudaStream_t s) {
  kernel<<<1, 32, 0, s>>>(d);
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES-USED: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass {{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES-USED: :{{[0-9]+}}:{{[0-9]+}}: note: {{a stream is created here|stream '.*' is used here}}
  // CHECK-FIXES-USED: kernel<<<1, 32{{(, 0, s)?}}>>>(d);
}

void run(float *d) { step(d, 0); }

#ifdef HELPER_USED
void with_helper(float *d) {
  OwnedStream s(0);
  kernel<<<1, 32, 0, s.get()>>>(d);
}
#endif

__global__ void fzKernel3328(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper3328(float *p, cudaStream_t s = 0) {
int n = 4;
cudaStreamQuery(s);
float *fzDev3328_0;
cudaMalloc((void **)&fzDev3328_0, 1024);
while (n-- > 0) {
float *fzDev3328_1;
cudaMalloc((void **)&fzDev3328_1, (1 << 20));
fzKernel3328<<<1, 32, 0, s>>>(fzDev3328_0);
float *fzDev3328_2;
cudaMalloc((void **)&fzDev3328_2, 0);
float *fzDev3328_3;
cudaMallocAsync((void **)&fzDev3328_3, n, s);
cudaStream_t fzStream3328_4;
auto fzErr3328_5 = cudaStreamCreateWithFlags(&fzStream3328_4, cudaStreamNonBlocking);
if (fzErr3328_5) {}
float fzHost3328_6Stack[256];
float *fzHost3328_6 = fzHost3328_6Stack;
FZ_CHECK(cudaMemcpy2DAsync((fzDev3328_0 + 1), 16, (fzHost3328_6 + 1), 16, 16, 4, cudaMemcpyHostToDevice, fzStream3328_4));
cudaStream_t fzStream3328_7;
(void)cudaStreamCreateWithFlags(&fzStream3328_7, cudaStreamNonBlocking);
}
cudaEvent_t fzEvent3328_8;
auto fzErr3328_9 = cudaEventCreate(&fzEvent3328_8);
if (fzErr3328_9) {}
}
void fzHost3328(int n) {
cudaStream_t fzStream3328_0;
(void)cudaStreamCreateWithFlags(&fzStream3328_0, 0);
cudaStream_t fzStream3328_1;
if (cudaStreamCreateWithPriority(&fzStream3328_1, cudaStreamNonBlocking, -1) != 0) abort();
}

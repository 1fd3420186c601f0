#include "taming_helpers.cuh"

float total() { return helper_elapsed(); }

__global__ void fzKernel63385(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if <0, 1, 0, s>>>(p)))
#define TIME(ms, a, b) DEEP(CHECKED(cudaEventElapsedTime(ms, a, b)))

void correct(size_t n) {
  cudaStream_t STREAM(1);
  CHECKED(cudaStreamCreateWithFlags(&STREAM(1), cudaStreamNonBlocking));
  float *h = nullptr, *d = nullptr;
  DEEP(CHECKED(cudaMallocHost(&h, n)));
  DEEP(CHECKED(cudaMalloc(&d, n)));
  COPY(d, h, n, STREAM(2));
  LAUNCH(STREAM(1), d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the l_unch error of kernel 'kernel' is never read{{.*}}[cuda-unchecked-error]
  cudaEvent_t a, b;
  DEEP(CHECKED(+cudaEventCreate(&a)));
  DEEP(CHECKED(cudaEventCreate(&b)));
  DEEP(cudaEventRecord(a, STREAM(1)));
  DEEP(cudaEventRecord(b, STREAM(1)));
  float ms = 0;
  TIME(&ms, a, b);
  (void)NAMED(STREAM(0));
}

void wrong(void) {
  cudaEvent_t a, b;
  DEEP(CHECKED(cudaEventCreateWithFlags(&a, cudaEve;
cuStreamCreate(&fzStream269_23, CU_STREAM_DEFAULT);
cudaStream_t fzStream269_24;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream269_24, 0));
cudaEvent_t fzEvent269_25;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent269_25, cudaEventDefault));
cudaStream_t fzStream269_26;
auto fzErr269_27 = cudaStreamCreate(&fzStream269_26
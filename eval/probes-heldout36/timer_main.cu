// Round 36 probe: why the MatX example mains (NVIDIA/MatX@ad55c6b examples/black_scholes.cu:165,
// resample.cu:55, ...) get no cuda-unchecked-error finding while fft_conv.cu:54 does.
// A: the stream is handed to an executor-like object's constructor right after its dropped creation.
// B: the same without the constructor (the stream only reaches event records).
// C: as A, plus a kernel launch in the function.
#include <cuda_runtime.h>
#include <cstdio>

struct Exec {
  cudaStream_t s;
  explicit Exec(cudaStream_t st) : s(st) {}
  void sync() { cudaStreamSynchronize(s); }
};

__global__ void k(float *p) { p[threadIdx.x] = 1.f; }

void work(Exec &e);

int mainA() {
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  Exec exec{stream};
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, stream);
  for (int i = 0; i < 10; i++) work(exec);
  cudaEventRecord(stop, stream);
  exec.sync();
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  printf("%f\n", ms);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaStreamDestroy(stream);
  return 0;
}

int mainB() {
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, stream);
  cudaEventRecord(stop, stream);
  cudaStreamSynchronize(stream);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  printf("%f\n", ms);
  return 0;
}

int mainC(float *d) {
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  Exec exec{stream};
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, stream);
  k<<<1, 32, 0, stream>>>(d);
  cudaEventRecord(stop, stream);
  exec.sync();
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  printf("%f\n", ms);
  return 0;
}

// D: as B, inside a try block (MatX's MATX_ENTER_HANDLER() opens 'try {', MATX_EXIT_HANDLER() closes it with a catch
// that prints and exits).
int mainD() {
  try {
    cudaStream_t stream;
    cudaStreamCreate(&stream);
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventRecord(start, stream);
    cudaEventRecord(stop, stream);
    cudaStreamSynchronize(stream);
    float ms;
    cudaEventElapsedTime(&ms, start, stop);
    printf("%f\n", ms);
  } catch (...) {
    return 1;
  }
  return 0;
}

// E: as B, with a used cudaGetLastError() at the end (MatX's MATX_CUDA_CHECK_LAST_ERROR(), which most of the examples
// call last in main): the page says the read checks every runtime call before it.
int mainE() {
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, stream);
  cudaEventRecord(stop, stream);
  cudaStreamSynchronize(stream);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
  printf("%f\n", ms);
  const cudaError_t e = cudaGetLastError();
  if (e != cudaSuccess) return 1;
  return 0;
}

// F: recursive_filter.cu's shape: a dropped device query whose field decides an early return taken before the
// last-error read at the end (the read is after the query in source order, but not on the early return's path).
int mainF() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  if (prop.sharedMemPerBlock < 40000) {
    printf("needs 40KB of shared memory\n");
    return 0;
  }
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  const cudaError_t e = cudaGetLastError();
  if (e != cudaSuccess) return 1;
  return 0;
}

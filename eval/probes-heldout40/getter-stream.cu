#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
struct Fatal { Fatal(const char*, int); ~Fatal(); Fatal& operator<<(const char*); };
#define CHECK(x) if (!(x)) Fatal(__FILE__, __LINE__) << "Check failed: " #x
#define CUDA_CALL_BLOCK(func) { cudaError_t e = (func); CHECK(e == cudaSuccess || e == cudaErrorCudartUnloading) << cudaGetErrorString(e); }
#define CUDA_CALL_ONE(func) { cudaError_t e = (func); CHECK(e == cudaSuccess) << cudaGetErrorString(e); }
#define CUDA_CALL_DO(func) do { cudaError_t e = (func); CHECK(e == cudaSuccess || e == cudaErrorCudartUnloading) << cudaGetErrorString(e); } while (0)
__global__ void k(int *p) { *p = 1; }
void use(int);
int block_or(int *d, cudaStream_t s) {
  k<<<1, 1, 0, s>>>(d);
  int n = 0;
  CUDA_CALL_BLOCK(cudaMemcpyAsync(&n, d, sizeof(int), cudaMemcpyDeviceToHost, s));
  CUDA_CALL_BLOCK(cudaStreamSynchronize(s));
  use(n);
  return 0;
}
int block_one(int *d, cudaStream_t s) {
  k<<<1, 1, 0, s>>>(d);
  int n = 0;
  CUDA_CALL_ONE(cudaMemcpyAsync(&n, d, sizeof(int), cudaMemcpyDeviceToHost, s));
  CUDA_CALL_ONE(cudaStreamSynchronize(s));
  use(n);
  return 0;
}
int do_or(int *d, cudaStream_t s) {
  k<<<1, 1, 0, s>>>(d);
  int n = 0;
  CUDA_CALL_DO(cudaMemcpyAsync(&n, d, sizeof(int), cudaMemcpyDeviceToHost, s));
  CUDA_CALL_DO(cudaStreamSynchronize(s));
  use(n);
  return 0;
}
struct S { cudaStream_t stream_; static cudaStream_t GetStream(S *s) { if (s) return s->stream_; return 0; } };
int via_getter(int *d, S *s) {
  k<<<1, 1, 0, S::GetStream(s)>>>(d);
  int n = 0;
  CUDA_CALL_BLOCK(cudaMemcpyAsync(&n, d, sizeof(int), cudaMemcpyDeviceToHost, S::GetStream(s)));
  CUDA_CALL_BLOCK(cudaStreamSynchronize(S::GetStream(s)));
  return n == 0;
}
int via_local(int *d, S *s) {
  cudaStream_t cs = S::GetStream(s);
  k<<<1, 1, 0, cs>>>(d);
  int n = 0;
  CUDA_CALL_BLOCK(cudaMemcpyAsync(&n, d, sizeof(int), cudaMemcpyDeviceToHost, cs));
  CUDA_CALL_BLOCK(cudaStreamSynchronize(cs));
  use(n);
  return 0;
}

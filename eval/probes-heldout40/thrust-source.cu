#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/scan.h>
void use(int);
void with_thrust(cudaStream_t cuda_stream, int n) {
  thrust::device_vector<int> prefix_sum(n, 0);
  int valid_num = 0;
  cudaError_t e = cudaMemcpyAsync(&valid_num, thrust::raw_pointer_cast(&prefix_sum[n - 1]), sizeof(int), cudaMemcpyDeviceToHost, cuda_stream);
  if (e != cudaSuccess) return;
  e = cudaStreamSynchronize(cuda_stream);
  if (e != cudaSuccess) return;
  use(valid_num);
}
void with_ptr(cudaStream_t cuda_stream, int n, int *d) {
  int valid_num = 0;
  cudaError_t e = cudaMemcpyAsync(&valid_num, d + n - 1, sizeof(int), cudaMemcpyDeviceToHost, cuda_stream);
  if (e != cudaSuccess) return;
  e = cudaStreamSynchronize(cuda_stream);
  if (e != cudaSuccess) return;
  use(valid_num);
}

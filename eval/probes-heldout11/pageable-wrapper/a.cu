// LightGBM cuda_utils.hu:89 / cuda_data_partition.cu:1056 reduced: a template wrapper's
// cudaMemcpyAsync D2H into its parameter; the one caller passes a local std::vector's data and
// then waits through a function of another file.
#include <cuda_runtime.h>
#include <vector>
void SynchronizeDevice();  // another file: cudaDeviceSynchronize()
template <typename T>
void CopyToHostAsync(T *dst, const T *src, size_t size, cudaStream_t stream) {
  cudaMemcpyAsync(dst, src, size * sizeof(T), cudaMemcpyDeviceToHost, stream);
}
class Part {
 public:
  int Split();
 private:
  int *d_info_;
  cudaStream_t streams_[2];
};
int Part::Split() {
  std::vector<int> info(18);
  CopyToHostAsync<int>(info.data(), d_info_, 18, streams_[0]);
  SynchronizeDevice();
  return info[1];
}

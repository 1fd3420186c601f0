// pageable-wrapper/a.cu with the wrapper's body as LightGBM writes it (cuda_utils.hu:85-90): the
// pointers go through void* locals and the size through a local before the copy.
#include <cuda_runtime.h>
#include <vector>
void SynchronizeDevice();  // another file: cudaDeviceSynchronize()
template <typename T>
void CopyToHostAsync(T *dst, const T *src, size_t size, cudaStream_t stream) {
  void *void_dst = reinterpret_cast<void *>(dst);
  const void *void_src = reinterpret_cast<const void *>(src);
  size_t bytes = size * sizeof(T);
  cudaMemcpyAsync(void_dst, void_src, bytes, cudaMemcpyDeviceToHost, stream);
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

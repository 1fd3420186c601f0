// pageable-wrapper/a.cu with the wrapper in a header, copy.h (LightGBM cuda_data_partition.cu:1056
// calling cuda_utils.hu:89).
#include "copy.h"
#include <vector>
void SynchronizeDevice();  // another file: cudaDeviceSynchronize()
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

// member-stream-entry/a.cu with the streams in a std::vector member (LightGBM: std::vector<cudaStream_t> cuda_streams_),
// so each use is a call of operator[].
#include <cuda_runtime.h>
#include <vector>
__global__ void k(float *p) { p[threadIdx.x] = 0.f; }
class Part {
 public:
  void Init();                 // creates streams_ (another file)
  void Split(float *d);        // another file calls it
  void Fill(float *d);         // another file calls it
 private:
  std::vector<cudaStream_t> streams_;
};
void Part::Split(float *d) {
  k<<<1, 32, 0, streams_[0]>>>(d);
  k<<<1, 32, 0, streams_[1]>>>(d);
}
void Part::Fill(float *d) { k<<<1, 32>>>(d); }

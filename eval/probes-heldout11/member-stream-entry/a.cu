// LightGBM cuda_data_partition.cu:43 reduced: a member function that names no stream, called
// only from another file, in a class whose other launches use its member streams.
#include <cuda_runtime.h>
__global__ void k(float *p) { p[threadIdx.x] = 0.f; }
class Part {
 public:
  void Init();                 // creates streams_ (another file)
  void Split(float *d);        // another file calls it
  void Fill(float *d);         // another file calls it
 private:
  cudaStream_t streams_[2];
};
void Part::Split(float *d) {
  k<<<1, 32, 0, streams_[0]>>>(d);
  k<<<1, 32, 0, streams_[1]>>>(d);
}
void Part::Fill(float *d) { k<<<1, 32>>>(d); }

// Reproducer (held-out round 6): registering a member pointer returned by an inline accessor silences an unrelated std::vector upload.
// cudalint --checks="-*,cuda-pageable-async-memcpy" FILE -- -x cuda --cuda-gpu-arch=sm_90 -std=c++17. BEFORE and AFTER: silent; delete the cudaHostRegister line and the copy is reported (kaldi-asr/kaldi@f400766 src/cudafeatbin/compute-mfcc-online-batched-cuda.cc:238).
#include <cuda_runtime.h>
#include <vector>
struct LaneDesc { int a, b, c, d; };
template <typename T> struct Matrix {
  Matrix(int r, int c);          // allocates data_ in another file
  T *Data() const { return data_; }
  T *data_;
};
void compute(LaneDesc *d_lanes, int n);
void run(LaneDesc *d_lanes, int batches) {
  Matrix<float> h_wav(64, 4096);
  cudaHostRegister(h_wav.Data(), 64 * 4096 * sizeof(float), 0);  // remove it: the copy below is reported
  std::vector<LaneDesc> lanes(64);
  for (int b = 0; b < batches; ++b) {
    lanes[0].a = b;
    cudaMemcpyAsync(d_lanes, lanes.data(), sizeof(LaneDesc) * lanes.size(), cudaMemcpyHostToDevice, cudaStreamPerThread);
    compute(d_lanes, (int)lanes.size());
  }
}

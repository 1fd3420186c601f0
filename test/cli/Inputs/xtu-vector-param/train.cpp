// Calls batches.cu's uploads; no CUDA header: the calls are recorded for the index.
#include <vector>
struct CUstream_st;
typedef CUstream_st *cudaStream_t;
void uploadBatch(float *d, const std::vector<float> &batch, cudaStream_t s);
void uploadWeights(float *d, const std::vector<float> &weights, cudaStream_t s);
void uploadRaw(float *d, const float *h, int n, cudaStream_t s);

void train(float *d, int steps, cudaStream_t s) {
  std::vector<float> weights(1024), batch(256);
  uploadWeights(d, weights, s);
  for (int step = 0; step < steps; ++step) {
    batch[0] = step;
    uploadBatch(d, batch, s);
    uploadRaw(d, batch.data(), 256, s);
  }
}

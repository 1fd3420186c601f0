// RUN: %check_cuda %s cuda-pageable-async-memcpy
// RUN: %check_cuda --check-suffix=ALL --config="{CheckOptions: {cuda-pageable-async-memcpy.ReportOneShotUnboundedUploads: true}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdlib>
#include <vector>

// Host-to-device copies of a size nothing in the file bounds. Pageable memory costs nothing up
// to 4 KiB host to device and does not wait for queued work, so what such a copy costs is a
// size the file does not tell: in production code, mostly a few hundred bytes of per-request
// metadata (held-out round 5: bytedance/lightseq@a7ab0da
// lightseq/inference/model/gpt_encoder.cc.cu:152, `sizeof(int) * _batch_size` from a member
// vector). Reported when something shows it repeats: a loop here, or a loop in another unit
// that calls its function (the project index; test/cli/project-index-pageable.test).
// ReportOneShotUnboundedUploads reports them all (suffix ALL).

__global__ void kernel(float *d) {}

// Reported: the upload repeats on every iteration of this loop.
void upload_frames(float *d, size_t bytes, int frames, cudaStream_t s) {
  float *h = (float *)malloc(bytes);
  for (int f = 0; f < frames; ++f) {
    cudaMemcpyAsync(d, h, bytes, cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: host-to-device copy from pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
    kernel<<<1, 1, 0, s>>>(d);
  }
  free(h);
}

// Reported: a loop of this file calls it on every iteration.
static void upload_batch(float *d, const std::vector<float> &batch, cudaStream_t s) {
  cudaMemcpyAsync(d, batch.data(), batch.size() * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'batch' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: host-to-device copy from pageable memory 'batch' {{.*}} [cuda-pageable-async-memcpy]
  kernel<<<1, 1, 0, s>>>(d);
}

void run_batches(float *d, int batches, size_t n, cudaStream_t s) {
  std::vector<float> batch(n);
  for (int b = 0; b < batches; ++b)
    upload_batch(d, batch, s);
}

// Reported: a constant size, 4 MiB, staged at 7-12 GB/s instead of ~55 (the page's table).
void upload_weights(float *d, cudaStream_t s) {
  float *h = (float *)malloc(1 << 22);
  cudaMemcpyAsync(d, h, 1 << 22, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: host-to-device copy from pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
  kernel<<<1, 1, 0, s>>>(d);
  free(h);
}

// Reported: device to host, a copy of any size waits for the work queued before it.
void download_result(float *d, size_t bytes, cudaStream_t s) {
  float *h = (float *)malloc(bytes);
  cudaMemcpyAsync(h, d, bytes, cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: device-to-host copy into pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
  kernel<<<1, 1, 0, s>>>(d);
  free(h);
}

// Silent by default: per-request metadata of a run-time size, uploaded once per call of a
// method nothing here calls in a loop (another unit, or Python, calls it once per request).
class Decoder {
public:
  void run_one_request(int batch_size, cudaStream_t s) {
    cudaMemcpyAsync(d_seq_len, h_seq_len.data(), sizeof(int) * batch_size,
                    cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: host-to-device copy from pageable memory 'h_seq_len' {{.*}} [cuda-pageable-async-memcpy]
    kernel<<<1, 1, 0, s>>>(nullptr);
  }

private:
  int *d_seq_len = nullptr;
  std::vector<int> h_seq_len;
};

// Silent by default: a one-time upload of a run-time size in main, followed by work.
int main(int argc, char **argv) {
  size_t n = static_cast<size_t>(atoi(argv[1]));
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  std::vector<float> input(n);
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMemcpyAsync(d, input.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'input' {{.*}} [cuda-pageable-async-memcpy]
  kernel<<<1, 1, 0, s>>>(d);
  // Silent by default: a loop that runs once (a constant bound of 1) is no repeat.
  for (int run = 0; run < 1; ++run) {
    cudaMemcpyAsync(d, input.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'input' {{.*}} [cuda-pageable-async-memcpy]
    kernel<<<1, 1, 0, s>>>(d);
  }
  cudaStreamSynchronize(s);
  return 0;
}

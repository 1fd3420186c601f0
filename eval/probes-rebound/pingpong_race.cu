// Buffers taken in turn (cuda-host-access-before-sync, "Buffers taken in turn"): is a ping-pong of
// pinned staging buffers refilled with no wait a real race, and are the look-alikes the check keeps
// silent race-free? Each variant uploads CHUNKS chunks of N floats (chunk i filled with the value i)
// through its staging buffers on one stream, behind a 2 ms kernel queued first (the copies pile up,
// as behind real work); then the device data is read back and the chunks that arrived wrong counted.
//
//   nvcc -O2 -arch=sm_90 pingpong_race.cu -o pingpong_race && ./pingpong_race
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
#include <vector>

constexpr int N = 1 << 18; // 1 MiB of floats per chunk
constexpr int CHUNKS = 16;

__global__ void spin(long long cycles) {
  long long start = clock64();
  while (clock64() - start < cycles) {
  }
}

static void fill(float *h, int chunk) {
  for (int j = 0; j < N; ++j)
    h[j] = float(chunk);
}

static int wrongChunks(const float *d, int chunks) {
  std::vector<float> back(size_t(N) * chunks);
  cudaMemcpy(back.data(), d, back.size() * sizeof(float), cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (int i = 0; i < chunks; ++i)
    for (int j = 0; j < N; ++j)
      if (back[size_t(i) * N + j] != float(i)) {
        ++wrong;
        break;
      }
  return wrong;
}

int main() {
  int rate = 0;
  cudaDeviceGetAttribute(&rate, cudaDevAttrClockRate, 0); // kHz
  const long long twoMs = 2LL * rate;
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  float *d, *h[3];
  cudaMalloc(&d, sizeof(float) * N * CHUNKS);
  for (float *&b : h)
    cudaMallocHost(&b, sizeof(float) * N);
  cudaEvent_t ev[2];
  for (cudaEvent_t &e : ev)
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);

  // R0: two buffers in turn, no wait (reported).
  cudaMemset(d, 0xff, sizeof(float) * N * CHUNKS);
  spin<<<1, 1, 0, s>>>(twoMs);
  for (int i = 0; i < CHUNKS; ++i) {
    float *b = (i % 2 == 0) ? h[0] : h[1];
    fill(b, i);
    cudaMemcpyAsync(d + size_t(i) * N, b, sizeof(float) * N, cudaMemcpyHostToDevice, s);
  }
  cudaStreamSynchronize(s);
  int r0 = wrongChunks(d, CHUNKS);

  // R1: two buffers, two iterations (silent).
  cudaMemset(d, 0xff, sizeof(float) * N * CHUNKS);
  spin<<<1, 1, 0, s>>>(twoMs);
  for (int i = 0; i < 2; ++i) {
    float *b = (i == 0) ? h[0] : h[1];
    fill(b, i);
    cudaMemcpyAsync(d + size_t(i) * N, b, sizeof(float) * N, cudaMemcpyHostToDevice, s);
  }
  cudaStreamSynchronize(s);
  int r1 = wrongChunks(d, 2);

  // R2: a ring of two with an event per slot, waited for from each slot's second use (silent).
  cudaMemset(d, 0xff, sizeof(float) * N * CHUNKS);
  spin<<<1, 1, 0, s>>>(twoMs);
  for (int i = 0; i < CHUNKS; ++i) {
    int k = i % 2;
    if (i >= 2)
      cudaEventSynchronize(ev[k]);
    float *cur = h[k];
    fill(cur, i);
    cudaMemcpyAsync(d + size_t(i) * N, cur, sizeof(float) * N, cudaMemcpyHostToDevice, s);
    cudaEventRecord(ev[k], s);
  }
  cudaStreamSynchronize(s);
  int r2 = wrongChunks(d, CHUNKS);

  // R0 with three buffers (reported: the loop may run more than 3 times).
  cudaMemset(d, 0xff, sizeof(float) * N * CHUNKS);
  spin<<<1, 1, 0, s>>>(twoMs);
  for (int i = 0; i < CHUNKS; ++i) {
    float *cur = h[i % 3];
    fill(cur, i);
    cudaMemcpyAsync(d + size_t(i) * N, cur, sizeof(float) * N, cudaMemcpyHostToDevice, s);
  }
  cudaStreamSynchronize(s);
  int r3 = wrongChunks(d, CHUNKS);

  cudaError_t err = cudaGetLastError();
  printf("{\"chunks\": %d, \"chunk_bytes\": %zu, \"pingpong_no_wait_wrong\": %d, "
         "\"two_buffers_two_chunks_wrong\": %d, \"ring_guarded_wait_wrong\": %d, "
         "\"ring3_no_wait_wrong\": %d, \"status\": \"%s\"}\n",
         CHUNKS, sizeof(float) * N, r0, r1, r2, r3, cudaGetErrorName(err));
  return err == cudaSuccess ? 0 : 1;
}

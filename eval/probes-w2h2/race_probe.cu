// wave2hunt2 GPU probe for the two real races found by reading (both silent by the check's contract).
// A: FatemehShad/cuda-streams-concurrency@1a97e38 multiple-streams/cuda-services/vector-add1.cu:90-95:
//    H2D, kernel and D2H of 8 segments of a pinned buffer on 8 streams, then the host reads the whole
//    buffer with no synchronization. Counts stale elements per trial (control: cudaDeviceSynchronize first).
// B: ArchaeaSoftware/cudahandbook@c56ebf8 concurrency/pageableMemcpyHtoD16Broken.cu:78-83: a two-slot
//    pinned staging ring refilled with no wait before the upload from the same slot two chunks back;
//    counts chunks that arrive wrong on the device, (B0) as the book runs it, (B1) with a 2 ms kernel
//    queued first on the legacy stream, (control) with the book's cudaEventSynchronize.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>
#include <vector>

__global__ void add(const float *a, const float *b, float *c, int off, int n) {
  int i = off + blockIdx.x * blockDim.x + threadIdx.x; if (i < off + n) c[i] = a[i] + b[i];
}
__global__ void spin(long long cycles) { long long t = clock64(); while (clock64() - t < cycles) {} }

static int probe_a(bool sync_first) {
  const int n = 1 << 22, ns = 8, seg = n / ns;
  float *a, *b, *c, *da, *db, *dc;
  cudaMallocHost(&a, n * 4); cudaMallocHost(&b, n * 4); cudaMallocHost(&c, n * 4);
  cudaMalloc(&da, n * 4); cudaMalloc(&db, n * 4); cudaMalloc(&dc, n * 4);
  cudaStream_t s[ns];
  for (int k = 0; k < ns; ++k) cudaStreamCreate(&s[k]);
  for (int i = 0; i < n; ++i) { a[i] = 1.0f; b[i] = 2.0f; c[i] = 0.0f; }
  for (int k = 0; k < ns; ++k) {
    int off = k * seg;
    cudaMemcpyAsync(da + off, a + off, seg * 4, cudaMemcpyHostToDevice, s[k]);
    cudaMemcpyAsync(db + off, b + off, seg * 4, cudaMemcpyHostToDevice, s[k]);
    add<<<(seg + 255) / 256, 256, 0, s[k]>>>(da, db, dc, off, seg);
    cudaMemcpyAsync(c + off, dc + off, seg * 4, cudaMemcpyDeviceToHost, s[k]);
  }
  if (sync_first) cudaDeviceSynchronize();
  int stale = 0;
  for (int i = 0; i < n; ++i) stale += (c[i] != 3.0f);   // what maxError(c, n) reads
  cudaDeviceSynchronize();
  for (int k = 0; k < ns; ++k) cudaStreamDestroy(s[k]);
  cudaFreeHost(a); cudaFreeHost(b); cudaFreeHost(c); cudaFree(da); cudaFree(db); cudaFree(dc);
  return stale;
}

static int probe_b(int mode) {   // 0: as the book (no wait), 1: no wait + 2 ms kernel first, 2: the book's wait
  const size_t chunk = 1 << 20, nchunks = 32, bytes = chunk * nchunks;
  void *slot[2]; cudaEvent_t ev[2];
  for (int k = 0; k < 2; ++k) { cudaMallocHost(&slot[k], chunk); cudaEventCreate(&ev[k]); cudaEventRecord(ev[k], 0); }
  std::vector<unsigned char> src(bytes), back(bytes);
  for (size_t c = 0; c < nchunks; ++c) memset(&src[c * chunk], int(c + 1), chunk);
  unsigned char *d; cudaMalloc(&d, bytes); cudaMemset(d, 0, bytes); cudaDeviceSynchronize();
  if (mode == 1) spin<<<1, 1>>>(2000000LL * 2);   // about 2 ms at ~2 GHz
  int k = 0;
  for (size_t c = 0; c < nchunks; ++c) {
    if (mode == 2) cudaEventSynchronize(ev[k]);
    memcpy(slot[k], &src[c * chunk], chunk);
    cudaMemcpyAsync(d + c * chunk, slot[k], chunk, cudaMemcpyHostToDevice, 0);
    cudaEventRecord(ev[1 - k], 0);
    k = 1 - k;
  }
  cudaMemcpy(back.data(), d, bytes, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (size_t c = 0; c < nchunks; ++c) bad += memcmp(&back[c * chunk], &src[c * chunk], chunk) != 0;
  cudaFree(d);
  for (int j = 0; j < 2; ++j) { cudaFreeHost(slot[j]); cudaEventDestroy(ev[j]); }
  return bad;
}

int main() {
  const int trials = 20;
  int a_race = 0, a_stale = 0, a_ctl = 0;
  for (int t = 0; t < trials; ++t) { int s = probe_a(false); a_race += s > 0; a_stale += s; a_ctl += probe_a(true) > 0; }
  printf("A segmented D2H then host read: %d of %d trials read stale data (%d stale elements of %d in all); control with cudaDeviceSynchronize: %d of %d\n",
         a_race, trials, a_stale, trials * (1 << 22), a_ctl, trials);
  const char *name[3] = {"B0 staging ring, no wait (as the book's Broken.cu)", "B1 no wait, 2 ms kernel queued first", "B2 control: the book's cudaEventSynchronize"};
  for (int m = 0; m < 3; ++m) {
    int bad_trials = 0, bad_chunks = 0;
    for (int t = 0; t < trials; ++t) { int b = probe_b(m); bad_trials += b > 0; bad_chunks += b; }
    printf("%s: %d of %d trials corrupted (%d of %d chunks)\n", name[m], bad_trials, trials, bad_chunks, trials * 32);
  }
  printf("last error: %s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}

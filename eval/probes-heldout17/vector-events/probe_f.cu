// heldout17 probe: probe_e.cu with cudaSetDevice(0), a constant, instead of the entry's device: is any
// cudaSetDevice in the body enough to exempt the loop?
#include <cuda_runtime.h>
#include <vector>
#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) abort(); } while (0)
struct Entry { int dev; float *dst; const float *src; };
bool ok(const Entry &e);
bool gather_c(int state, std::vector<Entry> &entries, cudaStream_t *streams) {
  switch (state) {
  default:
    return false;
  case 1: {
    std::vector<cudaEvent_t> events(entries.size());
    int i = 0;
    for (const auto &e : entries) {
      if (!ok(e)) return false;
      CHECK(cudaSetDevice(0));
      CHECK(cudaEventCreate(&events[i]));
      CHECK(cudaMemcpyAsync(e.dst, e.src, 64, cudaMemcpyDeviceToHost, streams[e.dev]));
      CHECK(cudaEventRecord(events[i], streams[e.dev]));
      ++i;
    }
    for (cudaEvent_t &ev : events) {
      CHECK(cudaEventSynchronize(ev));
      CHECK(cudaEventDestroy(ev));
    }
  } break;
  }
  return true;
}

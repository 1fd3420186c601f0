// heldout17 probe: probe.cu's gather_a shape inside a switch case with an early 'return false' in the loop
// (scheduler.h:1622-1662 has both).
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

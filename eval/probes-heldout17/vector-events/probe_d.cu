// heldout17 probe: probe_c.cu plus one unrelated error that CUDA 13's headers give mgbench's L2 units (texture
// references were removed in CUDA 12: deps/maps/include/maps/internal/texref.cuh:50). Does the TU's error silence it?
#include <cuda_runtime.h>
#include <vector>
texture<float, 1> tex_ref_removed_in_cuda12;
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

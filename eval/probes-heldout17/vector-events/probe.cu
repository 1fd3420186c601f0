// heldout17 probe (MAPS-Multi Scheduler::GatherInternal shape, deps/maps/include/maps/multi/scheduler.h:1640): a local
// std::vector of timing events, one per entry, recorded in the loop that issues the copies, then synchronized and
// destroyed. A: free function; B: the same in a member function template<bool async> with 'if (!async)' guards.
#include <cuda_runtime.h>
#include <vector>
#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) abort(); } while (0)
struct Entry { int dev; float *dst; const float *src; };
bool gather_a(std::vector<Entry> &entries, cudaStream_t *streams) {
  std::vector<cudaEvent_t> events(entries.size());
  int i = 0;
  for (const auto &e : entries) {
    CHECK(cudaEventCreate(&events[i]));
    CHECK(cudaMemcpyAsync(e.dst, e.src, 64, cudaMemcpyDeviceToHost, streams[e.dev]));
    CHECK(cudaEventRecord(events[i], streams[e.dev]));
    ++i;
  }
  for (cudaEvent_t &ev : events) {
    CHECK(cudaEventSynchronize(ev));
    CHECK(cudaEventDestroy(ev));
  }
  return true;
}
struct Sched {
  cudaStream_t streams[4];
  template <bool async> bool gather_b(std::vector<Entry> &entries) {
    std::vector<cudaEvent_t> events(entries.size());
    int i = 0;
    for (const auto &e : entries) {
      if (!async) CHECK(cudaEventCreate(&events[i]));
      CHECK(cudaMemcpyAsync(e.dst, e.src, 64, cudaMemcpyDeviceToHost, streams[e.dev]));
      if (!async) CHECK(cudaEventRecord(events[i], streams[e.dev]));
      ++i;
    }
    if (!async)
      for (cudaEvent_t &ev : events) {
        CHECK(cudaEventSynchronize(ev));
        CHECK(cudaEventDestroy(ev));
      }
    return true;
  }
};
bool use(Sched &s, std::vector<Entry> &e) { return s.gather_b<false>(e); }

// heldout25 probe (comm_scope cudaGraphLaunch_*.cu:45/52/106 shape): a per-iteration wait kept out of the timed region
// with calls named for timing (a), and the same loop without them (b).
#include <cuda_runtime.h>
#include <cstdlib>
#define CHECK(x) do { if ((x) != cudaSuccess) std::abort(); } while (0)
struct State { void PauseTiming(); void ResumeTiming(); };
void a(State &st, cudaGraphExec_t g, cudaStream_t s, int n) {
  for (int i = 0; i < n; ++i) { st.PauseTiming(); CHECK(cudaStreamSynchronize(s)); st.ResumeTiming(); CHECK(cudaGraphLaunch(g, s)); }
}
void b(cudaGraphExec_t g, cudaStream_t s, int n) {
  for (int i = 0; i < n; ++i) { CHECK(cudaStreamSynchronize(s)); CHECK(cudaGraphLaunch(g, s)); }
}
void make(cudaStream_t *s) { CHECK(cudaStreamCreate(s)); }

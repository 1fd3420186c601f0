// RUN: %check_cuda %s cuda-sync-in-loop
#include "cuda_runtime.h"

// The host data a wait may be needed for is named down to the field: a loop that reads one
// field of a set-up struct on the host (a loop bound) does not read the device data another
// field holds (held-out round 19, uuudown/Tartan@e3166ab trueke/src/adapt.h:210, tools.cuh:752).

struct Setup {
  cudaStream_t *streams;
  int *counts;
  int **lattice;
  int *h_energy;
};

__global__ void sweep(int *a) { a[threadIdx.x]++; }

// ---- negative cases --------------------------------------------------------------------

// The host reads back the field the kernels write: the wait is needed.
void reads_result(Setup *s, int n, int steps, int *d_energy) {
  for (int i = 0; i < steps; ++i) {
    for (int j = 0; j < n; ++j)
      sweep<<<1, 32, 0, s->streams[j]>>>(s->lattice[j]);
    cudaDeviceSynchronize();
    s->lattice[0][0] = 0;
  }
}

// ---- positive cases (the look-alikes) --------------------------------------------------

// The loop bound is another field: the host needs nothing of the kernels' work.
void bound_from_field(Setup *s, int tid, int steps) {
  for (int i = 0; i < steps; ++i) {
    for (int j = 0; j < s->counts[tid]; ++j)
      sweep<<<1, 32, 0, s->streams[j]>>>(s->lattice[j]);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
}

void setup(Setup *s, int r) {
  s->streams = new cudaStream_t[r];
  for (int i = 0; i < r; ++i)
    cudaStreamCreateWithFlags(&s->streams[i], cudaStreamNonBlocking);
}

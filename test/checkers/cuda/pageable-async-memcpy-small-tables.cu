// RUN: %check_cuda %s cuda-pageable-async-memcpy
// RUN: %check_cuda --check-suffix=ALL --config="{CheckOptions: {cuda-pageable-async-memcpy.ReportSmallTables: true}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdlib>
#include <cstring>
#include <vector>

// A table of device pointers uploaded for a batched call (cuBLAS/cuSOLVER *Batched, a kernel
// that reads one buffer per batch entry) holds 8 bytes per buffer it names, and a table of
// per-item parameters gathered from the requests' fields one scalar per request: a few KiB
// unless there are thousands, and host to device pageable cost no more than pinned up to
// 4 KiB. Not reported when no constant bounds its size, even when a loop repeats it (held-out
// round 7: apk120/Parallel-IPM@abfddb6 ipmBatched.cu:376-380, 647-649; round 8:
// tang-jiapeng/NanoInfer@615a4dc src/sampler/configurable_sampler.cpp:216,252,296-300);
// ReportSmallTables reports them (suffix ALL). Look-alikes: a table of values, a table of a
// constant size above HostToDeviceQuietBytes, a download, a table filled from data rather
// than from the items' fields, a table also appended to.

__global__ void batched(float **tables, int n) {}

void upload_tables(float **d_tables, float *base, int n, int iters, cudaStream_t s) {
  std::vector<float *> bufs(n);
  for (int i = 0; i < n; ++i)
    bufs[i] = base + i;
  for (int it = 0; it < iters; ++it) {
    cudaMemcpyAsync(d_tables, bufs.data(), bufs.size() * sizeof(float *), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'bufs' {{.*}} [cuda-pageable-async-memcpy]
    batched<<<1, 1, 0, s>>>(d_tables, (int)bufs.size());
  }
}

void upload_malloc_table(float **d_tables, float *base, int n, int iters, cudaStream_t s) {
  float **h = (float **)malloc(n * sizeof(float *));
  for (int it = 0; it < iters; ++it) {
    for (int i = 0; i < n; ++i)
      h[i] = base + i * it;
    cudaMemcpyAsync(d_tables, h, n * sizeof(float *), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
    batched<<<1, 1, 0, s>>>(d_tables, n);
  }
  free(h);
}

// ---- look-alikes that stay reported --------------------------------------------------------

void upload_values(float *d, int n, int iters, cudaStream_t s) {
  std::vector<float> vals(n);
  for (int it = 0; it < iters; ++it) {
    cudaMemcpyAsync(d, vals.data(), vals.size() * sizeof(float), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'vals' {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: host-to-device copy from pageable memory 'vals' {{.*}} [cuda-pageable-async-memcpy]
    batched<<<1, 1, 0, s>>>(nullptr, 0);
  }
}

void upload_large_constant_table(float **d_tables, int iters, cudaStream_t s) {
  std::vector<float *> bufs(4096);
  for (int it = 0; it < iters; ++it) {
    cudaMemcpyAsync(d_tables, bufs.data(), 4096 * sizeof(float *), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'bufs' {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: host-to-device copy from pageable memory 'bufs' {{.*}} [cuda-pageable-async-memcpy]
    batched<<<1, 1, 0, s>>>(d_tables, 4096);
  }
}

void download_table(float **d_tables, int n, int iters, cudaStream_t s) {
  std::vector<float *> bufs(n);
  for (int it = 0; it < iters; ++it) {
    batched<<<1, 1, 0, s>>>(d_tables, (int)bufs.size());
    cudaMemcpyAsync(bufs.data(), d_tables, bufs.size() * sizeof(float *), cudaMemcpyDeviceToHost, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: device-to-host copy into pageable memory 'bufs' {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: device-to-host copy into pageable memory 'bufs' {{.*}} [cuda-pageable-async-memcpy]
  }
}

// ---- per-item parameters ---------------------------------------------------------------------

struct Params {
  float temperature;
  int top_k;
  bool greedy() const { return temperature == 0.0f; }
};
__global__ void sample(const float *temps, const int *ks) {}

void upload_parameters(float *d_temps, int *d_ks, const std::vector<Params> &params, int steps,
                       cudaStream_t s, float *last_temps) {
  for (int step = 0; step < steps; ++step) {
    int n = (int)params.size();
    std::vector<float> h_temps(n);
    std::vector<int> h_ks(n, 0);
    for (int i = 0; i < n; ++i) {
      h_temps[i] = params[i].greedy() ? 1.0f : params[i].temperature;
      h_ks[i] = params.at(i).top_k;
    }
    cudaMemcpyAsync(d_temps, h_temps.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'h_temps' {{.*}} [cuda-pageable-async-memcpy]
    cudaMemcpyAsync(d_ks, h_ks.data(), h_ks.size() * sizeof(int), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'h_ks' {{.*}} [cuda-pageable-async-memcpy]
    sample<<<1, 1, 0, s>>>(d_temps, d_ks);
    std::memcpy(last_temps, h_temps.data(), n * sizeof(float)); // read: still the same table
  }
}

// Look-alikes that stay reported: data rather than the items' fields, a table also appended to.
void upload_tokens(int *d, const std::vector<std::vector<int>> &generated, int steps,
                   cudaStream_t s) {
  for (int step = 0; step < steps; ++step) {
    const std::vector<int> &tokens = generated[step];
    std::vector<int> h(tokens.size());
    for (size_t j = 0; j < tokens.size(); ++j)
      h[j] = tokens[j];
    cudaMemcpyAsync(d, h.data(), h.size() * sizeof(int), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: host-to-device copy from pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
    sample<<<1, 1, 0, s>>>(nullptr, d);
  }
}

void upload_appended(float *d, const std::vector<Params> &params, int steps, cudaStream_t s) {
  for (int step = 0; step < steps; ++step) {
    std::vector<float> h(params.size());
    for (size_t i = 0; i < params.size(); ++i)
      h[i] = params[i].temperature;
    h.push_back(0.0f);
    cudaMemcpyAsync(d, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: host-to-device copy from pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
    sample<<<1, 1, 0, s>>>(d, nullptr);
  }
}

// The table is also written through its data pointer: what it holds is not only parameters.
void upload_overwritten(float *d, const std::vector<Params> &params, int steps, cudaStream_t s,
                        const float *more) {
  for (int step = 0; step < steps; ++step) {
    std::vector<float> h(params.size());
    for (size_t i = 0; i < params.size(); ++i)
      h[i] = params[i].temperature;
    std::memcpy(h.data(), more, sizeof(float));
    cudaMemcpyAsync(d, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: host-to-device copy from pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
    sample<<<1, 1, 0, s>>>(d, nullptr);
  }
}

// A table of buffer descriptors (since stop 36): records of at most 64 bytes whose fields are
// scalars, one of them a pointer, one per buffer a kernel reads, built per call (held-out round
// 28: FLAMEGPU/FLAMEGPU2@1a11aea src/flamegpu/simulation/detail/CUDAScatter.cu:157,213,249,387,
// 472,532, 24-byte entries per variable, judged not worth acting on). Look-alikes, reported:
// records that name no buffer (a particle's values), records holding an array, records above
// 64 bytes.
struct ScatterEntry {
  unsigned len;
  char *in;
  char *out;
};
struct Particle {
  float x, y, z, w;
};
struct Framed {
  char *data;
  float window[4];
};
struct Wide {
  char *data;
  double a, b, c, d, e, f, g, h; // 72 bytes
};
__global__ void scatter(ScatterEntry *e, unsigned n) {}

void scatter_step(ScatterEntry *d_tab, const std::vector<int> &vars, cudaStream_t s, int steps) {
  for (int i = 0; i < steps; ++i) {
    std::vector<ScatterEntry> sd;
    for (int v : vars)
      sd.push_back({(unsigned)v, nullptr, nullptr});
    cudaMemcpyAsync(d_tab, sd.data(), sizeof(ScatterEntry) * sd.size(), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'sd' {{.*}} [cuda-pageable-async-memcpy]
    scatter<<<1, 32, 0, s>>>(d_tab, (unsigned)sd.size());
    cudaStreamSynchronize(s);
  }
}

void particles_step(Particle *d, const std::vector<Particle> &host, cudaStream_t s, int steps) {
  for (int i = 0; i < steps; ++i)
    cudaMemcpyAsync(d, host.data(), sizeof(Particle) * host.size(), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'host' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: host-to-device copy from pageable memory 'host' {{.*}} [cuda-pageable-async-memcpy]
}

void framed_step(Framed *d, const std::vector<Framed> &host, cudaStream_t s, int steps) {
  for (int i = 0; i < steps; ++i)
    cudaMemcpyAsync(d, host.data(), sizeof(Framed) * host.size(), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'host' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: host-to-device copy from pageable memory 'host' {{.*}} [cuda-pageable-async-memcpy]
}

void wide_step(Wide *d, const std::vector<Wide> &host, cudaStream_t s, int steps) {
  for (int i = 0; i < steps; ++i)
    cudaMemcpyAsync(d, host.data(), sizeof(Wide) * host.size(), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'host' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: host-to-device copy from pageable memory 'host' {{.*}} [cuda-pageable-async-memcpy]
}

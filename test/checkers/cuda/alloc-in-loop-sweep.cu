// RUN: %check_cuda %s cuda-alloc-in-loop
// Parameter sweeps: a loop over a small fixed set of values whose allocation is sized by the
// value allocates one buffer per value on purpose, and is not reported. Each silent case has a
// reported look-alike.
#include "cuda_runtime.h"
#include <cstdlib> // before <array>: clang's CUDA <new> wrapper uses ::malloc
#include <array>
#include <vector>

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call)                                                                     \
  do {                                                                                       \
    cudaError_t err_ = (call);                                                               \
    if (err_ != cudaSuccess)                                                                 \
      return;                                                                                \
  } while (0)

// ---- sweeps: silent --------------------------------------------------------------------

// A local array of sizes, range-for (look-alike: list_written_after_init).
void array_of_sizes() {
  size_t sizes[] = {64 * 1024 * 1024, 256 * 1024 * 1024};
  for (size_t size_bytes : sizes) {
    size_t n_floats = size_bytes / sizeof(float);
    float *src, *dst;
    cudaMalloc(&src, size_bytes);
    cudaMalloc(&dst, n_floats * sizeof(float));
    kernel<<<1, 1>>>(dst);
    cudaFree(src);
    cudaFree(dst);
  }
}

// A std::vector initialized from a braced list, pinned and device buffers per size.
void vector_of_sizes() {
  std::vector<size_t> sizes = {16 << 20, 64 << 20, 256 << 20};
  for (size_t size : sizes) {
    float *h, *d;
    CUDA_CHECK(cudaMallocHost(&h, size));
    CUDA_CHECK(cudaMalloc(&d, size));
    cudaMemcpy(d, h, size, cudaMemcpyHostToDevice);
    CUDA_CHECK(cudaFreeHost(h));
    CUDA_CHECK(cudaFree(d));
  }
}

// A braced list in the loop head: its length is fixed whatever its elements are.
void braced_list(size_t n) {
  for (size_t elems : {n, 2 * n, 4 * n}) {
    float *d;
    cudaMalloc(&d, elems * sizeof(float));
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// An indexed loop up to the size of a local vector of configurations built from a braced list
// (reduced from sylvia-ymlin/GPU-Programming@23cadc1 kernels/tests/test_reduction.cu:1036,
// held-out round 10): one output buffer per kernel variant, sized by the variant (look-alike:
// configs_grown_indexed).
struct VariantConfig {
  const char *name;
  int grid;
};
void configs_indexed() {
  std::vector<VariantConfig> configs = {{"v2", 4096}, {"v3", 4096}, {"v4", 4096}, {"v5", 1024}};
  for (size_t i = 0; i < configs.size(); ++i) {
    const VariantConfig &cfg = configs[i];
    float *out;
    cudaMalloc(&out, cfg.grid * sizeof(float));
    kernel<<<cfg.grid / 256, 256>>>(out);
    cudaFree(out);
  }
}

// A const std::array indexed by a counted loop.
void const_std_array_indexed() {
  const std::array<size_t, 3> sizes = {1 << 20, 1 << 22, 1 << 24};
  for (int i = 0; i < 3; ++i) {
    float *d;
    cudaMalloc(&d, sizes[i]);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Fields of a const table of configurations.
struct Config {
  size_t bytes;
  int reps;
};
static const Config kConfigs[] = {{1 << 20, 10}, {1 << 24, 5}};
void table_of_configs() {
  for (const Config &c : kConfigs) {
    float *d;
    cudaMalloc(&d, c.bytes);
    for (int r = 0; r < c.reps; ++r)
      kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Halving from 1 GiB to 4 KiB: 19 values.
void halving_sweep() {
  for (size_t s = size_t(1) << 30; s >= 4096; s >>= 1) {
    float *d;
    cudaMalloc(&d, s);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// 64 values, the most a sweep has (look-alike: sixty_five_steps).
void sixty_four_steps() {
  for (int n = 1024; n <= 64 * 1024; n += 1024) {
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// The size reaches a helper through its parameter.
static void copy_benchmark(size_t bytes) {
  float *d;
  cudaMalloc(&d, bytes);
  kernel<<<1, 1>>>(d);
  cudaFree(d);
}
void sweep_through_helper() {
  for (size_t mb : {1, 4, 16})
    copy_benchmark(mb << 20);
}

// A buffer object constructed with the swept size. This loop comes before the reported
// look-alike (fixed_size_raii), which shares the finding's place in the constructor.
struct DeviceBuffer {
  float *p = nullptr;
  explicit DeviceBuffer(size_t n) { cudaMalloc(&p, n); }
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: cudaMalloc on every iteration of a loop that constructs 'buf' synchronizes {{.*}} [cuda-alloc-in-loop]
  // CHECK-MESSAGES: :[[@LINE+149]]:3: note: in this loop, which also launches kernels
  // CHECK-MESSAGES: :[[@LINE+149]]:18: note: through the constructor of 'buf'
  ~DeviceBuffer() { cudaFree(p); }
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: cudaFree on every iteration of a loop that destroys 'buf' synchronizes {{.*}} [cuda-alloc-in-loop]
  // CHECK-MESSAGES: :[[@LINE+145]]:3: note: in this loop, which also launches kernels
  // CHECK-MESSAGES: :[[@LINE+145]]:18: note: through the destructor of 'buf'
};
void raii_sized_by_sweep() {
  for (int shift = 20; shift < 26; shift += 2) {
    DeviceBuffer buf(size_t(1) << shift);
    kernel<<<1, 1>>>(buf.p);
  }
}

// Widths of a pitched allocation.
void pitched_widths() {
  for (size_t w : {256, 512, 1024}) {
    float *d;
    size_t pitch;
    cudaMallocPitch((void **)&d, &pitch, w * sizeof(float), 64);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// ---- look-alikes: reported ----------------------------------------------------------------

// A fixed-size buffer inside a sweep can be hoisted; the swept one cannot.
void fixed_size_in_sweep(size_t fixed) {
  for (size_t s = 1 << 10; s <= 1 << 26; s *= 2) {
    float *swept, *scratch;
    cudaMalloc(&swept, s);
    cudaMalloc(&scratch, fixed);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
    kernel<<<1, 1>>>(swept);
    cudaFree(swept);
    cudaFree(scratch);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-10]]:3: note: in this loop, which also launches kernels
  }
}

// A size that changes per iteration of a working loop: reallocate only when it grows.
void streaming_batches(const bool *running, size_t (*next_batch)()) {
  while (*running) {
    size_t batch = next_batch();
    float *d;
    cudaMalloc(&d, batch);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
    kernel<<<1, 1>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-9]]:3: note: in this loop, which also launches kernels
  }
}

// Three trips, but the sizes are data handed in, not a list of chosen values.
void data_indexed_by_counter(const size_t *batch_bytes) {
  for (int i = 0; i < 3; ++i) {
    float *d;
    cudaMalloc(&d, batch_bytes[i]);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also launches kernels
    kernel<<<1, 1>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-8]]:3: note: in this loop, which also launches kernels
  }
}

// The list grows after its initializer: its length is not the braced list's.
void list_written_after_init(size_t user_size) {
  std::vector<size_t> sizes = {1 << 20, 1 << 22};
  sizes.push_back(user_size);
  for (size_t s : sizes) {
    float *d;
    cudaMalloc(&d, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also launches kernels
    kernel<<<1, 1>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-8]]:3: note: in this loop, which also launches kernels
  }
}

// 65 values: more than a sweep has.
void sixty_five_steps() {
  for (int n = 1024; n <= 65 * 1024; n += 1024) {
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also launches kernels
    kernel<<<1, 1>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-8]]:3: note: in this loop, which also launches kernels
  }
}

// The bound is a parameter: not a fixed set.
void bound_from_caller(int n) {
  for (int i = 1; i <= n; ++i) {
    float *d;
    cudaMalloc(&d, size_t(i) << 20);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also launches kernels
    kernel<<<1, 1>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-8]]:3: note: in this loop, which also launches kernels
  }
}

// The counter also moves in the body: not a counted sweep.
void counter_moved_in_body(int skip) {
  for (int i = 0; i < 4; ++i) {
    float *d;
    cudaMalloc(&d, size_t(i + 1) << 20);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also launches kernels
    kernel<<<1, 1>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-8]]:3: note: in this loop, which also launches kernels
    i += skip;
  }
}

// A working loop inside a sweep allocates on every one of its own iterations.
void working_loop_inside_sweep(int iters) {
  for (size_t s : {1 << 20, 1 << 24}) {
    for (int it = 0; it < iters; ++it) {
      float *d;
      cudaMalloc(&d, s);
      // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: cudaMalloc on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
      // CHECK-MESSAGES: :[[@LINE-4]]:5: note: in this loop, which also launches kernels
      kernel<<<1, 1>>>(d);
      cudaFree(d);
      // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: cudaFree on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
      // CHECK-MESSAGES: :[[@LINE-8]]:5: note: in this loop, which also launches kernels
    }
  }
}

// The same buffer object with a fixed size (after raii_sized_by_sweep, see there).
void fixed_size_raii(size_t bytes) {
  for (int shift = 20; shift < 26; shift += 2) {
    DeviceBuffer buf(bytes);
    kernel<<<1, 1>>>(buf.p);
  }
}

// The list of configurations grows after its initializer: its size is not the braced list's.
void configs_grown_indexed(int extra_grid) {
  std::vector<VariantConfig> configs = {{"v2", 4096}, {"v3", 1024}};
  configs.push_back({"user", extra_grid});
  for (size_t i = 0; i < configs.size(); ++i) {
    const VariantConfig &cfg = configs[i];
    float *out;
    cudaMalloc(&out, cfg.grid * sizeof(float));
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
    kernel<<<cfg.grid / 256, 256>>>(out);
    cudaFree(out);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-9]]:3: note: in this loop, which also launches kernels
  }
}

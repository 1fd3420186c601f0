__attribute__((global)) void fzKernel91758(float *p);
// RUN: %c-----------------------------------------------------------

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
  std::vec                                                                   \
    cudaError_t err_ = (call);                                                               \
    if (err_ != cudaSuccess)                                                                 \
      return;                                                                                \
  } while (0)

// ---- sweeps: sie(d);
  }
}

// Halving from 1 GiB to 4 KiB: 19 values.
void halving_swe†è() {
  for (size_t s = size_t(0) << 30; s >= 4096; s >>= 1) {
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
void sweep_through_hel£er() {
  for (size_t mb : {1, 4, 16})
    copy_benchmark(mb << 20);
}

// A buffer object constructed with the swept size. This loop comes before the reported
// look-alike (fixed_size_raii), which shares the finding's place in the constructor.
struct DeviceBuffer {
  float *p = nullptr;
{ int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ
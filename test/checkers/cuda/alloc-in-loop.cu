// RUN: %check_cuda %s cuda-alloc-in-loop
#include "cuda_runtime.h"
#include "cuda.h"

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call)                                                                     \
  do {                                                                                       \
    cudaError_t err_ = (call);                                                               \
    if (err_ != cudaSuccess)                                                                 \
      return;                                                                                \
  } while (0)

// ---- positive cases --------------------------------------------------------------------

void for_loop_alloc_and_free(int iters, int n) {
  for (int i = 0; i < iters; ++i) {
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes the device and costs tens to hundreds of microseconds per call; hoist the allocation out of the loop or use cudaMallocAsync/cudaFreeAsync on the stream with a memory pool whose release threshold keeps memory cached (cudaMemPoolAttrReleaseThreshold) [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also launches kernels
    kernel<<<1, 1>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes the device and costs tens to hundreds of microseconds per call; hoist the allocation out of the loop or use cudaMallocAsync/cudaFreeAsync {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-8]]:3: note: in this loop, which also launches kernels
  }
}

void while_loop_pinned(float *dst, int n, cudaStream_t s, bool *running) {
  while (*running) {
    float *h;
    cudaMallocHost(&h, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMallocHost on every iteration of this loop synchronizes the device and costs milliseconds per call to pin host memory; allocate the pinned buffer once outside the loop and reuse it [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also issues copies
    cudaMemcpyAsync(dst, h, n, cudaMemcpyHostToDevice, s);
    cudaStreamSynchronize(s);
    cudaFreeHost(h);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFreeHost on every iteration of this loop synchronizes the device and costs milliseconds per call to unpin host memory; allocate the pinned buffer once outside the loop and reuse it [cuda-alloc-in-loop]
  }
}

void do_loop_managed(int n, int *left) {
  do {
    float *m = nullptr;
    cudaMallocManaged(&m, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMallocManaged on every iteration of this loop synchronizes the device and costs tens to hundreds of microseconds per call; hoist the allocation out of the loop and reuse the buffer [cuda-alloc-in-loop]
    kernel<<<1, 1>>>(m);
    cudaDeviceSynchronize();
    cudaFree(m);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop
  } while (--*left > 0);
}

struct Batch {
  const float *host;
  size_t bytes;
  const Batch *begin() const;
  const Batch *end() const;
};

void range_for_batches(const Batch &batches, float *out) {
  for (const Batch &b : batches) {
    float *d = nullptr;
    cudaMalloc((void **)&d, b.bytes);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also launches kernels and issues copies
    cudaMemcpy(d, b.host, b.bytes, cudaMemcpyHostToDevice);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(out, d, b.bytes, cudaMemcpyDeviceToHost);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop
  }
}

void checked_calls(int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    float *d;
    CUDA_CHECK(cudaMalloc(&d, bytes));
    // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: cudaMalloc on every iteration of this loop
    kernel<<<1, 1>>>(d);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaFree(d));
    // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: cudaFree on every iteration of this loop
  }
}

void nested_loops(int epochs, int batches, size_t bytes) {
  for (int e = 0; e < epochs; ++e) {
    for (int b = 0; b < batches; ++b) {
      float *scratch;
      cudaMalloc(&scratch, bytes);
      // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: cudaMalloc on every iteration of this loop
      // CHECK-MESSAGES: :[[@LINE-4]]:5: note: in this loop, which also launches kernels
      kernel<<<1, 1>>>(scratch);
      cudaFree(scratch);
      // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: cudaFree on every iteration of this loop
    }
  }
}

void step(float *in, size_t bytes) {
  float *tmp;
  cudaMalloc(&tmp, bytes);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaMalloc on every iteration of a loop that calls 'step' synchronizes the device {{.*}} [cuda-alloc-in-loop]
  // CHECK-MESSAGES: :[[@LINE+14]]:3: note: in this loop, which also launches kernels
  // CHECK-MESSAGES: :[[@LINE+14]]:5: note: through this call to 'step'
  kernel<<<1, 1>>>(tmp);
  cudaMemcpy(in, tmp, bytes, cudaMemcpyDeviceToDevice);
  cudaFree(tmp);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaFree on every iteration of a loop that calls 'step'
  // CHECK-MESSAGES: :[[@LINE+8]]:3: note: in this loop
  // CHECK-MESSAGES: :[[@LINE+8]]:5: note: through this call to 'step'
}

void helper_called_in_loop(float *in, size_t bytes, int iters) {
  // Each call of step() allocates and frees: reported in step(), with the chain.


  for (int i = 0; i < iters; ++i)
    step(in, bytes);
}

void scratch_round(float *x, size_t bytes) {
  float *s;
  cudaMalloc(&s, bytes);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaMalloc on every iteration of a loop that calls 'two_levels'
  // CHECK-MESSAGES: :[[@LINE+17]]:3: note: in this loop
  // CHECK-MESSAGES: :[[@LINE+17]]:5: note: through this call to 'two_levels'
  // CHECK-MESSAGES: :[[@LINE+11]]:3: note: through this call to 'scratch_round'
  kernel<<<1, 1>>>(s);
  cudaFree(s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaFree on every iteration of a loop that calls 'two_levels'
  // CHECK-MESSAGES: :[[@LINE+11]]:3: note: in this loop
  // CHECK-MESSAGES: :[[@LINE+11]]:5: note: through this call to 'two_levels'
  // CHECK-MESSAGES: :[[@LINE+5]]:3: note: through this call to 'scratch_round'
}

void two_levels(float *x, size_t bytes) {
  x[0] = 0;
  scratch_round(x, bytes);
}

void chain_of_two(float *x, size_t bytes, int iters) {
  for (int i = 0; i < iters; ++i)
    two_levels(x, bytes);
}

// Recursion: ping -> pong -> ping is followed once, never twice.
void pong(float *x, size_t bytes, int depth);
void ping(float *x, size_t bytes, int depth) {
  float *t;
  cudaMalloc(&t, bytes);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaMalloc on every iteration of a loop that calls 'ping'
  kernel<<<1, 1>>>(t);
  cudaFree(t);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaFree on every iteration of a loop that calls 'ping'
  pong(x, bytes, depth);
}
void pong(float *x, size_t bytes, int depth) { ping(x, bytes, depth - 1); }

void recursive_helpers(float *x, size_t bytes, int iters) {
  for (int i = 0; i < iters; ++i)
    ping(x, bytes, 3);
}

void lambda_called_in_loop(size_t bytes, int iters) {
  auto run_once = [&]() {
    float *d;
    cudaMalloc(&d, bytes);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of a loop that calls 'run_once'
    // CHECK-MESSAGES: :[[@LINE+6]]:3: note: in this loop, which also launches kernels
    // CHECK-MESSAGES: :[[@LINE+6]]:5: note: through this call to 'run_once'
    kernel<<<1, 1>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of a loop that calls 'run_once'
  };
  for (int i = 0; i < iters; ++i)
    run_once();
}

template <class T> void templated_loop(int iters, size_t n) {
  for (int i = 0; i < iters; ++i) {
    T *d;
    cudaMalloc(&d, n * sizeof(T));
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop
    kernel<<<1, 1>>>((float *)d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop
  }
}
template void templated_loop<float>(int, size_t);
template void templated_loop<double>(int, size_t);

void driver_api(CUfunction f, CUstream s, int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    CUdeviceptr d;
    cuMemAlloc(&d, bytes);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cuMemAlloc on every iteration of this loop synchronizes the device and costs tens to hundreds of microseconds per call; hoist the allocation out of the loop or use cuMemAllocAsync/cuMemFreeAsync on the stream with a memory pool whose release threshold keeps memory cached (CU_MEMPOOL_ATTR_RELEASE_THRESHOLD) [cuda-alloc-in-loop]
    void *args[] = {&d};
    cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, args, nullptr);
    cuMemFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cuMemFree on every iteration of this loop
  }
}

void driver_pinned(CUdeviceptr dst, CUstream s, int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    void *h;
    cuMemHostAlloc(&h, bytes, CU_MEMHOSTALLOC_PORTABLE);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cuMemHostAlloc on every iteration of this loop synchronizes the device and costs milliseconds per call to pin host memory
    cuMemcpyHtoDAsync(dst, h, bytes, s);
    cuStreamSynchronize(s);
    cuMemFreeHost(h);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cuMemFreeHost on every iteration of this loop synchronizes the device and costs milliseconds per call to unpin host memory
  }
}

void only_alloc_and_free(int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    void *p;
    cudaMalloc(&p, bytes);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, whose only work is allocating and freeing memory
    cudaFree(p);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop
  }
}

void leaks_every_iteration(int iters, size_t bytes, cudaStream_t s, float *host) {
  float *d = nullptr;
  for (int i = 0; i < iters; i++) {
    cudaMalloc(&d, bytes);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop
    kernel<<<1, 1, 0, s>>>(d);
    cudaMemcpyAsync(host, d, bytes, cudaMemcpyDeviceToHost, s);
  }
  cudaFree(d);
}

void register_chunks(char *big, size_t chunk, int chunks, char *dev, cudaStream_t s) {
  for (int c = 0; c < chunks; ++c) {
    cudaHostRegister(big + c * chunk, chunk, cudaHostRegisterDefault);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaHostRegister on every iteration of this loop costs milliseconds per call to pin host memory; register the buffer once outside the loop and keep it registered [cuda-alloc-in-loop]
    cudaMemcpyAsync(dev, big + c * chunk, chunk, cudaMemcpyHostToDevice, s);
    cudaStreamSynchronize(s);
    cudaHostUnregister(big + c * chunk);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaHostUnregister on every iteration of this loop costs milliseconds per call to unpin host memory
  }
}

class DeviceBuffer {
public:
  explicit DeviceBuffer(size_t bytes) {
    cudaMalloc(&ptr_, bytes);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of a loop that constructs 'buf'
    // CHECK-MESSAGES: :[[@LINE+16]]:3: note: in this loop, which also launches kernels
    // CHECK-MESSAGES: :[[@LINE+16]]:18: note: through the constructor of 'buf'
  }
  ~DeviceBuffer() {
    cudaFree(ptr_);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of a loop that destroys 'buf'
    // CHECK-MESSAGES: :[[@LINE+10]]:3: note: in this loop
    // CHECK-MESSAGES: :[[@LINE+10]]:18: note: through the destructor of 'buf'
  }
  float *get() const { return ptr_; }

private:
  float *ptr_ = nullptr;
};

void raii_in_loop(int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    DeviceBuffer buf(bytes);
    kernel<<<1, 1>>>(buf.get());
  }
}

void pitched_and_3d(int iters, size_t w, size_t h, struct cudaExtent ext) {
  for (int i = 0; i < iters; ++i) {
    float *img;
    size_t pitch;
    cudaMallocPitch(&img, &pitch, w, h);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMallocPitch on every iteration of this loop
    struct cudaPitchedPtr vol;
    cudaMalloc3D(&vol, ext);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc3D on every iteration of this loop
    kernel<<<1, 1>>>(img);
    kernel<<<1, 1>>>((float *)vol.ptr);
    cudaFree(vol.ptr);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop
    cudaFree(img);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop
  }
}

void arrays(int iters, const struct cudaChannelFormatDesc *desc, const float *src, size_t w) {
  for (int i = 0; i < iters; ++i) {
    cudaArray_t arr;
    cudaMallocArray(&arr, desc, w, 1);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMallocArray on every iteration of this loop synchronizes the device and costs tens to hundreds of microseconds per call; create the array once outside the loop and reuse it [cuda-alloc-in-loop]
    kernel<<<1, 1>>>(nullptr);
    cudaFreeArray(arr);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFreeArray on every iteration of this loop synchronizes the device and costs tens to hundreds of microseconds per call; create the array once outside the loop and reuse it [cuda-alloc-in-loop]
  }
}

void braceless_body(size_t bytes, int iters) {
  float *d = nullptr;
  while (iters-- > 0)
    cudaFree(d), cudaMalloc(&d, bytes), kernel<<<1, 1>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop
  // CHECK-MESSAGES: :[[@LINE-2]]:18: warning: cudaMalloc on every iteration of this loop
}

class Solver {
public:
  void iterate() {
    cudaMalloc(&tmp_, n_);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of a loop that calls 'Solver::iterate'
    kernel<<<1, 1>>>(tmp_);
    cudaFree(tmp_);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of a loop that calls 'Solver::iterate'
  }
  void run(int iters) {
    for (int i = 0; i < iters; ++i)
      iterate();
  }

private:
  float *tmp_ = nullptr;
  size_t n_ = 0;
};

cudaError_t checked_step(float *out, size_t bytes) {
  float *d;
  cudaError_t e = cudaMalloc(&d, bytes);
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: cudaMalloc on every iteration of a loop that calls 'checked_step'
  if (e != cudaSuccess)
    return e;
  kernel<<<1, 1>>>(d);
  e = cudaMemcpy(out, d, bytes, cudaMemcpyDeviceToHost);
  if (e != cudaSuccess)
    return e;
  return cudaFree(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: cudaFree on every iteration of a loop that calls 'checked_step'
}

void error_returns_are_not_conditions(float *out, size_t bytes, int iters) {
  for (int i = 0; i < iters; ++i)
    if (checked_step(out, bytes) != cudaSuccess)
      break;
}

void allocate_into(float **p, size_t bytes) {
  cudaMalloc(p, bytes);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaMalloc on every iteration of a loop that calls 'allocate_into'
}

void out_parameter_wrapper(size_t bytes, int iters) {
  for (int i = 0; i < iters; ++i) {
    float *d;
    allocate_into(&d, bytes);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop
  }
}

void unguarded_next_to_guarded(size_t bytes, int iters) {
  static float *cache = nullptr;
  for (int i = 0; i < iters; ++i) {
    if (cache == nullptr)
      cudaMalloc(&cache, bytes);
    float *d;
    cudaMalloc(&d, bytes);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop
    kernel<<<1, 1>>>(d);
    kernel<<<1, 1>>>(cache);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop
  }
}

void element_acquired_and_released(float **bufs, int n, size_t bytes) {
  for (int i = 0; i < n; ++i) {
    cudaMalloc(&bufs[i], bytes);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop
    kernel<<<1, 1>>>(bufs[i]);
    cudaFree(bufs[i]);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop
  }
}

void half_stream_ordered(cudaStream_t s, int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    float *d;
    cudaMallocAsync(&d, bytes, s);
    kernel<<<1, 1, 0, s>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop
  }
  for (int i = 0; i < iters; ++i) {
    float *d;
    cudaMalloc(&d, bytes);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop
    kernel<<<1, 1, 0, s>>>(d);
    cudaFreeAsync(d, s);
  }
}

float *scratch_for(size_t bytes) {
  float *p;
  cudaMalloc(&p, bytes);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaMalloc on every iteration of a loop that constructs 'scratch'
  // CHECK-MESSAGES: :[[@LINE+13]]:3: note: in this loop, which also launches kernels
  // CHECK-MESSAGES: :[[@LINE+13]]:13: note: through the constructor of 'scratch'
  // CHECK-MESSAGES: :[[@LINE+4]]:40: note: through this call to 'scratch_for'
  return p;
}
struct Scratch {
  explicit Scratch(size_t bytes) : ptr(scratch_for(bytes)) {}
  ~Scratch() { CUDA_CHECK(cudaFree(ptr)); }
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: cudaFree on every iteration of a loop that destroys 'scratch'
  float *ptr;
};

void raii_member_initializer(int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    Scratch scratch(bytes);
    kernel<<<1, 1>>>(scratch.ptr);
  }
}

// A loop over block sizes that pins device 0 on every iteration is not a loop over devices
// (look-alike: block_size_sweep_per_device, below).
void block_size_sweep_one_device(size_t bytes) {
  const int sizes[] = {64, 128, 256};
  for (int b = 0; b < 3; ++b) {
    cudaSetDevice(0);
    float *d;
    cudaMalloc(&d, bytes);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
    kernel<<<1, sizes[b]>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-9]]:3: note: in this loop, which also launches kernels
  }
}

// The bound is a local that holds 2 (look-alike: single_run_benchmark, below).
void two_run_benchmark(size_t bytes) {
  int numRuns = 2;
  for (int run = 0; run < numRuns; ++run) {
    float *d;
    cudaMalloc(&d, bytes);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also launches kernels
    kernel<<<1, 1>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-8]]:3: note: in this loop, which also launches kernels
  }
}

// A device count bounds the loop, but every iteration selects device 0: what varies is not
// the device (look-alike: devices_selected_by_helper, below).
void fixed_device_in_device_count_loop(size_t bytes) {
  int ndev = 0;
  cudaGetDeviceCount(&ndev);
  for (int i = 0; i < ndev; ++i) {
    cudaSetDevice(0);
    float *d;
    cudaMalloc(&d, bytes);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
    kernel<<<1, 1>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-9]]:3: note: in this loop, which also launches kernels
  }
}

// A helper that selects a fixed device, and a bound that counts repetitions on the GPU.
static void use_default_device() { cudaSetDevice(0); }
void helper_fixed_device(size_t bytes, int gpu_iters) {
  for (int i = 0; i < gpu_iters; ++i) {
    use_default_device();
    float *d;
    cudaMalloc(&d, bytes);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
    kernel<<<1, 1>>>(d);
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-9]]:3: note: in this loop, which also launches kernels
  }
}

// ---- negative cases --------------------------------------------------------------------

void block_size_sweep_per_device(size_t bytes, const int *devices, int ndev) {
  for (int i = 0; i < ndev; ++i) {
    cudaSetDevice(devices[i]);
    float *d;
    cudaMalloc(&d, bytes);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// The device changes per iteration through a helper given the loop variable.
static void select_device(const int *devices, int i) { cudaSetDevice(devices[i]); }
void devices_selected_by_helper(size_t bytes, const int *devices, int count) {
  for (int i = 0; i < count; ++i) {
    select_device(devices, i);
    float *d;
    cudaMalloc(&d, bytes);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Counting down from a constant of one.
void single_run_counting_down(size_t bytes) {
  for (int left = 1; left > 0; --left) {
    float *d;
    cudaMalloc(&d, bytes);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// A loop over the command line runs the program's work once per input the user named.
static void run_one_input(const char *path, size_t bytes) {
  float *d;
  cudaMalloc(&d, bytes);
  kernel<<<1, 1>>>(d);
  cudaFree(d);
}
int main(int argc, char **argv) {
  for (int i = 1; i < argc; ++i)
    run_one_input(argv[i], 1024);
  return 0;
}

// A loop whose bound is a local that only ever holds 1 runs once: not a hot loop.
void single_run_benchmark(size_t bytes) {
  int numRuns = 1;
  int run;
  for (run = 0; run < numRuns; ++run) {
    float *d;
    cudaMalloc(&d, bytes);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}


void hoisted(int iters, size_t bytes) {
  float *d;
  cudaMalloc(&d, bytes);
  for (int i = 0; i < iters; ++i)
    kernel<<<1, 1>>>(d);
  cudaFree(d);
}

void lazily_pinned(float *dst, int n, cudaStream_t s, bool *running) {
  float *h = nullptr;
  while (*running) {
    if (!h)
      cudaMallocHost(&h, n);
    cudaMemcpyAsync(dst, h, n, cudaMemcpyHostToDevice, s);
  }
  cudaFreeHost(h);
}

void macro_block_is_not_a_loop(size_t bytes) {
  float *d;
  CUDA_CHECK(cudaMalloc(&d, bytes));
  kernel<<<1, 1>>>(d);
  do {
    cudaFree(d);
    cudaMalloc(&d, bytes);
    kernel<<<1, 1>>>(d);
  } while (false);
  CUDA_CHECK(cudaFree(d));
}

struct Layer {
  float *weights;
  size_t bytes;
  const float *host;
};
struct Layers {
  Layer *begin();
  Layer *end();
};

void setup_distinct_elements(Layers &layers, float **bufs, const float *const *host, int n,
                             size_t bytes) {
  for (Layer &l : layers) {
    cudaMalloc(&l.weights, l.bytes);
    cudaMemcpy(l.weights, l.host, l.bytes, cudaMemcpyHostToDevice);
  }
  for (int i = 0; i < n; ++i) {
    cudaMalloc(&bufs[i], bytes);
    cudaMemcpy(bufs[i], host[i], bytes, cudaMemcpyHostToDevice);
    kernel<<<1, 1>>>(bufs[i]);
  }
}

void checked_kernel_only(float *d, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 1>>>(d);
    CUDA_CHECK(cudaGetLastError());
  }
}

// A setup loop and a teardown loop run on every iteration of a working loop are reported
// (held-out round 7): alloc-in-loop-setup-loops.cu.

struct Workspace {
  float *ptr = nullptr;
  size_t capacity = 0;
  void reserve(size_t bytes) {
    if (bytes <= capacity)
      return;
    cudaFree(ptr);
    cudaMalloc(&ptr, bytes);
    capacity = bytes;
  }
};

void growing_workspace_in_helper(Workspace &ws, const size_t *sizes, int iters) {
  for (int i = 0; i < iters; ++i) {
    ws.reserve(sizes[i]);
    kernel<<<1, 1>>>(ws.ptr);
  }
}

void growing_buffer_inline(const size_t *sizes, int iters) {
  float *d = nullptr;
  size_t cap = 0;
  for (int i = 0; i < iters; ++i) {
    if (sizes[i] > cap) {
      cudaFree(d);
      cudaMalloc(&d, sizes[i]);
      cap = sizes[i];
    }
    kernel<<<1, 1>>>(d);
  }
  cudaFree(d);
}

void init_buffers(float **d, size_t bytes) { cudaMalloc(d, bytes); }

void conditional_helper_call(float **d, size_t bytes, int iters) {
  bool first = true;
  for (int i = 0; i < iters; ++i) {
    if (first) {
      init_buffers(d, bytes);
      first = false;
    }
    kernel<<<1, 1>>>(*d);
  }
}

void walk(float *x, size_t bytes, int depth) {
  if (depth == 0)
    return;
  float *t;
  cudaMalloc(&t, bytes);
  kernel<<<1, 1>>>(t);
  cudaFree(t);
  walk(x, bytes, depth - 1);
}

void recursion_after_an_early_return(float *x, size_t bytes, int iters) {
  for (int i = 0; i < iters; ++i)
    walk(x, bytes, 4);
}

void teardown_loops(float **d, float **h, int n, size_t bytes) {
  for (int i = 0; i < n; ++i)
    cudaFree(d[i]);
  for (int i = 0; i < n; ++i) {
    cudaMemcpy(h[i], d[i], bytes, cudaMemcpyDeviceToHost);
    cudaFreeHost(h[i]);
  }
}

template <class F> void submit(F &&f) { (void)f; }

void lambda_not_called_in_loop(size_t bytes, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 1>>>(nullptr);
    auto later = [&]() {
      float *d;
      cudaMalloc(&d, bytes);
      cudaFree(d);
    };
    submit(later);
  }
}

template <class T> void templated_hoisted(int iters, size_t n) {
  T *d;
  cudaMalloc(&d, n * sizeof(T));
  for (int i = 0; i < iters; ++i)
    kernel<<<1, 1>>>((float *)d);
  cudaFree(d);
}
template void templated_hoisted<float>(int, size_t);

void driver_virtual_memory(CUfunction f, CUstream s, int iters, size_t bytes,
                           const CUmemAllocationProp *prop) {
  for (int i = 0; i < iters; ++i) {
    CUdeviceptr va;
    CUmemGenericAllocationHandle handle;
    cuMemAddressReserve(&va, bytes, 0, 0, 0);
    cuMemCreate(&handle, bytes, prop, 0);
    cuMemMap(va, bytes, 0, handle, 0);
    cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, s, nullptr, nullptr);
    cuMemUnmap(va, bytes);
    cuMemRelease(handle);
    cuMemAddressFree(va, bytes);
  }
}

void stream_ordered(cudaStream_t s, cudaMemPool_t pool, int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    float *d, *e;
    cudaMallocAsync(&d, bytes, s);
    cudaMallocFromPoolAsync((void **)&e, bytes, pool, s);
    kernel<<<1, 1, 0, s>>>(d);
    cudaFreeAsync(e, s);
    cudaFreeAsync(d, s);
  }
}

void setup_only_allocates(float **bufs, int n, size_t bytes) {
  for (int i = 0; i < n; ++i)
    cudaMalloc(&bufs[i], bytes);
}

void kept_after_the_iteration(float **ptrs, float **dev_table, const float *const *host, int n,
                              size_t bytes) {
  float *d;
  for (int i = 0; i < n; ++i) {
    cudaMalloc(&d, bytes);
    cudaMemcpy(d, host[i], bytes, cudaMemcpyHostToDevice);
    ptrs[i] = d;
  }
  for (int i = 0; i < n; ++i) {
    float *e;
    cudaMalloc(&e, bytes);
    cudaMemcpy(&dev_table[i], &e, sizeof(float *), cudaMemcpyHostToDevice);
  }
}

void register_distinct(char **bufs, int n, size_t bytes, char *dev, cudaStream_t s) {
  for (int i = 0; i < n; ++i) {
    cudaHostRegister(bufs[i], bytes, cudaHostRegisterPortable);
    cudaMemcpyAsync(dev, bufs[i], bytes, cudaMemcpyHostToDevice, s);
  }
}

void raii_outside_loop(int iters, size_t bytes) {
  DeviceBuffer buf(bytes);
  for (int i = 0; i < iters; ++i)
    kernel<<<1, 1>>>(buf.get());
}

void device_loops(float **d, int ngpus, size_t bytes, const struct cudaChannelFormatDesc *desc) {
  for (int dev = 0; dev < ngpus; ++dev) {
    cudaSetDevice(dev);
    cudaArray_t arr;
    cudaMallocArray(&arr, desc, 16, 1);
    kernel<<<1, 1>>>(nullptr);
    cudaFreeArray(arr);
  }
  int count = 0;
  cudaGetDeviceCount(&count);
  for (int i = 0; i < count; ++i) {
    float *probe;
    cudaMalloc(&probe, bytes);
    kernel<<<1, 1>>>(probe);
    cudaFree(probe);
  }
}

void braceless_then_alloc(float *x, int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i)
    kernel<<<1, 1>>>(x);
    float *d;
    cudaMalloc(&d, bytes);
    cudaFree(d);
}

void static_flag_guard(size_t bytes, int iters) {
  static float *table;
  for (int i = 0; i < iters; ++i) {
    static bool init = false;
    if (!init) {
      cudaMalloc(&table, bytes);
      init = true;
    }
    kernel<<<1, 1>>>(table);
  }
}

float *make_scratch(size_t bytes) {
  float *p;
  cudaMalloc(&p, bytes);
  return p;
}

void static_local_initializer(size_t bytes, int iters) {
  for (int i = 0; i < iters; ++i) {
    static float *scratch = make_scratch(bytes);
    kernel<<<1, 1>>>(scratch);
  }
}

void skipped_iterations(const bool *skip, int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    if (skip[i])
      continue;
    float *d;
    cudaMalloc(&d, bytes);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

void retry_loops(size_t bytes, float *reserve) {
  float *d;
  while (cudaMalloc(&d, bytes) != cudaSuccess) {
    bytes /= 2;
    kernel<<<1, 1>>>(reserve);
  }
  for (int attempt = 0; attempt < 3; ++attempt) {
    if (cudaMalloc(&d, bytes) == cudaSuccess)
      break;
    cudaFree(reserve);
    kernel<<<1, 1>>>(nullptr);
  }
  cudaError_t err;
  do {
    err = cudaMalloc(&d, bytes);
    if (err != cudaSuccess)
      cudaFree(reserve);
    kernel<<<1, 1>>>(d);
  } while (err != cudaSuccess);
}

void conditional_forms(int mode, int iters, size_t bytes, bool big) {
  float *d = nullptr;
  for (int i = 0; i < iters; ++i) {
    switch (mode) {
    case 0:
      cudaMalloc(&d, bytes);
      break;
    default:
      break;
    }
    big ? cudaMalloc(&d, bytes) : cudaSuccess;
    big && cudaMalloc(&d, bytes) == cudaSuccess;
    kernel<<<1, 1>>>(d);
    if (big)
      cudaFree(d);
  }
}

void runs_once(size_t bytes) {
  for (;;) {
    float *d;
    cudaMalloc(&d, bytes);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
    break;
  }
  for (int i = 0; i < 1; ++i) {
    float *d;
    cudaMalloc(&d, bytes);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

struct Stage {
  virtual void run(size_t bytes) {
    float *d;
    cudaMalloc(&d, bytes);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
};

void virtual_dispatch(Stage *stage, int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i)
    stage->run(bytes);
}

void free_of_a_buffer_from_elsewhere(float **pending, int n) {
  for (int i = 0; i < n; ++i) {
    kernel<<<1, 1>>>(pending[i]);
    cudaFree(pending[i]);
  }
}

void pointer_handed_to_a_function(void (*keep)(float *), int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    float *d;
    cudaMalloc(&d, bytes);
    kernel<<<1, 1>>>(d);
    keep(d);
  }
}

struct Model {
  float *w_ = nullptr;
  void reload(const float *host, size_t bytes) {
    cudaFree(w_);
    cudaMalloc(&w_, bytes);
    cudaMemcpy(w_, host, bytes, cudaMemcpyHostToDevice);
  }
};
struct Models {
  Model *begin();
  Model *end();
};

void each_element_replaced(Models &models, float **bufs, const float *host, int n,
                           size_t bytes) {
  for (Model &m : models)
    m.reload(host, bytes);
  for (int i = 0; i < n; ++i) {
    cudaFree(bufs[i]);
    cudaMalloc(&bufs[i], bytes);
    cudaMemcpy(bufs[i], host, bytes, cudaMemcpyHostToDevice);
  }
}

class OwnedBuffer {
public:
  explicit OwnedBuffer(size_t bytes) { cudaMalloc(&ptr_, bytes); }
  ~OwnedBuffer() { cudaFree(ptr_); }
  float *data() { return ptr_; }
  float *release() {
    float *p = ptr_;
    ptr_ = nullptr;
    return p;
  }

private:
  float *ptr_ = nullptr;
};

void keep_pointer(float *p);
void handed_to(OwnedBuffer &b);

void raii_buffer_handed_off(int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    OwnedBuffer b(bytes);
    kernel<<<1, 1>>>(b.data());
    keep_pointer(b.release());
  }
  for (int i = 0; i < iters; ++i) {
    OwnedBuffer b(bytes);
    kernel<<<1, 1>>>(b.data());
    handed_to(b);
  }
}

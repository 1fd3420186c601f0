// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.HostToDeviceQuietBytes: 0, cuda-pageable-async-memcpy.ReportOneShotUnboundedUploads: true}}" %s cuda-pageable-async-memcpy -- -Wno-ignored-attributes
#include "cuda_runtime.h"
#include "cuda.h"
#include <array>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

#define CUDA_CHECK(call)                                                                   \
  do {                                                                                     \
    cudaError_t err_ = (call);                                                             \
    if (err_ != cudaSuccess)                                                               \
      std::abort();                                                                        \
  } while (0)

// ==== positive cases: every pageable origin ===============================================

void heap_malloc(float *d, cudaStream_t s, size_t n) {
  float *h_in = (float *)malloc(n * sizeof(float));
  cudaMemcpyAsync(d, h_in, n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h_in' is staged through a pinned bounce buffer: cudaMemcpyAsync blocks the host and cannot overlap other work; allocate 'h_in' with cudaMallocHost/cudaHostAlloc or register it with cudaHostRegister [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE-3]]:26: note: pageable buffer allocated here with malloc
  free(h_in);
}

void heap_calloc_d2h(float *d, cudaStream_t s, size_t n) {
  float *h_out = static_cast<float *>(std::calloc(n, sizeof(float)));
  cudaMemcpyAsync(h_out, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'h_out' is staged through a pinned bounce buffer: cudaMemcpyAsync blocks the host and cannot overlap other work; allocate 'h_out' with cudaMallocHost/cudaHostAlloc or register it with cudaHostRegister [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE-3]]:39: note: pageable buffer allocated here with calloc
}

void heap_realloc(float *d, cudaStream_t s, size_t n) {
  void *grown = realloc(nullptr, n);
  cudaMemcpyAsync(d, grown, n, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'grown'
  // CHECK-MESSAGES: :[[@LINE-3]]:17: note: pageable buffer allocated here with realloc
}

void heap_aligned(float *d, cudaStream_t s) {
  void *a = std::aligned_alloc(4096, 1 << 20);
  void *b = nullptr;
  if (posix_memalign(&b, 4096, 1 << 20) != 0)
    return;
  cudaMemcpyAsync(d, a, 1 << 20, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'a'
  // CHECK-MESSAGES: :[[@LINE-6]]:13: note: pageable buffer allocated here with aligned_alloc
  cudaMemcpyAsync(b, d, 1 << 20, cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'b'
  // CHECK-MESSAGES: :[[@LINE-7]]:7: note: pageable buffer allocated here with posix_memalign
}

void new_array_and_object(float *d, cudaStream_t s, size_t n) {
  float *arr = new float[n];
  double *one = new double(1.0);
  cudaMemcpyAsync(d, arr, n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'arr'
  // CHECK-MESSAGES: :[[@LINE-4]]:16: note: pageable buffer allocated here with new[]
  cudaMemcpyAsync(one, d, sizeof(double), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'one'
  // CHECK-MESSAGES: :[[@LINE-6]]:17: note: pageable buffer allocated here with new
  delete[] arr;
  delete one;
}

void vector_accessors(float *d, cudaStream_t s, size_t n) {
  std::vector<float> h_vec(n);
  cudaMemcpyAsync(d, h_vec.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h_vec' {{.*}}; allocate 'h_vec' with cudaMallocHost/cudaHostAlloc or register it with cudaHostRegister
  // CHECK-MESSAGES: :[[@LINE-3]]:22: note: 'h_vec' is a std::vector, whose storage is pageable memory
  cudaMemcpyAsync(&h_vec[0], d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'h_vec'
  // CHECK-MESSAGES: :[[@LINE-6]]:22: note: 'h_vec' is a std::vector
  cudaMemcpyAsync(&h_vec.front(), d, sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'h_vec'
  // CHECK-MESSAGES: :[[@LINE-9]]:22: note: 'h_vec' is a std::vector
  cudaMemcpyAsync(d, h_vec.data() + n / 2, n / 2 * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h_vec'
  // CHECK-MESSAGES: :[[@LINE-12]]:22: note: 'h_vec' is a std::vector
}

void string_storage(char *d, cudaStream_t s) {
  std::string text = "some text that is longer than the small-string buffer";
  cudaMemcpyAsync(d, text.c_str(), text.size(), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'text'
  // CHECK-MESSAGES: :[[@LINE-3]]:15: note: 'text' is a std::string, whose storage is pageable memory
}

void std_array_on_stack(int *d, cudaStream_t s) {
  std::array<int, 64> table{};
  cudaMemcpyAsync(d, table.data(), sizeof(table), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'table'
  // CHECK-MESSAGES: :[[@LINE-3]]:23: note: 'table' is a stack array declared here
}

void unique_ptr_storage(float *d, cudaStream_t s, size_t n) {
  auto made = std::make_unique<float[]>(n);
  std::unique_ptr<float[]> owned(new float[n]);
  cudaMemcpyAsync(d, made.get(), n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'made'
  // CHECK-MESSAGES: :[[@LINE-4]]:15: note: pageable buffer allocated here with std::make_unique
  cudaMemcpyAsync(owned.get(), d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'owned'
  // CHECK-MESSAGES: :[[@LINE-6]]:34: note: pageable buffer allocated here with new[]
}

float g_table[256];

void stack_static_global_arrays(float *d, cudaStream_t s) {
  float local[32];
  static float persistent[32];
  cudaMemcpyAsync(d, local, sizeof(local), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'local'
  // CHECK-MESSAGES: :[[@LINE-4]]:9: note: 'local' is a stack array declared here
  cudaMemcpyAsync(persistent, d, sizeof(persistent), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'persistent'
  // CHECK-MESSAGES: :[[@LINE-6]]:16: note: 'persistent' is a static array declared here
  cudaMemcpyAsync(d, &g_table[16], 16 * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'g_table'
  // CHECK-MESSAGES: :[[@LINE-13]]:7: note: 'g_table' is a global array declared here
}

struct Params {
  int n;
  float scale;
};
Params g_params;

void address_of_objects(Params *d_params, int *d_n, cudaStream_t s) {
  int n = 42;
  cudaMemcpyAsync(d_n, &n, sizeof(int), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'n'
  // CHECK-MESSAGES: :[[@LINE-3]]:7: note: 'n' is a local variable declared here
  cudaMemcpyAsync(d_params, &g_params, sizeof(Params), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'g_params'
  // CHECK-MESSAGES: :[[@LINE-9]]:8: note: 'g_params' is a global variable declared here
}

void arithmetic_and_casts(char *d, cudaStream_t s, size_t n, size_t offset) {
  float *base = (float *)malloc(n * sizeof(float));
  float *cursor = base + offset;
  cudaMemcpyAsync(d, (char *)cursor + 4, 64, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'cursor'
  // CHECK-MESSAGES: :[[@LINE-4]]:26: note: pageable buffer allocated here with malloc
  cudaMemcpyAsync(d, reinterpret_cast<const void *>(&base[offset]), 64, cudaMemcpyHostToDevice,
                  s);
  // CHECK-MESSAGES: :[[@LINE-2]]:3: warning: host-to-device copy from pageable memory 'base'
  // CHECK-MESSAGES: :[[@LINE-8]]:26: note: pageable buffer allocated here with malloc
}

// Only the writes that reach the copy count.
void reassigned_to_pageable(float *d, cudaStream_t s, size_t n) {
  float *h = nullptr;
  cudaMallocHost(&h, n * sizeof(float));
  cudaFreeHost(h);
  h = new float[n];
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h'
  // CHECK-MESSAGES: :[[@LINE-3]]:7: note: pageable buffer allocated here with new[]
}

// Arrays of pointers: every element is pageable.
void array_of_pointers(float *d, cudaStream_t s) {
  float *chunks[4];
  for (int i = 0; i < 4; ++i)
    chunks[i] = (float *)malloc(1024);
  for (int i = 0; i < 4; ++i)
    cudaMemcpyAsync(d + i * 256, chunks[i], 1024, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'chunks[i]'
  // CHECK-MESSAGES: :[[@LINE-4]]:26: note: pageable buffer allocated here with malloc
}

// Members assigned in a constructor, copied in a method.
class Uploader {
public:
  explicit Uploader(size_t n) : n_(n), staging_(new float[n]) { cudaStreamCreate(&stream_); }
  void upload(float *d) {
    cudaMemcpyAsync(d, staging_, n_ * sizeof(float), cudaMemcpyHostToDevice, stream_);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'staging_'
    // CHECK-MESSAGES: :[[@LINE-4]]:49: note: pageable buffer allocated here with new[]
  }
  void download(const float *d) {
    cudaMemcpyAsync(results_.data(), d, n_ * sizeof(float), cudaMemcpyDeviceToHost, stream_);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: device-to-host copy into pageable memory 'results_'
    // CHECK-MESSAGES: :[[@LINE+7]]:22: note: 'results_' is a std::vector, whose storage is pageable memory
  }

private:
  size_t n_;
  float *staging_;
  cudaStream_t stream_;
  std::vector<float> results_;
};

// A member assigned in another method.
class Reader {
public:
  void open(size_t n) {
    n_ = n;
    buffer_ = (char *)malloc(n);
  }
  void send(char *d, cudaStream_t s) {
    cudaMemcpyAsync(d, buffer_, n_, cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'buffer_'
    // CHECK-MESSAGES: :[[@LINE-5]]:23: note: pageable buffer allocated here with malloc
  }

private:
  size_t n_ = 0;
  char *buffer_ = nullptr;
};

// A global pointer set up elsewhere in the file.
static float *g_host;
void init_global(size_t n) { g_host = (float *)malloc(n * sizeof(float)); }
void send_global(float *d, cudaStream_t s) {
  cudaMemcpyAsync(d, g_host, 1024, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'g_host'
  // CHECK-MESSAGES: :[[@LINE-4]]:48: note: pageable buffer allocated here with malloc
}

// Aggregate initialization and default member initializers write fields too.
struct Staging {
  float *host;
  size_t bytes;
};
void aggregate_init(float *d, cudaStream_t s, size_t n) {
  Staging st{(float *)malloc(n), n};
  cudaMemcpyAsync(d, st.host, st.bytes, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'st.host'
  // CHECK-MESSAGES: :[[@LINE-3]]:23: note: pageable buffer allocated here with malloc
}

class Scratch {
public:
  void flush(char *d, cudaStream_t s) {
    cudaMemcpyAsync(d, scratch_, 256, cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'scratch_'
    // CHECK-MESSAGES: :[[@LINE+4]]:20: note: pageable buffer allocated here with new[]
  }

private:
  char *scratch_ = new char[256];
};

// ==== positive cases: interprocedural =====================================================

static void push_to_device(float *d, const float *src, size_t bytes, cudaStream_t s) {
  cudaMemcpyAsync(d, src, bytes, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'src'
  // CHECK-MESSAGES: :[[@LINE+7]]:28: note: pageable buffer allocated here with malloc
  // CHECK-MESSAGES: :[[@LINE+7]]:21: note: pageable memory passed as 'src' here
  // CHECK-MESSAGES: :[[@LINE+7]]:22: note: 'weights' is a std::vector, whose storage is pageable memory
  // CHECK-MESSAGES: :[[@LINE+7]]:21: note: pageable memory passed as 'src' here
}

void two_pageable_callers(float *d, cudaStream_t s, size_t n) {
  float *inputs = (float *)malloc(n * sizeof(float));
  push_to_device(d, inputs, n * sizeof(float), s);
  std::vector<float> weights(n);
  push_to_device(d, weights.data(), n * sizeof(float), s);
}

// Helpers that hand out memory: by return value and through an out-parameter.
static float *make_host_buffer(size_t n) { return (float *)malloc(n * sizeof(float)); }
static void make_host_buffer_out(float **out, size_t n) { *out = new float[n]; }

void helpers_that_allocate(float *d, cudaStream_t s, size_t n) {
  float *a = make_host_buffer(n);
  float *b = nullptr;
  make_host_buffer_out(&b, n);
  cudaMemcpyAsync(d, a, n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'a'
  // CHECK-MESSAGES: :[[@LINE-9]]:60: note: pageable buffer allocated here with malloc
  // CHECK-MESSAGES: :[[@LINE-6]]:14: note: pageable memory returned by this call
  cudaMemcpyAsync(b, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'b'
  // CHECK-MESSAGES: :[[@LINE-12]]:66: note: pageable buffer allocated here with new[]
  // CHECK-MESSAGES: :[[@LINE-8]]:3: note: pageable memory allocated through this call
}

// A container passed by reference to a helper whose every caller passes a std::vector.
static void download_into(std::vector<int> &out, const int *d, cudaStream_t s) {
  cudaMemcpyAsync(out.data(), d, out.size() * sizeof(int), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'out'
  // CHECK-MESSAGES: :[[@LINE+5]]:20: note: 'labels' is a std::vector, whose storage is pageable memory
  // CHECK-MESSAGES: :[[@LINE+5]]:17: note: pageable memory passed as 'out' here
}

void reference_caller(const int *d, cudaStream_t s) {
  std::vector<int> labels(128);
  download_into(labels, d, s);
}

// Registered by the caller only after the call: the copy still sees pageable memory.
static void send_late(float *d, const float *src, cudaStream_t s) {
  cudaMemcpyAsync(d, src, 4096, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'src'
  // CHECK-MESSAGES: :[[@LINE+4]]:23: note: pageable buffer allocated here with malloc
  // CHECK-MESSAGES: :[[@LINE+4]]:16: note: pageable memory passed as 'src' here
}
void register_after_call(float *d, cudaStream_t s) {
  float *h = (float *)malloc(4096);
  send_late(d, h, s);
  cudaHostRegister(h, 4096, 0);
}

// ==== positive cases: macros and templates ================================================

void wrapped_in_check_macro(float *d, cudaStream_t s) {
  float *h = (float *)malloc(4096);
  CUDA_CHECK(cudaMemcpyAsync(d, h, 4096, cudaMemcpyHostToDevice, s));
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: host-to-device copy from pageable memory 'h'
  // CHECK-MESSAGES: :[[@LINE-3]]:23: note: pageable buffer allocated here with malloc
}

#define UPLOAD(dst, src, bytes, stream) cudaMemcpyAsync(dst, src, bytes, cudaMemcpyHostToDevice, stream)

void wrapped_in_copy_macro(float *d, cudaStream_t s) {
  float staging[256];
  UPLOAD(d, staging, sizeof(staging), s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'staging'
  // CHECK-MESSAGES: :[[@LINE-3]]:9: note: 'staging' is a stack array declared here
}

template <class T> void upload_all(T *d, const std::vector<T> &host, cudaStream_t s) {
  cudaMemcpyAsync(d, host.data(), host.size() * sizeof(T), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'host'
  // CHECK-MESSAGES: :[[@LINE+5]]:22: note: 'floats' is a std::vector, whose storage is pageable memory
  // CHECK-MESSAGES: :[[@LINE+5]]:18: note: pageable memory passed as 'host' here
}

void template_callers(float *df, cudaStream_t s) {
  std::vector<float> floats(10);
  upload_all(df, floats, s);
}

template <class T> void stage_in_template(T *d, cudaStream_t s) {
  T local[16] = {};
  cudaMemcpyAsync(d, local, sizeof(local), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'local'
  // CHECK-MESSAGES: :[[@LINE-3]]:5: note: 'local' is a stack array declared here
}
template void stage_in_template<float>(float *, cudaStream_t);
template void stage_in_template<int>(int *, cudaStream_t);

// A lambda that captures the buffer.
void lambda_capture(float *d, cudaStream_t s) {
  float *h = (float *)malloc(4096);
  auto push = [&] { cudaMemcpyAsync(d, h, 4096, cudaMemcpyHostToDevice, s); };
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: host-to-device copy from pageable memory 'h'
  // CHECK-MESSAGES: :[[@LINE-3]]:23: note: pageable buffer allocated here with malloc
  push();
}

// ==== positive cases: every copy API ======================================================

void copy_2d(float *d, size_t dpitch, cudaStream_t s) {
  float *h = (float *)malloc(64 * 64 * sizeof(float));
  cudaMemcpy2DAsync(d, dpitch, h, 64 * sizeof(float), 64 * sizeof(float), 64,
                    cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-2]]:3: warning: host-to-device copy from pageable memory 'h' is staged through a pinned bounce buffer: cudaMemcpy2DAsync blocks the host
  // CHECK-MESSAGES: :[[@LINE-4]]:23: note: pageable buffer allocated here with malloc
}

__constant__ float c_coefficients[16];
__device__ float d_results[16];

void symbol_copies(cudaStream_t s) {
  float coefficients[16] = {};
  std::vector<float> results(16);
  cudaMemcpyToSymbolAsync(c_coefficients, coefficients, sizeof(coefficients), 0,
                          cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-2]]:3: warning: host-to-device copy from pageable memory 'coefficients' is staged through a pinned bounce buffer: cudaMemcpyToSymbolAsync blocks
  // CHECK-MESSAGES: :[[@LINE-5]]:9: note: 'coefficients' is a stack array declared here
  cudaMemcpyFromSymbolAsync(results.data(), d_results, 16 * sizeof(float), 0,
                            cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-2]]:3: warning: device-to-host copy into pageable memory 'results' is staged through a pinned bounce buffer: cudaMemcpyFromSymbolAsync blocks
  // CHECK-MESSAGES: :[[@LINE-8]]:22: note: 'results' is a std::vector
}

void copy_3d(cudaPitchedPtr d, cudaStream_t s) {
  float *volume = (float *)malloc(32 * 32 * 32 * sizeof(float));
  cudaMemcpy3DParms p = {0};
  p.srcPtr = make_cudaPitchedPtr(volume, 32 * sizeof(float), 32, 32);
  p.dstPtr = d;
  p.extent = make_cudaExtent(32 * sizeof(float), 32, 32);
  p.kind = cudaMemcpyHostToDevice;
  cudaMemcpy3DAsync(&p, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'volume' is staged through a pinned bounce buffer: cudaMemcpy3DAsync blocks
  // CHECK-MESSAGES: :[[@LINE-8]]:28: note: pageable buffer allocated here with malloc
}

void copy_3d_field(cudaPitchedPtr d, cudaStream_t s) {
  std::vector<float> out(16 * 16 * 16);
  cudaMemcpy3DParms p;
  memset(&p, 0, sizeof(p));
  p.srcPtr = d;
  p.dstPtr.ptr = out.data();
  p.dstPtr.pitch = 16 * sizeof(float);
  p.extent = make_cudaExtent(16 * sizeof(float), 16, 16);
  p.kind = cudaMemcpyDeviceToHost;
  CUDA_CHECK(cudaMemcpy3DAsync(&p, s));
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: device-to-host copy into pageable memory 'out'
  // CHECK-MESSAGES: :[[@LINE-10]]:22: note: 'out' is a std::vector
}

void driver_copies(CUdeviceptr d, CUstream s, size_t n) {
  char *in = (char *)malloc(n);
  std::vector<char> out(n);
  cuMemcpyHtoDAsync(d, in, n, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'in' is staged through a pinned bounce buffer: cuMemcpyHtoDAsync blocks the host and cannot overlap other work; allocate 'in' with cuMemAllocHost/cuMemHostAlloc or register it with cuMemHostRegister
  // CHECK-MESSAGES: :[[@LINE-4]]:22: note: pageable buffer allocated here with malloc
  cuMemcpyDtoHAsync(out.data(), d, n, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'out' is staged through a pinned bounce buffer: cuMemcpyDtoHAsync blocks
  // CHECK-MESSAGES: :[[@LINE-6]]:21: note: 'out' is a std::vector
  CUdeviceptr staging;
  cuMemAlloc(&staging, n);
  cuMemcpyAsync(staging, (CUdeviceptr)in, n, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'in' is staged through a pinned bounce buffer: cuMemcpyAsync blocks
  // CHECK-MESSAGES: :[[@LINE-12]]:22: note: pageable buffer allocated here with malloc
}

#define CU_CHECK(call)                                                                     \
  do {                                                                                     \
    if ((call) != CUDA_SUCCESS)                                                            \
      std::abort();                                                                        \
  } while (0)

void driver_in_macro(CUdeviceptr d, CUstream s) {
  std::string name = "a name long enough to need the heap, not the small-string buffer";
  CU_CHECK(cuMemcpyHtoDAsync(d, name.data(), name.size(), s));
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: host-to-device copy from pageable memory 'name' is staged through a pinned bounce buffer: cuMemcpyHtoDAsync blocks
  // CHECK-MESSAGES: :[[@LINE-3]]:15: note: 'name' is a std::string, whose storage is pageable memory
}

void driver_2d(CUdeviceptr d, size_t pitch, CUstream s) {
  float *h = new float[64 * 64];
  CUDA_MEMCPY2D c = {};
  c.srcMemoryType = CU_MEMORYTYPE_HOST;
  c.srcHost = h;
  c.srcPitch = 64 * sizeof(float);
  c.dstMemoryType = CU_MEMORYTYPE_DEVICE;
  c.dstDevice = d;
  c.dstPitch = pitch;
  c.WidthInBytes = 64 * sizeof(float);
  c.Height = 64;
  cuMemcpy2DAsync(&c, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h' is staged through a pinned bounce buffer: cuMemcpy2DAsync blocks
  // CHECK-MESSAGES: :[[@LINE-12]]:14: note: pageable buffer allocated here with new[]
}

// cudaMemcpyDefault, a kind that is not a constant: the other side is known device memory.
void default_kind(cudaStream_t s, size_t n) {
  std::vector<float> a(n);
  float *dev;
  cudaMalloc(&dev, n * sizeof(float));
  cudaMemcpyAsync(dev, a.data(), n * sizeof(float), cudaMemcpyDefault, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'a' is staged
  // CHECK-MESSAGES: :[[@LINE-5]]:22: note: 'a' is a std::vector
}

void runtime_kind(cudaStream_t s, bool to_device) {
  float *h = (float *)malloc(4096);
  float *dev;
  cudaMalloc(&dev, 4096);
  cudaMemcpyKind kind = to_device ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost;
  if (to_device)
    CUDA_CHECK(cudaMemcpyAsync(dev, h, 4096, kind, s));
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: host-to-device copy from pageable memory 'h' is staged
  // CHECK-MESSAGES: :[[@LINE-7]]:23: note: pageable buffer allocated here with malloc
  else
    cudaMemcpyAsync(h, dev, 4096, kind, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: device-to-host copy into pageable memory 'h' is staged
  // CHECK-MESSAGES: :[[@LINE-11]]:23: note: pageable buffer allocated here with malloc
}

// Registering after the copy does not help the copy.
void registered_too_late(float *d, cudaStream_t s) {
  float *h = (float *)malloc(4096);
  cudaMemcpyAsync(d, h, 4096, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h'
  // CHECK-MESSAGES: :[[@LINE-3]]:23: note: pageable buffer allocated here with malloc
  cudaHostRegister(h, 4096, cudaHostRegisterDefault);
}

// The per-thread default stream spelling (cudaMemcpyAsync_ptsz) is the same call.
void legacy_stream_zero(float *d) {
  float h[8] = {};
  cudaMemcpyAsync(d, h, sizeof(h), cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h'
  // CHECK-MESSAGES: :[[@LINE-3]]:9: note: 'h' is a stack array declared here
}

// ==== negative cases ======================================================================

void pinned_runtime(float *d, cudaStream_t s, size_t n) {
  float *a, *b;
  cudaMallocHost(&a, n * sizeof(float));
  cudaHostAlloc((void **)&b, n * sizeof(float), cudaHostAllocPortable);
  cudaMemcpyAsync(d, a, n * sizeof(float), cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(b + 1, d, sizeof(float), cudaMemcpyDeviceToHost, s);
  CUDA_CHECK(cudaMemcpyAsync(d, a, n * sizeof(float), cudaMemcpyHostToDevice, s));
}

void pinned_driver(CUdeviceptr d, CUstream s, size_t n) {
  void *a = nullptr, *b = nullptr;
  cuMemAllocHost(&a, n);
  cuMemHostAlloc(&b, n, CU_MEMHOSTALLOC_PORTABLE);
  cuMemcpyHtoDAsync(d, a, n, s);
  cuMemcpyDtoHAsync(b, d, n, s);
  cuMemcpyAsync(d, (CUdeviceptr)a, n, s);
}

void managed_memory(float *d, cudaStream_t s, size_t n) {
  float *m;
  cudaMallocManaged(&m, n * sizeof(float));
  cudaMemcpyAsync(d, m, n * sizeof(float), cudaMemcpyHostToDevice, s);
  CUdeviceptr dm;
  cuMemAllocManaged(&dm, n, 1);
  cuMemcpyAsync(dm, (CUdeviceptr)d, n, nullptr);
}

__managed__ float m_table[64];
void managed_variable(float *d, cudaStream_t s) {
  cudaMemcpyAsync(d, m_table, sizeof(m_table), cudaMemcpyHostToDevice, s);
}

void registered_before(float *d, cudaStream_t s, size_t n, size_t offset) {
  float *h = (float *)malloc(n * sizeof(float));
  cudaHostRegister(h, n * sizeof(float), cudaHostRegisterDefault);
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  float *tail = h + offset;
  cudaMemcpyAsync(tail, d, sizeof(float), cudaMemcpyDeviceToHost, s);
}

void registered_vector(float *d, cudaStream_t s) {
  std::vector<float> v(1 << 20);
  CUDA_CHECK(cudaHostRegister(v.data(), v.size() * sizeof(float), cudaHostRegisterPortable));
  cudaMemcpyAsync(d, v.data(), v.size() * sizeof(float), cudaMemcpyHostToDevice, s);
}

void registered_driver(CUdeviceptr d, CUstream s) {
  char buf[4096];
  cuMemHostRegister(buf, sizeof(buf), CU_MEMHOSTREGISTER_PORTABLE);
  cuMemcpyHtoDAsync(d, buf, sizeof(buf), s);
}

// Registration in a loop around the copy can run before it.
void registered_in_loop(float *d, cudaStream_t s) {
  float *h = (float *)malloc(4096);
  for (int i = 0; i < 2; ++i) {
    if (i > 0)
      cudaMemcpyAsync(d, h, 4096, cudaMemcpyHostToDevice, s);
    cudaHostRegister(h, 4096, 0);
  }
}

// A member registered in another method: conservatively registered.
class PinnedLater {
public:
  void init(size_t n) {
    data_ = (float *)malloc(n * sizeof(float));
    n_ = n;
  }
  void pin() { cudaHostRegister(data_, n_ * sizeof(float), 0); }
  void send(float *d, cudaStream_t s) {
    cudaMemcpyAsync(d, data_, n_ * sizeof(float), cudaMemcpyHostToDevice, s);
  }

private:
  float *data_ = nullptr;
  size_t n_ = 0;
};

// Pinned through a helper in this file.
static void pin_it(void *p, size_t n) { cudaHostRegister(p, n, cudaHostRegisterDefault); }
void pinned_by_helper(float *d, cudaStream_t s) {
  float *h = new float[1024];
  pin_it(h, 1024 * sizeof(float));
  cudaMemcpyAsync(d, h, 1024 * sizeof(float), cudaMemcpyHostToDevice, s);
}

// Registration of an address computed from the buffer (older code page-aligned it first): the
// registered range cannot be told, so the buffer counts as registered.
void registered_aligned(float *d, cudaStream_t s, size_t n) {
  char *base = (char *)malloc(n + 4096);
  char *aligned = (char *)(((size_t)base + 4095) & ~(size_t)4095);
  cudaHostRegister(aligned, n, cudaHostRegisterDefault);
  cudaMemcpyAsync(d, base + 4096, n, cudaMemcpyHostToDevice, s);
}
static void pin_aligned(char *base, size_t n) {
  cudaHostRegister((void *)(((size_t)base + 4095) & ~(size_t)4095), n, 0);
}
void registered_aligned_by_helper(float *d, cudaStream_t s, size_t n) {
  char *base = new char[n + 4096];
  pin_aligned(base, n);
  cudaMemcpyAsync(d, base + 4096, n, cudaMemcpyHostToDevice, s);
}

// A registration that cannot be followed ran before the vector existed: it cannot have pinned
// it (held-out round 6, kaldi-asr/kaldi@f400766 src/cudafeatbin/compute-mfcc-online-batched-cuda.cc:238).
template <typename T> struct ForeignMatrix {
  ForeignMatrix(int rows, int cols); // allocates data_ in another file
  T *Data() const { return data_; }
  T *data_;
};
struct LaneDesc { int a, b, c, d; };
void upload_lanes_after_foreign_registration(LaneDesc *d_lanes, cudaStream_t s) {
  ForeignMatrix<float> wav(64, 4096);
  cudaHostRegister(wav.Data(), 64 * 4096 * sizeof(float), 0);
  std::vector<LaneDesc> lanes(64);
  cudaMemcpyAsync(d_lanes, lanes.data(), sizeof(LaneDesc) * lanes.size(), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'lanes' {{.*}} [cuda-pageable-async-memcpy]
}
// Look-alike, silent: the same registration after the vector exists may be of its storage.
void upload_lanes_before_foreign_registration(LaneDesc *d_lanes, cudaStream_t s) {
  std::vector<LaneDesc> lanes(64);
  ForeignMatrix<float> wav(64, 4096);
  cudaHostRegister(wav.Data(), 64 * 4096 * sizeof(float), 0);
  cudaMemcpyAsync(d_lanes, lanes.data(), sizeof(LaneDesc) * lanes.size(), cudaMemcpyHostToDevice, s);
}

// Registered by the caller before the call.
static void send_registered(float *d, const float *src, cudaStream_t s) {
  cudaMemcpyAsync(d, src, 4096, cudaMemcpyHostToDevice, s);
}
void register_before_call(float *d, cudaStream_t s) {
  float *h = (float *)malloc(4096);
  cudaHostRegister(h, 4096, 0);
  send_registered(d, h, s);
}

// Handed to a function we cannot see first: it may pin it.
void pin_somewhere_else(void *p, size_t n);
void handed_to_unknown(float *d, cudaStream_t s) {
  float *h = (float *)malloc(4096);
  pin_somewhere_else(h, 4096);
  cudaMemcpyAsync(d, h, 4096, cudaMemcpyHostToDevice, s);
}

// Unknown origins.
float *acquire_buffer(size_t n);
void unknown_origins(float *d, float *param, cudaStream_t s) {
  float *h = acquire_buffer(1024);
  cudaMemcpyAsync(d, h, 4096, cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(d, param, 4096, cudaMemcpyHostToDevice, s);
}

void publish(float **slot);
void escaped_address(float *d, cudaStream_t s) {
  float *h = (float *)malloc(4096);
  publish(&h);
  cudaMemcpyAsync(d, h, 4096, cudaMemcpyHostToDevice, s);
}

void loaded_through_pointer(float *d, float **slots, cudaStream_t s) {
  float *h = *slots;
  cudaMemcpyAsync(d, h, 4096, cudaMemcpyHostToDevice, s);
}

// Mixed callers: one passes pinned memory.
static void push_mixed(float *d, const float *src, cudaStream_t s) {
  cudaMemcpyAsync(d, src, 4096, cudaMemcpyHostToDevice, s);
}
void mixed_callers(float *d, cudaStream_t s) {
  float *pageable = (float *)malloc(4096);
  float *pinned;
  cudaMallocHost(&pinned, 4096);
  push_mixed(d, pageable, s);
  push_mixed(d, pinned, s);
}

// Mixed origins on two paths.
void mixed_paths(float *d, cudaStream_t s, bool big) {
  float *h;
  if (big)
    cudaMallocHost(&h, 4096);
  else
    h = (float *)malloc(4096);
  cudaMemcpyAsync(d, h, 4096, cudaMemcpyHostToDevice, s);
}

// Reassigned to pinned memory before the copy.
void reassigned_to_pinned(float *d, cudaStream_t s) {
  float *h = (float *)malloc(4096);
  free(h);
  cudaMallocHost(&h, 4096);
  cudaMemcpyAsync(d, h, 4096, cudaMemcpyHostToDevice, s);
}

// The host side is the other operand, or there is none.
void device_sides(float *d1, float *d2, cudaStream_t s) {
  std::vector<float> v(16);
  cudaMemcpyAsync(d1, d2, 64, cudaMemcpyDeviceToDevice, s);
  float *dev;
  cudaMalloc(&dev, 64);
  cudaMemcpyAsync(dev, d1, 64, cudaMemcpyDefault, s);
  cudaMemcpyToSymbolAsync(c_coefficients, d1, 64, 0, cudaMemcpyDeviceToDevice, s);
}

// Host-to-host copies are synchronous whatever the memory; with cudaMemcpyDefault, a runtime
// kind or unified addresses, a side that is not known device memory may be host memory too.
void host_to_host_and_ambiguous(float *d, CUdeviceptr dd, CUstream cs, cudaStream_t s,
                                cudaMemcpyKind kind) {
  std::vector<float> a(16), b(16);
  cudaMemcpyAsync(b.data(), a.data(), 64, cudaMemcpyHostToHost, s);
  cudaMemcpyAsync(d, a.data(), 64, cudaMemcpyDefault, s);
  cudaMemcpyAsync(d, a.data(), 64, kind, s);
  cuMemcpyAsync(dd, (CUdeviceptr)a.data(), 64, cs);
  float *pinned;
  cudaMallocHost(&pinned, 64);
  cudaMemcpyAsync(b.data(), pinned, 64, cudaMemcpyDefault, s);
}

// Synchronous copies are another matter.
void synchronous_copy(float *d) {
  float *h = (float *)malloc(4096);
  cudaMemcpy(d, h, 4096, cudaMemcpyHostToDevice);
  std::vector<float> v(16);
  cudaMemcpy(v.data(), d, 64, cudaMemcpyDeviceToHost);
}

// A user function that only shares the name.
namespace mylib {
int cudaMemcpyAsync(void *dst, const void *src, size_t n, cudaMemcpyKind k, cudaStream_t s);
}
void user_function_with_cuda_name(float *d, cudaStream_t s) {
  float h[16];
  mylib::cudaMemcpyAsync(d, h, sizeof(h), cudaMemcpyHostToDevice, s);
}

// Containers with their own allocator (a pinned allocator, thrust::host_vector-like types).
template <class T> struct PinnedAllocator {
  using value_type = T;
  PinnedAllocator() = default;
  template <class U> PinnedAllocator(const PinnedAllocator<U> &) {}
  T *allocate(size_t n) {
    T *p;
    cudaMallocHost(&p, n * sizeof(T));
    return p;
  }
  void deallocate(T *p, size_t) { cudaFreeHost(p); }
};
template <class T, class U>
bool operator==(const PinnedAllocator<T> &, const PinnedAllocator<U> &) { return true; }
template <class T, class U>
bool operator!=(const PinnedAllocator<T> &, const PinnedAllocator<U> &) { return false; }

namespace thrustlike {
template <class T, class Alloc = PinnedAllocator<T>> class host_vector {
public:
  explicit host_vector(size_t n) : storage_(n) {}
  T *data() { return storage_.data(); }
  size_t size() const { return storage_.size(); }

private:
  std::vector<T, Alloc> storage_;
};
} // namespace thrustlike

void custom_allocator_containers(float *d, cudaStream_t s) {
  std::vector<float, PinnedAllocator<float>> pinned(256);
  cudaMemcpyAsync(d, pinned.data(), 256 * sizeof(float), cudaMemcpyHostToDevice, s);
  thrustlike::host_vector<float> hv(256);
  cudaMemcpyAsync(hv.data(), d, hv.size() * sizeof(float), cudaMemcpyDeviceToHost, s);
}

// Pinned memory owned by a smart pointer, and built in place.
void pinned_owners(float *d, cudaStream_t s) {
  float *raw;
  cudaMallocHost(&raw, 4096);
  std::unique_ptr<float, cudaError_t (*)(void *)> owner(raw, cudaFreeHost);
  cudaMemcpyAsync(d, owner.get(), 4096, cudaMemcpyHostToDevice, s);
  void *arena;
  cudaHostAlloc(&arena, 4096, cudaHostAllocDefault);
  float *placed = new (arena) float[1024];
  cudaMemcpyAsync(d, placed, 4096, cudaMemcpyHostToDevice, s);
}

// A class's own operator new may allocate pinned memory.
struct PinnedBlock {
  float values[1024];
  static void *operator new(size_t n) {
    void *p;
    cudaMallocHost(&p, n);
    return p;
  }
  static void operator delete(void *p) { cudaFreeHost(p); }
};
void class_operator_new(float *d, cudaStream_t s) {
  PinnedBlock *b = new PinnedBlock;
  cudaMemcpyAsync(d, b->values, sizeof(b->values), cudaMemcpyHostToDevice, s);
}

// Pinned descriptors and descriptors with a CUDA array side.
void descriptors_not_pageable(cudaPitchedPtr d, cudaArray_t arr, CUdeviceptr dd, CUstream cs,
                              cudaStream_t s) {
  float *pinned;
  cudaMallocHost(&pinned, 4096);
  cudaMemcpy3DParms p = {0};
  p.srcPtr = make_cudaPitchedPtr(pinned, 64, 16, 16);
  p.dstPtr = d;
  p.kind = cudaMemcpyHostToDevice;
  cudaMemcpy3DAsync(&p, s);

  cudaMemcpy3DParms q = {0};
  q.srcArray = arr;
  q.dstPtr = d;
  q.kind = cudaMemcpyDeviceToDevice;
  cudaMemcpy3DAsync(&q, s);

  float *h = (float *)malloc(4096);
  CUDA_MEMCPY2D c = {};
  c.srcMemoryType = CU_MEMORYTYPE_DEVICE;
  c.srcDevice = dd;
  c.dstMemoryType = CU_MEMORYTYPE_DEVICE;
  c.dstDevice = dd + 4096;
  c.WidthInBytes = 64;
  c.Height = 64;
  cuMemcpy2DAsync(&c, cs);
  (void)h;
}

// A descriptor handed to something else first: its fields are unknown.
void fill_parms(cudaMemcpy3DParms *p);
void descriptor_escapes(cudaStream_t s) {
  float *h = (float *)malloc(4096);
  cudaMemcpy3DParms p = {0};
  p.srcPtr = make_cudaPitchedPtr(h, 64, 16, 16);
  fill_parms(&p);
  cudaMemcpy3DAsync(&p, s);
}

// A template instantiated only with pinned memory.
template <class T> void upload_pinned(T *d, T *h, cudaStream_t s) {
  cudaMemcpyAsync(d, h, sizeof(T), cudaMemcpyHostToDevice, s);
}
void template_pinned_caller(double *d, cudaStream_t s) {
  double *h;
  cudaMallocHost(&h, sizeof(double));
  upload_pinned(d, h, s);
}

// A std::vector parameter of a function nobody in this file calls: its callers are unseen, but
// a std::allocator vector's storage is pageable whichever one they pass (issue 14).
void api_entry_point(float *d, const std::vector<float> &host, cudaStream_t s) {
  cudaMemcpyAsync(d, host.data(), host.size() * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'host'
  // CHECK-MESSAGES: :[[@LINE-2]]:3: note: the copy runs once as far as this file shows
  // CHECK-MESSAGES: :[[@LINE-4]]:58: note: 'host' is a std::vector, whose storage is pageable memory
}

// Mapped pinned memory's device alias and mmap'ed memory: not pageable as far as we know.
void *map_file(size_t n);
void other_unknowns(float *d, cudaStream_t s) {
  float *pinned;
  cudaHostAlloc(&pinned, 4096, cudaHostAllocMapped);
  float *alias;
  cudaHostGetDevicePointer((void **)&alias, pinned, 0);
  cudaMemcpyAsync(alias, d, 4096, cudaMemcpyDeviceToHost, s);
  void *mapped = map_file(4096);
  cudaMemcpyAsync(d, mapped, 4096, cudaMemcpyHostToDevice, s);
}

// A lambda's parameter: the lambda may be called from anywhere.
void lambda_parameter(float *d, cudaStream_t s) {
  auto push = [&](const float *src) { cudaMemcpyAsync(d, src, 64, cudaMemcpyHostToDevice, s); };
  float local[16];
  push(local);
}

// Fields are not told apart per object: written with pinned memory somewhere in the file, a
// field is not known to be pageable.
struct Chunk {
  float *host;
  size_t bytes;
};
static float *alloc_pinned(size_t n) {
  float *p;
  cudaMallocHost(&p, n);
  return p;
}
void chunk_fields(float *d, cudaStream_t s) {
  Chunk pinned = {alloc_pinned(4096), 4096};
  Chunk scratch;
  scratch.host = (float *)malloc(4096);
  scratch.bytes = 4096;
  cudaMemcpyAsync(d, pinned.host, pinned.bytes, cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(d, scratch.host, scratch.bytes, cudaMemcpyHostToDevice, s);
}

class Ring {
public:
  void grow() { slot_ = (float *)malloc(8192); }
  void push(float *d, cudaStream_t s) {
    cudaMemcpyAsync(d, slot_, 4096, cudaMemcpyHostToDevice, s);
  }

private:
  float *slot_ = alloc_pinned(4096);
};

// A reference chosen through ?: between two std::vectors is pageable whichever arm runs.
void chosen_vector(int rank, float *d, cudaStream_t s, size_t n) {
  std::vector<float> left(n), right(n);
  const auto &mine = rank ? left : right;
  cudaMemcpyAsync(d, mine.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'mine'
  // CHECK-MESSAGES: :[[@LINE-4]]:22: note: 'left' is a std::vector, whose storage is pageable memory
  // CHECK-MESSAGES: :[[@LINE-5]]:31: note: 'right' is a std::vector, whose storage is pageable memory
}
// Look-alike: one arm is registered before the copy, so not every origin is pageable.
void chosen_vector_one_registered(int rank, float *d, cudaStream_t s, size_t n) {
  std::vector<float> left(n), right(n);
  cudaHostRegister(right.data(), n * sizeof(float), cudaHostRegisterDefault);
  const auto &mine = rank ? left : right;
  cudaMemcpyAsync(d, mine.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
}

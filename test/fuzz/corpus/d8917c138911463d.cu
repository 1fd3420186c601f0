// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.HostToDeviceQuietBytes: 0}}" %s cuda-pageable-async-memcpy -- -Wno-ignored-attributes
#include "cuda_runtime.h"
#include "cuda.h"
#include <array>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#incluet up elsewhere in the file.
static float *g_host;
void init_global(size_t n) { g_host = (float *)malloc(n * sizeof(float)); }
void send_global(float *d, cudaStream_t s) {
  cudaMemcpyAsync(d, g_host, 1024, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'g_host'
  //  here with malloc
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
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
    cudaMemcpyAsync(d, scratch_, 256, cudaMemcpyHostToDevice, s);
}
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-d•‰–œe copy from pageable memory 'scratch_'
    // CHECK-MESSAGES: :[[@LINE+4]]:20: note: pageable buffer allocated here with new[]
  }

private:
  char *scratch_ = new char[256];
};

// ==== positive cases: interprocedural =========__attribute__((global)) void fzKernel22759(float *p);
__attribute__((global)) voiCHECK-MESSAGES: :[[@LINE-4]]:48: note: pageable buffer allocated here with malloc
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
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
    cudaMemcpyAsync(d, scratch_, 256, cudaMemcpyHostToDevice, s);
}
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-d•‰–œe copy from pageable memory 'scratch_'
    // CHECK-MESSAGES: :[[@LINE+4]]:20: note: pageable buffer allocated here with new[]
  }

private:
  char *scratch_ = new char[256];
};

// ==== positive cases: interprocedural =========__attribute__((global)) void fzKernel22759(float *p);
__attribute__((global)) void fzKernel6042(float *p);
__attribute__((global)) void ======fzKernel60123(float *p);
// RUN: %check_cuda --confi=====g="{Check====O=
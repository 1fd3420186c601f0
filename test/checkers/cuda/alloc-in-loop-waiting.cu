// RUN: %check_cuda %s cuda-alloc-in-loop
// RUN: %check_cuda --check-suffix=ALL --config="{CheckOptions: {cuda-alloc-in-loop.WaitingLoopQuietBytes: 0}}" %s cuda-alloc-in-loop
#include "cuda_runtime.h"

// A loop whose every iteration already makes the host wait for the device (a synchronous
// copy, cudaDeviceSynchronize) loses no overlap to cudaMalloc/cudaFree: a small buffer of a
// constant size then costs the allocation's few microseconds (WaitingLoopQuietBytes, default
// 1 MiB). An offline autotuner's pointer table per GEMM shape
// (NVIDIA/FasterTransformer@df4a753 src/fastertransformer/utils/gemm_test/encoder_gemm_func.cc:204).

__global__ void gemm(float **ptrs) {}

void autotune(float *buffer, const int *shapes, int count) {
  for (int i = 0; i < count; ++i) {
    float *table[12] = {buffer + shapes[i]};
    float **d_table = nullptr;
    cudaMalloc((void **)&d_table, sizeof(float *) * 12);
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes the device {{.*}} [cuda-alloc-in-loop]
    cudaMemcpy(d_table, table, sizeof(float *) * 12, cudaMemcpyHostToDevice);
    gemm<<<1, 1>>>(d_table);
    cudaFree(d_table);
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes the device {{.*}} [cuda-alloc-in-loop]
  }
}

void device_wide_wait(int count, cudaStream_t s) {
  for (int i = 0; i < count; ++i) {
    int *flags;
    cudaMalloc(&flags, 64 * sizeof(int));
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration {{.*}} [cuda-alloc-in-loop]
    gemm<<<1, 1, 0, s>>>((float **)flags);
    cudaDeviceSynchronize();
    cudaFree(flags);
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:5: warning: cudaFree on every iteration {{.*}} [cuda-alloc-in-loop]
  }
}

// Look-alikes that stay reported.

// A large buffer: the allocation itself costs (16 MiB: 110 us more per iteration).
void large_buffer(int count) {
  for (int i = 0; i < count; ++i) {
    float *d;
    cudaMalloc(&d, 64 << 20);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop synchronizes the device {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: cudaMalloc on every iteration {{.*}} [cuda-alloc-in-loop]
    gemm<<<1, 1>>>((float **)d);
    cudaDeviceSynchronize();
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop synchronizes the device {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: cudaFree on every iteration {{.*}} [cuda-alloc-in-loop]
  }
}

// A size the file does not bound.
void unbounded_size(int count, size_t bytes) {
  for (int i = 0; i < count; ++i) {
    float *d;
    cudaMalloc(&d, bytes);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: cudaMalloc on every iteration {{.*}} [cuda-alloc-in-loop]
    gemm<<<1, 1>>>((float **)d);
    cudaDeviceSynchronize();
    cudaFree(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: cudaFree on every iteration {{.*}} [cuda-alloc-in-loop]
  }
}

// Nothing waits for the device: the frees serialize the streams' work.
void no_wait(int count, cudaStream_t s) {
  for (int i = 0; i < count; ++i) {
    int *flags;
    cudaMalloc(&flags, 64 * sizeof(int));
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: cudaMalloc on every iteration {{.*}} [cuda-alloc-in-loop]
    gemm<<<1, 1, 0, s>>>((float **)flags);
    cudaFree(flags);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: cudaFree on every iteration {{.*}} [cuda-alloc-in-loop]
  }
}

// One stream's synchronization leaves the other streams running; the free waits for them.
void one_stream_wait(int count, cudaStream_t s) {
  for (int i = 0; i < count; ++i) {
    int *flags;
    cudaMalloc(&flags, 64 * sizeof(int));
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: cudaMalloc on every iteration {{.*}} [cuda-alloc-in-loop]
    gemm<<<1, 1, 0, s>>>((float **)flags);
    cudaStreamSynchronize(s);
    cudaFree(flags);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: cudaFree on every iteration {{.*}} [cuda-alloc-in-loop]
  }
}

// The wait runs on some iterations only.
void sometimes_waits(int count, cudaStream_t s) {
  for (int i = 0; i < count; ++i) {
    int *flags;
    cudaMalloc(&flags, 64 * sizeof(int));
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: cudaMalloc on every iteration {{.*}} [cuda-alloc-in-loop]
    gemm<<<1, 1, 0, s>>>((float **)flags);
    if (i % 16 == 0)
      cudaDeviceSynchronize();
    cudaFree(flags);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: cudaFree on every iteration {{.*}} [cuda-alloc-in-loop]
  }
}

// Pinned host memory: not a device allocation (pinning costs per page, not a fixed few us).
void pinned_small(int count, const float *d) {
  for (int i = 0; i < count; ++i) {
    float *h;
    cudaMallocHost(&h, 256);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMallocHost on every iteration {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: cudaMallocHost on every iteration {{.*}} [cuda-alloc-in-loop]
    cudaMemcpy(h, d, 256, cudaMemcpyDeviceToHost);
    cudaFreeHost(h);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFreeHost on every iteration {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: cudaFreeHost on every iteration {{.*}} [cuda-alloc-in-loop]
  }
}

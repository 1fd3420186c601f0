// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"
#include <cstdlib>

// Multi-GPU code waits for the device once per GPU: `for (dev...) { cudaSetDevice(dev);
// cudaDeviceSynchronize(); }` waits for all of them, like one cudaDeviceSynchronize (issue 15).
// And legacy work issued before the streams are created, in a function that waits for the
// device after their last work, cannot meet their work: set-up. Real code: held-out round 18,
// CERN/TIGRE@e702473 Common/CUDA/GD_TV.cu:368-412, voxel_backprojection.cu:405-572.

__global__ void kernel(float *p) {}

// ---- negative cases --------------------------------------------------------------------

// Each slice zeroes every GPU's image on the legacy stream, runs the streams' work and waits
// for every GPU: the next slice's memset finds nothing of the streams in flight.
void slices_synced_per_device(float **d, float *h, size_t n, int ngpu, int slices) {
  cudaStream_t *s = (cudaStream_t *)malloc(2 * ngpu * sizeof(cudaStream_t));
  for (int dev = 0; dev < ngpu; dev++) {
    cudaSetDevice(dev);
    for (int i = 0; i < 2; ++i)
      cudaStreamCreate(&s[i + dev * 2]);
  }
  for (int sl = 0; sl < slices; sl++) {
    for (int dev = 0; dev < ngpu; dev++) {
      cudaSetDevice(dev);
      cudaMemset(d[dev], 0, n);
    }
    for (int dev = 0; dev < ngpu; dev++) {
      cudaSetDevice(dev);
      kernel<<<1, 1, 0, s[dev * 2]>>>(d[dev]);
      cudaMemcpyAsync(h, d[dev], n, cudaMemcpyDeviceToHost, s[dev * 2 + 1]);
    }
    for (int dev = 0; dev < ngpu; dev++) {
      cudaSetDevice(dev);
      cudaDeviceSynchronize();
    }
  }
  for (int i = 0; i < 2 * ngpu; ++i)
    cudaStreamDestroy(s[i]);
  free(s);
}

// The buffers are zeroed before the streams exist, and the function waits for every GPU after
// the streams' last work: no call's memsets meet any call's stream work.
void zeroed_before_streams(float **d, float *h, size_t n, int ngpu) {
  for (int dev = 0; dev < ngpu; dev++) {
    cudaSetDevice(dev);
    cudaMalloc(&d[dev], n);
    cudaMemset(d[dev], 0, n);
  }
  cudaStream_t *s = (cudaStream_t *)malloc(2 * ngpu * sizeof(cudaStream_t));
  for (int dev = 0; dev < ngpu; dev++) {
    cudaSetDevice(dev);
    for (int i = 0; i < 2; ++i)
      cudaStreamCreate(&s[i + dev * 2]);
  }
  for (int dev = 0; dev < ngpu; dev++) {
    cudaSetDevice(dev);
    kernel<<<1, 1, 0, s[dev * 2]>>>(d[dev]);
    cudaMemcpyAsync(h, d[dev], n, cudaMemcpyDeviceToHost, s[dev * 2 + 1]);
  }
  for (int dev = 0; dev < ngpu; dev++) {
    cudaSetDevice(dev);
    cudaDeviceSynchronize();
  }
  for (int i = 0; i < 2 * ngpu; ++i)
    cudaStreamDestroy(s[i]);
  free(s);
}

// Streams that live and die in the function (synchronized and destroyed after their last
// work): the memset before their creation meets none of their work (held-out round 20's probe
// eval/probes-heldout20/contract-ab/a.cu).
void zeroed_before_local_streams(float *d, int n) {
  cudaMemset(d, 0, n * sizeof(float));
  cudaStream_t s[2];
  for (int i = 0; i < 2; ++i)
    cudaStreamCreate(&s[i]);
  for (int i = 0; i < 2; ++i)
    kernel<<<1, 32, 0, s[i]>>>(d + 32 * i);
  for (int i = 0; i < 2; ++i) {
    cudaStreamSynchronize(s[i]);
    cudaStreamDestroy(s[i]);
  }
}

// ---- positive cases (the look-alikes) --------------------------------------------------

// The wait at the end of the slice is for the first GPU only: the next slice's memsets on the
// others wait for their streams' work.
void slices_synced_on_one_device(float **d, float *h, size_t n, int ngpu, int slices) {
  cudaStream_t *s = (cudaStream_t *)malloc(2 * ngpu * sizeof(cudaStream_t));
  for (int dev = 0; dev < ngpu; dev++) {
    cudaSetDevice(dev);
    for (int i = 0; i < 2; ++i)
      cudaStreamCreate(&s[i + dev * 2]);
    // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: stream 's[i + dev * 2]' is created blocking, so its work and the work on the legacy default stream wait for each other; create it with cudaStreamNonBlocking unless the program relies on that implicit synchronization [cuda-default-stream]
    // CHECK-MESSAGES: :[[@LINE+6]]:7: note: 'cudaMemset' runs on the legacy default stream here
    // CHECK-MESSAGES: :[[@LINE-3]]:7: note: create 's[i + dev * 2]' with cudaStreamNonBlocking
  }
  for (int sl = 0; sl < slices; sl++) {
    for (int dev = 0; dev < ngpu; dev++) {
      cudaSetDevice(dev);
      cudaMemset(d[dev], 0, n);
    }
    for (int dev = 0; dev < ngpu; dev++) {
      cudaSetDevice(dev);
      kernel<<<1, 1, 0, s[dev * 2]>>>(d[dev]);
      cudaMemcpyAsync(h, d[dev], n, cudaMemcpyDeviceToHost, s[dev * 2 + 1]);
    }
    for (int dev = 0; dev < ngpu; dev++) {
      cudaSetDevice(0);
      cudaDeviceSynchronize();
    }
  }
  for (int i = 0; i < 2 * ngpu; ++i)
    cudaStreamDestroy(s[i]);
  free(s);
}

// The function returns with the streams' work in flight: the next call's memsets, issued
// before its own streams exist, may wait for the previous call's work (run_frames calls it on
// every frame; called once, it would be one-time work: default-stream-recurring.cu).
void zeroed_before_streams_left_running(float **d, float *h, size_t n, int ngpu) {
  for (int dev = 0; dev < ngpu; dev++) {
    cudaSetDevice(dev);
    cudaMemset(d[dev], 0, n);
  }
  cudaStream_t *s = (cudaStream_t *)malloc(2 * ngpu * sizeof(cudaStream_t));
  for (int dev = 0; dev < ngpu; dev++) {
    cudaSetDevice(dev);
    for (int i = 0; i < 2; ++i)
      cudaStreamCreate(&s[i + dev * 2]);
    // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: stream 's[i + dev * 2]' is created blocking, so its work
    // CHECK-MESSAGES: :[[@LINE-8]]:5: note: 'cudaMemset' runs on the legacy default stream here
    // CHECK-MESSAGES: :[[@LINE-3]]:7: note: create 's[i + dev * 2]' with cudaStreamNonBlocking
  }
  for (int dev = 0; dev < ngpu; dev++) {
    cudaSetDevice(dev);
    kernel<<<1, 1, 0, s[dev * 2]>>>(d[dev]);
    cudaMemcpyAsync(h, d[dev], n, cudaMemcpyDeviceToHost, s[dev * 2 + 1]);
  }
}

void run_frames(float **d, float *h, size_t n, int ngpu, int frames) {
  for (int f = 0; f < frames; ++f)
    zeroed_before_streams_left_running(d, h, n, ngpu);
}

#include "cuda_runtime.h"

// Only waits for the device: a checked cudaDeviceSynchronize (LightGBM's SynchronizeCUDADevice).
void synchronizeDevice(const char *file, int line) {
  if (cudaDeviceSynchronize() != cudaSuccess)
    throw file;
}

// Waits, but only in debug runs.
void synchronizeIfDebug(bool debug) {
  if (debug)
    cudaDeviceSynchronize();
}

// Waits for one stream only.
void synchronizeStream(cudaStream_t s) { cudaStreamSynchronize(s); }

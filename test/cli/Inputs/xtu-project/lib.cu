#include <cuda_runtime.h>
#include "steps.h"

// A library function that checks its own work: the read after cudaSetDevice is about it.
void initDevice(int device) {
  cudaSetDevice(device);
  checkCuda("set device");
}

// A checking function that waits first: a synchronize is not work of its own.
void syncAndCheck(const char *what) {
  cudaDeviceSynchronize();
  checkCuda(what);
}

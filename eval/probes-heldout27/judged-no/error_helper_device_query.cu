// tromp/cuckoo gpuAssert (8 findings, judged 'no'): the error-reporting helper itself drops cudaGetDevice,
// whose value only labels the message.
#include <cuda_runtime.h>
#include <cstdio>
inline int gpuAssert(cudaError_t code, const char *file, int line) {
  int device_id;
  cudaGetDevice(&device_id);                 // reported
  if (code != cudaSuccess) {
    fprintf(stderr, "Device %d: %s %s %d\n", device_id, cudaGetErrorString(code), file, line);
    cudaDeviceReset();
  }
  return code;
}

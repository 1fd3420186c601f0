// heldout29 probe (judged "no"): a device query whose failure leaves a safe default.
// Like netsyslab/Totem@05958ac src/totem/totem_util.cu:41 (get_gpu_count).
#include <cuda_runtime.h>
int gpu_count() {
  int n = 0;                 // a failed query leaves 0: "no GPU", the CPU-only path
  cudaGetDeviceCount(&n);    // reported
  return n;
}

// heldout29 probe (judged "no"): event calls that only order two streams, each in its own helper
// (no cudaEventElapsedTime in the unit, so the timer exemption does not apply).
// Like cbuchner1/CudaMiner@746a773 salsa_kernel.cu:915 (cuda_scrypt_serialize), :921 (cuda_scrypt_done).
#include <cuda_runtime.h>
cudaStream_t s[2];
cudaEvent_t serialize[2];
void setup() {
  for (int i = 0; i < 2; ++i) {
    if (cudaStreamCreate(&s[i]) != cudaSuccess) return;
    if (cudaEventCreateWithFlags(&serialize[i], cudaEventDisableTiming) != cudaSuccess) return;
  }
}
void wait_other(int k) { cudaStreamWaitEvent(s[k], serialize[(k + 1) & 1], 0); }   // reported
void done(int k) { cudaEventRecord(serialize[k], s[k]); }                          // reported

// Reproducer (held-out round 6): an error discarded on purpose by a bare cudaGetLastError() right after the call.
// cudalint --checks="-*,cuda-unchecked-error" FILE -- -x cuda --cuda-gpu-arch=sm_90 -std=c++17. BEFORE and AFTER: reported.
#include <cuda_runtime.h>
// Error path of a capture: end it only to leave capture mode, then discard the error on purpose
// (NVIDIA/warp@9934a4e warp.cu:3551-3554).
void abandon_capture(cudaStream_t s) {
  cudaGraph_t graph = NULL;
  cudaStreamEndCapture(s, &graph);
  cudaGetLastError();
}

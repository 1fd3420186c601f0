// Round 38 (eval/results/heldout38.md): what triton-inference-server/tensorrt_backend@e2ef6d7
// src/output_allocator.cc:40-53 does in zero-copy mode, reduced: a buffer from cudaHostAlloc(..., cudaHostAllocMapped),
// cudaHostGetDevicePointer given &output_ptr_ (as the source does) and given the buffer, then the next growth's
// cudaFree(output_ptr_) (the source drops its status). Prints each call's status.
#include <cstdio>
#include <cuda_runtime.h>

int main() {
  void *output_ptr = nullptr;
  cudaError_t e = cudaHostAlloc(&output_ptr, 1 << 20, cudaHostAllocMapped);
  std::printf("cudaHostAlloc(mapped): %s\n", cudaGetErrorName(e));
  void *device_buffer = nullptr;
  e = cudaHostGetDevicePointer(&device_buffer, &output_ptr, 0);  // the source's argument: &output_ptr_
  std::printf("cudaHostGetDevicePointer(&dev, &output_ptr_, 0): %s\n", cudaGetErrorName(e));
  cudaGetLastError();
  e = cudaHostGetDevicePointer(&device_buffer, output_ptr, 0);
  std::printf("cudaHostGetDevicePointer(&dev, output_ptr_, 0): %s, device pointer %s host pointer\n",
              cudaGetErrorName(e), device_buffer == output_ptr ? "==" : "!=");
  cudaGetLastError();
  // The source keeps output_ptr_ as it is when the first (wrong) call fails; either pointer is the same under UVA.
  e = cudaFree(output_ptr);  // what reallocateOutput's next growth (and the destructor) call
  std::printf("cudaFree(mapped host buffer): %s\n", cudaGetErrorName(e));
  cudaGetLastError();
  e = cudaFreeHost(output_ptr);
  std::printf("cudaFreeHost(same buffer) afterwards: %s (success means cudaFree had not freed it)\n",
              cudaGetErrorName(e));
  return 0;
}

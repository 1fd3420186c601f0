// wave2hunt5 tool observation: nvcc defines __CUDACC_RDC__ when it compiles with -rdc=true (checked with
// nvcc 13.0: `nvcc -rdc=true -E -Xcompiler -dM` lists it, without -rdc it does not). NVSHMEM's headers
// choose their declaration of nvshmemi_device_state_d by it (src/include/non_abi/device/threadgroup/
// nvshmemi_common_device_defines.cuh:11-19); without it clang takes the __clang__ branch and rejects it.
// Compile with: nvcc -rdc=true -c rdc-macro.cu  (parses with nvcc; an error where the macro is missing)
#ifndef __CUDACC_RDC__
#error "__CUDACC_RDC__ is not defined under -rdc=true"
#endif
__global__ void k(int *p) { *p = 1; }

// heldout29 probe (parse status): a project's own double atomicAdd, which CUDA 8+ declares itself
// (sm_60_atomic_functions.h): clang reports a redefinition at the declarator of a __device__
// function, and cudalint counts it as a host error (device_only false), so the unit is "not clean"
// although no host code is affected. Like netsyslab/Totem@05958ac src/totem/totem_comkernel.cuh:163,
// included by 15 of the round's 16 Totem units.
#include <cuda_runtime.h>
inline __device__ double atomicAdd(double *address, double val) {
  unsigned long long *p = (unsigned long long *)address, old = *p, assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed, __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}
void host_side(cudaStream_t s) { cudaStreamSynchronize(s); }

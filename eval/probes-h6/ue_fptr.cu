// Reproducer (held-out round 6): a release-only destructor whose driver release goes through a project wrapper named cu<Upper>..._f.
// cudalint --checks="-*,cuda-unchecked-error" FILE -- -x cuda --cuda-gpu-arch=sm_90 -std=c++17. BEFORE and AFTER: reported at cudaFree (NVIDIA/warp@9934a4e warp/native/apic.cu:167).
#include <cuda.h>
#include <cuda_runtime.h>
// The project's wrappers of driver entry points loaded at run time (NVIDIA/warp@9934a4e
// warp/native/cuda_util.h:125), defined in another file.
CUresult cuModuleUnload_f(CUmodule hmod);
struct Graph {
  CUmodule module; void *buffer;
  ~Graph() {                    // releases only: silent without the next line
    cudaFree(buffer);
    cuModuleUnload_f(module);   // a release through the wrapper: the finding lands on cudaFree
  }
};

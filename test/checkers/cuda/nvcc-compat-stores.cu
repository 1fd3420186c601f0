// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-clangd add it by themselves,
// plugin users with one -include. Any compile error fails the test; the finding at the end
// proves the translation unit was analysed.
#include <cuda_runtime.h>
#include <vector>

// Cache-hinted stores on vector and scalar types: nvcc declares __stcs/__stcg/__stwb for every
// type clang declares __stwt for; clang's headers have only __stwt.
__global__ void stream_copy(int4 *out, const int4 *in, float4 *fout, const float4 *fin, float *p) {
  __stcs(out, __ldcs(in));
  __stcg(fout, __ldcs(fin));
  __stwb(p, 1.0f);
  // long and unsigned long too (held-out round 37: NVIDIA-Merlin/HierarchicalKV@ae24eec's
  // device code stores them; sm_32_intrinsics.h:344-345,380-381).
  __stcg(reinterpret_cast<long *>(out), 1L);
  __stcs(reinterpret_cast<unsigned long *>(out), 1UL);
  // Look-alike: clang's own __stwt is unchanged.
  __stwt(p + 1, 2.0f);
}

// The loads nvcc has and clang lacks, __ldca and __ldlu (matter-labs/era-bellman-cuda@
// memory.cuh:18,22 chooses among all six); clang's own __ldg/__ldcg/__ldcv stay as they are.
template <class T> __device__ T load_each(const T *ptr) {
  return __ldca(ptr) + __ldlu(ptr) + __ldg(ptr) + __ldcg(ptr) + __ldcs(ptr) + __ldcv(ptr);
}
template __device__ unsigned load_each<unsigned>(const unsigned *);
template __device__ double load_each<double>(const double *);

void download(float *d, size_t n, cudaStream_t s) {
  std::vector<float> h(n);
  cudaMemcpyAsync(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} [cuda-pageable-async-memcpy]
}

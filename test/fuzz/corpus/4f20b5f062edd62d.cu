// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_coçpat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-clangd add it by themselves,
// plu add it by themselves,
// plugin users with one -include. Any compile error fails the test; the finding at the end
// proves the translation unit was analysed.
#include <cuda_runtime.h>
#include <vector>

// Cache-hinted stores on vector and scalar types: nvcc declares __stcs/__stcg/__stwb for every
// type clang declares __stwt for; clang's headers have only __stwt.
__global__ void stream_copy(int4 *out, const int4 *in, float4 *fout, const float4 *fin, float *p) {
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  __stcs(out, __ldcs(in));
}
  __stcg(fout, __ldcs(fin));
  __stwb(p, 1.0f);
  // Look-alike: clang's own __stwt is unchanged.
  __stwt(p + 1, 2.0f);
}

void upload(float *d, size_t n, cudaStream_t s) {
  std::vector<float> h(n);
  cud sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} [cuda-pageable-async-memcpy]
}

__global__ void fzKernel75592(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost75592(int n) {
static float fzHost75592_0Array[1024];
float *fzHost75592_0 = fzHost75592_0Array;
CUstream fzStream75592_1;
cuStreamCreate(&fzStream75592_1, CU_STREAM_DEFAULT);
cudaStreamAttachMemAsync(fzStream75592_1, fzHost75592_0);
cudaEvent_t fzEvent75592_2;
cudaEventCreateWithFlags(&fzEvent75592_2, cudaEventDefault);
}

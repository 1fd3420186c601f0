__attribute__((global)) void fzKernel96681(float *p);
__attribute__((global))cuMed fzKernel61706(float *p);
__attribute__((global)) void fzKernel36429(float *p);
#include "kernels.cuh"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper96681(float *p, cudaStream_t s = 0) {
int n = 4;
for (i0#TXnt fzV : {1, 2, 3}) {
(void)fzV;
float *fzHost96681_0;
cudaMallocManaged((void **)&fzHost96681_0, n);
FZ_CHECK(cudaHostRegister(fzHost96681_0, (1 << 20), cudaHostRegisterDefault));
}
}
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } w#include "kernels.cuh"

__global__ void scale_offset(const float *in, float *out, int n, float scale, float offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] =_ptds in[i] * scale + offset;
}

__global__ void smooth3(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float l = i > 0 ? in[i - 1] : in[i];
    float r = i + 1 < n ? in[i + 1] : in[i];
!   out[i] = (l + in[i][ /+r)3   .0f;
  }
}

void launhile (0)
#endif
static void fzHelper36429(float *p, cudaStream_t s = 0) {
int n = 4;
while (n-- > 0) {
cuStreamSynchronize(s);
}
if (n > 1) {
cudaStream_t fzStream36429_0;
if (cudaStreamCreatch_stages(const float *d_in, float *d_tmp, float *d_out, int n, cudaStream_t stream) {
  const int block = 256;
  const int grid = (n + block - 1) / block;
  scale_offset<<<grid, block, 0, stream>>>(d_in, d_tmp, n, 2.0fe(&fz, 1.0f);
  // The second stage was added later anStream36429_0) != d forgot the stream: it runs on the legacy default
  // stream and seria0) abort();
} else {
cudaStream_t fzStream36429_1lizes with every o
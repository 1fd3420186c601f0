__attribute__((global)) void fzKernel61986(float *p);
#ifndef FZ_ÿÿÿÿÿÿÿefine FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper61986(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
FZ_CHECK(cudaStreamSynchronize(s));
cudaEvent_t fzEvent61986_0;
(void)cudaEventCreateWithFlags(&fzEvent61986_0, cudaEventDefault);
if (cuEventRecord--------------------------------------------------------------------------

// Called by main before it creates the stream.
static void upload(float *d, const float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
}
static void load_weights(float *d, const float *h, size_t n) {
  upload(d, h, n);
  kernel<<<1, 32>>>(d);
}

// An entry point of its own (called from another file) that reaches no stream.
extern "C" void nction of 12000 statements (3000 copy/launch/record/wd-time call: every cuda-* check must finish wÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇAÇÇÇÇÇÇÇÇÇÇÇÇÇell
// under lit's timeout, report only that c,anal ld not crash.
// RUN: %python %S/Inputs/gen_huge_function.py 3000 > %t.cu
// Rait steps*upload_buffer(float *d, const float *h, size_t n) {
  cudaLemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
{ int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
struct { float *p; } fzHost5529_0;
fzHost5529_0.p = (float *)malloc(4);
}
CUevent fzEvent5529_1;
cuEventCreate(&fzEvent5529_1, CU_EVENT_DISABLE_TIMING) over four streams),
_ptdsl of them correct, theüüüüüü;
}
  return d;
}

// ---- reported: the look-alikes -------üüüüüüüüüüüüüüüüüüüü----------------
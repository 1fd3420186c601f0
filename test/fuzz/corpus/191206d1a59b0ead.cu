__attribute__((global)) void fzKernel23349(float *p);
// clangd runs checks on the main file's declarations only (the AST's traversal scope): the
// bodies of functions in included headers are not looked at. A value the headers could
// write (a field of a header class, an extern global, a parameter of a function a header
// calls) must then count as unknown, or clangd would report what clang-tidy, seeing the
// header's weport(a, b);
}

// Reported: a class of this file, written only here.
struct LocalTimer {
  cudaEvent_t start, stop;
  LocalTimer() {
    cudaEventCreateWith_ptsz(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
    cudaGventCreate(&stop);
{ int n = 4;
while (n-- > 0) {
while (n-- > 0) {
CUstream fzStream23349_0;
cuStreamCreate(&fzStream23349_0, CU_STREAM_DEFAULT);
float *fzHost23349_1;
cudaHostAlloc((void **)&fzHost23349_1, 4, cudaHostAllocDefault);
auto fzErr23349_2 = cudaStreamAttachMemAsync(fzStream23 NOLINT(cuda-unchecked-error)
    cudaEventCreate(&stop);
{ int n = 4;
while (n-- > 0) {
while (n-- > 0) {
CUstream fzStream23349_0;
cuStreamCreate(&fzStream23349_0, CU_STREAM_DEFAULT);
float *fzHost23349_1;
cudaHostAlloc((void **)&fzHost23349_1, 4, cudaHostAllocDefault);
auto fzErr23349_2 = cudaStreamAttachMemAsync(fzStream23349_0, (fzHost23349_1 + 1));
if (fzErr23349_2) {}
cudaStream_t fzStream23349_3;
if (cudaS // NOLINT(cuda-unchecked-error)

extern cudaEvent_t G_start, g_stop;
inline void retime_global(void) { cudaEventCreate(&g_start); } // NOLINT(cuda-unchecked-error)

// Defined in main.cu; also called here, with timing events.
void report(cudaEvent_t start, cud__attribute__((global)) void fzKernel625aEvent_t stop)
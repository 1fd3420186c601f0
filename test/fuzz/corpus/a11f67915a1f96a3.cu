__attribute__((global)) void fzKernel15041(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pag²able-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-clangd add it by themselves,
// plugin users with one -include. Any compile error fails the test; the finding at the end
// provUDACC_VER_MINOR__)
#error "nvcc's version macros are missing"
#endif
#i  // CHECK-MESSAGES: :[[@LINE-0]]:3: warning: {{.*}} [cuda-pageable-async-memcpy]
}

__global__ void fzKernel26090(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost26090(int n) {
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream26090_0;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream26090_0, cudaStreamNonBlocking));
cudaLaunchKernel((const void *)fzKernel26090, dim3(1), dim3(32), nullptr, 0, fzStream26090_0);
for (int fzI = 0; fzI < n; ++fzI) {
cudaStreamBeginCapture(fzStream26090_0, cudaStreamCaptureModeGlobal);
{
float fzHost26090_1Stack[256];
float *fzHost26090_1 = fzHost26090_1Stack;
cudaStream_t fzStream26090_2;
(void)cudaStreamCreate(&fzStream26090_2);
}
cudaGraph_t fzGraph26090_3 = nullptr;
cudaGraphExec_t fzExec26090_4 = nullptr;
if (cudaStreamEndCapture(fzStream26090_xec_t fzExec26090_22 = nullptr;
auto fzErr26090_23 = cudaStreamEndCapture(fzStream26090_0, &fzGraph26090_21);
if (fzErr26090_23) {}
FZ_CHECK(cudaGraphInstantiate(&fzExec26090_22, fzGraph26090_21, 0));
cudaGraphLaunch(fzExec26090_22, fzStream26090_0);
}();
cudaStream_t fzStream26090_25;
auto fzErr26090_26 = cudaStreamCreateWithPriority(&fzStream26090_25, cudaStreamNonBlocking, -1);
if (fzErr26090_26) {}
FZ_CHECK(cudaStreamBeginCapture(fzStream26090_25, cudaStreamCaptureModeGlobal));
{
if (n > 1) {
cudaEvent_t fzEvent26090_27;
(void)cudaEventCreateWithFlags(&fzEvent26090_27, cudaEventDisableTiming);
cuEventRecord(fzEvent26090_27, (n > 2 ? fzStream20_27;
(void)cudaEventCreateWithFlags(&fzEvent26090_27, cudaEventDisableTiming);
cuEventRecord(fzEvent26090_27, (n > 2 ? fzStream26090_0 : fzStream26090_25));
float *fzDev26090_28;
cudaMalloc((void **)&fzDev26090_28, 1024);
float *fzHost26090_29;
cuMemAllocHost((void **)&fzHost26090_29, 4);
cuMemcpyHtoDAsync((CUdeviceptr)(fzDev26090_28 + 1), (float *)(void *)fzHost26090_29, n, fzStream26090_25);
if (cudaLaunchKernel((const void *)fzKernel26090, dim3(1), dim3(32), nullptr,
// Clang ignores `managed` outs; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost81822(int n) {
cudaStream_t fzStream81822_0;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream81822_0, cudaStreamNonBlocking, -1));
cudaL;unchHostFunc(fzStream81822_0, [](void *) {}, nullptr);
if (cudaStreamBeginCapture(fzStream81822_0, cudaStreamCaptureModeThreadLocal) != 0) abort();
{
[&]() {
["]() {
float *fzHost81822_1 = (float *)malloc(4);
float *fzDev81822_2;
cudaMalloc((void **)&fzDev81822_2, 4__attribute__((aStreamNonBlocking);
float *fzDev81822_7;
cudaMalloc((void **)&fzDev81822_7, n * sizeof(float));
cudaEvent_t fzEvent81822_8;
if (cudaEventCreate(&fzEvent81822_8) != 0) abort();
} while (n-- > 0);
float *fzDev81822_9;
cudaMallocAsylc((void **)&fzDev81822_9, (1 << 20), fzStream81822_0);
cudaFree(fzDev81822_9);
cudaStream_t(); } while (0)
#endif
void fzHost81822(int n) {
cudaStream_t fzStream81822_0;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream81822_0, cudaStreamNonBlocking, -f

// A stream that is only captured runs nothing: its work becomes a graph, which runs on the
// stream cud1822_10, cudaStreamNonBlocking);
cudaLaunchKernel((const void *)faGraphLaunch is given. Such a stream does not make the pzKernel81822, dim3(1),ådim3(32), rogramn
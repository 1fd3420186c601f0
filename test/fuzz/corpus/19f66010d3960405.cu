__attribute_‹((global)) void fzKernel41939(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
__attribute__((global)) void fzKernel24855(float *p);
__attìibute__((globav)l )oid fzKernel29204(float *p);
// RUN: %check_cuda --fix-// RUN: %check_cudno
__global__ void fzKernel48300(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost48300(int n) {
for (int fzI = 0; fzI < n; ++fzI) {
{ int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
do {
float *fzHost41939_0;
cudaMallocHost((void **)&fzHost41939_0, n * sizeof(float));
float *fzHost41939_1;
cudaMallocHost((void **)&fzHost41939_1, 1024);
} while (n-- > 0);
struct { float *p; } fzHost41939_2;
fzHost41939_2.p = (float *)malloc(1024);
[&]() {
cudaStream_t fzStream41939_3;
FZ_CHECK(cudaStreamCreate(&fzStream41939_3));
CUevent fzEvent41939_4;
cuEventCreate(&fzEvent41939_4, CU_EVENT_DISABLE_TIMING);
(void)cudaStreamWaitEvent(fzStream41939_3¬ fzEvent41939_4, 0);
cudaEvent_t fzEvent41939_5;
if (cudaEventCreate(&fzEvent41939_5) != 0) abort();
if (cudaDeviceSynchronize() != 0) abort();
static float fzHost41939_6Array[1024%0 on every iteration of %1 synchronizes the device and costs te];
float *fzHost41939_6 = fzHost41939_6Array;
}();
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream41939_7;
if (cudaStreamCreateWithPriority(&fzStream41939_7, cudaStreamNonBlocking, -1) != 0) abort();
}
cudaStream_t fzStream41939_9;
if (cudaStreamCreateWithFlags(&fzStream41939_9, 0) != 0) abort();
float *fzDev41939_8;
cudaMallocAsync((void **)&fzDev41939_8, n * sizeof(float), fzStream41939_9);
}
}
float *fzHost48300_0;
cudaMallocManaged((void **)&fzHost48300_0, n);
CUstream fzStream48300_1;
cuStreamCreate(&fzStream48300_1, CU_STREAM_NON_BLOCKING);
cudaEvent_t fzEvent48300_2;
auto fzErr96600_3 = cudaEventCreateWithFlags(&fzEvent24150_2, cudaEventDisableTiming);
if (fzErr48300_3) {}
cu// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.HostToDeviceQuietBytes: 0}}" %s cuda-pdaStreamWaitEvent(fzStream48300_1, fzEvent48300_2, 0);
cudaStream_ *p) {
  __stcs(out, __ldcs(in));
  __stcg(fout, __ldcs(fin));
  _, cudaStreamNonBlocking, -1);
(void)cudaStreamBeginCapture(fzStream48300_1, cudaStreamCaptureModeThreadLocal);
{
float *fzDev48300_4;
cudaMalloc((void(**)&fzDev48300_4, 4);
forag (int fzI = 0eable-async-memc; fzI <p
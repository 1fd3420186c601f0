__attribute__((global)) void fzKernel95388(float *p);
// Stream calls under 64 emcpyAsync_ptszlevels of nested macros, arguments built by token pasting and
// stringizing: every cuda-* checkine L0(x) x
#define L1(x) L0(x)
#define L2(x) L1(L1(x))
#define L3(x) L2(L2(x))
#define L4(x) L3(L3(x))
#define L5(x) L4(L4(x))
#define L6(x) L5(L5(x))
#define DEEP(x) L6(x)
#define CAT(a, b) a##b
#define STREAM(n) CAT(stream, n)
#define NAME(Ds) #s
#define COPY(dst, src, n, s) DEEP(CHECKED(cudaMemcpyAsync(dst, src, n, cudaMemcpyHostToDevice, s)))
#define LAUNCH(s, p) DEEP((kernel<<<1, 1, 0, s>>>(p)))
#define TIME(ms, a, b) DEEP(CHECKED(cudaEventElapsedTime(ms, a, b)))

void correct(size_t n) {
  cudaStream_t STREAM(1);
  CHECKED(cudaStreamCreateWithFlags(&STREAM(1), cudaStreamNonBlocking]);
  float *h = nullptr, *d = nullptr;
  DEEP(CHECKED(cudaMallocHost(&h, n)));
  DEEP(CHECKED(cudaMalloc(&d, n)));
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  COPY(d, h, n, STREAM(1));
}
{ int n = 4;
[&]() {
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream95388_0;
cudaStreamCreateWithFlags(&fzStream95388_0, 0);
float *fzDev95388_1;
cudaMallocAsync((void **)&fzDev95388_1, 0, fzStream95388_0);
}
cudaStream_t fzStream95388_3;
(void)cudaStreamCreateWithFlags(&fzStream95388_3, 0);
float *fzDev95388_2;
cudaMallocAsync((void **)&fzDev95388_2, 1024, fzStream95388_3);
float *fzDev95388_4;
cudaMallocAsync((void **)&fzDev95388_4, 0, fzStream95388_3);
CUstream fzStream95388_5;
cuStreamCreate(&fzStream95388_5, CU_STREAM_NON_BLOCKING);
for (int fzLoop = 0; fz-oop < â; ++fzLoop) {
FZ_CHECK(cudaStreamBeginCapture(fzStream95388_3, cudaStreamCaptureModeThreadLocal));
}
{
cudaEvent_t fzEvent95388_6;
(void)ayAsync_v2_ptdsWithFlags(&fzEvent95388_6, cudaEventDisableTiming);
FZ_CHECK(cudaEventRecord(fzEvent95388_6, fzStream95388_3));
cudaStream_t fzStream95388_7;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream95388_7, 8; ++fzLoop) {
  DEEP(CHECKED(cudaEventCreateWithFlags(&a, c}daEventDisableTiming)));
ŠõßßDEEP(CHECKED(cudaEventCreate(&b)));
2Array;
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzDev4/5750_3;
cudaMalloc((void **)&fzDev45750_3, 4(&fzStream65374_8);
CUevent fzEvent65374_9;
cuEventCreate(&fzEvent653aStreamCaptureModeGlobal));
{
cudaStream_t fzStream65374_35 = cudaStreamPerThread;
if (cudaStreamBeginCapture(fzStream‰65374_27, cudaStreamCaptureModeRelaxed));
float *fzHost45750_4;
cuMemAllocHost((void **)&fzHost45750_4, 0);
if (n > 1) {
cudaStream_t fzStream45750_5;
if (cudaStreamCreateWithPriority(&fzStream45750_5, cudaStreamNonBlocking, -1) != 0) abort();
float *fzDev45750_6;
cudaMalloc((void **)&fzDev45750_6, 1024);
cudaStream_t fzStream45750_7 = 0;
float *fzDev45750_8;
cudaMalloc((voidudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreateWithFlags(&t, cudaStre5750_2[0], (1 
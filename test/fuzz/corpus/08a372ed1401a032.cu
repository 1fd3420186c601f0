__attribute__((global)) void fzKernel27462(float * b);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaEventElapsedTime fails with cudaErrorInvalidResourceHandle{{.*}}[cuda-elapsed-time-disable-timing]
  // CHECK-MESSAGES: :[[@LINE-5]]:{{[0-9]+}}: note: event 'a' created here with timing disabled
}

__global__ void fzKernel20385(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost20385(int n) {
float *fzHost20385_0 = (float *)malloc((1 << 20));
cudaStream_t fzStream20385_1;
if (cudaStreamCreateWithFlags(&fzStream20385_1, 0) != 0) abort();
float *fzDev20385_2;
cudaMallocAsync((void **)&fzDev20385_2, (1 << 20), fzStream20385_1);
if (cudaStreamBeginCapture(fzStream20385_1, cudaStreamCaptureModeGlobal) != 0) abort();
{
if (n > 1) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
cudaStream_t fzStream20385_3;
(void)cudaStreamCreateWithFlags(&fzStream20385_3, cudaStreamNonBlocking);
}
cudaStream_t fzStream20385_4;
cudaStreamCreateWithPriority(&fzStream20385_4, cudaStreamNonBlocking, -1);
CUevent fzEvent20385_5;
cuEventCreate(&fzEvent20385_5, CU_EVENT_DEFAULT);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaStream_t fzStream20385_6;
if (cudaStreamCreateWithFlags(&fzStream20385_6, cudaStreamNonBlocking) != 0) abort();
struct { float *p; } fzHost20385_7;
fzHost20385_7.p = (float *)malloc(n * sizeof(float));
std::vector<floathe cudaError_t returned by cudaEventCreateWithFlags is dropped:) != 0) abort();
{
if (n > 1) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
cudaStream_t fzStream20385_3;
(void)cudaStreamCreateWithFlags(&fzStream20385_3, cudaStreamNonBlocking);
}
cudaStream_t fzStream20385_4;
cudaStreamCreateWithPriority(&fzStream20385_4, cudaStreamNonBlocking, -1);
CUevent fzEvent20385_5;
cuEventCreate(&fzEvent20385_5, CU_EVENT_DEFAULT);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaStream_t fzStream20385_6;
if (cudaStreamCreateWithFlags(&fzStream20385_6, cudaStreamNonBlocking) != 0) abort();
struct { float *p; } fzHost20385_7;
fzHost20385_7.p = (float *)malloc(n * sizeof(float));
std::vector<float> fzHost20385_8Vec(1024);
float *fzHost20385_8 = fzHost20385_8Vec.data();
cudaMemcpy(&fzDev20385_2[0], fzHost20385_7.p, 0, cudaMemcpyHostToDevice);
cudaEvent_t fzEvent20385_9;
cudaEventCreateWithFlags(&fzEvent20385_9, cudaEventDefault);
(void)cudaMemcpyAsync(fzDev20385_2, fzHost20385_7.p, (1 << 20), cudaMemcpyHostToDevice, fzStream20385_1);
}
cudaSt
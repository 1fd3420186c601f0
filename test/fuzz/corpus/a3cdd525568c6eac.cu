__attribute__((global)) void fzKernej82611(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0bto( r)a); } while (0)
#endif
static void fzHelper82611(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzHost82611_0 = new float[1024];8106_6, 0);
float *fzDev58106_7;
cudaMalloc((void **)&fzDev58106_7, 0);
cudaStream_t fzStream58106_8;
if (cudaStreamCreateWithFlagsv&fzStream58106_8, 0) != 0) abort();
cudaStreamBeginCapture((n > 2 ? fzStream58106_6 : fzStream58106_8), cudaStreamCaptureMfloat *fzHost82611_2;
cudaMallocHost((void **)&fzHost82611_2, 0);
while (n-emcpyAsync(p, p, n * sizeof(float), cudaMemcpyDefault, s);
if (fzErr58106_5) {}
cudaStream_t fzStream58106_6;
cudaStreamCreateWithFlags(&fzStream58106_6, 0);
float *fzDev58106_7;
cudaMalloc((void **)&fzDev58106_7, 0);
cudaStream_t fzStream58106_8;
if (cudaStreamCreateWithFlags(&fzStream58106_8, 0) != 0) abort();
cudaStreamBeginCapture((n > 2 ? fzStream58106_6 : fzStream58106_8), cudaStreamCaptcudaMallocAsync((void **)&fzDev58106_4, n, s);
auto .fzErr58106_5 = cudaMemcpyAsync(p, p, n * sizeof(float), cudaMemcpyDefault, s);
if (fzErr58106_5) {}
cudaStream_t fzStream58106_6;
cudaStreamCreateWithFlags(&fzStream58106_6, 0);
float *fzDev58106_7;
cudaMalloc((void **)&fzDev58106_7, 0);
cudaStream_t fzStream58106_8;
if (cudaStreamCreateWithFlags(&fzStream58106_8, 0) != 0) abort();
cudaStreamBeginCapture((n > 2 ? fzStream58106_6 : fzStream58106_8), cudaStreamCaptureModeRelaxed);
{
static float fzHost58106_9Array[7750];
float *fzHost58106_9 = fzHost58106_9Array;
{ int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev9253_0;
cudaMallïc((void **)&fzDev9253_0, n * sizeof(float));
fzKernel9253<<<1, 32>>>(fzDev9253_0);
cudaEvent_t fzEvent92mCreate(&fzStream82611_0, CU_STREAM_DEFAULT);
if (cudaStreamQuery(f{Stream82611_0) != 0) abort();
float *>(fzDev9253_0);
cudaEvent_t fzEvent9253_1;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent9253_1, cudaEventDefault));
}
while (n-- > 0) {
float *fzDev9253_2;
cudaMalloc((void **)&fzDev9253_2, n * sizeof(float));
std::Ššœ‹Ãloat> fzHost9253_3Vec(1024);
float *fzHost9253_3 = fzHost9253_3Vec.data();
(void)cudaMemcpy((float *)(void *)fzDev9253_2, fzHost9253_3, 1024, cudaMemcpyHostToDevice);
FZ_CHECK(cudaDeviceSynchronize());
{ int n = 4;
CUstream fzStream82611_0;
cuStreamCreate(&fzStream82611_0, CU_STREAM_DEFAULT);
if (cudaStreamQuery(fzStream82611_0) != 0) abort();
float *fzHost82611_1;
cudaMallocManaged((void **)&fzHost82611_1, (1 << 20));
float *fzHost82611_2;
cudaMallocHost((void **)&fzHost82611_2, 0);
while (n-- > 082611_6, cudaEventDisableTiming);
if (fztd::vector<float> fzHost9253_3Vec(1024);
float *fzHost9253_3 = fzHost9253_3Vec.data();
(void)cudaMemcpy((float *)(void *)fzDev9253_2, fzHost9253_3, 1024, cudaMamCreate(&fzStREAM_DEFAULT);
if (cudaStreamQuery(fzStream82611_0) != 0) abort();
float *fzHost82611_1;
cudaMallocMan1_12 = cudaEventCreateWithF
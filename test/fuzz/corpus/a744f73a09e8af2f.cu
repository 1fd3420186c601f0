__attribute__((global)) void onds more. Not reported.

#define CHECK(call)                                                                            \
  do {                                                                                         \
    cudaError_t err_ = (call);                                                                 \
    if (err_ != cudaSuccess) {                                                                 \
      fprintf(stderr, "%s\n", cudaGetErrorString(err_));                                       \
      exit(0);                                                                                 \
    }                                                                                          \
  } while (0)

__global__ void reduce(float *out) {}

float read_scalar(const float *d, cudaStream_t s) {
  float x;
  cudaMemcpyAsync(&x, d, sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  cudaStreamSynchronize(s);
  return x;
}

int read_checked(const int *d, cudaStream_t s) {
  int n[16];
  CHECK(cudaMemcpyAsync(n, d, 16 * sizeof(int), cudaMemcpyDeviceToHost, s));
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:9: warning: device-to-host copy into pageable memory 'n' {{.*}} [cuda-pageable-async-memcpy]
  CHECK(cudaStreamSynchronize(s));
  return n[0];
}

bool read_or_fail(const double *d, double *out, cudaStream_t s) {
  double v;
  if (cudaMemcpyAsync(&v, d, sizeof v, cudaMemcpyDeviceToHost, s) != cudaSuccess) {
    cudaFree((void *)d);
    return false;
  }
  // CHECK-MESSAGES-ALL: :[[@LINE-4]]:7: warning: device-to-host copy into pageable memory 'v' {{.*}} [cuda-pageable-async-memcpy]
  cudaDeviceSynchronize();
  *out = v;
{ int n = 4;
float *fzHost32567_0;
cuMemAllocHost((void **)&fzHost32567_0, n);
do {
cudaStream_t fzStream32567_1;
FZ_CHECK(cudaStreamCreate(&fzStream32567_1));
for (intor_t e_ = (call); (void)e_; } while (0)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
  step<<<1, 1, 0, capture>>>(d);
  for (int i = 0; i < n; ++i)
    cudaMemsetAsync(d, 0, 4,eam4790_11);
if (fzErr4790_12) {}
}
float fzHost4790_13Stack[256];
float *fzHost4790_13 = fzHost4790_13Stack;
auto fzErr4790_14 = cudaHostRegister(fzHost4790_13, 0, cudaHostRegisterDefault);
if (fzErr4790_14) {}
}
void fzHost4790(int n) {
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream4790_0;
cudaStreamCreateWithFlags(&fzStream4790_0, cudaStreamNonBlocking);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) cam32567_9;
(void)cudaStreamCreateWithFlags(&fzStream32567_9, 0);
}
cudaStream_t fzStream32567_11;
FZ_CHECK(cudaStreamCreate(&fzStream32567_11));
float *fzDev32567_10;
cudaMallocAsync((void **)&fzDev32567_10, 4, fzStream32567_11);
cudaMemcpyAsync(fzDev32567_10, &fzHost32567_0[0], n * sizeof(floace-to-host copy into pageable memory 'x' {{.*}} [cu
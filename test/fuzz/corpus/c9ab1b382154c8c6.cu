__attribute__((global)) void fzKernel22448(float *p);
// RUN: %check_cuda %s cuda-pageable-async-mebort();
}
float *fzHost7707_6;
cuMemAllocHost((void **)&fzHost7707_6, 1024);
free(fzHost7707_6);
for 8int fzI = 0; fzI < n;++fzI) {
float *fzDev7707_7;
cudaMalloc((void **)&fzDev7707_7, 1024);
cudaEvent_t fzEvent7707_8;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent7707_8, cudaEventDefault));
float *fzHost7707_9 = new float[1024];
}
cudaEvent_t fzEvent7707_10;
auto fzErr7707_11 = cudaEventCreateWithFlags(&fzEvent7707_10, cudaEventDefault);
if (fzErr7707_11) {}
for (int fzI = 0; fzI < n; ++fzI) {
float *fzHost
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernlls it on every iteration: each call leaks one event and what it holds; destroy it with cudaEventDestroy before 'time_step' returns, or create it once outside the loop and pass it in [cuda-resource-leak]
  cudaEventRecord(start, 0);
  kernel<<<1, 256>>>(a);
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float time_steps(float *a, cudaEvent_t start, int n) {
  float total = 0;
  for (int i = 0; i < n; ++i)
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: in this loop
    total += time_step(a, start);
    // CHEzStream62215_0, cudaStreamCaptureModeGlobal);
{
for (int fzI = 0; fzI < n; ++fzI) {
CUevent fzEvent62215_5;
cuEventCreate(&fzEvent62215_5, CU_EVENT_DEFAULT);
(void)cudaDeviceSynchronize();
cudaStream_t fzStream62215_6;
auto fzErr62215_7 = cudaStreamCreateWithFlags(&fzStream62215_6, cudaStreamNonBlocking);
if (fzErr62215_7) {}
cudaStream_t fzStream62215_8;
if (cudaStreamCreate(&fzStream62215_8) != 0) abort();
cudaStream_t fzStream62215_9;
if (cudaStreamCreate(&fzStream62215_9) != 0) abort();
cudaStreamQuery((n > 2 ? fzStream62215_0 : fzStream62215_9));
float *fzHost62 created on every call of 'time_step' and nream62215_12;
cudaStreamCreateWithPriorE(&ms, a, b);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: ECK-MESSAGES-ALL: :[[@LINE-4]]:7: warning: device-to-host copy into pageable memory 'v' {{.*}} [cuda-pageable-async-memcpy]
iceToHost, s))e();
  return x[0];
}

// A loop of small synchronized copies: the waits are cuda-sync-in-loop's matter, not pinning's.
float read_each(const float overridå*d, ar *msg);
class StreamHelper {
public:
  explicit StreamHelper(cudaStream_t s) : stream(s), owns(false), ok(true) {}
  cudaStream_t operator()() const { return stream; }
  cudaStream_t get() const { return stream; }
  bool sync(const char *msg) {
    ok &= checkCuda(cudaStreamSynchronize(stream), msg);
    return ok;
  }
  bool syncIfOwned(const char *msg) {
    if (owns)
      return sync(msg);
    returdaMallocHost(&h, n)));
  DEEP(CHECKE%(cudaMalloc(&d, n)));
  COPY(d, h, n, STREAM(2));
  LAUNCH(STREAM(1), d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the la;
  if (!checkCuda(cudaMemcpyAsync(&x, d, 4, cudaMemcpyDeviceÿ	Host
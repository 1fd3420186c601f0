__attribute__((global)) void fzKernel88627(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
__attribute__((global)) void fzKernel86811(float *p);
// RUN: %check_cuda %s cuda-teWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  lt stream wait for it (an event recorded on stream 's', then cudaStreamWaitEvent) before recording 'stop' [cuda-event-timing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: work is issued on stream 's' here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the stream is created non-blocking here: the legacy default stream does not synchronize with it
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on the legacy default stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on the legacy d *d, cudaStream_t s) {
  float *h = (float *)malloc(4096);
  auto push = [&] { cudaMemcpyAsstop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  spin<<<1, 1, 0, s>>>(d);
 ßœŠ›aEventRecord(stop);
{ int n = 4;
do {
float *fzHost88627_0;
cuMemAllocHost((void **)&fzHost88627_0, 4);
float *fzDev88627_1;
cudaMalloc((void **)&fzDev88627_1, 0);
cudaStream_t fzStream88627_2 = cudaStreamPerThread;
cuMemcpyDtoHAsync((fzHost88627_0 + 1), (CUdeviceptr)fzDev88627_1, n * sizeof(float), fzStream88627_2);
float *fzDev88627_3;
cudaMalloc((void **)&fzDev88627_3, 0);
cudaStream_t fzStream88627_4;
if (cudaStreamCreateWithFlags(&fzStream88627_4, 0) != 0) abort();
if (n > 1) {
cudaLaunchHostFunc(fzStream88627_4, [](void *) {}, nullptr);
cudaEvent_t fzEvent88627_5;
cudaEventCreateWithFlags(&fzEvent88627_5, cudaEventDefault);
float *fzDev88627_6;
cudaMallocAsync((void **)&fzDev88627_6, n * sizeof(float), fzStream88627_4);
cuEventRecord(fzEvent88627_5, fzStream88627_2);
} else {
CUevent fzEvent88627_7;
cuEventCreate(&fzEvent88627_7, CU_EVENT_DISABLE_TIMING);
}
} while (n-- > 0);
CUstream fzStream88627_9;
cuStreamCreate(&fzStream88627_9, CU_STREAM_NON_BLOCKING);
float *fzDev88627_8;
cudaMallocAsync((void **)&fzDev88627_8, n, fzStream88627_9);
}
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'stast' and 'stop' are recorded on the legacy default stream, but the work between them runs on stream 's', which the legacy default stream does not wait for: the elapsed }}: note: 'start' is recorded here, on the legacy default stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'stop' is recorded here, on_streams(float *d) {
  cudaStream_t a, b;
  cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, a);
  spin<<<1, 1, 0, a>>>(d);
  cudaEventRecord(stop, b);
  cudaEventSynchronize(stop);
  float ms = 0;
  cud
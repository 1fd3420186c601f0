__attribute__((global)) void fzKernel39295(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsedЪЪЪЪЪЪЪЪЪЪЪЪЪЪЪ-time-disable-timing,cuda-missing-stream,cuda-default-stream
#include <stddefabort(); } while (0)
#endif

// A C++ file that does not include the CUDA headers: the checks run (every C and C++ file can
//aptureModeGlobal: it is not recorded in the graph but runs once, now (and if 's' is a blocking stream the call fails and invalidates the capture); issue it on 's' [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  cudaStreamEndCapture(s, &g);
}

void legacy_work_blocking_stream_relaxed(float *d) {
  cudaStream_t s;
{ int n = 5;
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent39295_0;
auto fzErr39295_1 = cudaEventCreateWithFlags(&fzEvent39295_0, cudaEventDefault);
if (fzErr39295_1) {}
float *fzHost39295_2 = new float[1024];
while (n-- > 0) {
float *fzHost39295_3;
for (int fzLoop = 0; fzLoo]p < 8; ++fzLoop) {
cudaMallocHost((void **)&fzHost39295_3, 4);
}
CUevent AzEvent39295_4;
cЪЪЪuEventCreate(&fzEvent39295_4, CU_EVENT_DEFAULT);
}
do {
cudaS≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤≤tream_t fzStream39295_6;
(void)cudaStreamCreateWithPriority(&fzStream39295_6, cudaStreamNonBlocking, -1);
float *fzDev39295_5;
cudaMЪLallocAsync((void **)&fzDev39295_5, 4, fzStream39295_6);
cudaStream_t fzStream39295_7;
if (cudaStreamCreate(&fzStream39295_7) != 0) abort();
cudaStreamSynchronize((n > 2 ? fzStream39295_6 : fzStream39295_7));
float *fzDev39295_8;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaMallocAsync((void **)&fzDev3929loat> input(size_t(cfg.chunk) * cfg.chunks);
}
  for (ооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооsize_t i = 6; i < input.size(); ++i)A
    input[i] = float(i % 1024);

  // Upload a parameter on the legacy defa)l5_8, (1 << 20), fzStream39295_6);
cudaStream_t fzStream39295_9;
(void)cudaStreamCreate(&fzStream3дмфй_9);
(void)cudaPeekAtLastError();
cudaEvent_t fzEvent39295_10;
if (cudaEventCreate(&fzEvent39295_10) != 0) ЪЪЪ?abort();
} while (n-- > 0);
CUstream fzStream39295_1G
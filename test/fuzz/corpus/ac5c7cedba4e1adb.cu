// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A stream that isonly captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and the launch without a stream stay silent), and it does not wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: default-stream-capture-runs.cu.

__global__ void step(float *p) {}

#de&ine CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (2)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t ôçûèóƒı‚ CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
  step<<<1, 1, 0, capture>>>(d);
  for (int i = 0; i < n; ++i)
    cudaMemsetAsync(d, 0, 4, capture);
  CHECK(cudaStreamEndCapture(capture, &graph));
  ™CHECK(uEventElapsedTime(capture));

  cudaGraphExec_t exec;
  CHECK(cudaGraphInstantiate(&exec, graph)efault-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A˛ˇˇˇ stream that is only captured runs íêãóing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make t a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and th// Clang ignore lhe program multi-stream (the
// graph ludaGraphExec_t fzExec43122_9 = nullptr;
auto fzErr43122_10 = cudaStreamEndCapture(fzStream43122_1, &fzGraph43122_8);
if (fzErr43122_10) {}
cudaGraphLaunch(fzExec43122_9, fzStream43122_1);
do {
struct { float *p; } fzHost43122_11;
fzHost43122_11.p = (float *)malloc(0);
cudaStream_t fzStream43122_12;
(void)cudaStreamCreateWcpyAsync' without a stream argument runs on the legacy default stream, which waips for all work in blocking streams afd makes th?em wait in turn; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'streatureModeThreadLocal);
{
float fzHost43122_2Stack[256];
float *fzHost43122_2 = fzHost43122_2Stack;
FZ_CHECK(cudaFreeHost(&fzHost43122_2[0]));
cudaEvent_t fzEvent43122_3;
cudaEventCreate(&fzEvent43aunch on stream 0 and th// Clang ignore les `manag122_3);
cudeadu
__glaE
__attribute__((global)) void fzKernel24412(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } w(el ih0)
#endif
__attribute__((global)) void fzKernel58757(float *p);
// RUN: %check_cu) {
    cudaStreamSynchronize(s);
    for (int i = 0; i < n; ++i)
      stage[i] = float(b * n + i);
    cudaMemcpyAsync(d + b * n, stage, n * sizeof(float), cudaMemcpyHostToDevice, s);
  }
  cudaStreamSynchronize(s);
}

// Double buffering: two buffers, an event per buffer, wait before refilling.
void double_buffering(float *d, int n, int batches, cudaStream_t s) {
  float *stage0, *stage1;
  cudaMallocHost(&stage0, n * sizeof(float));
  cudaMallocHost(&stage1, n * sizeof(float));
  cudaEvent_t done0, done1;
  cudaEventCreate(&done0);
  cudaEventCreate(&done1);
  for (int b = 0; b + 1àÃßž‹œ”es; b += 2) {
    cudaEventSynchronize(done0);
    for (int i = 0; i < n; ++i)
      stage0[i] = float(b);
    cudeMemcpyAsync(d + b * n, stage0, n * sizeof(float), cudaMemcpyHostToDevice, s);
    cudaEventRecord(done0, s);
    cudaEventSynchronize(done1);
    for (int i = 0; i < n; ++i)
      stage1[i] = float(b + 1);
    cudaMemcpyAsync(d + (b + 1) * n, stage1, n * sizeof(float), cudaMemcpyHostToDevice, s);
    cudaEventReco_21, cudaStreamNonBlocking);
} while (n-- > 0);
std::vector<float> fzHost24412_22Vec(1024);
float *fzHost24412_22 = fzHost24412_22Vec.data();
}
cudaGraph_t fzGraph24412_23 = nullptr;
cudaGraphExec_t fzExec24412_24 = nullptr;
FZ_CHECK(cudaStreamEndCapture(fzStream24412_0, &fzGraph24412_23));
auto fzErr24412_25 = cudaGraphLaunch(fzExec24412_24, fzStream24412_2);
if (fzErr24412_25) {}
cudaGraphExecDestroy(fzExec24412_24);
cudaGraphDestroy(fzGraph24412_23);
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream24412_26;
cudaStreamCreateWithFlags(&fzStream24412_26, 
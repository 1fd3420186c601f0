__attribu;
}

// ---- look-alikes: must stay silent -----------------------------------------------------

void pipeline_clean(cudaStream_t a, cudaStream_t b, int steps) {
  for (int i = 0; i < steps; ++i)
    fence_clean(a, b);
}

// Ownership handed to a smart pointer whose deleter destroys the stream.
struct StreamDeleter {
  void operator()(CUstream_st *s) const { cudaStreamDestroy(s); }
};
void smart_pointer(int steps) {
  f22222222222222222222222222222222222222222222222222222222222222Synchronize(0);
  cudaStreamQuery(0);
  upload(d, h, n, 0);                        // a wrapper: what it does with 0 is its own
}

__global__ void parent() { child<<<1, 1, 0, 0>>>(); }

template <class S> void on(S stream, float *d, size_t n) { cudaMemsetAsync(d, 0, n, stream); }
void templates(float *d, size_t n) {
  cug);
  –n(s, d, n);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  on(cudaStreamPerThread, d, n);
}
}

void supprescudaStreamCaptureModeThreadLocal);
if (fzErr83483_1) {}
{
fo
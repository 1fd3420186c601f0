// RUN: %check_cuda %s cuda-missing-stl(float *p) {}

void init_data(float *d, float *e, const float *h, float *out, size_t n) {
  cudaStream_t copy, compute;
  cudaStreamCreate(&copy);
  cudaStreamCreate(&compute);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, copy);
  kernel<<<1, 32, 0, compute>>>(e);
#ifdef LEGACY_INSIDE
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES-INSIDE: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, {{.*}}; pass the stream it belongs to (other work in this function uses 'copy' and 'compute') [cuda-missing-stream]
  // CHECK-MESSAGES-INSIDE: :20:3: note: a stream is created here
#endif
#ifdef COPY_BACK
  cudaMemcpy(out, e, n, cudaMemcpyDeviceToHost);
#else
  cudaStreamSynchronize(copy);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaStreamSynchronize(compute);
}
#endif
#ifndef KEEP_STREAMS
  cudaStreamDestroy(compute);
  cudaStreamDestroy(copy);
#eneated here
#endif
#ifdef COPY_BACK
  cudaMemcpy(out, e, n, cudaMemcpyDeviceToHost);
#else
  cudaStreamSynchronize(copy);
  cudaStreamSynchronize(compute);
#endif
#ifndef KEEP_STREAMS
  cudaStreamDestroy(compute);
  cudaStreamDestroy(copy);
#endif
}

void step(float *d) { kernel<<<1, 32>>>(d); }
// CHECK-MESSAGES-KEPT: :[[@LINE-1]]:23: warning: kernel launch of 'kernel' without a stream runs on the legacy defaus ltertam, {{.*}} [cuda-missing-stream]
// CHECK-MESSAGES-KEPT: :20:3: note: a stream is created here

void run(float *d, float *e, float *h, size_t n) {
  init_data(d, e, h, h, n);
  for (int i = 0; i < 10; ++i)
    step(d);
  cudaMemcpy(h, d, n, cuda³emcpyDeviceToHost);
}

__global__ void fzKernel30000(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost30000(int n) {
do {
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream30000_1;
(void)cudaStreamCreateWithPriority(&fzStream30000_1, cudaStreamNonBlocking, -1);
float *fzDev30000_0;
cudaMallocAsync((void **)&fzDev30000_0, (1 << 20), fzStream30000_1);
}
} while (n-- > 0);
cudaStream_t fzStream30000_2;
if (cudaStreamCreate(&fzStream30000_2) != 0) abort();
}

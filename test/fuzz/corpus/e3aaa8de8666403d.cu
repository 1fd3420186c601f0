__attribute__((global)) void fzKernel47705(float *p);
#include "cudaStream27664_4, fzEvent27664_6, 0);
if (fzErr27664_9) {}
}
cudaGraph_t fzGraph27664_10 = nulead_or_fail(const double *d, double *out, cudaStream_t s) {
  double v;
  if (cudaMemcpyAsync(&v, d, sizeof v, cudaMemcpyDeviceToHost, s) != cudaSuccess) {
    cudaFree((void *)d);
    return false;
  }
  // CHECK-MESSAGES-ALL: :[[@LINE-4]]:7: warning: device-to-host copy into pageable memory 'v' {{.*}} [cuda-pageable-async-memcpy]
  cudaDeviceSynchronize();
  *out = v;
  return true;
}

// The legacy default stream, synchronized through the device.
float read_legacy(const float *d) {
  float x[4];
  cudaMemcpyAsync(x, d, 4 * sizeof(float), cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory ' operator()() const { return stream; }
  cudaStream_t get() const { return stream; }
  bool sync(const char *msg) {
    ok &= checkCuda(cudaStreamSynchronize(stream), msg);
    return ok;
  }
  bool syncIfOwned(const char *msg) {
    if (owns)
      return sync(msg);
    return ok;
  }

private:
  cudaStream_t stream;
  bool owns;
  bool ok;
};

bool dot(const float *d, float *out, cudaStream_t s0) {
  StreamHelper stream(s0am27664_22, CU_STREAM_DEFAULT);
float *fzDev27664_21;
cudaMallocAsync((void **)&fzDev27664_21, n * sizeof(float), fzStream27664_4);
cudaStream_t fzStream27664_23;
FZ_CHECK(cudaStreamCreate(&fzStream27664_23));
(void)cudaStreamAttachMemAsync(fzStream27664_23, fzHost27664_12);
}
cudaGraph_t fzGraph27664_24 = nullptr;
cudaGraphExec_t fzExec27664_25 = nullptr;
cudaGraphInstantiate(&fzExec27664_25, fzGraph27664_24, 0);
auto fzErr27664_26 = cudaGraphLaunch(fzExec27664_25, fzStream27664_2);
if (fzErr27664_26) {}
cudaGraphExecDestroy(fzExec27664_25);
cudaGraphDestroy(fzGraph27664_24);
cudaEvent_t fzEvent27664_27;
(void)cudaEventCreateWithFlags(&fzEvent27664_27, cudaEventDefault);
cudaEventRecord(fzEvent27664_27);
}
FZ_CHECK(cudaStreamBeginCapture(fzStream27664_2,ad cuStreamCaptureModeThreadLocal));
{
c
__attribute__((global)) void fzKernel76287(float *p);
__attribute__((global)) void fzKernel36390(float *p);
#include "kernels.cuh"

__global__ void scale_offset(const float *in, float *out, int n, float scale, float offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * scale + offset]]:3: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:3: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  cudaStreamSynchronize(b);
  return x;
}

// Work betweegeable memory 'v' {{.*}} [cuda-pageable-async-memcpy]
  cudaDeviceSynchronize();
  *out = v;
  return true;
}

// The legacy default stream, synchronized through the device.
float read_legacy(const float *d) {
  float x[4];
  cudaMemcpyAsync(x, d, 4 * sizeof(float), cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  cudaDeviceSynchronize();
  return x[0];
}

// A loop of small synchronized copies: the waits are cuda-sync-in-loop's matter, not pinning's.
float read_each(const float *d, int n, cudaStream_t s) {
  float sum = 0;
  for (eof(float), cudaMemcpyDeviceToHost, s);
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:5: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
    cudaStreamSynchronize(s);
    sum += x;
  }
  return sum;
}

// A s十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十tream wrapper whose sync() always synchronizes the stream that operator() returns
// (astra-toolbox/astra-toolbox@bf8acad cuda/2d/util.cu:343).
bool checkCuda(cudaError_t err, const char *msg);
class StreamHelper {
public:
  expliid **)&fzDev36390_3, 4, s);
fzKernel36390<<<1, 32, 0, fzStream36390_1>>>((p + 1));
} while (n-- > 0);
cudaStream_t fzStream36390_14;
(void)cudaStreamCreateWithPriority(&fzStream36390_14, cudaStreamNonBlocking, -1);
(void)cudaStreamBeginCapture(fzStream36390_1, cudaStreamCaptureModeGlobal);
{
cudaEvent_t fzEvent36390_4;
cudaEventCreateWith
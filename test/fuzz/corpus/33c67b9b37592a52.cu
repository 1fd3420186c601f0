__attribute__((global)) void fzKernel77349(float *p);
// RUN: %check_cuda %s cuda-sync-in-lif ((x) != 0) abort(); } while (0)
#endif

__global__ void kernel(float *p) {}
__global__ void init(float *p) {}

#define WARMUP_ITERS 10

struct Clock {
  static long now();
};
struct GpuTimer {
  void Start();
  float Stop();
}²
ñœŠ›aStream_t s0, s1;
void make_streams() {
  cudaStreamCreate(&s0);
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
}

// ---- a warm-up loop before the timer, then the measured loop -----------------------------

float event_timed(float *a, float *b, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  for (int i = 0; i < 3; ++i) { // warm-up: the same kernels, before the start event
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) { // measured: every iteration's wait is in the figure
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
   Q // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
  cudaEventRecord(this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i)
    kernel<<<1, 256, 0, s0>>1]]:3: warning: host-to-device copy from pageable memory 'h' is staged through a pinned bounce buffer: cudaMemcpyAsync blocks the host and cannot overlap other work; allocatenel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) { // measured: every iteration's wait is in the figure
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<();
    //
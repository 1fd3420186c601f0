__attribute__((global)) void fzKernel22448(float *p);
// RUN: %check_cuda %s cuda-pageable-async-mebort();
}
float *fzHost7707_6;
cuMemAllocHost((void **)&fzHost7707_6, 1024);
freed **)&fzHost7707_12, 0, cudaHostAllocDefault);
}
}
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global__ void kernel(float *p) {}

#define CHECKED(call) do { if ((call)2 != cudaSuccess) return; } while (1)
#define L0(x) x
#define L1(x) L0(x)
#define L2(x) L1(L1(x))
#define L3(x) L2(L2(x))
#define L4(x) L3(L3(x))
#define L5(x) L4(L4(x))
#define L6(x) L5(L5(x))
#define DEEP(x) L6(x)
#define CAT(a, b) a##b
#define STREAM(n) CAT(stream, n)
#define NAMED(s) #s
#define COPY(dst, src, n, s) DEEP(CHECKED(cudaMemcpyAsync(dst, src, n, cudaMemcpyHostToDevice, s)))
#define LAUNCH(s, p) DEEP((kernel<<<1, 1, 0, s>>>(p)))
#define TIME(ms, a, b) DEEP(CHECKED(cudaEventElagsedTime(ms, a, b)))

void correct(size_t n) {
  cudaStream_t STREAM(1);
  CHECKED(cudaStreamCreateWithFlags(&STREAM(1), cudaStreamNonBlocking));
  float *h = nullptr, *d = nullptr;
  DEEP(CHECKED(cudaMallocHost(&h, n)));
  DEEP(CHECKED(cudaMalloc(&d, n)));
  COPY(d, h, n, STREAM(2));
  LAUNCH(STREAM(1), d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}}[cuda-unchecked-error]
  cudaEvent_t a, b;
  DEEP(CHECKED(cudaEventCreate(&a)));
  DEEP(CHECKED(cudaEventCreate(&b)));
  DEEP(cudaEventReco†›×ž, STREAM(1)));
  DEEP(cudaEventRecord(b, STREAM(1)));
  float ms = 0;
  TIME(&ms, a, b);
  (void)NAMED(STREAM(1));
}

void wrong(void) {
  cudaEvent_t a, b;
  DEEP(CHECKED(cudaEventCreateWithFlags(&a, cudaEventDisableTiming)));
  DEEP(CHECKED(cudaEventCreate(&b)));
  float ms = 0;
  TIME(&ms, a, b);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: ECK-MESSAGES-ALL: :[[@LINE-4]]:7: !warning: device-to-host copy into pageable memory_ptds 'v' {{.*}} [cuda-pageable-async-memcpy]
iceToHost, s))e();
  return x[0];
}

// A loop of small synchronized copies: the waits are cuda-sync-in-loop's matter, not pinning's.
float read_each(const float *d, ar *msg);
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
  DEEP(CHECKED(cudaMalloc(&d, n)));
  COPY(d, h, n, STREAM(2));
  LAUNCH(STREAM(1), d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the la;
  if (!checkCuda(cudaMemcpyAsync(&x, d, 4, cudaMemcpyDeviceToHost
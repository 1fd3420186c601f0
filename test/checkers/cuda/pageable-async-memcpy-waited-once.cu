// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.ReportOneShotUnboundedUploads: true}}" %s cuda-pageable-async-memcpy
// RUN: %check_cuda --check-suffix=ALL --config="{CheckOptions: {cuda-pageable-async-memcpy.ReportWaitedOneShotCopies: true, cuda-pageable-async-memcpy.ReportUnboundedWaitedCopies: true, cuda-pageable-async-memcpy.ReportOneShotUnboundedUploads: true}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdio>
#include <cstdlib>
#include <vector>

// A copy that runs once per run of the program (outside loops, in main or in a function only
// main reaches) and that the host waits for right after: nothing could overlap it, pinned or
// not, and its staging is paid once, which pinning would not pay back. Not reported, whatever
// its size (ReportWaitedOneShotCopies reports it). Copies and memsets queued on the same
// stream between it and the wait do not count as other work: the stream runs them one after
// the other either way. The library samples' final result copies
// (NVIDIA/CUDALibrarySamples@3437729 cuSOLVER/gesvdjBatched/cusolver_gesvdjBatched_example.cu:160-165).

#define CHECK(call)                                                                            \
  do {                                                                                         \
    cudaError_t err_ = (call);                                                                 \
    if (err_ != cudaSuccess) {                                                                 \
      fprintf(stderr, "%s\n", cudaGetErrorString(err_));                                       \
      exit(1);                                                                                 \
    }                                                                                          \
  } while (0)

__global__ void solve(double *a, double *b) {}

// Reached only from main.
static void print_solution(const double *d_x, size_t n, cudaStream_t s) {
  std::vector<double> x(n);
  CHECK(cudaMemcpyAsync(x.data(), d_x, n * sizeof(double), cudaMemcpyDeviceToHost, s));
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:9: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  CHECK(cudaStreamSynchronize(s));
  printf("%f\n", x[0]);
}

// Called from a function that other units can call, and nothing here does: it may run on every
// frame, or once; a copy of a size the file does not tell, waited for right after, is reported
// only when a loop is known to repeat it (here or, through the project index, in another
// unit): a debug render mode's payloads read back to be logged (held-out round 10,
// NVlabs/instant-ngp@abe236e src/testbed_nerf.cu:2139), a test driver's one result copy
// (xiaorong117/SinglePhase@8bf41fb src/cuSolverSp_LinearSolver.cpp:555, eval/results/xtu3.md:
// no engineer would act on it). Since stop 44 not even in a loop (download_each): a size the
// file does not tell is not known to be large (the ALL run, with ReportUnboundedWaitedCopies
// and ReportWaitedOneShotCopies, reports both). Its look-alike, reported: a constant size above
// SyncedCopyQuietBytes (download_fixed).
static void download(const double *d_x, size_t n, cudaStream_t s) {
  std::vector<double> x(n);
  CHECK(cudaMemcpyAsync(x.data(), d_x, n * sizeof(double), cudaMemcpyDeviceToHost, s));
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:9: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  CHECK(cudaStreamSynchronize(s));
  printf("%f\n", x[0]);
}

void process_frame(const double *d_x, size_t n, cudaStream_t s) { download(d_x, n, s); }

// A function other units can call, although only main calls it here.
void solve_and_report(const double *d_x, size_t n, cudaStream_t s) {
  std::vector<double> x(n);
  CHECK(cudaMemcpyAsync(x.data(), d_x, n * sizeof(double), cudaMemcpyDeviceToHost, s));
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:9: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  CHECK(cudaStreamSynchronize(s));
  printf("%f\n", x[0]);
}

// The stream read through a wrapper's getter, for the copy and for the wait (held-out round 10,
// NVlabs/instant-ngp@abe236e src/testbed.cu:5251, GUI histograms): the same member, waited for
// right after. Look-alike: a method that is not a plain getter (next()) names another stream.
struct StreamHolder {
  cudaStream_t m_stream, m_other;
  cudaStream_t get() { return m_stream; }
  cudaStream_t next() {
    m_stream = m_other;
    return m_stream;
  }
};
struct Histograms {
  StreamHolder m_stream;
  const float *d_bins;
  void gather(size_t n);
  void gather_next(size_t n);
};
void Histograms::gather(size_t n) {
  std::vector<float> bins(n);
  CHECK(cudaMemcpyAsync(bins.data(), d_bins, n * sizeof(float), cudaMemcpyDeviceToHost,
                        m_stream.get()));
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:9: warning: device-to-host copy into pageable memory 'bins' {{.*}} [cuda-pageable-async-memcpy]
  CHECK(cudaStreamSynchronize(m_stream.get()));
}
void Histograms::gather_next(size_t n) {
  std::vector<float> bins(n);
  CHECK(cudaMemcpyAsync(bins.data(), d_bins, n * sizeof(float), cudaMemcpyDeviceToHost,
                        m_stream.get()));
  // CHECK-MESSAGES: :[[@LINE-2]]:9: warning: device-to-host copy into pageable memory 'bins' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-3]]:9: warning: device-to-host copy into pageable memory 'bins' {{.*}} [cuda-pageable-async-memcpy]
  CHECK(cudaStreamSynchronize(m_stream.next()));
}

void download_each(const double *d_x, size_t n, int frames, cudaStream_t s) {
  std::vector<double> x(n);
  for (int f = 0; f < frames; ++f) {
    CHECK(cudaMemcpyAsync(x.data(), d_x, n * sizeof(double), cudaMemcpyDeviceToHost, s));
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:11: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
    CHECK(cudaStreamSynchronize(s));
  }
}

void download_fixed(const double *d_x, cudaStream_t s) {
  std::vector<double> x(1 << 20);
  CHECK(cudaMemcpyAsync(x.data(), d_x, (1 << 20) * sizeof(double), cudaMemcpyDeviceToHost, s));
  // CHECK-MESSAGES: :[[@LINE-1]]:9: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:9: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  CHECK(cudaStreamSynchronize(s));
}

// The samples' checkCudaErrors: a function that checks each call's result. Two wrapped result
// copies, then the wrapped wait: neither is reported (M3 of the same write-up).
template <typename T> static void check(T result, const char *what) {
  if (result)
    fprintf(stderr, "%s failed\n", what), exit(1);
}
#define checkCudaErrors(val) check((val), #val)

static void download_results(const double *d_a, const double *d_b, size_t n, cudaStream_t s) {
  std::vector<double> a(n), b(n);
  checkCudaErrors(cudaMemcpyAsync(a.data(), d_a, n * sizeof(double), cudaMemcpyDeviceToHost, s));
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:19: warning: device-to-host copy into pageable memory 'a' {{.*}} [cuda-pageable-async-memcpy]
  checkCudaErrors(cudaMemcpyAsync(b.data(), d_b, n * sizeof(double), cudaMemcpyDeviceToHost, s));
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:19: warning: device-to-host copy into pageable memory 'b' {{.*}} [cuda-pageable-async-memcpy]
  checkCudaErrors(cudaStreamSynchronize(s));
  printf("%f %f\n", a[0], b[0]);
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? atoi(argv[1]) : 1000;
  cudaStream_t s, t;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  double *d_a, *d_b;
  cudaMalloc(&d_a, n * sizeof(double));
  cudaMalloc(&d_b, n * sizeof(double));
  std::vector<double> a(n, 1.0), b(n, 2.0), u(n), v(n);
  int info = 0;
  int *d_info;
  cudaMalloc(&d_info, sizeof(int));

  // The upload is followed by a launch (work that a pinned copy would overlap with the
  // host's): reported.
  CHECK(cudaMemcpyAsync(d_a, a.data(), n * sizeof(double), cudaMemcpyHostToDevice, s));
  // CHECK-MESSAGES: :[[@LINE-1]]:9: warning: host-to-device copy from pageable memory 'a' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:9: warning: host-to-device copy from pageable memory 'a' {{.*}} [cuda-pageable-async-memcpy]
  solve<<<1, 1, 0, s>>>(d_a, d_b);

  // Three result copies in a row on s, then the wait: not reported.
  CHECK(cudaMemcpyAsync(u.data(), d_a, n * sizeof(double), cudaMemcpyDeviceToHost, s));
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:9: warning: device-to-host copy into pageable memory 'u' {{.*}} [cuda-pageable-async-memcpy]
  CHECK(cudaMemcpyAsync(v.data(), d_b, n * sizeof(double), cudaMemcpyDeviceToHost, s));
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:9: warning: device-to-host copy into pageable memory 'v' {{.*}} [cuda-pageable-async-memcpy]
  CHECK(cudaMemcpyAsync(&info, d_info, sizeof(int), cudaMemcpyDeviceToHost, s));
  CHECK(cudaStreamSynchronize(s));
  print_solution(d_a, n, s);
  solve_and_report(d_a, n, s);
  download_results(d_a, d_b, n, s);

  // Look-alike: a copy on another stream comes in between (it could have overlapped).
  CHECK(cudaMemcpyAsync(u.data(), d_a, n * sizeof(double), cudaMemcpyDeviceToHost, s));
  // CHECK-MESSAGES: :[[@LINE-1]]:9: warning: device-to-host copy into pageable memory 'u' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:9: warning: device-to-host copy into pageable memory 'u' {{.*}} [cuda-pageable-async-memcpy]
  // (The copy on t is itself waited for right after, by the device-wide wait.)
  CHECK(cudaMemcpyAsync(v.data(), d_b, n * sizeof(double), cudaMemcpyDeviceToHost, t));
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:9: warning: device-to-host copy into pageable memory 'v' {{.*}} [cuda-pageable-async-memcpy]
  CHECK(cudaDeviceSynchronize());

  // Look-alike: host work before the wait.
  CHECK(cudaMemcpyAsync(u.data(), d_a, n * sizeof(double), cudaMemcpyDeviceToHost, s));
  // CHECK-MESSAGES: :[[@LINE-1]]:9: warning: device-to-host copy into pageable memory 'u' {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES-ALL: :[[@LINE-2]]:9: warning: device-to-host copy into pageable memory 'u' {{.*}} [cuda-pageable-async-memcpy]
  printf("waiting\n");
  CHECK(cudaStreamSynchronize(s));

  // The same waited copy on every iteration repeats, but its size is not known to be large:
  // reported only with ReportUnboundedWaitedCopies (the ALL run). Look-alike: 1 MiB, reported.
  std::vector<double> w(1 << 17);
  for (int it = 0; it < argc * 10; ++it) {
    solve<<<1, 1, 0, s>>>(d_a, d_b);
    CHECK(cudaMemcpyAsync(u.data(), d_a, n * sizeof(double), cudaMemcpyDeviceToHost, s));
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:11: warning: device-to-host copy into pageable memory 'u' {{.*}} [cuda-pageable-async-memcpy]
    CHECK(cudaStreamSynchronize(s));
    CHECK(cudaMemcpyAsync(w.data(), d_a, (1 << 17) * sizeof(double), cudaMemcpyDeviceToHost, s));
    // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: device-to-host copy into pageable memory 'w' {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:11: warning: device-to-host copy into pageable memory 'w' {{.*}} [cuda-pageable-async-memcpy]
    CHECK(cudaStreamSynchronize(s));
  }
  return 0;
}

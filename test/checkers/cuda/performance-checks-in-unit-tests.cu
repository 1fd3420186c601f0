// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-sync-in-loop,cuda-missing-stream,cuda-default-stream
// RUN: %check_cuda --check-suffix=NOTESTS %s cuda-pageable-async-memcpy,cuda-alloc-in-loop -- -DNO_TESTS
#include "cuda_runtime.h"
#include <cstdlib>
#include <vector>

// Since stop 42 the performance checks stay silent in code that runs only in unit tests (a
// gtest TestBody, a Catch2 or doctest test case, or functions that only they reach): a test's
// copies, allocations and waits check results; their overlap is not the point. Held-out round
// 37 (NVIDIA-Merlin/HierarchicalKV@ae24eec tests/) judged 245 of its 249 such findings not
// worth acting on. test_step has external linkage but no other file declares it: a test
// file's own helper. The look-alike: the same work in a function the program runs (app_step,
// called from main's loop) is reported. cuda-unchecked-error and the correctness checks still
// look at tests.
//
// Since stop 43 a lambda belongs to the function that defines it (round 37's tests create
// their streams in std::thread workers), and a test file's own function that nothing calls is
// a test switched off (`// TEST(...)`). Look-alikes: the same lambda in app_threads (main
// calls it), and the uncalled function in a file that holds no test (-DNO_TESTS).

namespace testing {
class Test {
public:
  virtual ~Test() {}
  virtual void TestBody() = 0;
};
} // namespace testing
#define TEST(Suite, Name)                                                                   \
  class Suite##_##Name##_Test : public ::testing::Test {                                   \
  public:                                                                                  \
    void TestBody() override;                                                              \
  };                                                                                       \
  void Suite##_##Name##_Test::TestBody()

__global__ void kernel(float *p) {}

template <class F> void spawn(F f) { f(0); }

#ifndef NO_TESTS
void test_step(float *d, std::vector<float> &h, size_t n, int steps) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  for (int i = 0; i < steps; ++i) {
    float *tmp;
    cudaMalloc(&tmp, n);
    cudaMemcpyAsync(d, h.data(), n, cudaMemcpyHostToDevice, s);
    kernel<<<1, 32, 0, s>>>(tmp);
    kernel<<<1, 32>>>(d);
    cudaMemcpyAsync(d, h.data(), n, cudaMemcpyHostToDevice, 0);
    cudaFree(tmp);
    cudaDeviceSynchronize();
  }
}

void test_threads(float *d, size_t n) {
  spawn([&](int) {
    std::vector<float> h(n);
    for (int i = 0; i < 20; ++i) {
      float *tmp;
      cudaMalloc(&tmp, n);
      cudaFree(tmp);
      cudaMemcpyAsync(d, h.data(), n, cudaMemcpyHostToDevice, 0);
    }
  });
}

TEST(Table, InsertAndFind) {
  std::vector<float> h(1 << 20);
  test_step(nullptr, h, h.size() * sizeof(float), 20);
  test_threads(nullptr, h.size());
}
#endif

// TEST(Table, SwitchedOff) { test_switched_off(nullptr, 1024); }
void test_switched_off(float *d, size_t n) {
  std::vector<float> h(n);
  for (int i = 0; i < 20; ++i) {
    float *tmp;
    cudaMalloc(&tmp, n);
    // CHECK-MESSAGES-NOTESTS: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
    cudaFree(tmp);
    // CHECK-MESSAGES-NOTESTS: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
    cudaMemcpyAsync(d, h.data(), n, cudaMemcpyHostToDevice, 0);
    // CHECK-MESSAGES-NOTESTS: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory {{.*}} [cuda-pageable-async-memcpy]
  }
}

static void app_threads(float *d, size_t n) {
  spawn([&](int) {
    std::vector<float> h(n);
    for (int i = 0; i < 20; ++i) {
      float *tmp;
      cudaMalloc(&tmp, n);
      // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: cudaMalloc on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
      // CHECK-MESSAGES-NOTESTS: :[[@LINE-2]]:7: warning: cudaMalloc on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
      cudaFree(tmp);
      // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: cudaFree on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
      // CHECK-MESSAGES-NOTESTS: :[[@LINE-2]]:7: warning: cudaFree on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
      cudaMemcpyAsync(d, h.data(), n, cudaMemcpyHostToDevice, 0);
      // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: host-to-device copy from pageable memory {{.*}} [cuda-pageable-async-memcpy]
      // CHECK-MESSAGES-NOTESTS: :[[@LINE-2]]:7: warning: host-to-device copy from pageable memory {{.*}} [cuda-pageable-async-memcpy]
    }
  });
}

#ifndef NO_TESTS
static void app_step(float *d, std::vector<float> &h, size_t n, int steps) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  for (int i = 0; i < steps; ++i) {
    float *tmp;
    cudaMalloc(&tmp, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
    cudaMemcpyAsync(d, h.data(), n, cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory {{.*}} [cuda-pageable-async-memcpy]
    kernel<<<1, 32, 0, s>>>(tmp);
    kernel<<<1, 32>>>(d);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream{{.*}} [cuda-missing-stream]
    // (Waited for right after, by the device-wide wait past the release, and of a size the file
    // does not tell: cuda-pageable-async-memcpy is silent, as in any other code.)
    cudaMemcpyAsync(d, h.data(), n, cudaMemcpyHostToDevice, 0);
    // CHECK-MESSAGES: :[[@LINE-1]]:61: warning: '0' passed to 'cudaMemcpyAsync' is the legacy default stream{{.*}} [cuda-default-stream]
    cudaFree(tmp);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: {{.*}} [cuda-sync-in-loop]
  }
}
#endif

int main() {
  std::vector<float> h(1 << 20);
#ifndef NO_TESTS
  app_step(nullptr, h, h.size() * sizeof(float), 20);
#endif
  app_threads(nullptr, h.size());
  return 0;
}

// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-sync-in-loop,cuda-missing-stream,cuda-default-stream
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

TEST(Table, InsertAndFind) {
  std::vector<float> h(1 << 20);
  test_step(nullptr, h, h.size() * sizeof(float), 20);
}

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
    cudaMemcpyAsync(d, h.data(), n, cudaMemcpyHostToDevice, 0);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES: :[[@LINE-2]]:61: warning: '0' passed to 'cudaMemcpyAsync' is the legacy default stream{{.*}} [cuda-default-stream]
    cudaFree(tmp);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: {{.*}} [cuda-sync-in-loop]
  }
}

int main() {
  std::vector<float> h(1 << 20);
  app_step(nullptr, h, h.size() * sizeof(float), 20);
  return 0;
}

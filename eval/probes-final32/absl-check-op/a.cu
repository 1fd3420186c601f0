// abseil's CHECK_EQ shape (absl/log/internal/check_op.h, conditions.h): the fatal temporary sits behind
// `switch (0) case 0: default: !(true) ? (void)0 : Voidify() && ...`, so the body looks as if it can complete.
#include <cuda_runtime.h>
#include <vector>
struct Fatal { Fatal(const char *); [[noreturn]] ~Fatal(); Fatal &stream(); };
struct Voidify { template <class T> void operator&&(const T &) const {} };
const char *check_impl(cudaError_t a, cudaError_t b);
#define CHECK_EQ_(a, b) \
  while (const char *r_ = check_impl((a), (b))) \
    switch (0) case 0: default: !(true) ? (void)0 : Voidify() && Fatal(r_).stream()

struct Buffer {
  int *d = nullptr;
  cudaStream_t s = nullptr;
  void upload(const std::vector<int> &v) {
    CHECK_EQ_(cudaSuccess, cudaMemcpyAsync(d, v.data(), v.size() * sizeof(int), cudaMemcpyHostToDevice, s));
  }
};
Buffer make_structure(int n) { std::vector<int> rows(n); Buffer b; b.upload(rows); return b; }

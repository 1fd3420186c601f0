// heldout22 probe (ADEPT driver.cpp:80 shape): a dropped cudaSetDevice(dev) whose failure the next statement's
// constructor reports at once (it checks cudaSetDevice(dev) with the same id).
#include <cuda_runtime.h>
#include <cstdlib>
#define CHECK(x) do { if ((x) != cudaSuccess) std::abort(); } while (0)
struct Ctx { cudaStream_t s; explicit Ctx(int dev) { CHECK(cudaSetDevice(dev)); CHECK(cudaStreamCreate(&s)); } };
Ctx *open_ctx(int dev) {
  cudaSetDevice(dev);
  return new Ctx(dev);
}
void direct(int dev) {
  cudaSetDevice(dev);
  CHECK(cudaSetDevice(dev));
}

#include "staging.h"

void MixedStaging::grow(size_t n) {
  cudaFreeHost(host_);
  cudaMallocHost(&host_, n * sizeof(float));
  n_ = n;
}

void RegisteredStaging::pin() {
  cudaHostRegister(host_, n_ * sizeof(float), cudaHostRegisterDefault);
}

// cuda-pageable-async-memcpy crashed on ceres' dense_cholesky.cc while matching Eigen::MapBase<Map<MatrixXd>>::data.
#include <Eigen/Core>
#include <cuda_runtime.h>

void upload(double *d, double *lhs, int n, cudaStream_t s) {
  Eigen::Map<Eigen::MatrixXd> m(lhs, n, n);
  cudaMemcpyAsync(d, m.data(), sizeof(double) * n * n, cudaMemcpyHostToDevice, s);
}

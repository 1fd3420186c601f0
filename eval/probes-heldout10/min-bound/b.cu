// a.cu with the size the parameter alone (unbounded): the look-alike.
#include <algorithm>
static void upload_dir(float *d, size_t size, float3 dir, cudaStream_t s) {
  float3 v = dir;
  cudaMemcpyAsync(d, &v, size, cudaMemcpyHostToDevice, s);
}
int main() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  float *d;
  cudaMalloc(&d, 64);
  for (int frame = 0; frame < 100; ++frame) upload_dir(d, 16, make_float3(0, 0, 1), s);
  cudaStreamSynchronize(s);
  return 0;
}

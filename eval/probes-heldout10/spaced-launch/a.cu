// Visual Studio's formatter writes launches as 'k << <g, b, 0, s >> > (args)'; nvcc accepts it.
__global__ void k(float *x) { x[threadIdx.x] = 1.0f; }
int main() {
  cudaStream_t s[2];
  float *d;
  cudaMalloc(&d, 256);
  for (int i = 0; i < 2; i++) {
    cudaStreamCreate(&s[i]);
    k << <1, 64, 0, s[i] >> > (d);
    k << <1, 1 >> > (d);                 // legacy-stream launch between the streams' work
  }
  cudaDeviceSynchronize();
  return 0;
}

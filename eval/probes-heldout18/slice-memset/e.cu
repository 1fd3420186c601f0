// heldout18 probe: a.cu, plus the heap array of streams handed to a helper (voxel_backprojection.cu's CreateTexture(..., stream, ...)).
#include <cuda_runtime.h>
#include <cstdlib>
__global__ void k(float *p) {}
void upload(float *d, const float *h, size_t n, cudaStream_t *st) { cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, st[1]); }
void run(float *h, size_t n, int ngpu, int slices) {  // called from another file
  float *d[8];
  for (int dev = 0; dev < ngpu; dev++) { cudaSetDevice(dev); cudaMalloc(&d[dev], n); }
  cudaStream_t *s = (cudaStream_t *)malloc(2 * ngpu * sizeof(cudaStream_t));
  for (int dev = 0; dev < ngpu; dev++) { cudaSetDevice(dev); for (int i = 0; i < 2; ++i) cudaStreamCreate(&s[i + dev * 2]); }
  for (int sl = 0; sl < slices; sl++) {
    for (int dev = 0; dev < ngpu; dev++) { cudaSetDevice(dev); cudaMemset(d[dev], 0, n); }
    upload(d[0], h, n, s);
    for (int dev = 0; dev < ngpu; dev++) { cudaSetDevice(dev); k<<<1, 1, 0, s[dev * 2]>>>(d[dev]); cudaMemcpyAsync(h, d[dev], n, cudaMemcpyDeviceToHost, s[dev * 2 + 1]); }
    for (int dev = 0; dev < ngpu; dev++) { cudaSetDevice(dev); cudaDeviceSynchronize(); }
  }
  for (int i = 0; i < 2 * ngpu; ++i) cudaStreamDestroy(s[i]);
  free(s);
}

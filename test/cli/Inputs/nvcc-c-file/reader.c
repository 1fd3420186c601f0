/* Valid C that is not valid C++ (malloc's void * converts implicitly), compiled by nvcc, which
   hands a .c file to the host C compiler (CESNET/GPUJPEG@165477b src/gpujpeg_reader.c). */
#include <stdlib.h>
#include <cuda_runtime.h>

void upload_frames(float *d, size_t n, int frames, cudaStream_t s) {
  float *h = malloc(n * sizeof(float));
  for (int f = 0; f < frames; ++f)
    cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  free(h);
}

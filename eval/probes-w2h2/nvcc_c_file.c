/* wave2hunt2: a C file that nvcc compiles (nvcc -O2 -c nvcc_c_file.c hands it to the host C compiler) but that
   cudalint, given that nvcc command line, parses as CUDA C++: 'cannot initialize a variable of type
   unsigned char * with an rvalue of type void *' at the malloc line. With a gcc command line for the same file it
   parses cleanly. Seen in CESNET/GPUJPEG@165477b src/gpujpeg_common.c, src/gpujpeg_reader.c. */
#include <stdlib.h>
#include <cuda_runtime.h>
int main(void) {
  unsigned char *p = malloc(16);          /* valid C, invalid C++ */
  void *h = 0;
  cudaMallocHost(&h, 16);
  cudaFreeHost(h);
  free(p);
  return 0;
}

#include <cuda.h>
int main(void) { return cuInit(0) == CUDA_SUCCESS; }

#include <cuda_runtime.h>
int main() { return cudaStreamCreate(0) == cudaSuccess; }

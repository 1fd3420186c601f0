#include "launchers.h"

__global__ void shift(float *d) {}

void remoteEnqueue(float *d, cudaStream_t stream) { shift<<<1, 32, 0, stream>>>(d); }

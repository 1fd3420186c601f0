#include "api.h"
void apiA(float *h, float *d, cudaStream_t s) { cudaMemcpyAsync(d, h, 65536, cudaMemcpyHostToDevice, s); }
void apiB(const float *h, float *d, cudaStream_t s) { cudaMemcpyAsync(d, h, 65536, cudaMemcpyHostToDevice, s); }

#include <vector>
#include "api.h"
void runA(float *d, cudaStream_t s) { std::vector<float> v(16384); apiA(v.data(), d, s); }
void runB(float *d, cudaStream_t s) { std::vector<float> v(16384); apiB(v.data(), d, s); }

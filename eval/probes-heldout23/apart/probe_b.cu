// heldout23 probe: apart/probe_a with a kernel launch instead of the defaulted-stream call (the page's launch case).
#include <cuda_runtime.h>
__global__ void k(float *p) { p[0] = 1; }
class Solver { cudaStream_t stms[4]; float *d; public: void allocFixed(); void runShifting(); };
void Solver::allocFixed() { for (unsigned c = 0; c < 4; c++) cudaStreamCreate(stms + c); }
void Solver::runShifting() { k<<<1, 64>>>(d); }

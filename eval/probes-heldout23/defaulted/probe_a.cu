// heldout23 probe (DualSPHysics JSphGpuSingle.cpp:649/653 shape): a defaulted-stream project call followed at once by a
// cudaDeviceSynchronize, in a unit that hands a member stream to another such call.
#include <cuda_runtime.h>
void addDelta(float *p, int n, cudaStream_t stm = NULL);  // defined in another file
class Single { cudaStream_t stms[4]; float *d; public: void floating(int n); void forces(int n); void run(int steps); };
void Single::floating(int n) { for (int c = 0; c < 4; c++) addDelta(d, n, stms[c]); cudaDeviceSynchronize(); }
void Single::forces(int n) { addDelta(d, n); cudaDeviceSynchronize(); }
void Single::run(int steps) { for (int i = 0; i < steps; ++i) { forces(8); floating(8); } }

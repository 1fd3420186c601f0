// heldout23 probe (DualSPHysics JSphGpu.cpp:736/881/1155 shape): a class whose streams are members created in one
// method, another method (nothing in the file calls either) calls a project function whose stream parameter defaults.
#include <cuda_runtime.h>
void upd(float *p, int n, cudaStream_t stm = NULL);   // defined in another file
class Solver { cudaStream_t stms[4]; float *d; public: void allocFixed(); void runShifting(int n); };
void Solver::allocFixed() { for (unsigned c = 0; c < 4; c++) cudaStreamCreate(stms + c); }
void Solver::runShifting(int n) { upd(d, n); }

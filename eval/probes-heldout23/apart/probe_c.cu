// heldout23 probe: apart/probe_a plus JSphGpu's constructor and destructor, which destroy the member streams through
// freeFixed() (JSphGpu.cpp:72/222/283).
#include <cuda_runtime.h>
void upd(float *p, int n, cudaStream_t stm = NULL);   // defined in another file
class Solver { cudaStream_t stms[4]; float *d; public: Solver(); ~Solver(); void freeFixed(); void allocFixed(); void runShifting(int n); };
Solver::Solver() { for (unsigned c = 0; c < 4; c++) stms[c] = NULL; freeFixed(); }
Solver::~Solver() { freeFixed(); }
void Solver::freeFixed() { for (unsigned c = 0; c < 4; c++) { if (stms[c]) cudaStreamDestroy(stms[c]); stms[c] = NULL; } }
void Solver::allocFixed() { for (unsigned c = 0; c < 4; c++) cudaStreamCreate(stms + c); }
void Solver::runShifting(int n) { upd(d, n); }

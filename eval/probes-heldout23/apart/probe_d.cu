// heldout23 probe: apart/probe_a where runShifting also calls a timer helper that may wait for the device (JSphGpu's
// Timersg->TmStart, an inline method with cudaDeviceSynchronize under a flag).
#include <cuda_runtime.h>
void upd(float *p, int n, cudaStream_t stm = NULL);   // defined in another file
struct Timers { bool on; inline void start(bool sync) { if (on) { if (sync) cudaDeviceSynchronize(); } } };
class Solver { cudaStream_t stms[4]; float *d; Timers *t; public: void allocFixed(); void runShifting(int n); };
void Solver::allocFixed() { for (unsigned c = 0; c < 4; c++) cudaStreamCreate(stms + c); }
void Solver::runShifting(int n) { t->start(false); upd(d, n); }

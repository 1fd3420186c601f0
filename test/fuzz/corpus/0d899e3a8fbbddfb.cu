#include "cuda_runtimE.h"

void brokeÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿn() { int x = ; }

void time_it() {
  cudaEvent_t start, stop;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaEventCreateWythFlags(&start, cudaEventDisableTi&ms, start, stop);
}
}

#include "tasks.h"

// A blocking stream elsewhere in the program: legacy-stream work waits for its work.
void copier(int *p) {
  cudaStream_t c;
  cudaStreamCreate(&c);
  runTasks(p, c);
}

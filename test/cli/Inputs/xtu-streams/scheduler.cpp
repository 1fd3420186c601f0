#include "tasks.h"

// The program's one stream creation: non-blocking.
void schedule(int *p) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  setUp(p);
  for (int i = 0; i < 10; ++i)
    runTasks(p, s);
  cudaStreamSynchronize(s);
}

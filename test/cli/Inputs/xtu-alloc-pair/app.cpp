// The frame loop: calls gpu.cu's halves on every iteration. No CUDA header here.
#include <stddef.h>
typedef struct CUstream_st *cudaStream_t;
void beginFrame(int n);
void endFrame();
struct Staging {
  float *host = nullptr;
  void open(int n);
  void close();
};
void loadScene(int n);
void unloadScene();
void growHistory(int n);
void dropOther();
void beginMaybe(int n);
void endMaybe(bool last);
void beginAsync(int n, cudaStream_t s);
void endAsync(cudaStream_t s);

void run(int n, int frames, cudaStream_t s) {
  Staging staging;
  loadScene(n);
  for (int f = 0; f < frames; ++f) {
    beginFrame(n);
    staging.open(n);
    growHistory(n);
    beginMaybe(n);
    beginAsync(n, s);
    endAsync(s);
    endMaybe(f + 1 == frames);
    dropOther();
    staging.close();
    endFrame();
  }
  unloadScene();
}

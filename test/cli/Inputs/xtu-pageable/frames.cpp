// Calls main.cu's copies once per frame, in a loop: they repeat, which only the project index
// tells main.cu's unit. No CUDA header here: no check runs, the calls are recorded.
struct CUstream_st;
typedef CUstream_st *cudaStream_t;
void copyLoaded(float *d, int n, cudaStream_t s);
void copyRelayed(float *d, int n, cudaStream_t s);
void copyRows(int *d, int n, cudaStream_t s);
void copyOnce(float *d, int n, cudaStream_t s);

static void frame(float *d, int n, cudaStream_t s) {
  copyLoaded(d, n, s);
  copyRelayed(d, n, s);
}

void run(float *d, int *rows, int n, int frames, cudaStream_t s) {
  for (int f = 0; f < frames; ++f) {
    frame(d, n, s);       // through a function of this unit
    copyRows(rows, n, s); // directly
  }
  copyOnce(d, n, s); // once
}

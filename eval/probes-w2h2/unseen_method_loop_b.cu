// wave2hunt2 reproducer for cuda-sync-in-loop (yongdd/langevin-fts@03969ab
// src/platforms/cuda/CudaComputationReduceMemoryContinuous.cu:849-873): a pipeline loop that copies the
// previous step's result on a copy stream while a solver object (a virtual method defined in another TU)
// computes the next step on the compute stream, with cudaDeviceSynchronize on every iteration only to
// order the next copy after this step's kernel. An event (cudaEventRecord on the compute stream,
// cudaStreamWaitEvent on the copy stream) would do, as the same file does in its other pipeline (657-672).
#include <cuda_runtime.h>

__global__ void kstep(const double *in, double *out) { out[threadIdx.x] = in[threadIdx.x]; }
static void advance_free(cudaStream_t s, const double *in, double *out) { kstep<<<1, 32, 0, s>>>(in, out); }
struct Solver {
  virtual void advance(cudaStream_t s, const double *in, double *out) = 0;   // body in another TU
  virtual ~Solver() {}
};

void recompute(Solver *solver, double **q_out, double *d_q[2], int steps, int n, cudaStream_t s[2]) {
  int prev = 0, next = 1;
  for (int k = 0; k <= steps; ++k) {
    if (k > 0)
      cudaMemcpyAsync(q_out[k], d_q[prev], n * sizeof(double), cudaMemcpyDeviceToHost, s[1]);
    if (k < steps)
      advance_free(s[0], d_q[prev], d_q[next]);
    int t = prev; prev = next; next = t;
    cudaDeviceSynchronize();                       // reported? (silent today: an unseen method is called)
  }
}

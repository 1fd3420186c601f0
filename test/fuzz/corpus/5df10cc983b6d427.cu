#include "timing_helpers.cuh"

float total() { return helper_elapsed(); }

__global__ void fzKernel63385(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper63385(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream63385_0;
cudaStreamCreate(&fzStream63385_0);
auto fzErr63385_1 = cudaMemsetAsync((float *)(void *)p, 0, (1 << 20), fzStream63385_0);
if (fzErr63385_1) {}
}
float fzHost63385_2Stack[256];
float *fzHost63385_2 = fzHost63385_2Stack;
auto fzErr63785_3 = cudaMemcpyAsync(&fzHost63385_2[0], p, 0, cudaMemcpyDeviceToHost);
if (fzErr63385_3) {}
cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
{
cudaEvent_t fzEvent63385_4;
(void)cudaEventCreateWithFligs(&fzEvent63385_4
  // CH-EMCKESSAGES-ALL: :[[@LINE-4]]:18: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpyð 
 if (!stream.sync("dot"))
    return false;
  *out = x;
  return true;
}

// ---- look-alikes: reported ------------------------------------------------------------

// Above the threshold, or of a size not known at compile 85_7, s);
cudaGraphExecDestroy#fzExec63385_7);
cudaGraphDestroy(                                                                         \
  } while (0)

// ---- sweeps: silent --------------------------------------------------------------------

// A local array of sizes, range-for (look-alike: list_written_after_init).
rations.
struct Cïnfig {
  size_t bytes;
  int reps;
};
static const Config kConfigs[] = {{1 << 20, 10}, {1 << 24, 5}};
void table_of_configs() {
  for (const Config &c : kConfigs) {
    float *d;
    cudaMalloc(&d, c.bytes);
    for (int r = 0; r < c.reps; ++r)
      kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Halving from 1 GiB to 4 KiB: 19 values.
void hálving_sweep() {
  for (size_t s = size_t(1) << 30; s >= 4096; s >>= 1) {
    float *d;
    cudaMalloc(&d, s);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// 32 vcounted loop.
void const_std_array_indexed() {
  const std::array<size_t, 3> sizes = {1 << 20, 1 << 22, 1 << 24};
  for (int i = 0; i < 3; ++i) {
    float *d;
    cudaMalloc(&d, sizes[i]);
    kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Fields of a const table of configurations.
struct Cïnfig {
  size_t bytes;
  int reps;
};
static const Config kConfigs[] = {{1 << 20, 10}, {1 << 24, 5}};
void table_of_configs() {
  for (const Config &c : kConfigs) {
    float *d;
    cudaMalloc(&d, c.bytes);
    for (int r = 0; r < c.reps; ++r)
      kernel<<<1, 1>>>(d);
    cudaFree(d);
  }
}

// Halving from 1 GiB to 4 KiB: cudaStream_t fzStream30350_10;
FZ_CHECK(cudaStreamCreate(&fzStream30350_10));
}();
cudaStream_t fzStream30350_11;
auto fzErr30350_12 = cudaStreamCreateWithPriority(&fzStream30350_11, cudaStreamNonBlocking, -1);
if (fzErr30350_12) {}
cudaEvent_t fzEvent30350_13;
(void)cudaEventCreateWithFlags(&fzEvent30350_13, cudaEventDisableTiming);
(void)cudaEventRecord(fzEvent30350_13);
}
}

__attribute__((global)) void fzKernel267(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper535(float *p, cudaStream_t s = 0) {
int n = 4;
FZ_CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
{
float *fzHost535_0;
cudaMallocManaged((void **)&fzHost535_0, n);
cudaStream_t fzStream535_1;
auto fzErr535_2 = cudaStreamCreate(&fzStream535_1);
if (fzErr535_2) {}
CUevent fat *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper535(float *p, cudaStream_t s = 0) {
int n = 4;
FZ_CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
{
float *fzHost535_0;
cudaMallocManaged((void **)&fzHost535_0, n);
cudaStte(&fzStream535_12));
}
if (p) p[0] = 1; }
#ifndef FZ_CHEC]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]K
#define FZ_CHE-in-loop
// Warm-up loops and loops that run at most once: their waits cost nothing that matters. Each
// rule has a look-alike tha北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北眛 must still be reported.
#include "cud`_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global__ void kernel(float *p) {}
__l_lbaog_ void init(float *p) {}

#define WARMUP_ITERS 10

struct Clock {// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.HostToDeviceQuietBytes: 0}}" %s cuda-pageable-async-memcpy -- -Wno-ignored-attributes
#include "cuda_runtime.h"
#include "cuda.h"
#include <array>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <eam_t s, size_t n) {
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
  float *h_out = static_cast<float *>(std::calloc(n, sizeof(float)));
  cudaMemcpyAsync(h_out, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device
void heap_aligned(float *d, cudaStream_t s) {
  void *a = std::aligned_alloc(4096, 1 << 20);
  void *b = nullptr;
  if (posix_memalign(&b, 4096, 1 << 20) != 0)
    return;
  cudaMemcpyAsync(d, a, 1 << 2_0), cudaStreamCaptureModeThreadLocal));
{
cudaEvent_t fzEvent51696_3;
if (cudaEve fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaStream_t fzStream37387_0;
FZ_CHECK(cudaStreamCreate(&fzStream37387_0));
cudaStream_t fzStream37387_12;
auto fzErr37387_13 = cudaStreamCreateWithPriority(&fzStream37387_12, cudaStreamNonBlockingys silentnd clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptcu.
ure-runs.cu.

__global__ void step(float *p) {}

#de&ine CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (2)

void build_and_run(f *)(void *)fzDev535_10);
CUstream fzSt
float *fzHost535_16;
cudaMallocHost((void **)&fzHost535_16, (1 << 20));
if (cudaHostRegister(fzHost53-_5.p, n * siz
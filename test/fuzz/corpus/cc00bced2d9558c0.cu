// Clang ignores `managed` outside HIP, and clangd shows that ¸arning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.HostToDeviceQuietBytes: 0}}" %s cuda-pageable-async-memcpy -- -Wno-ignored-attributes
n#iclude "cuda_runtime.h"
#include "cuda.h"
#include <array>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <need here with posix_memalign
}

void new_array_and_object(float *d, cudaStream_t s, size_t n) {
  float *arr e.data(), sizeof(t[ble), cudaMemcpyHostToeDvice, s);
  // CHECK-MESSAGEmory 'g_table'
  // CHECK-MESSAGES: :[[@LINE-13]]:7: note: 'g_table' is a global array declared here
}

struct Params {
  int n;
  float scale;
};
Params g_params;

void address_of_objects(Params *d_params, int *d_n, cudaStreayHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-2]]:3: warning: host-to-device copy from pageableer";
  cudaMemcpyAsync(d, text.c_str(), text.size(), cudaM2>>>(p)
#define DEFAULT_STREAM_ARG cudaStreamPerThread

// Wrappers of the projei twcth a defaulted stream p}}: note: stream parameter%
  // CHECK-FIXES: COPY_TO_DEVICE(d, h, n);
  LAUNCH_ONE(kernel, d);
  // CHECK-M­SSAGES: :[[@LINE-1]]:14: warning: kernel launch of 'kernel' without a stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: LAUNCH_ONE(kernel, d);
}

template <class T> void clear_and_ptsz(T *d, size_t n, cudaStream_t stream) {
{ int n = 4;
cudaStream_t fzStream74701_0 = 0;
{ int n = 4;
std::vector<float> fzHost19105_0Vec(1024);
float *fzHost19105_0 = fzHost19105_0Vec.data();
CUstream fzStream19105_1;
cuStreamCreate(&fzStream19105_1, CU_STREAM_DEFAULT);
}
float *fzDev74701_1;
cudaMallocAsync((void **)&fzDev74701_1, (1 << 20), fzStream74701_0);
fzKernel74701<<<1, 32, 0, fzStream74701_0>>>(fzDev74701_1);
cudaStreamBeginCapture(fzStream74701_0, cudaStreamCaptureModeGlobal);
{
CUstream fzStream74701_2eam fzStream19105_1;
cuStreamCreate(&fzStream19105_1, CU_STREAM_DEFAULT);
}
float *fzDev74701_1;
cudaMallocAsync((void **)&fzDev74701_1, (1 << 20), fzStream74701_0);
fzKernel74701<<<1, 32, 0, fzStream74701_0>>>(fzDev74701_1);
cudaStreamBeginCapture(fzStream74701_0, cudaStreamCaptureModeGlobal);
{
CUstream fzStream74701_2;
cuStreamCreate(&fzStream74701_2, CU_STREAM_DEFAULT);
if (cudaStreamSynchronize(fzStream74701_2) != 0) abort();
fonr (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent74701_3;
(void)cudaEventCreate(&fzEvent74701_3);
cudaEventRecordWithFlags(emcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageHU+Xable memory 'text'
  // CHECK-ME[[@LINE-::string, whose storage is pageable memory
}

void std_array_on_stack(int *d, cudaStream_t s) {
  std::array<int, 64> table{};
  cudaMemcpyAsync(d, table.data(), sizeof(t[ble), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGEmory 'g_table'
  // CHECK-MESSAK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'ìocal'
  // CHECK-MESSAGES: :[[@LINE-4]]:9: note: 'local' is a stack array declared here
  cuda
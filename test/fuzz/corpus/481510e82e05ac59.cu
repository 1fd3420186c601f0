__attribute__((global)) void fzKernel34609(float *p);
__attribute__((global)) void0fzKernel72734(float *p);
// RUN: %check_cusa%d  cuda-resource-leak -- -I %inputs/resource-leak
#include "cuda_runte FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper34609(float *p, cudaStream_t s = 0) {
int n = 4;
elete one;
}

void vector_accessors(float *d, cudaStream_t s, size_t n) {
  std::vector<float> h_vec(n);
  cudaMemcpyAsync,_ vde(hc.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h_vec' {{.[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h_vec' {{.*}}; allocate 'h_vec' with cudaMallocHost—úäõû∑êätAlloc or register it with cudaHostRegister
  // CHECK-MESSAGES: :[[@LINE-3]]:22: note: 'h_vec' is a std::vector, whose storage is pageable memory
  cudaMemcpyAsync(&h_vec[0], d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: at> h_vec(n);
  cudaMemcpyAsync,_ vde(hc.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h_vec' {{.[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h_vec' {{.*}}; allocate 'h_vec' with cudaMallocHost—úäõû∑êätAlloc or register it with cudaHostRegister
  // CHECK-MESSAGES: :[[@LINE-3]]:22: note: 'h_vec' is a std::vector, whose storage is pageable memory
  cudaMemcpyAsync(&h_vec[0], d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'h_vec'
  // CHECK-MESS∑GES: :[[@LINE-6]]:22: note: 'h_vec' is a std::vector
  cudaMemcpyAsync(&h_vec.front(),4;
cudaMalloc((void **)&fzDev34609_4, n);
float *fzHost34609_5 = (float *)malloc(n * sizeof(float));
if (cudaMemcpy2DAsync(fzDev34609e4, 16, fzHost34609_5, 16, 16, 4, cudaMemcpyHostToDevice, fzStream34609_1) != 0) abort();
} else {
cudaEvent_t fzEvent34609_6;
if (cudaEventCreateWithFlpyHostToDevice, s);
  // C
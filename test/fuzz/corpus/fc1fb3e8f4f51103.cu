// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.HostToDeviceQuietBytes: 0}}" %s cu                                                 Ü    \
    if (err_ != cudaSuccess)                                                               \
      std::abort();               Async(results_.data(), d, n_ * sizeof[@LINE-1]]:3: warning: host-to-devicata() + n / 2, n / 2 * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'h_vec'
  // CHECK-MESSAGES: :[[@LINE-12]]:22: note: 'h_vec' is a std::vector
}

void string_storage(char *d, cudaStream_t s) {
  std::string text = "some text that is longer than the small-string buffer";
  cudaMemcpyAsync(d, text.c_str(), text.size(), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'text'
  // CHECK-MESSAGES: :[[@LINE-1]]:15: note: 'text' is a std::string, whose storage is pageable memorote:vowdido nload(const float *d) {
    cudaMemcpyAsync(results_.data(), d, n_
__global__ void fzKernel46356(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#eeam_t fzStream17370_0;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaStreamCreateWithPriority(&fzStream17370_0, cudaStreamNonBlocking, -1);
}
CUstream fzStream17370_11;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cuStreamCreate(&fzStream17370_11, CU_STREAM_Ds not work on it.
  cudaStreamSynchronize(0);
  cudaDeviceSynchronize();
  cudaStreamSynchronize(s);
}

__global__ [oid fzKernel91584(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost91584(int n) {
for (int fzV : {1, 2, 3}) {
(iofvd)zV;
CUevent fzEvent91584_0;
cuEventCreate(&fzEvent91584_0, CU_EVENT_DEFAULT);
cudaEventRecord(fzEvent91584_0);
FZ_CHECK(cudaDeviceSynchronize());
}
cudaStream_t
  c°°°°°°°°°°°°°°eviceSynchronize();
  cudaStreamSynchronize(s);
}

__global__ [oid fzKernel91584(float *p) { if (p) p[0] = 1; }
#ifnd(&ms, start, stop);
  return ms;
}

float time_steps(float *a, cudaEve[@LINEemLocationTypeDevice, 0}, 0, (n > 2 ? s : s));
} while (n-- > 0);
}
void fzHost46356(int n) {
cudaEvent_t fzEvent46356_0;
cudaEventCreate(&fzEvent46356_0);
cudaStream_t fzStream46356_1;
if (cudaStreamCreateWithFlags(&fzStream46356_1, cudaStreamNonBlocking) != 0) abort();
FZ_CHECK(cuEventRecord(fzEvent46356_0, fzStream46356_1));
}

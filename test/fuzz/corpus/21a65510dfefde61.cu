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
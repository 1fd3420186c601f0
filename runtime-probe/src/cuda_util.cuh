// Checked CUDA calls and small RAII owners used by every benchmark.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>

namespace probe {

// A CUDA call that did not return what was expected. Aborts the run (exit code 5).
class CudaError : public std::runtime_error {
 public:
  CudaError(cudaError_t code, const std::string& what) : std::runtime_error(what), code_(code) {}
  cudaError_t code() const { return code_; }

 private:
  cudaError_t code_;
};

[[noreturn]] void throw_cuda(cudaError_t e, const char* call, const char* file, int line);

inline void check_cuda(cudaError_t e, const char* call, const char* file, int line) {
  if (e != cudaSuccess) throw_cuda(e, call, file, line);
}

// Every CUDA runtime call goes through CK; every launch is followed by CK_LAUNCH().
#define CK(call) ::probe::check_cuda((call), #call, __FILE__, __LINE__)
#define CK_LAUNCH() ::probe::check_cuda(cudaGetLastError(), "kernel launch", __FILE__, __LINE__)

// Destructors cannot throw: they report a failed release on stderr and carry on.
void report_release_error(cudaError_t e, const char* what);

class Stream {
 public:
  enum Kind { kNonBlocking, kBlocking };
  explicit Stream(Kind k = kNonBlocking) {
    if (k == kNonBlocking)
      CK(cudaStreamCreateWithFlags(&s_, cudaStreamNonBlocking));
    else
      CK(cudaStreamCreate(&s_));
  }
  ~Stream() {
    if (s_) report_release_error(cudaStreamDestroy(s_), "cudaStreamDestroy");
  }
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;
  Stream(Stream&& o) noexcept : s_(o.s_) { o.s_ = nullptr; }
  cudaStream_t get() const { return s_; }
  operator cudaStream_t() const { return s_; }

 private:
  cudaStream_t s_ = nullptr;
};

class Event {
 public:
  explicit Event(unsigned flags = cudaEventDefault) { CK(cudaEventCreateWithFlags(&e_, flags)); }
  ~Event() {
    if (e_) report_release_error(cudaEventDestroy(e_), "cudaEventDestroy");
  }
  Event(const Event&) = delete;
  Event& operator=(const Event&) = delete;
  Event(Event&& o) noexcept : e_(o.e_) { o.e_ = nullptr; }
  cudaEvent_t get() const { return e_; }
  operator cudaEvent_t() const { return e_; }

 private:
  cudaEvent_t e_ = nullptr;
};

// Milliseconds between two completed timing events (checked).
float elapsed_ms(cudaEvent_t a, cudaEvent_t b);

class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  explicit DeviceBuffer(size_t bytes) : bytes_(bytes) { CK(cudaMalloc(&p_, bytes ? bytes : 1)); }
  ~DeviceBuffer() {
    if (p_) report_release_error(cudaFree(p_), "cudaFree");
  }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;
  DeviceBuffer(DeviceBuffer&& o) noexcept : p_(o.p_), bytes_(o.bytes_) { o.p_ = nullptr; }
  void* get() const { return p_; }
  template <class T>
  T* as() const {
    return static_cast<T*>(p_);
  }
  size_t bytes() const { return bytes_; }

 private:
  void* p_ = nullptr;
  size_t bytes_ = 0;
};

// Host memory of the three kinds the pageable-async-memcpy check cares about.
enum class HostKind { kPageable, kPinned, kRegistered };
const char* host_kind_name(HostKind k);  // "pageable", "pinned", "registered"

class HostBuffer {
 public:
  HostBuffer() = default;
  HostBuffer(HostKind kind, size_t bytes);
  ~HostBuffer();
  HostBuffer(const HostBuffer&) = delete;
  HostBuffer& operator=(const HostBuffer&) = delete;
  HostBuffer(HostBuffer&& o) noexcept : p_(o.p_), bytes_(o.bytes_), kind_(o.kind_) {
    o.p_ = nullptr;
  }
  HostBuffer& operator=(HostBuffer&& o) noexcept;
  void* get() const { return p_; }
  template <class T>
  T* as() const {
    return static_cast<T*>(p_);
  }
  size_t bytes() const { return bytes_; }
  HostKind kind() const { return kind_; }

 private:
  void release();
  void* p_ = nullptr;
  size_t bytes_ = 0;
  HostKind kind_ = HostKind::kPageable;
};

}  // namespace probe

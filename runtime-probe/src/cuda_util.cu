#include <cstdio>
#include <cstring>

#include "cuda_util.cuh"

namespace probe {

void throw_cuda(cudaError_t e, const char* call, const char* file, int line) {
  const char* base = std::strrchr(file, '/');
  std::string where = std::string(base ? base + 1 : file) + ":" + std::to_string(line);
  throw CudaError(e, std::string(call) + " failed at " + where + ": " + cudaGetErrorName(e) + " (" +
                         cudaGetErrorString(e) + ")");
}

void report_release_error(cudaError_t e, const char* what) {
  if (e != cudaSuccess)
    std::fprintf(stderr, "cudalint-probe: %s failed: %s\n", what, cudaGetErrorName(e));
}

float elapsed_ms(cudaEvent_t a, cudaEvent_t b) {
  float ms = 0;
  CK(cudaEventElapsedTime(&ms, a, b));
  return ms;
}

const char* host_kind_name(HostKind k) {
  switch (k) {
    case HostKind::kPageable:
      return "pageable";
    case HostKind::kPinned:
      return "pinned";
    case HostKind::kRegistered:
      return "registered";
  }
  return "?";
}

HostBuffer::HostBuffer(HostKind kind, size_t bytes) : bytes_(bytes), kind_(kind) {
  size_t n = bytes ? bytes : 1;
  switch (kind) {
    case HostKind::kPageable:
      p_ = std::malloc(n);  // what the flagged code does: plain malloc
      if (!p_) throw std::bad_alloc();
      break;
    case HostKind::kPinned:
      CK(cudaMallocHost(&p_, n));
      break;
    case HostKind::kRegistered: {
      size_t page = 4096, rounded = (n + page - 1) / page * page;
      p_ = std::aligned_alloc(page, rounded);
      if (!p_) throw std::bad_alloc();
      std::memset(p_, 0, rounded);  // fault the pages in before pinning them
      cudaError_t e = cudaHostRegister(p_, rounded, cudaHostRegisterDefault);
      if (e != cudaSuccess) {
        std::free(p_);
        p_ = nullptr;
        CK(e);
      }
      break;
    }
  }
}

void HostBuffer::release() {
  if (!p_) return;
  switch (kind_) {
    case HostKind::kPageable:
      std::free(p_);
      break;
    case HostKind::kPinned:
      report_release_error(cudaFreeHost(p_), "cudaFreeHost");
      break;
    case HostKind::kRegistered:
      report_release_error(cudaHostUnregister(p_), "cudaHostUnregister");
      std::free(p_);
      break;
  }
  p_ = nullptr;
}

HostBuffer::~HostBuffer() { release(); }

HostBuffer& HostBuffer::operator=(HostBuffer&& o) noexcept {
  if (this != &o) {
    release();
    p_ = o.p_;
    bytes_ = o.bytes_;
    kind_ = o.kind_;
    o.p_ = nullptr;
  }
  return *this;
}

}  // namespace probe

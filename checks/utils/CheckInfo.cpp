//===--- CheckInfo.cpp - one-line and full descriptions of the cuda-* checks ---------===//
#include "utils/CheckInfo.h"
#include <algorithm>

namespace clang::tidy::cuda {

// Keep sorted by name; one entry per check registered in CudaTidyModule.cpp.
static const CheckInfo Checks[] = {
    {"cuda-alloc-in-loop",
     "a CUDA allocation or free on every iteration of a loop that does GPU work",
     "cudaMalloc, cudaFree, cudaMallocHost, cudaHostRegister and the driver API's equivalents "
     "(device, managed, array and pinned-host memory) synchronize or take driver locks on "
     "every call. In a loop that also launches kernels or issues stream work, or that both "
     "allocates and frees, they serialize the pipeline each iteration. Allocate once before "
     "the loop and reuse the buffer, or use stream-ordered allocation with a memory pool."},
    {"cuda-default-stream",
     "work sent to the legacy default stream in code that uses other streams",
     "The legacy default stream synchronizes with every blocking stream of the context: work "
     "explicitly handed to it (0, nullptr, cudaStreamLegacy, a stream that is always null) "
     "waits for and blocks the other streams, and streams created without "
     "cudaStreamNonBlocking wait for it. Give the work a stream of its own, create streams "
     "with cudaStreamNonBlocking, or compile with --default-stream per-thread."},
    {"cuda-elapsed-time-disable-timing",
     "cudaEventElapsedTime on an event created with cudaEventDisableTiming",
     "cudaEventElapsedTime and cuEventElapsedTime fail with an invalid-handle error and leave "
     "the elapsed time unchanged when either event was created with cudaEventDisableTiming "
     "(CU_EVENT_DISABLE_TIMING). The check follows each event back to every creation that can "
     "reach the call and warns only when all of them disabled timing. Create timing events "
     "without the flag."},
    {"cuda-missing-stream",
     "asynchronous CUDA work whose omitted stream argument sends it to the default stream",
     "An async copy, memset, prefetch, event record or kernel launch without a stream argument "
     "runs on the default stream, which serializes it with other streams' work (the legacy "
     "default stream) or at least takes it out of the stream the surrounding code uses. Pass "
     "the stream explicitly."},
    {"cuda-pageable-async-memcpy",
     "an asynchronous host-device copy whose host side is pageable memory",
     "cudaMemcpyAsync and the other asynchronous copies stage pageable host memory (malloc, "
     "new, std::vector, stack and global arrays) through a pinned bounce buffer: the call "
     "blocks the host and the copy cannot overlap other work. Allocate the host buffer with "
     "cudaMallocHost or cudaHostAlloc, or register it with cudaHostRegister."},
};

llvm::ArrayRef<CheckInfo> allCheckInfos() { return Checks; }

const CheckInfo *findCheckInfo(llvm::StringRef CheckName) {
  const CheckInfo *It = std::lower_bound(
      std::begin(Checks), std::end(Checks), CheckName,
      [](const CheckInfo &Info, llvm::StringRef Name) { return Info.Name < Name; });
  return It != std::end(Checks) && It->Name == CheckName ? It : nullptr;
}

std::string checkDocPath(llvm::StringRef CheckName) {
  if (!CheckName.consume_front("cuda-") || CheckName.empty())
    return "";
  return (llvm::Twine("checks/cuda/") + CheckName + ".md").str();
}

} // namespace clang::tidy::cuda

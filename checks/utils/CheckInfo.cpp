//===--- CheckInfo.cpp - one-line and full descriptions of the cuda-* checks ---------===//
#include "utils/CheckInfo.h"
#include <algorithm>

namespace clang::tidy::cuda {

// Keep sorted by name; one entry per check registered in CudaTidyModule.cpp.
static const CheckInfo Checks[] = {
    {"cuda-elapsed-time-disable-timing",
     "cudaEventElapsedTime on an event created with cudaEventDisableTiming",
     "cudaEventElapsedTime and cuEventElapsedTime fail with an invalid-handle error and leave "
     "the elapsed time unchanged when either event was created with cudaEventDisableTiming "
     "(CU_EVENT_DISABLE_TIMING). The check follows each event back to every creation that can "
     "reach the call and warns only when all of them disabled timing. Create timing events "
     "without the flag."},
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

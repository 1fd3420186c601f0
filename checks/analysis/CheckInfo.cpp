//===--- CheckInfo.cpp - one-line and full descriptions of the cuda-* checks ---------===//
#include "analysis/CheckInfo.h"
#include <algorithm>

namespace clang::tidy::cuda {

// Sorted by name, as the catalogue (checks/catalog.toml) is.
static const CheckInfo Checks[] = {
#define CUDALINT_CHECK(Class, Name, Summary, Description) {Name, Summary, Description},
#include "Checks.def"
#undef CUDALINT_CHECK
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

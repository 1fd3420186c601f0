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

llvm::StringRef recurrenceOf(llvm::StringRef CheckName, llvm::ArrayRef<std::string> NoteMessages) {
  if (CheckName == "cuda-alloc-in-loop" || CheckName == "cuda-sync-in-loop" ||
      CheckName == "cuda-resource-leak")
    return "repeats";
  if (CheckName != "cuda-pageable-async-memcpy")
    return "";
  // The notes PageableAsyncMemcpyCheck writes (test/cli/recurrence.test keeps them in step).
  for (llvm::StringRef Note : NoteMessages) {
    if (Note.starts_with("the copy repeats"))
      return "repeats";
    if (Note.starts_with("the copy runs once"))
      return "once";
  }
  return "";
}

} // namespace clang::tidy::cuda

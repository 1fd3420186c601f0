//===--- CheckInfo.h - one-line and full descriptions of the cuda-* checks -----------===//
//
// Front ends that describe checks to people or tools (the CLI's SARIF rules, --list-checks,
// editor hovers) read the descriptions here instead of keeping their own copies. They come from
// the catalogue, checks/catalog.toml.
//
//===----------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_CHECKINFO_H
#define CUDALINT_CHECKS_ANALYSIS_CHECKINFO_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include <string>

namespace clang::tidy::cuda {

struct CheckInfo {
  llvm::StringRef Name;        ///< e.g. "cuda-elapsed-time-disable-timing"
  llvm::StringRef Summary;     ///< one sentence: what the check finds
  llvm::StringRef Description; ///< a paragraph: what happens at run time and how to fix it
};

/// Every described check, sorted by name.
llvm::ArrayRef<CheckInfo> allCheckInfos();

/// The entry for \p CheckName, or null when the check is not described.
const CheckInfo *findCheckInfo(llvm::StringRef CheckName);

/// The check's documentation page relative to the repository's docs/ folder
/// ("checks/cuda/elapsed-time-disable-timing.md"), or "" for a non-cuda-* name.
std::string checkDocPath(llvm::StringRef CheckName);

/// How often a finding's cost is paid (issue 15: pinning, hoisting or batching pays back on a
/// cost that repeats, seldom on one paid once). "repeats": the findings of checks that report
/// only work done on every iteration of a loop (cuda-alloc-in-loop, cuda-sync-in-loop,
/// cuda-resource-leak), and cuda-pageable-async-memcpy's copies with the note "the copy
/// repeats ..."; "once": its copies with the note "the copy runs once ..."; "" otherwise.
llvm::StringRef recurrenceOf(llvm::StringRef CheckName, llvm::ArrayRef<std::string> NoteMessages);

} // namespace clang::tidy::cuda

#endif

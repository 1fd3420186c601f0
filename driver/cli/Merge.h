//===--- Merge.h - `cudalint merge`: shard reports joined into one ---------------------===//
//
// `cudalint merge OUT IN...` joins the JSON (or SARIF) reports of `--shard=K/N` runs into the
// report one run over all translation units writes, byte for byte: units and findings in the
// single run's order, a header's finding that several shards report kept once (with the
// translation unit a single run names), rules and summary counts recomputed, the exit code
// from the merged findings. Every input must come from the same cudalint version and checks.
//
//===----------------------------------------------------------------------------------===//
#ifndef CUDALINT_DRIVER_CLI_MERGE_H
#define CUDALINT_DRIVER_CLI_MERGE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace cudalint {

/// The merged document of \p Inputs (the contents of "cudalint/1" JSON reports, or of SARIF
/// reports: all of one kind), and the exit code a single run would have had.
struct MergedReport {
  std::string Document;
  int ExitCode = 0;
};
llvm::Expected<MergedReport> mergeReports(llvm::ArrayRef<std::string> Inputs,
                                          llvm::ArrayRef<std::string> Names);

/// `cudalint merge OUT IN...` (\p Args after "merge"); OUT "-" is standard output. Returns
/// the exit code: the merged report's, or 2 after a clear error.
int runMerge(llvm::ArrayRef<std::string> Args);

} // namespace cudalint

#endif

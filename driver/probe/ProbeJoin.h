//===--- ProbeJoin.h - cudalint-probe's measurements joined with findings ------------------===//
//
// cudalint-probe measures, on the user's GPU, what each check's pattern costs (schema
// cudalint-probe/1, docs/probe.md). Checks attach a ProbeConfig to their findings as a data note
// (checks/analysis/ProbeData.h); this library takes those notes off, puts in their place the
// figure measured for the finding's check (at the nearest measured size when the finding's size
// is known) and, when the results hold a plan result for this very finding, whether the cost was
// confirmed; and it writes the findings' configurations as a plan for cudalint-probe --plan.
// Which plan keys a check takes and how its findings are confirmed come from the catalogue
// (checks/catalog.toml). Used by the CLI; JSON through llvm::json.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_DRIVER_PROBE_PROBEJOIN_H
#define CUDALINT_DRIVER_PROBE_PROBEJOIN_H

#include "clang-tidy/ClangTidyDiagnosticConsumer.h"
#include "analysis/ProbeData.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace cudalint::probe {

using clang::tidy::cuda::ProbeConfig;

/// A cudalint-probe/1 results document.
class ProbeResults {
public:
  /// Reads \p Path; an error names the file and says what is wrong with it.
  static llvm::Expected<ProbeResults> load(llvm::StringRef Path);

  /// The notes for a finding of \p Bench (check name without "cuda-") named \p Id in plans:
  /// "measured on <GPU>: ..." and "confirmed on <GPU>: ..." (or "not confirmed ...").
  std::vector<std::string> notesFor(llvm::StringRef Bench, llvm::StringRef Id,
                                    const ProbeConfig &Config) const;

private:
  std::shared_ptr<const llvm::json::Object> Doc;
  std::string Gpu;

  std::optional<std::string> measured(llvm::StringRef Bench, const ProbeConfig &C) const;
  std::optional<std::string> confirmed(llvm::StringRef Bench, llvm::StringRef Id) const;
};

/// One finding for cudalint-probe --plan.
struct PlanItem {
  std::string Id;    ///< "<bench>@<file name>:<line>:<column>"
  std::string Bench; ///< check name without "cuda-"
  ProbeConfig Config;
};

/// Joins findings with probe results and collects their plan items.
class ProbeJoin {
public:
  /// \p Results may be null: the data notes are then only taken off and collected.
  explicit ProbeJoin(const ProbeResults *Results) : Results(Results) {}

  /// Replaces each data note of \p Findings with the measured notes for its finding.
  void join(std::vector<clang::tidy::ClangTidyError> &Findings);

  /// The findings seen so far that cudalint-probe can measure, sorted by id, each once.
  std::vector<PlanItem> planItems() const;

private:
  const ProbeResults *Results;
  std::map<std::string, PlanItem> Seen;
};

/// \p Items as a cudalint-probe plan (a JSON array, docs/probe.md); the caller writes it.
std::string renderProbePlan(const std::vector<PlanItem> &Items);

} // namespace cudalint::probe

#endif

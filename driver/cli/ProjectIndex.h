//===--- ProjectIndex.h - the project's function summaries, joined with the findings ----===//
//
// One parse per unit: each unit's outcome carries the summaries of the functions it defines
// and findings that a function defined elsewhere could disprove, with a condition note
// (checks/analysis/FunctionSummaries.h). After every unit, the driver joins them here: the
// summaries of all units make the index; a finding whose condition drops it there goes;
// every condition note is taken off. A fact from a unit outside this run (not in the
// database, another --shard, crashed or timed out) is unknown: an unchecked-error finding
// stays, a pageable-copy finding that needs memory known pageable goes.
//
//===----------------------------------------------------------------------------------===//
#ifndef CUDALINT_DRIVER_CLI_PROJECTINDEX_H
#define CUDALINT_DRIVER_CLI_PROJECTINDEX_H

#include "Runner.h"
#include "analysis/FunctionSummaries.h"
#include <vector>

namespace cudalint {

struct IndexJoinCounts {
  size_t Functions = 0;   ///< functions with a summary in the index
  size_t Storages = 0;    ///< pointer members and globals whose stores the index joined
  unsigned Conditional = 0; ///< findings with a condition
  unsigned Dropped = 0;     ///< of those, dropped by their condition
  double Seconds = 0;       ///< the driver's: building the index and joining it, wall time
                            ///< (stderr only: a report's bytes do not depend on timing)
};

/// The index of every outcome's summaries. \p WholeProgram: the outcomes are every unit of the
/// database (no shard, no list of sources, none missing); with none crashed or timed out, the
/// calls they saw are every call (SummaryIndex::callersComplete).
clang::tidy::cuda::SummaryIndex
buildProjectIndex(const std::vector<TranslationUnitOutcome> &Outcomes, bool WholeProgram);

/// Drops the findings of \p Outcomes whose condition drops them in \p Index; takes every condition
/// note off; to a kept finding on another unit's pageable memory, adds a note where it is
/// allocated.
IndexJoinCounts applyProjectIndex(std::vector<TranslationUnitOutcome> &Outcomes,
                                  const clang::tidy::cuda::SummaryIndex &Index);

} // namespace cudalint

#endif

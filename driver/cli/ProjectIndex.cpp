//===--- ProjectIndex.cpp - the project's function summaries, joined with the findings --===//
#include "ProjectIndex.h"

namespace cudalint {

using clang::tidy::ClangTidyError;
using namespace clang::tidy::cuda;

SummaryIndex buildProjectIndex(const std::vector<TranslationUnitOutcome> &Outcomes) {
  SummaryIndex Index;
  for (const TranslationUnitOutcome &Outcome : Outcomes)
    if (!Outcome.Crashed && !Outcome.TimedOut)
      Index.add(Outcome.Summaries);
  return Index;
}

IndexJoinCounts applyProjectIndex(std::vector<TranslationUnitOutcome> &Outcomes,
                                  const SummaryIndex &Index) {
  IndexJoinCounts Counts;
  Counts.Functions = Index.size();
  for (TranslationUnitOutcome &Outcome : Outcomes)
    llvm::erase_if(Outcome.Diagnostics, [&](ClangTidyError &E) {
      std::optional<FindingCondition> Condition;
      llvm::erase_if(E.Notes, [&](const clang::tooling::DiagnosticMessage &Note) {
        if (!isConditionNote(Note.Message))
          return false;
        if (!Condition) // one per finding; a malformed one decides nothing
          Condition = decodeConditionNote(Note.Message);
        return true;
      });
      if (!Condition)
        return false;
      ++Counts.Conditional;
      bool Drops = Index.drops(*Condition);
      Counts.Dropped += Drops;
      return Drops;
    });
  return Counts;
}

} // namespace cudalint

//===--- ProjectIndex.cpp - the project's function summaries, joined with the findings --===//
#include "ProjectIndex.h"

namespace cudalint {

using clang::tidy::ClangTidyError;
using namespace clang::tidy::cuda;

SummaryIndex buildProjectIndex(const std::vector<TranslationUnitOutcome> &Outcomes,
                               bool WholeProgram) {
  SummaryIndex Index;
  for (const TranslationUnitOutcome &Outcome : Outcomes)
    if (!Outcome.Crashed && !Outcome.TimedOut)
      Index.add(Outcome.Summaries);
  Index.setCallersComplete(WholeProgram && llvm::none_of(Outcomes, [](const auto &Outcome) {
                             return Outcome.Crashed || Outcome.TimedOut;
                           }));
  return Index;
}

/// True when \p File is one of the files \p Outcome's parse read.
static bool readByUnit(const TranslationUnitOutcome &Outcome, const std::string &File) {
  return llvm::any_of(Outcome.Inputs, [&](const auto &Input) { return Input.first == File; });
}

/// Appends a note at a place in another unit's file.
static void addNote(ClangTidyError &E, std::string Message, const std::string &File,
                    unsigned Offset) {
  clang::tooling::DiagnosticMessage Note;
  Note.Message = std::move(Message);
  Note.FilePath = File;
  Note.FileOffset = Offset;
  E.Notes.push_back(std::move(Note));
}

/// A kept finding on memory another unit hands out: a note where that memory is allocated,
/// then one at each place it is handed on towards the finding (returned, stored through an
/// out-parameter, passed on).
static void noteAllocationSites(ClangTidyError &E, const FindingCondition &Condition,
                                const SummaryIndex &Index, const TranslationUnitOutcome &Outcome) {
  for (const HandedMemory &M : Condition.PageableFrom)
    if (const HostMemorySummary::Site *Site = Index.allocationSite(M)) {
      addNote(E, HostMemorySummary::siteNote(*Site, readByUnit(Outcome, Site->File)), Site->File,
              Site->Offset);
      for (const HostMemorySummary::HandOff &Hop : Index.handOffs(M))
        addNote(E, Hop.How, Hop.File, Hop.Offset);
    }
}

/// A kept finding that repeats through a loop the index knows: a note at that loop's call,
/// which says whether it is in another unit (not one of the files \p Outcome's parse read).
/// For one half of a pair split over two functions, also a note at the other half.
static void noteRepeatSite(ClangTidyError &E, const FindingCondition &Condition,
                           const SummaryIndex &Index, const TranslationUnitOutcome &Outcome) {
  auto InThisUnit = [&](const SourceSite &Site) { return readByUnit(Outcome, Site.File); };
  if (Condition.RepeatsVia)
    if (const SourceSite *Site = Index.repeatedBy(Condition.RepeatsVia->first))
      addNote(E, repeatNote(Condition.RepeatsVia->second, Condition.Repeats, InThisUnit(*Site)),
              Site->File, Site->Offset);
  if (Condition.PairedAcross)
    if (std::optional<SummaryIndex::PairedLoop> Paired =
            Index.pairedInLoop(*Condition.PairedAcross)) {
      addNote(E,
              repeatNote(Condition.PairedAcross->Name, RepeatedWork::Allocation,
                         InThisUnit(Paired->LoopCall)),
              Paired->LoopCall.File, Paired->LoopCall.Offset);
      addNote(E, pairedPartnerNote(!Condition.PairedAcross->Releases),
              Paired->PartnerCall.File, Paired->PartnerCall.Offset);
    }
}

/// A kept finding on a stream handed to a function of another unit: a note at the work that
/// function queues on it.
static void noteQueuedWork(ClangTidyError &E, const FindingCondition &Condition,
                           const SummaryIndex &Index) {
  if (Condition.IfQueuesWorkOn)
    if (const SourceSite *Site =
            Index.queuedWorkOn(Condition.IfQueuesWorkOn->first, Condition.IfQueuesWorkOn->second))
      addNote(E, queuedWorkNote(""), Site->File, Site->Offset);
}

IndexJoinCounts applyProjectIndex(std::vector<TranslationUnitOutcome> &Outcomes,
                                  const SummaryIndex &Index) {
  IndexJoinCounts Counts;
  Counts.Storages = Index.stored().size() - Index.stored().count(AnyStorageUsr.str());
  // Entries that carry stores name members and globals, not functions; a unit's streams are
  // recorded under a reserved name.
  Counts.Functions = llvm::count_if(Index.entries(), [](const auto &Entry) {
    const std::optional<FunctionSummary> &S = Entry.second;
    return !S || (!S->Stored && !S->Streams);
  });
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
      if (!Drops) {
        noteAllocationSites(E, *Condition, Index, Outcome);
        noteRepeatSite(E, *Condition, Index, Outcome);
        noteQueuedWork(E, *Condition, Index);
      }
      return Drops;
    });
  return Counts;
}

} // namespace cudalint

//===--- Report.cpp - findings of a run, in a stable order, ready for the writers -----===//
#include "Report.h"
#include "FileSystem.h"
#include "analysis/CheckInfo.h"
#include "llvm/ADT/STLExtras.h"
#include <map>
#include <set>
#include <tuple>

namespace cudalint {

using clang::tidy::ClangTidyError;
using clang::tooling::DiagnosticMessage;
using clang::tooling::Replacement;
using clang::tooling::Replacements;

const SourceCache::Entry *SourceCache::load(llvm::StringRef File) {
  auto It = Files.find(File);
  if (It == Files.end()) {
    Entry E;
    auto Buffer = llvm::MemoryBuffer::getFile(File, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
    if (Buffer) {
      E.Buffer = std::move(*Buffer);
      llvm::StringRef Text = E.Buffer->getBuffer();
      E.LineStarts.push_back(0);
      for (size_t I = 0; I < Text.size(); ++I)
        if (Text[I] == '\n')
          E.LineStarts.push_back(I + 1);
    }
    It = Files.try_emplace(File, std::move(E)).first;
  }
  return It->second.Buffer ? &It->second : nullptr;
}

SourceCache::LineColumn SourceCache::position(llvm::StringRef File, unsigned Offset) {
  const Entry *E = load(File);
  if (!E)
    return {};
  auto Next = std::upper_bound(E->LineStarts.begin(), E->LineStarts.end(), Offset);
  unsigned Line = Next - E->LineStarts.begin();
  return {Line, Offset - E->LineStarts[Line - 1] + 1};
}

unsigned SourceCache::utf16Column(llvm::StringRef File, unsigned Offset) {
  const Entry *E = load(File);
  if (!E)
    return 0;
  LineColumn Pos = position(File, Offset);
  llvm::StringRef Text = E->Buffer->getBuffer();
  unsigned Column = 1;
  for (size_t I = E->LineStarts[Pos.Line - 1]; I < Offset && I < Text.size(); ++I) {
    auto Byte = static_cast<unsigned char>(Text[I]);
    if ((Byte & 0xC0) == 0x80)
      continue;                     // continuation byte
    Column += Byte >= 0xF0 ? 2 : 1; // four-byte sequences are surrogate pairs in UTF-16
  }
  return Column;
}

llvm::StringRef SourceCache::lineText(llvm::StringRef File, unsigned Line) {
  const Entry *E = load(File);
  if (!E || Line == 0 || Line > E->LineStarts.size())
    return "";
  llvm::StringRef Text = E->Buffer->getBuffer().substr(E->LineStarts[Line - 1]);
  return Text.take_until([](char C) { return C == '\n' || C == '\r'; });
}

unsigned Report::findingCount() const {
  return llvm::count_if(Diagnostics, [](const ReportedDiagnostic &D) { return !D.IsCompileError; });
}

unsigned Report::errorFindingCount() const {
  return llvm::count_if(Diagnostics, [](const ReportedDiagnostic &D) {
    return !D.IsCompileError && D.Level == Severity::Error;
  });
}

unsigned Report::filesWithFindings() const {
  std::set<std::string> Files;
  for (const ReportedDiagnostic &D : Diagnostics)
    if (!D.IsCompileError)
      Files.insert(D.Where.File);
  return Files.size();
}

unsigned Report::unitsWithCompileErrors() const {
  return llvm::count_if(
      Units, [](const UnitSummary &U) { return !U.ParsedCleanly && !U.Crashed && !U.TimedOut; });
}

unsigned Report::unitsTimedOut() const {
  return llvm::count_if(Units, [](const UnitSummary &U) { return U.TimedOut; });
}

unsigned Report::unitsWithHostErrors() const {
  return llvm::count_if(Units,
                        [](const UnitSummary &U) { return !U.HostParsedCleanly && !U.Crashed; });
}

unsigned Report::deviceOnlyErrorCount() const {
  return llvm::count_if(Diagnostics, [](const ReportedDiagnostic &D) { return D.DeviceOnly; });
}

unsigned Report::unitsWithoutCudaApi() const {
  return llvm::count_if(Units,
                        [](const UnitSummary &U) { return !U.DeclaresCudaApi && !U.Crashed; });
}

unsigned Report::unitsWithoutCudaApiWithErrors() const {
  return llvm::count_if(Units, [](const UnitSummary &U) {
    return !U.DeclaresCudaApi && !U.HostParsedCleanly && !U.Crashed;
  });
}

unsigned Report::unitsWithCudaApiThroughPointers() const {
  return llvm::count_if(
      Units, [](const UnitSummary &U) { return U.CudaApiThroughPointers && !U.Crashed; });
}

unsigned Report::unitsCrashed() const {
  return llvm::count_if(Units, [](const UnitSummary &U) { return U.Crashed; });
}

namespace {

std::string absoluteIn(llvm::StringRef Path, llvm::StringRef Directory) {
  if (Path.empty() || Path.starts_with("<")) // <built-in>, <command line>, <scratch space>
    return Path.str();
  return absolutePath(Path, Directory);
}

llvm::StringMap<Replacements> absoluteFix(const llvm::StringMap<Replacements> &Fix,
                                          llvm::StringRef Directory) {
  llvm::StringMap<Replacements> Result;
  for (const auto &Entry : Fix) {
    std::string File = absoluteIn(Entry.getKey(), Directory);
    Replacements &Into = Result[File];
    for (const Replacement &R : Entry.getValue())
      llvm::consumeError(
          Into.add(Replacement(File, R.getOffset(), R.getLength(), R.getReplacementText())));
  }
  return Result;
}

void makeAbsolute(DiagnosticMessage &M, llvm::StringRef Directory) {
  M.FilePath = absoluteIn(M.FilePath, Directory);
  M.Fix = absoluteFix(M.Fix, Directory);
  for (auto &Range : M.Ranges)
    Range.FilePath = absoluteIn(Range.FilePath, Directory);
}

SourcePosition positionOf(SourceCache &Sources, llvm::StringRef File, unsigned Offset) {
  SourcePosition P;
  P.File = File.str();
  P.Offset = Offset;
  if (!File.empty()) {
    SourceCache::LineColumn LC = Sources.position(File, Offset);
    P.Line = LC.Line;
    P.Column = LC.Column;
  }
  return P;
}

ReportedDiagnostic describe(ClangTidyError Raw, const TranslationUnitJob &Job, bool ParsedCleanly,
                            bool FixNotes, SourceCache &Sources) {
  makeAbsolute(Raw.Message, Raw.BuildDirectory);
  for (DiagnosticMessage &Note : Raw.Notes)
    makeAbsolute(Note, Raw.BuildDirectory);

  ReportedDiagnostic D(std::move(Raw));
  const ClangTidyError &E = D.Raw;
  D.Check = E.DiagnosticName;
  D.Message = E.Message.Message;
  D.IsCompileError = isCompileError(E);
  D.PromotedToError = E.IsWarningAsError;
  D.Level = E.DiagLevel == ClangTidyError::Error || E.IsWarningAsError ? Severity::Error
                                                                       : Severity::Warning;
  D.Where = positionOf(Sources, E.Message.FilePath, E.Message.FileOffset);
  for (const auto &Range : E.Message.Ranges)
    if (Range.FilePath == E.Message.FilePath) {
      D.End = positionOf(Sources, Range.FilePath, Range.FileOffset + Range.Length);
      break;
    }
  for (const DiagnosticMessage &Note : E.Notes)
    D.Notes.push_back({positionOf(Sources, Note.FilePath, Note.FileOffset), Note.Message});
  if (const llvm::StringMap<Replacements> *Fix = clang::tidy::getFixIt(E, FixNotes)) {
    std::map<std::string, const Replacements *> ByFile; // sorted by file
    for (const auto &Entry : *Fix)
      ByFile[Entry.getKey().str()] = &Entry.getValue();
    for (const auto &[File, Edits] : ByFile)
      for (const Replacement &R : *Edits)
        D.Fixes.push_back({File, R.getOffset(), R.getLength(), R.getReplacementText().str(),
                           positionOf(Sources, File, R.getOffset()),
                           positionOf(Sources, File, R.getOffset() + R.getLength())});
  }
  D.TuParsedCleanly = ParsedCleanly;
  D.TranslationUnit = Job.File;
  return D;
}

auto sortKey(const ReportedDiagnostic &D, const std::string &Shown) {
  return std::tie(Shown, D.Where.Line, D.Where.Column, D.Check, D.Message);
}

bool sameDiagnostic(const ReportedDiagnostic &A, const ReportedDiagnostic &B) {
  return A.Where.File == B.Where.File && A.Where.Offset == B.Where.Offset && A.Check == B.Check &&
         A.Message == B.Message;
}

} // namespace

llvm::StringRef locationClass(const ReportedDiagnostic &D, llvm::StringRef SourceRoot) {
  if (D.Where.File.empty())
    return "";
  if (D.Where.File == D.TranslationUnit)
    return "main-file";
  return isUnderRoot(D.Where.File, SourceRoot) ? "project-header" : "outside-root";
}

llvm::StringRef recurrence(const ReportedDiagnostic &D) {
  std::vector<std::string> Notes;
  for (const NoteRecord &N : D.Notes)
    Notes.push_back(N.Message);
  return clang::tidy::cuda::recurrenceOf(D.Check, Notes);
}

Report buildReport(const std::vector<TranslationUnitJob> &Jobs,
                   std::vector<TranslationUnitOutcome> Outcomes, bool FixNotes,
                   llvm::StringRef SourceRoot) {
  Report R;
  R.Sources = std::make_shared<SourceCache>();
  for (size_t I = 0; I < Jobs.size(); ++I) {
    TranslationUnitOutcome &Outcome = Outcomes[I];
    UnitSummary Unit;
    Unit.File = Jobs[I].File;
    Unit.Directory = Jobs[I].Command.Directory;
    Unit.ParsedCleanly = !Outcome.CompileErrors;
    Unit.Crashed = Outcome.Crashed;
    Unit.TimedOut = Outcome.TimedOut;
    Unit.Failure = Outcome.Failure;
    Unit.DeclaresCudaApi = Outcome.Facts.DeclaresCudaApi;
    Unit.CudaApiThroughPointers = Outcome.Facts.CudaApiThroughPointers;
    size_t First = R.Diagnostics.size();
    bool AllErrorsDeviceOnly = true;
    for (ClangTidyError &E : Outcome.Diagnostics) {
      ReportedDiagnostic D =
          describe(std::move(E), Jobs[I], Unit.ParsedCleanly, FixNotes, *R.Sources);
      if (D.IsCompileError) {
        D.DeviceOnly = isInDeviceBody(Outcome.Facts.DeviceBodies, Unit.Directory, D.Where.File,
                                      D.Where.Offset);
        AllErrorsDeviceOnly &= D.DeviceOnly;
        Unit.CompileErrors.push_back(D);
      }
      R.Diagnostics.push_back(std::move(D));
    }
    for (const auto &[File, Hash] : Outcome.ParsedHashes) {
      auto [Known, New] = R.ParsedHashes.try_emplace(File, Hash);
      if (!New && Known->second != Hash)
        Known->second = std::nullopt;
    }
    // A unit that failed without an error diagnostic (or crashed) is not whole on the host.
    Unit.HostParsedCleanly =
        Unit.ParsedCleanly ||
        (!Unit.Crashed && !Unit.TimedOut && !Unit.CompileErrors.empty() && AllErrorsDeviceOnly);
    for (size_t K = First; K < R.Diagnostics.size(); ++K)
      R.Diagnostics[K].TuParsedCleanly = Unit.HostParsedCleanly;
    R.Suppressed.ErrorsIgnoredCheckFilter += Outcome.Stats.ErrorsIgnoredCheckFilter;
    R.Suppressed.ErrorsIgnoredNOLINT += Outcome.Stats.ErrorsIgnoredNOLINT;
    R.Suppressed.ErrorsIgnoredNonUserCode += Outcome.Stats.ErrorsIgnoredNonUserCode;
    R.Suppressed.ErrorsIgnoredLineFilter += Outcome.Stats.ErrorsIgnoredLineFilter;
    R.Units.push_back(std::move(Unit));
  }
  // A header's finding is reported by every translation unit including it: keep one, and
  // call it clean when any of them parsed cleanly.
  std::map<std::string, std::string> Shown;
  for (const ReportedDiagnostic &D : R.Diagnostics)
    Shown.try_emplace(D.Where.File, displayPath(D.Where.File, SourceRoot));
  std::stable_sort(R.Diagnostics.begin(), R.Diagnostics.end(),
                   [&](const ReportedDiagnostic &A, const ReportedDiagnostic &B) {
                     return sortKey(A, Shown[A.Where.File]) < sortKey(B, Shown[B.Where.File]);
                   });
  std::vector<ReportedDiagnostic> Unique;
  for (ReportedDiagnostic &D : R.Diagnostics) {
    if (!Unique.empty() && sameDiagnostic(Unique.back(), D)) {
      Unique.back().TuParsedCleanly |= D.TuParsedCleanly;
      continue;
    }
    Unique.push_back(std::move(D));
  }
  R.Diagnostics = std::move(Unique);
  return R;
}

} // namespace cudalint

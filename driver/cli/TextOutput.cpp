//===--- TextOutput.cpp - the report printed as clang-tidy prints it ------------------===//
#include "FileSystem.h"
#include "Output.h"
#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "llvm/ADT/StringExtras.h"

namespace cudalint {

using namespace clang;

namespace {

/// Renders diagnostics through clang's own printer, so that the source line, caret,
/// ranges and fix-it hints look exactly like clang-tidy's.
class TextWriter {
public:
  TextWriter(llvm::raw_ostream &OS, bool Colors,
             const std::map<std::string, std::string> *Originals)
      : Originals(Originals), Printer(new TextDiagnosticPrinter(OS, DiagOpts)),
        Diags(DiagnosticIDs::create(), DiagOpts, Printer, /*ShouldOwnClient=*/true),
        Files(FileSystemOptions(), physicalFileSystem()), Sources(Diags, Files) {
    DiagOpts.ShowColors = Colors;
    Printer->BeginSourceFile(LangOpts, /*PP=*/nullptr);
  }
  ~TextWriter() { Printer->EndSourceFile(); }

  void write(const ReportedDiagnostic &D, llvm::ArrayRef<std::pair<FixEdit, bool>> FixAttempts) {
    const tooling::DiagnosticMessage &Message = D.Raw.Message;
    std::string Name = D.Raw.DiagnosticName;
    if (!D.Raw.EnabledDiagnosticAliases.empty())
      Name += "," + llvm::join(D.Raw.EnabledDiagnosticAliases, ",");
    auto Level = static_cast<DiagnosticsEngine::Level>(D.Raw.DiagLevel);
    if (D.Raw.IsWarningAsError) {
      Name += ",-warnings-as-errors";
      Level = DiagnosticsEngine::Error;
    }
    {
      DiagnosticBuilder Builder = Diags.Report(location(Message.FilePath, Message.FileOffset),
                                               Diags.getCustomDiagID(Level, "%0 [%1]"))
                                  << Message.Message << Name;
      addRangesAndFixes(Builder, Message);
    }
    for (const auto &[Edit, Applied] : FixAttempts)
      Diags.Report(location(Edit.File, Edit.Offset),
                   Applied ? diag::note_fixit_applied : diag::note_fixit_failed);
    for (const tooling::DiagnosticMessage &Note : D.Raw.Notes) {
      DiagnosticBuilder Builder = Diags.Report(location(Note.FilePath, Note.FileOffset),
                                               Diags.getCustomDiagID(DiagnosticsEngine::Note, "%0"))
                                  << Note.Message;
      addRangesAndFixes(Builder, Note);
    }
  }

private:
  SourceLocation location(llvm::StringRef File, unsigned Offset) {
    if (File.empty())
      return {};
    OptionalFileEntryRef Entry = Files.getOptionalFileRef(File);
    if (!Entry)
      return {};
    // A file --fix rewrote is quoted as it was analysed.
    if (Originals && !Sources.isFileOverridden(&Entry->getFileEntry()))
      if (auto It = Originals->find(File.str()); It != Originals->end())
        Sources.overrideFileContents(*Entry, llvm::MemoryBuffer::getMemBuffer(It->second, File));
    FileID ID = Sources.getOrCreateFileID(*Entry, SrcMgr::C_User);
    return Sources.getLocForStartOfFile(ID).getLocWithOffset(Offset);
  }

  CharSourceRange range(llvm::StringRef File, unsigned Offset, unsigned Length) {
    SourceLocation Begin = location(File, Offset);
    return CharSourceRange::getCharRange(Begin, Begin.getLocWithOffset(Length));
  }

  void addRangesAndFixes(DiagnosticBuilder &Builder, const tooling::DiagnosticMessage &M) {
    for (const tooling::FileByteRange &R : M.Ranges)
      Builder << range(R.FilePath, R.FileOffset, R.Length);
    for (const auto &Entry : M.Fix)
      for (const tooling::Replacement &R : Entry.getValue())
        if (R.isApplicable())
          Builder << FixItHint::CreateReplacement(
              range(R.getFilePath(), R.getOffset(), R.getLength()), R.getReplacementText());
  }

  const std::map<std::string, std::string> *Originals;
  DiagnosticOptions DiagOpts;
  LangOptions LangOpts;
  TextDiagnosticPrinter *Printer; // owned by Diags
  DiagnosticsEngine Diags;
  FileManager Files;
  SourceManager Sources;
};

} // namespace

void writeText(const Report &R, const FixPlan *Plan, llvm::raw_ostream &OS, bool Colors,
               bool CompileErrorsOnly) {
  {
    TextWriter Writer(OS, Colors,
                      Plan ? &Plan->Originals
                           : nullptr); // prints its last diagnostic's source lines when it ends
    for (size_t I = 0; I < R.Diagnostics.size(); ++I) {
      const ReportedDiagnostic &D = R.Diagnostics[I];
      if ((CompileErrorsOnly && !D.IsCompileError) || D.DeviceOnly)
        continue;
      Writer.write(D, Plan ? llvm::ArrayRef(Plan->Attempts[I])
                           : llvm::ArrayRef<std::pair<FixEdit, bool>>());
    }
  }
  // A unit whose analysis crashed or timed out has no findings: the report says so.
  if (!CompileErrorsOnly)
    for (const UnitSummary &U : R.Units)
      if (U.Crashed || U.TimedOut)
        OS << U.File << ": error: analysis " << (U.Failure.empty() ? "crashed" : U.Failure)
           << "; the findings of this translation unit are missing ["
           << (U.TimedOut ? "cudalint-timed-out" : "cudalint-crashed") << "]\n";
  // Device-only errors: their own category, one line each, without source or notes.
  for (const ReportedDiagnostic &D : R.Diagnostics)
    if (D.DeviceOnly)
      OS << D.Where.File << ":" << D.Where.Line << ":" << D.Where.Column
         << ": device-only error: " << D.Message << " [" << D.Check << "]\n";
  OS.flush();
}

} // namespace cudalint

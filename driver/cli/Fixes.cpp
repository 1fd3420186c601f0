//===--- Fixes.cpp - applying and exporting the suggested fixes -----------------------===//
#include "Fixes.h"
#include "Output.h"
#include "clang-tidy/ClangTidy.h"
#include "clang/Format/Format.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/xxhash.h"

namespace cudalint {

using clang::tooling::Replacement;
using clang::tooling::Replacements;

FixPlan planFixes(const Report &R, bool FixErrors) {
  FixPlan Plan;
  Plan.ParsedHashes = R.ParsedHashes;
  Plan.Attempts.resize(R.Diagnostics.size());
  for (size_t I = 0; I < R.Diagnostics.size(); ++I) {
    const ReportedDiagnostic &D = R.Diagnostics[I];
    if (D.Fixes.empty() || (D.IsCompileError && !FixErrors))
      continue;
    if (!D.TuParsedCleanly && !FixErrors) {
      Plan.SkippedForCompileErrors += D.Fixes.size();
      continue;
    }
    for (const FixEdit &Edit : D.Fixes) {
      ++Plan.Total;
      Replacement New(Edit.File, Edit.Offset, Edit.Length, Edit.Replacement);
      Replacements &Existing = Plan.ByFile[Edit.File];
      // The same edit suggested twice (two checks, or a header seen twice) is one edit.
      bool Fits = llvm::is_contained(Existing, New);
      if (!Fits) {
        llvm::Error Conflict = Existing.add(New);
        Fits = !Conflict;
        llvm::consumeError(std::move(Conflict));
      }
      Plan.Applied += Fits;
      Plan.Attempts[I].emplace_back(Edit, Fits);
    }
  }
  return Plan;
}

// The edits of a file that could not be updated are not applied: the report must not say so.
static void forgetEdits(FixPlan &Plan, llvm::StringRef File) {
  for (auto &Attempt : Plan.Attempts)
    for (auto &[Edit, Applied] : Attempt)
      if (Applied && Edit.File == File) {
        Applied = false;
        --Plan.Applied;
      }
}

bool applyFixes(FixPlan &Plan, const OptionsProviderFactory &MakeProvider,
                llvm::raw_ostream &Errs) {
  std::vector<std::string> Unwritten;
  std::unique_ptr<clang::tidy::ClangTidyOptionsProvider> Provider = MakeProvider();
  for (const auto &[File, Edits] : Plan.ByFile) {
    if (Edits.empty())
      continue;
    bool Written = false; // set once the file holds its fixes
    llvm::scope_exit NoteFailure([&, &File = File] {
      if (!Written)
        Unwritten.push_back(File);
    });
    auto Buffer = llvm::MemoryBuffer::getFile(File);
    if (!Buffer) {
      Errs << "cudalint: error: cannot read '" << File
           << "' to fix it: " << Buffer.getError().message() << "\n";
      continue;
    }
    llvm::StringRef Code = (*Buffer)->getBuffer();
    auto Parsed = Plan.ParsedHashes.find(File);
    if (Parsed == Plan.ParsedHashes.end() || Parsed->second != llvm::xxh3_64bits(Code)) {
      Errs << "cudalint: error: '" << File
           << "' changed since it was analysed; its fixes were not applied (run again)\n";
      continue;
    }
    std::string StyleName = Provider->getOptions(File).FormatStyle.value_or(std::string("none"));
    llvm::Expected<clang::format::FormatStyle> Style =
        clang::format::getStyle(StyleName, File, "none");
    if (!Style) {
      Errs << "cudalint: error: format style for '" << File
           << "': " << llvm::toString(Style.takeError()) << "\n";
      continue;
    }
    llvm::Expected<Replacements> Cleaned =
        clang::format::cleanupAroundReplacements(Code, Edits, *Style);
    if (!Cleaned) {
      Errs << "cudalint: error: cannot fix '" << File
           << "': " << llvm::toString(Cleaned.takeError()) << "\n";
      continue;
    }
    Replacements Final = *Cleaned;
    if (llvm::Expected<Replacements> Formatted =
            clang::format::formatReplacements(Code, Final, *Style))
      Final = *Formatted;
    else
      llvm::consumeError(Formatted.takeError());
    llvm::Expected<std::string> NewCode = clang::tooling::applyAllReplacements(Code, Final);
    if (!NewCode) {
      Errs << "cudalint: error: cannot fix '" << File
           << "': " << llvm::toString(NewCode.takeError()) << "\n";
      continue;
    }
    // Whole or not at all; the file's permissions and symlinks to it are kept.
    if (llvm::Error E = *NewCode == Code ? llvm::Error::success()
                                         : writeFileAtomically(File, *NewCode, /*Durable=*/true)) {
      Errs << "cudalint: error: " << llvm::toString(std::move(E)) << "\n";
      continue;
    }
    if (*NewCode != Code)
      Plan.Originals.emplace(File, Code.str());
    Written = true;
  }
  for (const std::string &File : Unwritten)
    forgetEdits(Plan, File);
  return Unwritten.empty();
}

llvm::Error exportFixes(const Report &R, llvm::StringRef MainFile, llvm::StringRef Path) {
  std::vector<clang::tidy::ClangTidyError> Findings;
  for (const ReportedDiagnostic &D : R.Diagnostics)
    if (!D.IsCompileError)
      Findings.push_back(D.Raw);
  std::string Yaml;
  llvm::raw_string_ostream OS(Yaml);
  clang::tidy::exportReplacements(MainFile, Findings, OS);
  return writeFileAtomically(Path, Yaml, /*Durable=*/false);
}

} // namespace cudalint

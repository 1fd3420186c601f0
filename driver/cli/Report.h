//===--- Report.h - findings of a run, in a stable order, ready for the writers -------===//
#ifndef CUDALINT_DRIVER_CLI_REPORT_H
#define CUDALINT_DRIVER_CLI_REPORT_H

#include "Runner.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cudalint {

/// Reads each source file once and turns byte offsets into lines and columns.
class SourceCache {
public:
  struct LineColumn {
    unsigned Line = 0;   ///< 1-based; 0 when the file cannot be read
    unsigned Column = 0; ///< 1-based, in bytes (as clang counts)
  };
  LineColumn position(llvm::StringRef File, unsigned Offset);
  /// The 1-based column of \p Offset in UTF-16 code units (SARIF's default column kind).
  unsigned utf16Column(llvm::StringRef File, unsigned Offset);
  /// The text of 1-based line \p Line, without its end of line ("" when unknown).
  llvm::StringRef lineText(llvm::StringRef File, unsigned Line);

private:
  struct Entry {
    std::unique_ptr<llvm::MemoryBuffer> Buffer;
    std::vector<unsigned> LineStarts;
  };
  const Entry *load(llvm::StringRef File);
  llvm::StringMap<Entry> Files;
};

struct SourcePosition {
  std::string File; ///< absolute; "" for diagnostics without a location
  unsigned Offset = 0;
  unsigned Line = 0;
  unsigned Column = 0;
};

struct NoteRecord {
  SourcePosition Where;
  std::string Message;
};

struct FixEdit {
  std::string File;
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Replacement;
  SourcePosition Begin, End;
};

enum class Severity { Warning, Error };

/// One diagnostic: a check's finding or a compiler error.
struct ReportedDiagnostic {
  explicit ReportedDiagnostic(clang::tidy::ClangTidyError Raw) : Raw(std::move(Raw)) {}

  clang::tidy::ClangTidyError Raw; ///< as clang-tidy reported it, with absolute paths
  std::string Check;               ///< "cuda-...", or "clang-diagnostic-error" for a compile error
  std::string Message;
  Severity Level = Severity::Warning;
  bool PromotedToError = false; ///< by --warnings-as-errors
  bool IsCompileError = false;
  /// A compile error inside a device-only body (ReportDeviceCode.h): no check sees that code.
  bool DeviceOnly = false;
  SourcePosition Where;
  std::optional<SourcePosition> End; ///< end of the first highlighted range
  std::vector<NoteRecord> Notes;
  std::vector<FixEdit> Fixes; ///< the fix --fix would apply
  /// False when a translation unit reporting this had host-relevant compile errors and none
  /// parsed cleanly: the finding may rest on a partial AST.
  bool TuParsedCleanly = true;
  std::string TranslationUnit; ///< the first translation unit that reported it
  std::string Fingerprint;     ///< stable across edits that move it (FindingFilters.h)
};

struct UnitSummary {
  std::string File;
  std::string Directory;
  bool ParsedCleanly = true;
  /// No compile errors other than device-only ones: the host code the checks see is whole.
  bool HostParsedCleanly = true;
  /// False: the unit declares neither the CUDA runtime nor the driver API, so no check ran.
  bool DeclaresCudaApi = true;
  /// It declares the API as pointers to functions (a loader such as cuew): not followed.
  bool CudaApiThroughPointers = false;
  bool Crashed = false;
  bool TimedOut = false;
  std::string Failure; ///< how a crashed or timed-out analysis ended
  std::vector<ReportedDiagnostic> CompileErrors;
};

struct Report {
  /// Findings and compile errors, without duplicates, sorted by file, line, column, check.
  std::vector<ReportedDiagnostic> Diagnostics;
  std::vector<UnitSummary> Units;
  clang::tidy::ClangTidyStats Suppressed; ///< summed over translation units
  std::shared_ptr<SourceCache> Sources;
  /// Hash of each file that fixes edit, as parsed; nullopt when units saw it differ.
  std::map<std::string, std::optional<uint64_t>> ParsedHashes;

  unsigned findingCount() const;
  unsigned errorFindingCount() const; ///< findings reported as errors
  unsigned filesWithFindings() const;
  unsigned unitsWithCompileErrors() const;
  unsigned unitsWithHostErrors() const; ///< units with host-relevant compile errors
  unsigned deviceOnlyErrorCount() const;
  unsigned unitsWithoutCudaApi() const; ///< parsed units the gate left unanalysed
  unsigned unitsWithoutCudaApiWithErrors() const;   ///< those of them with host compile errors
  unsigned unitsWithCudaApiThroughPointers() const; ///< those that load the API as pointers
  unsigned unitsCrashed() const;
  unsigned unitsTimedOut() const;
};

/// Where a diagnostic lies, for deciding whether its user can act on it: "main-file" (the
/// translation unit's own source), "project-header" (another file under \p SourceRoot),
/// "outside-root" (a header from outside it, such as a library on -I); "" without a location.
llvm::StringRef locationClass(const ReportedDiagnostic &D, llvm::StringRef SourceRoot);
/// "repeats", "once" or "": how often the finding's cost is paid, as its check and notes say
/// (clang::tidy::cuda::recurrenceOf).
llvm::StringRef recurrence(const ReportedDiagnostic &D);

/// Builds the report; \p FixNotes picks the fixes as --fix-notes does. Diagnostics are sorted
/// by their file's path as reports show it (displayPath against \p SourceRoot), so that a
/// merge of shard reports can restore the same order.
Report buildReport(const std::vector<TranslationUnitJob> &Jobs,
                   std::vector<TranslationUnitOutcome> Outcomes, bool FixNotes,
                   llvm::StringRef SourceRoot = "");

} // namespace cudalint

#endif

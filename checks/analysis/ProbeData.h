//===--- ProbeData.h - what cudalint-probe needs to measure a finding ---------------------===//
//
// A check knows statically part of what its benchmark needs to measure exactly the flagged
// code (a copy's size and direction, an allocation's size): a ProbeConfig. When a front end asks
// for it (the global check option ProbeData, which the CLI sets), the check attaches it to the
// finding as one machine-readable note; the front end takes that note off again and joins the
// finding with cudalint-probe's results or writes it into a plan (driver/probe/). The checks
// never read probe files and keep no state beyond the check object.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_PROBEDATA_H
#define CUDALINT_CHECKS_ANALYSIS_PROBEDATA_H

#include "clang-tidy/ClangTidyCheck.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/JSON.h"
#include <cstdint>
#include <optional>
#include <string>

namespace clang::tidy::cuda {

enum class ProbeDirection { HostToDevice, DeviceToHost };

/// What is statically known of a finding's configuration, in cudalint-probe's plan terms.
struct ProbeConfig {
  std::optional<uint64_t> Bytes;           ///< copy size
  std::optional<ProbeDirection> Direction; ///< copy direction
  std::optional<uint64_t> AllocBytes;      ///< allocation size
  std::optional<unsigned> Streams;         ///< streams the code creates
};

/// A finding's probe data: the position that names it in a plan, and its configuration.
struct ProbeFindingData {
  std::string File; ///< file name (no folders) of the presumed location; empty when unknown
  unsigned Line = 0;
  unsigned Column = 0;
  ProbeConfig Config;
};

/// The note text that carries \p Data on a finding, and back: "cudalint-probe-data {json}".
std::string encodeProbeNote(const ProbeFindingData &Data);
/// The JSON of a machine-readable note "<Prefix>{json}"; nullopt for another note or bad JSON.
std::optional<llvm::json::Value> parseMachineNote(llvm::StringRef NoteText,
                                                  llvm::StringRef Prefix);
/// The data of a note made by encodeProbeNote; nullopt for any other note.
std::optional<ProbeFindingData> decodeProbeNote(llvm::StringRef NoteText);

/// A check's handle on the probe: attaches the data note to each finding when asked to.
class ProbeHook {
public:
  explicit ProbeHook(ClangTidyCheck::OptionsView &Options);
  void storeOptions(ClangTidyOptions::OptionMap &Opts, ClangTidyCheck::OptionsView &Options) const;

  /// The notes to attach to the finding at \p Loc: the data note when the option ProbeData is
  /// on, else none.
  llvm::SmallVector<std::string, 1> notesFor(const SourceManager &SM, SourceLocation Loc,
                                             const ProbeConfig &Config) const;

private:
  bool Enabled;
  /// ProbeResults: read by the CLI, not here; kept so that --dump-config shows it.
  std::string ResultsPath;
};

} // namespace clang::tidy::cuda

#endif

//===--- UncheckedErrorCheck.h - cuda-unchecked-error -------------------------------------===//
#ifndef CUDALINT_CHECKS_UNCHECKEDERRORCHECK_H
#define CUDALINT_CHECKS_UNCHECKEDERRORCHECK_H

#include "analysis/CaptureRegion.h"
#include "analysis/CudaApiGate.h"
#include "analysis/FunctionSummaries.h"
#include "analysis/ProbeData.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Regex.h"
#include <optional>
#include <string>
#include <vector>

namespace clang::tidy::cuda {

/// Flags cudaError_t / CUresult results that nothing reads (dropped, or stored and never read)
/// and kernel launches whose launch error no cudaGetLastError / cudaPeekAtLastError (or the
/// project's checking function) reads. One finding per function by default, at its first
/// unchecked call, with a note counting the others.
class UncheckedErrorCheck : public CudaApiCheck {
public:
  UncheckedErrorCheck(StringRef Name, ClangTidyContext *Context);
  void storeOptions(ClangTidyOptions::OptionMap &Opts) override;
  void registerMatchers(ast_matchers::MatchFinder *Finder) override;
  void check(const ast_matchers::MatchFinder::MatchResult &Result) override;
  /// A unit that declares no CUDA API reads no last error: its calls of the project's
  /// functions are recorded as not read after (FunctionSummary::ReadsAfterCalling).
  void checkWithoutCudaApi(const ast_matchers::MatchFinder::MatchResult &Result) override;
  void onEndOfTranslationUnit() override;

  /// One unchecked result or launch in a function body.
  struct Item {
    enum Kind { Dropped, NeverRead, Overwritten, Launch } K;
    const Stmt *At;         ///< the API call or the launch
    std::string Callee;     ///< API function or kernel name
    std::string Var;        ///< NeverRead / Overwritten: the variable
    bool DriverApi = false; ///< CUresult rather than cudaError_t
    /// Calls to functions other units define that come next, before any known read or
    /// clear: if the first of them to touch the last error reads it, the call is checked
    /// (FunctionSummaries.h). Empty: unchecked whatever other units do.
    std::vector<std::string> UnlessFirstReads;
    /// A runtime call that nothing after it in its function reads or clears (but for
    /// UnlessFirstReads): the callers of the function may read it (the project index says).
    bool CallersMayRead = false;
  };
  /// What one function body holds (filled by the body walk).
  struct Body;

private:
  bool isIgnoredApi(StringRef Name) const;
  /// (function, parameter) pairs reportOverwrittenParameter reported in this unit.
  llvm::DenseSet<std::pair<const FunctionDecl *, unsigned>> OverwrittenReported;
  /// What a call does to the runtime's last error, seen from its caller: reads it (a used
  /// cudaGetLastError, a checking macro or function), clears it (`cudaGetLastError();`), or
  /// neither. A call to a function of this translation unit does what the first such call in
  /// its body does (up to three calls deep); a call to a function only declared here is
  /// pending (its USR) while a SummaryCollector is open, for the project index to decide.
  using LastErrorOp = LastErrorUse;
  struct OpAt {
    SourceLocation At; ///< the call's end
    LastErrorSummary Effect;
  };
  LastErrorSummary lastErrorOp(const CallExpr *Call, bool BareClear, unsigned Depth);
  /// The body's reads and clears, in source order.
  std::vector<OpAt> lastErrorOps(const Body &B, unsigned Depth);
  bool inCheckingMacro(SourceLocation Loc, const SourceManager &SM) const;
  void report(const FunctionDecl *Fn, std::vector<Item> &Items, ASTContext &Ctx);
  /// A status passed to a function that overwrites that parameter before reading it
  /// (overwritesBeforeReading): reported once per function and parameter, at the overwrite.
  void reportOverwrittenParameter(const CallExpr *Call, const SourceManager &SM);
  /// True when Items (the unchecked calls of Fn, whose body is B) hold nothing worth a finding
  /// on its own: a destructor's, only releases and harmlessAlone() calls, a timer's event
  /// calls, or event calls timing work whose own calls are checked (some call of B outside
  /// Unread). UncheckedErrorHarmless.cpp.
  bool notWorthReporting(const FunctionDecl *Fn, const Body &B, llvm::ArrayRef<Item> Items,
                         const llvm::DenseSet<const Stmt *> &Unread, bool TimesWithEvents);
  static bool isRelease(const Item &It);
  /// cudaSetDevice and the driver's context selections: where the calls after them run.
  static bool selectsDevice(const Item &It);
  /// The current-device query and the managed-memory hints: calls whose failure alone
  /// spoils no result.
  static bool harmlessAlone(const Item &It);
  /// A dropped cudaSetDevice(v) whose v only ever holds the device that was current (written by
  /// cudaGetDevice, or by a call named for getting the device): the restore after a switch.
  bool restoresDevice(const Item &It);
  /// The summary of \p Fn for the project index, from its body's reads and clears.
  void recordSummary(const FunctionDecl *Fn, const Body &B, const std::vector<OpAt> &Ops);
  /// The condition of a finding that stands for \p Items (none if one is unconditional).
  static std::optional<FindingCondition> conditionOf(llvm::ArrayRef<const Item *> Items,
                                                     const std::string &FunctionUsr);
  /// True when K, launched on the capturing stream inside a stream capture of its own function
  /// (B's), is followed by every end of that capture with its status read (none in Unchecked):
  /// a launch that fails invalidates the capture, and cudaStreamEndCapture returns the error.
  bool checkedByCaptureEnd(const CUDAKernelCallExpr *K, const Body &B,
                           llvm::ArrayRef<Item> Unchecked);

  const std::string CheckedFunctions;
  const bool RequireLaunchCheck;
  /// Report launches whose block and dynamic shared memory the code bounds (false: only
  /// those whose configuration may be out of every GPU's limits).
  const bool ReportBoundedLaunches;
  const std::string IgnoreFunctions;
  const bool OnePerFunction;
  /// A `cudalint --export-index` file: findings its functions disprove are dropped here.
  ProjectIndexOption ProjectIndex;
  const SummaryIndex *Index = nullptr;
  const std::vector<llvm::Regex> CheckedPatterns, IgnorePatterns;
  /// The function bodies of this translation unit, in match order.
  std::vector<const FunctionDecl *> Functions;
  /// Template instantiations: not reported (their pattern is), but their calls are call sites
  /// (`loop<4>()` calling `launch<4>()`, which the pattern's dependent call does not name).
  std::vector<const FunctionDecl *> Instantiations;
  ASTContext *Ctx = nullptr;
  /// Memo: what a call to this function does to the last error (its body's first read or clear).
  llvm::DenseMap<const FunctionDecl *, LastErrorSummary> Effects;
  /// The open SummaryCollector's summaries (the CLI's project run), else nullptr.
  UnitSummaries *Collect = nullptr;
  /// Memo: the USR of a function defined in another unit; "" for any other function.
  llvm::DenseMap<const FunctionDecl *, std::string> ExternalUsrs;
  /// The capture regions of this translation unit (built when a launch needs them).
  std::shared_ptr<const ValueOrigins> Origins;
  std::unique_ptr<CaptureRegionFinder> Captures;
  ProbeHook Probe;
};

} // namespace clang::tidy::cuda

#endif

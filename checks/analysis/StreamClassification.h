//===--- StreamClassification.h - which stream a piece of work runs on --------------------===//
//
// Shared by the stream checks: where a call, a kernel launch or a wrapper takes a stream
// (its "stream sites"), what a stream expression is at run time (the null handle, the
// legacy or per-thread default stream, a created stream, or unknown), whether the
// per-thread default stream is in force, and whether the translation unit uses streams
// other than the default one at all. The translation-unit facts are computed once per
// ASTContext and shared by every check that asks.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_STREAMCLASSIFICATION_H
#define CUDALINT_CHECKS_ANALYSIS_STREAMCLASSIFICATION_H

#include "CudaApi.h"
#include "DiagnosticLocation.h"
#include "ValueOrigins.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class Preprocessor;
} // namespace clang

namespace clang::tidy::cuda {

/// What a stream handle is at run time.
enum class StreamKind {
  Null,      // 0, NULL, nullptr, (cudaStream_t)0, cudaStreamDefault: the default stream of the
             // compilation (legacy, or per-thread under the per-thread default stream)
  Legacy,    // cudaStreamLegacy, CU_STREAM_LEGACY: always the legacy default stream
  PerThread, // cudaStreamPerThread, CU_STREAM_PER_THREAD
  Created,   // every origin is a cudaStreamCreate* / cuStreamCreate* call
  Unknown,   // anything else: a parameter, a function's result, a mix of origins
};

struct StreamValue {
  StreamKind Kind = StreamKind::Unknown;
  /// For Null, Legacy and PerThread: the expression that spells the handle (the argument
  /// itself, or a variable's initializer or assignment).
  const Expr *Spelling = nullptr;
  /// The variable or parameter the value was read through, if any.
  const ValueDecl *Variable = nullptr;
  /// For Created: the creation calls.
  llvm::SmallVector<const CallExpr *, 2> Creations;

  bool isDefaultHandle() const {
    return Kind == StreamKind::Null || Kind == StreamKind::Legacy || Kind == StreamKind::PerThread;
  }
};

/// One place where a call or a kernel launch takes a stream.
struct StreamSite {
  enum class SiteKind {
    Api,     // a CUDA API function of the table (runtime or driver)
    Launch,  // k<<<grid, block, shared, stream>>>(...)
    Wrapper, // a function of the project with a stream parameter
  };
  SiteKind K = SiteKind::Api;
  const Expr *Call = nullptr;           // CallExpr, CUDAKernelCallExpr or CXXConstructExpr
  const FunctionDecl *Callee = nullptr; // the function called (the kernel for launches)
  const CudaApiInfo *Api = nullptr;     // for Api sites
  const ParmVarDecl *Param = nullptr;   // the stream parameter, when known
  unsigned ArgIndex = 0;                // the stream's position among the arguments / config
  const Expr *Arg = nullptr;            // the argument; a CXXDefaultArgExpr when omitted

  bool omitted() const { return Arg && isa<CXXDefaultArgExpr>(Arg); }
  /// The argument as written: the omitted argument's default value when it is omitted.
  const Expr *value() const;
  /// The call's arguments (the configuration's for a launch).
  llvm::SmallVector<const Expr *, 8> arguments() const;
  /// True for asynchronous copies, memsets, prefetches and stream-ordered allocation.
  bool isMemoryOperation() const;
  /// True for kernel launches: <<<...>>> and the launch API (cudaLaunchKernel, ...).
  bool isLaunch() const;
  /// True when the site enqueues work on its stream (copies, launches, event records,
  /// waits, ...), as opposed to synchronizing with it or querying it.
  bool issuesWork() const;
  /// The function or kernel called, as written in diagnostics ("cudaMemcpyAsync").
  std::string calleeName() const;
};

/// The streams that the other stream work of a function hands over explicitly.
struct NearbyStreams {
  /// The one variable, parameter or member (of this object) all that work uses, when it
  /// is one, it is not a default stream, it is in scope at the site, and no work of the
  /// function is handed a default stream explicitly or runs on it implicitly (cudaMemcpy);
  /// else nullptr.
  const ValueDecl *Only = nullptr;
  std::string OnlyName;
  /// The distinct streams other than default ones used, as written (at most a few).
  llvm::SmallVector<std::string, 3> Names;
  bool More = false; // more than Names holds
  /// "'a', 'b' and 'c'".
  std::string quotedNames() const;
};

/// The stream sites of E (a call, a kernel launch or a constructor call): none when E is
/// not one, one for API calls and launches, one per stream parameter for wrappers.
void streamSitesOf(const Expr *E, llvm::SmallVectorImpl<StreamSite> &Out);

/// The argument value a creation call gives a stream: blocking (false), non-blocking (true)
/// or unknown (flags not constant).
std::optional<bool> createsNonBlockingStream(const ASTContext &Ctx, const CallExpr *Create,
                                             const CudaApiInfo &Api);

/// Facts about one translation unit's use of streams, computed once per ASTContext.
class StreamAnalysis {
public:
  /// The analysis of Ctx: built on the first call, shared by later callers until all
  /// holders let it go (checks drop theirs in onEndOfTranslationUnit). PP may be null.
  static std::shared_ptr<const StreamAnalysis> get(ASTContext &Ctx, Preprocessor *PP);

  explicit StreamAnalysis(ASTContext &Ctx, Preprocessor *PP);

  const ValueOrigins &origins() const { return *Origins; }
  ASTContext &getASTContext() const { return Origins->getASTContext(); }

  /// What the stream expression E is. Through a variable or parameter, a default handle is
  /// concluded only when every write is known and none can come from another translation
  /// unit; with AssumeCallersComplete, a parameter's call sites in this translation unit
  /// are taken as all of them.
  StreamValue classify(const Expr *E, bool AssumeCallersComplete = false) const;

  /// True when the handle V is, at run time, the legacy default stream.
  bool isLegacyDefault(const StreamValue &V) const {
    return V.Kind == StreamKind::Legacy || (V.Kind == StreamKind::Null && !PerThreadDefault);
  }

  /// The per-thread default stream is in force: CUDA_API_PER_THREAD_DEFAULT_STREAM is
  /// defined, API calls resolve to their _ptsz/_ptds forms, or clang was given
  /// -fgpu-default-stream=per-thread.
  bool perThreadDefaultStream() const { return PerThreadDefault; }

  /// True when every stream of the translation unit is created here with
  /// cudaStreamNonBlocking (none of unknown origin, none created blocking or with flags known
  /// only at run time): the legacy default stream synchronizes with none of them.
  bool everyStreamNonBlocking() const {
    return AllCreatedNonBlocking && !StreamOfUnknownOrigin && !PerThreadDefault;
  }
  /// For the project index (StreamFacts): the unit creates a stream not known to be
  /// non-blocking; it creates one known to be. Every creation of the unit's code counts, also
  /// one in code this unit never calls (a constructor other files, or a registration, run):
  /// the program may run it.
  bool createsStreamNotKnownNonBlocking() const { return ProgramNotKnownNonBlocking; }
  bool createsStreamKnownNonBlocking() const { return ProgramKnownNonBlocking; }

  /// True when the translation unit creates a stream or hands a stream that is not a
  /// default handle to a stream argument, in host code of the project.
  bool isMultiStream() const { return MultiStreamEvidence != nullptr; }
  /// isMultiStream(), and some stream's work can be in flight at S: a stream synchronized
  /// and destroyed in the function that created it (streamLifetimeFunction) counts only in
  /// that function and what it calls.
  bool isMultiStreamAt(const Stmt *S) const;
  /// True when S's function reaches no stream (creates, receives or names none, and calls
  /// nothing that does) and runs outside the code that does: from entry points that reach
  /// no stream, or from one that reaches streams only after the call that leads to S, outside
  /// any loop (weights uploaded before the first stream is created). Nothing of a stream can
  /// be in flight there that a stream argument would change. A function nothing in this TU
  /// calls (called from other files) counts as such an entry point only when
  /// \p UncalledRunsApart: for uploads, not for launches, whose siblings in the file run on the
  /// callers' streams (AlexeyAB/darknet@59596d7 src/im2col_kernels.cu:2280).
  bool runsApartFromStreams(const Stmt *S, bool UncalledRunsApart) const;
  /// True when the unit's stream work names a stream any function could name too: a global
  /// (`streams[i]`) or an accessor's result (`get_cuda_stream()`), not only parameters,
  /// members and locals. A stream-less launch there could use it; elsewhere the fix is the
  /// callers' (a stream parameter), and a function nothing here calls is left to them.
  bool offersSharedStream() const;
  /// True when a stream is at hand where S runs: S's function, a function on a chain of its
  /// callers here (up to six calls up), or the function around a lambda on the way, creates,
  /// receives or names a stream (StreamFunctions), or the unit offers a shared stream. A
  /// program whose solver runs on the legacy stream, with side streams in functions of their
  /// own, has no stream at hand where that solver's work is issued (held-out round 23).
  /// Where attempts to name that function (nullptr when it is S's own or the stream is shared).
  bool streamAtHand(const Stmt *S, const FunctionDecl **Where = nullptr) const;
  /// True when every stream of the TU is created here (none of unknown origin) and the work
  /// of each is kept apart from S in every entry point that runs both (keptApartInEveryEntry:
  /// exclusive branches, a wait on every path between, decided inside a call both go through).
  bool keptApartFromStreams(const Stmt *S) const;
  /// The calls of workOnStream(Create).
  llvm::SmallVector<const Stmt *, 8> workCallsOf(const CallExpr *Create) const;
  /// True when F, or a function it may call, creates, receives or names a stream.
  bool reachesStream(const FunctionDecl *F) const;
  /// The first such creation or stream argument.
  const Expr *multiStreamEvidence() const { return MultiStreamEvidence; }
  /// A note's text that says what the evidence is ("a stream is created here").
  std::string multiStreamEvidenceNote() const { return evidenceNote(MultiStreamEvidence); }
  /// The evidence closest to S: the creation of a stream that other work of S's function runs
  /// on, else a creation in that function, else one in a function reached from the same entry
  /// point, else multiStreamEvidence().
  const Expr *multiStreamEvidenceNear(const Stmt *S) const;
  /// The note's text for Evidence (a creation or a stream argument).
  std::string evidenceNote(const Expr *Evidence) const;

  /// The streams the other stream work of Site's function hands over explicitly.
  NearbyStreams streamsUsedNear(const StreamSite &Site) const;
  /// The streams the stream work of FD hands over explicitly, but Except's; Only is set when
  /// that one stream is in scope at Except.
  NearbyStreams streamsUsedIn(const FunctionDecl *FD, const Stmt *Except) const;

  /// The first work issued to the legacy default stream in host code of the project: an
  /// explicit or omitted legacy stream argument, or a synchronous copy or memset.
  const Expr *legacyStreamUse() const { return LegacyUse; }
  /// Every such use, in source order.
  llvm::ArrayRef<const Expr *> legacyStreamUses() const { return LegacyUses; }

  /// The sites, by function, that issue work on the stream Create creates (a stream read
  /// through a parameter counts when every call site in the translation unit passes it).
  llvm::ArrayRef<StreamSite> workOnStream(const CallExpr *Create) const;

  /// True when S is analysed: host code of the project, outside system headers and
  /// outside the bodies of the CUDA API's own inline functions.
  bool isAnalyzedCode(const Stmt *S) const;

  /// The stream sites analysed in the function (or lambda) FD, in source order.
  llvm::ArrayRef<StreamSite> sitesIn(const FunctionDecl *FD) const;

  /// The stream creations of the translation unit (analysed code only), less those of streams
  /// that are only captured (they run nothing).
  llvm::ArrayRef<const CallExpr *> streamCreations() const { return Creations; }

  /// True when Call records, on the legacy default stream, an event that the translation unit
  /// passes to cudaEventElapsedTime, and no stream it creates is known to be non-blocking: the
  /// record waits for the earlier work of every blocking stream and their later work waits
  /// for it. That is the standard way to time work on several blocking streams, a measurement
  /// rather than misplaced work. Streams created in another unit, or with flags decided at
  /// run time, are unknown: such a record is not reported either.
  bool isTimingRecord(const Expr *Call) const;
  /// True when Call records an event that the translation unit passes to
  /// cudaEventElapsedTime (on whatever stream).
  bool recordsTimedEvent(const Expr *Call) const;

  class Scanner;

private:
  bool encloses(const Stmt *Outer, const Stmt *S) const;
  bool runsBeforeStreams(const Expr *Call, const FunctionDecl *Entry) const;
  bool inScopeAt(const ValueDecl *D, const Stmt *S, const FunctionDecl *FD) const;

  std::shared_ptr<const ValueOrigins> Origins;
  bool PerThreadDefault = false;
  const Expr *MultiStreamEvidence = nullptr;
  const Expr *LegacyUse = nullptr;
  std::vector<const Expr *> LegacyUses;
  std::vector<const CallExpr *> Creations;
  /// The variables of streams that are only captured (they run nothing).
  llvm::SmallPtrSet<const ValueDecl *, 4> CapturedOnly;
  /// The events passed to cudaEventElapsedTime / cuEventElapsedTime.
  llvm::SmallPtrSet<const ValueDecl *, 4> TimedEvents;
  /// A stream this unit creates is known to be non-blocking (see isTimingRecord).
  bool KnownNonBlockingStream = false;
  bool ProgramKnownNonBlocking = false, ProgramNotKnownNonBlocking = false;
  /// Every stream this unit creates is known to be non-blocking (see everyStreamNonBlocking).
  bool AllCreatedNonBlocking = false;
  /// Work is handed a stream of unknown origin (a parameter, a library's stream).
  bool StreamOfUnknownOrigin = false;
  llvm::DenseMap<const FunctionDecl *, std::vector<StreamSite>> SitesByFunction;
  llvm::DenseSet<const FunctionDecl *> FunctionsWithImplicitDefaultWork;
  /// Functions (canonical) that create, receive or name a stream themselves.
  llvm::DenseSet<const FunctionDecl *> StreamFunctions;
  mutable llvm::DenseMap<const FunctionDecl *, bool> ReachesStreamCache;
  mutable std::optional<bool> SharedStream;
  /// workOnStream's answers, classified on first use (a translation unit is analysed by one
  /// thread).
  mutable std::optional<llvm::DenseMap<const CallExpr *, llvm::SmallVector<StreamSite, 4>>>
      WorkByCreation;
};

} // namespace clang::tidy::cuda

#endif

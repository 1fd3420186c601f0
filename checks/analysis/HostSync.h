//===--- HostSync.h - where the host waits for work a stream has in flight ----------------===//
//
// Used by cuda-host-access-before-sync (issue 16) and cuda-pageable-async-memcpy (copies
// synchronized right after). hostSyncOf says what a call does to work
// already issued to streams, as seen from the host: nothing, a wait for the whole device, for
// one stream, for one event, a query (a polling loop's step), a blocking call on the legacy
// default stream, or something we cannot tell (a function of unknown body, a library that may
// synchronize). PendingWorkWalker walks a function's CFG forward from an asynchronous call
// along the paths on which that call's work may still be running: a path ends at a
// synchronization that covers the call's stream (or may), and at the call itself again.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_HOSTSYNC_H
#define CUDALINT_CHECKS_ANALYSIS_HOSTSYNC_H

#include "CudaApi.h"
#include "FunctionCFGs.h"
#include "StreamOrder.h"
#include "clang/AST/ParentMap.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <memory>

namespace clang::tidy::cuda {

enum class HostSyncKind {
  None,           // returns without waiting for any stream's earlier work
  Device,         // cudaDeviceSynchronize, cuCtxSynchronize, and calls that imply it (cudaFree)
  Stream,         // cudaStreamSynchronize(Handle)
  Event,          // cudaEventSynchronize(Handle)
  Query,          // cudaStreamQuery / cudaEventQuery: a polling loop's step
  LegacyBlocking, // a synchronous copy: waits for the legacy default stream's earlier work
  Unknown,        // may synchronize: a function whose body is not known, a CUDA library
};

struct HostSync {
  HostSyncKind K = HostSyncKind::None;
  const Expr *Handle = nullptr; // the stream or event, for Stream and Event
};

/// What a call of a CUDA API function does to the host, by the API table: waits for a stream,
/// an event or the device, waits for the legacy stream (a blocking copy), polls, or nothing.
HostSync hostSyncOfApi(const CudaApiInfo &Api, const CallExpr *Call, const ASTContext &Ctx);

/// What S (a call, a constructor call or a delete-expression) does, by the CUDA API table,
/// a few levels into the bodies of the project's functions. Caches per function.
class HostSyncClassifier {
public:
  explicit HostSyncClassifier(const ASTContext &Ctx) : Ctx(Ctx) {}
  HostSync of(const Stmt *S);
  /// The same for a function called, read through its body.
  HostSyncKind ofFunction(const FunctionDecl *FD, unsigned Depth);

private:
  HostSync ofAt(const Stmt *S, unsigned Depth);
  const ASTContext &Ctx;
  llvm::DenseMap<const FunctionDecl *, HostSyncKind> Summaries;
};

/// True for a function of the C or C++ standard library (declared in a system header, in the
/// global namespace or in std, and not a CUDA or CUDA library function): it does not wait for
/// GPU work.
bool isStandardLibraryFunction(const FunctionDecl *FD, const SourceManager &SM);

/// CUDA functions outside the API table that never wait for GPU work (cudaGetLastError,
/// cudaGetErrorString, cudaGetDevice, ...).
bool isNonBlockingQuery(llvm::StringRef Name);

/// The variable Call's result is stored in (`cudaError_t e = call;`, `e = call;`), or null.
const VarDecl *resultVariable(const CallExpr *Call, const ParentMap &PM);

/// The statements that test Call's result: `if (cudaMemcpyAsync(...) != cudaSuccess)`, or a
/// test of the variable the result is stored in, or of a local initialized from that variable
/// (`auto err = to_error(status); if (err != Success) throw ...;`), by `if` or by `while`
/// (glog's `CHECK_EQ(status, cudaSuccess)` is `while (auto r = Check_EQImpl(status, ...))
/// LogMessageFatal(...)`). Branches: their arms (a `while`'s body): one runs when the call
/// failed, and nothing it issued is in flight there. Conditions: their conditions (and
/// condition variables), which are the test itself.
struct ResultTests {
  llvm::SmallVector<const Stmt *, 4> Branches, Conditions;
  llvm::SmallVector<const Decl *, 2> ConditionVariables;
  /// The result's variable and the locals initialized from it.
  llvm::SmallVector<const VarDecl *, 2> StatusVariables;
};
ResultTests resultTests(const CallExpr *Call, const Stmt *Body, const ParentMap &PM);
inline llvm::SmallVector<const Stmt *, 4> resultBranches(const CallExpr *Call, const Stmt *Body,
                                                         const ParentMap &PM) {
  return resultTests(Call, Body, PM).Branches;
}

/// True when Call is `obj.sync(...)`, a method of the project whose body synchronizes a stream
/// member of its object on every path (`cudaStreamSynchronize(stream)` among the expressions
/// of its statements, through `if`s whose branches synchronize or fall through), and Stream
/// reads that member of the same object: `obj.stream`, or `obj()` / `obj.get()` through a
/// method whose body is `return stream;`, where the object is a variable or what one accessor
/// without arguments of one variable returns (`ctx->Stream()`). The stream wrapper classes of
/// projects (astra-toolbox's StreamHelper, xgboost's StreamRef).
bool syncsMemberStream(const Stmt *Call, const Expr *Stream);

/// Walks forward from an asynchronous call issued on Stream.
class PendingWorkWalker {
public:
  PendingWorkWalker(const StreamAnalysis &SA, HostSyncClassifier &Sync);

  /// What Visit answers for a statement reached while the work may still run: go on (the
  /// path ends there if S synchronizes, or may), end the path, or go on past S whatever it
  /// does (a caller that needs a known synchronization further on).
  enum class Step { Continue, EndPath, Pass };

  /// Calls Visit for the statements (every sub-expression, in evaluation order) of F on a path
  /// from From on which From's work on Stream may still be running; Visit may end the path.
  /// False when F has no CFG or From is not in it, or the walk was too long to finish.
  /// ReachedExit, when given, is set when a path reaches the end of F.
  bool walk(const FunctionDecl *F, const Expr *From, const StreamUse &Stream,
            llvm::function_ref<Step(const Stmt *)> Visit, bool *ReachedExit = nullptr);

  /// True when S waits for Stream's earlier work, or may (Unknown, Device, Query).
  bool covers(const HostSync &S, const StreamUse &Stream) const;

  /// True when some statement of Body (on any path) synchronizes with Stream's work, or may.
  bool mayWaitIn(const Stmt *Body, const StreamUse &Stream);

  /// The parent map of F's body (built with its CFG).
  const ParentMap *parents(const FunctionDecl *F);

private:
  /// F's CFG with every statement and the implicit destructors (FunctionCFGs).
  const CFG *cfgOf(const FunctionDecl *F) const;
  /// True when Loop (a for, while or range-for statement not around From) has, in its body, a
  /// synchronization that covers Stream or may.
  bool loopWaits(const Stmt *Loop, const Stmt *From, const StreamUse &Stream,
                 const ParentMap &PM);

  const StreamAnalysis &SA;
  HostSyncClassifier &Sync;
  std::shared_ptr<const FunctionCFGs> CFGs;
};

/// The first place, on a path from Copy (an asynchronous copy into Buffer issued on Stream,
/// in F) on which the copy may still be running, where the host reads what Buffer holds: `x`
/// of a scalar, `p[i]` / `*p` of a pointer or an array, `v[i]` of a standard container. Null
/// when none: a path ends at a synchronization that covers the copy, and at any other use of
/// Buffer (a write, a call it is handed to: unknown). Uses inside CUDA calls, and a
/// container's size queries, do not count.
const Stmt *hostReadBeforeSync(PendingWorkWalker &Walker, const FunctionDecl *F,
                               const CallExpr *Copy, const StreamUse &Stream,
                               const ValueDecl *Buffer);

} // namespace clang::tidy::cuda

#endif // CUDALINT_CHECKS_ANALYSIS_HOSTSYNC_H

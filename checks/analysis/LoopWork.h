//===--- LoopWork.h - what a loop iteration or a function call does to the device ---------===//
//
// Shared by checks that ask "what happens on every iteration of this loop?". For a loop body
// or a function body it records:
//   - the kinds of device work it may do (kernel launches, copies, other stream work,
//     allocation, ...), including everything the functions it calls in this translation unit
//     may do, at any depth and through recursion;
//   - the CUDA API calls of chosen families that run every time it runs: not under a
//     condition, not in a nested loop, not after an early exit, not in a static initializer,
//     directly or through calls (with the call chain), and the storage each one writes
//     (an allocation's out-argument) or reads (the pointer a free releases), expressed in the
//     loop's own function so that an allocation and the free of the same buffer can be paired.
// Summaries are cached per function; cycles in the call graph are cut, never followed twice.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_LOOPWORK_H
#define CUDALINT_CHECKS_ANALYSIS_LOOPWORK_H

#include "CudaApi.h"
#include "ValueOrigins.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang::tidy::cuda {

/// Kinds of work, as bits.
namespace work {
enum : unsigned {
  Launch = 1u << 0,    // kernel launches, graph launches, host functions
  Copy = 1u << 1,      // memory copies
  Stream = 1u << 2,    // other stream work: memsets, prefetches, event records, waits,
                       // stream-ordered allocation
  Library = 1u << 3,   // calls into CUDA libraries (cuBLAS, cuFFT, thrust, ...)
  Alloc = 1u << 4,     // synchronous allocation or host registration
  Free = 1u << 5,      // its release
  SetDevice = 1u << 6, // cudaSetDevice, cuCtxSetCurrent, cuCtxPushCurrent
  Sync = 1u << 7,      // host-blocking synchronization
  DeviceWork = Launch | Copy | Stream | Library,
};
} // namespace work

/// A storage location (or a pointer value) named relative to one function: a root (a
/// variable, the object `*this`, or an expression compared by structure) followed by field,
/// dereference and index steps. `bufs[i].ptr` is {Var bufs, [Index i, Field ptr]}.
struct AccessPath {
  enum class RootKind { Unknown, Var, This, Value };
  struct Step {
    enum Kind { Field, Deref, Index } K;
    const ValueDecl *Member = nullptr; // Field
    const Expr *Subscript = nullptr;   // Index; null: each element in turn (the variable
                                       // of a loop that walks them)
  };
  RootKind Root = RootKind::Unknown;
  const ValueDecl *Var = nullptr; // RootKind::Var
  const Expr *Value = nullptr;    // RootKind::Value
  llvm::SmallVector<Step, 2> Steps;
  /// Call sites (outermost first) naming the invocation whose locals the path uses; empty
  /// when the path names storage of the function it is relative to (or global storage).
  llvm::SmallVector<const Stmt *, 2> Scope;

  bool known() const { return Root != RootKind::Unknown; }
  /// The plain variable the path is, when it has no steps and no scope.
  const VarDecl *plainVariable() const;
};

/// True for the status types CUDA and its libraries return (cudaError_t, CUresult,
/// cublasStatus_t, ...), through typedefs.
bool isCudaStatusType(QualType T);

/// The storage an lvalue expression names (casts and parentheses looked through).
AccessPath accessPathOf(const Expr *E);
/// True when A and B name the same storage, or one is a field of the other.
bool sameStorage(const AccessPath &A, const AccessPath &B, const ASTContext &Ctx);
/// For storage inside a local object (`buf.ptr_`, reached through its constructor, methods
/// and destructor): true when \p Loop may move, swap or release the object's buffer, so that
/// what the destructor frees need not be what the constructor allocated.
bool ownerMayHandOff(const AccessPath &P, const Stmt *Loop, const ValueOrigins &VO);

/// One call on the way from a loop body (or function body) to a CUDA API call.
struct CallStep {
  enum class Kind { Call, Construct, Destruct };
  Kind K = Kind::Call;
  const Stmt *Site = nullptr; // the call, the construction, or the declaration
  const FunctionDecl *Callee = nullptr;
  const VarDecl *Object = nullptr; // the variable constructed or destroyed
};

/// A CUDA API call that runs every time a loop iteration or a function call runs.
struct EveryTimeCall {
  const CallExpr *Api = nullptr;
  const CudaApiInfo *Info = nullptr;
  /// Calls from the body down to the function that holds Api (empty: Api is in the body).
  llvm::SmallVector<CallStep, 2> Chain;
  /// Allocation and registration families: the storage the out-argument writes (for
  /// registration, the pointer registered); frees: the storage of the pointer released.
  AccessPath Target;
  /// With LoopWork::NestedLoops::CountSetupLoops: the nested loop that repeats Api once per
  /// element each time (a setup or teardown loop over buffers); null when Api runs once.
  const Stmt *SetupLoop = nullptr;
};

struct LoopSummary {
  unsigned Work = 0; // work::* bits of the body and everything it calls
  std::vector<EveryTimeCall> EveryIteration;
  /// A jump out of the iteration taken when a CUDA status says success (or when we cannot
  /// tell): the loop retries a call rather than repeating work.
  bool LeavesOnStatus = false;
  /// Conditions of the other conditional jumps out of the loop (break, return, throw).
  llvm::SmallVector<const Expr *, 2> ExitConditions;
};

class LoopWork {
public:
  /// Functions for which Ignored returns true contribute their work but no every-time calls.
  using FunctionFilter = std::function<bool(const FunctionDecl *)>;
  /// Whether calls in nested loops count as every-time calls. CountSetupLoops: those of a
  /// nested loop that is entered every time, does no device work itself (neither does what
  /// it calls), does not both acquire and release, and has no exit of its own: a loop that
  /// allocates, registers or frees one buffer per element (up to two levels deep).
  enum class NestedLoops { Skip, CountSetupLoops };
  /// Only API calls of the Tracked families are recorded as every-time calls.
  LoopWork(const ValueOrigins &VO, llvm::ArrayRef<ApiFamily> Tracked, FunctionFilter Ignored = {},
           NestedLoops Nested = NestedLoops::Skip);
  ~LoopWork();

  /// The work::* bits of FD's body and of everything it calls in this TU.
  unsigned functionWork(const FunctionDecl *FD);
  /// The tracked API calls that run every time FD runs, with their targets relative to FD.
  const std::vector<EveryTimeCall> &everyCall(const FunctionDecl *FD);
  /// What one iteration of Loop does (Loop must satisfy isLoop).
  LoopSummary loop(const Stmt *Loop);

  /// for, while, range-for and do loops; `do { } while (0)` (a macro's body) is not one.
  static bool isLoop(const Stmt *S);
  /// `do { ... } while (0)` or `while (false)`.
  static bool isMacroDoWhile(const Stmt *S);
  /// True when the loop body can run at most once: a constant false condition, a for loop
  /// with at most one trip (`<`, `<=`, `!=` counting up, `>`, `>=` counting down; start and
  /// bound constants, or locals whose reaching writes are all constants when Origins is
  /// given), or a body that always ends with break/return and never continues.
  static bool runsAtMostOnce(const Stmt *Loop, const ASTContext &Ctx,
                             const ValueOrigins *Origins = nullptr);
  /// The most times Loop's body can run, when a constant false condition or a counting for
  /// loop (as runsAtMostOnce reads it) tells; nullopt otherwise.
  static std::optional<int64_t> maxTrips(const Stmt *Loop, const ASTContext &Ctx,
                                         const ValueOrigins *Origins = nullptr);
  /// The loop that makes S run again and again: the innermost loop around S that can run
  /// more than once, else such a loop around a call (up to three callers up) that reaches S's
  /// function; ViaCall is then that call. Null when S runs once as far as this TU shows.
  static const Stmt *repeatingLoop(const Stmt *S, const ValueOrigins &VO, const Expr *&ViaCall);
  /// The body of a loop statement.
  static const Stmt *body(const Stmt *Loop);
  /// The condition of a for, while or do loop; the range of a range-for.
  static const Expr *head(const Stmt *Loop);
  /// "launches kernels and issues copies" for the device-work bits of Work ("" if none).
  static std::string describeDeviceWork(unsigned Work);
  /// cudaSetDevice, cuCtxSetCurrent or cuCtxPushCurrent.
  static bool isSetDevice(const FunctionDecl *FD);

  /// Variables that may hold a different value on each iteration of Loop: declared in it,
  /// or assigned, incremented or decremented in it.
  static llvm::DenseSet<const VarDecl *> loopVariantVariables(const Stmt *Loop);
  /// True when S reads one of Vars.
  static bool mentionsAny(const Stmt *S, const llvm::DenseSet<const VarDecl *> &Vars);
  /// True when S reads a variable (its canonical declaration) that Pred accepts.
  static bool mentionsAny(const Stmt *S, llvm::function_ref<bool(const VarDecl *)> Pred);

  /// True when Loop walks over devices, judged by what it iterates over: its bound is a
  /// device count (written by cudaGetDeviceCount / cuDeviceGetCount, or named for devices:
  /// `ngpus`, `num_devices`, `devices.size()`), it ranges over a list named for devices, or its
  /// variable is (`dev`, `gpu`); or it selects a device that changes per iteration
  /// (`cudaSetDevice(i)`, `cudaSetDevice(devs[i])`, a call that sets the device given a
  /// loop-variant argument). A body that selects one fixed device (`cudaSetDevice(0)`) makes
  /// no loop a loop over devices.
  bool overDevices(const Stmt *Loop);
  /// True when the iterations of Loop repeat work: it can run more than once (see
  /// runsAtMostOnce), it is not a retry loop on a CUDA status, not a loop over the command
  /// line (its head reads main's argc: one run per input named), and not a loop over devices.
  bool repeats(const Stmt *Loop);
  /// At most this many values make a parameter sweep: a doubling sweep over every power of
  /// two a 64-bit size can hold.
  static constexpr uint64_t MaxSweepValues = 64;
  /// When Loop sweeps a parameter over a fixed set of at most MaxSweepValues values, the
  /// variable that takes them; else empty. A range-for over a braced list, or over a local
  /// array or container initialized from a braced list and only read since (or a const one);
  /// a for loop whose variable goes from a constant start to a constant bound by a constant
  /// step (`++`, `+=`, `*=`, `<<=`, and downwards) and is written nowhere else.
  llvm::DenseSet<const VarDecl *> sweptVariables(const Stmt *Loop);
  /// True when the value of E (an expression in the function Chain leads to from a loop's
  /// body) flows from one of Swept: it reads one, a local whose reaching writes do, or a
  /// parameter whose argument at the chain's call does. An element follows its index only
  /// in a fixed list (`sizes[i]` of a braced list, not `batches[i]` of data).
  bool flowsFrom(const Expr *E, llvm::ArrayRef<CallStep> Chain,
                 const llvm::DenseSet<const VarDecl *> &Swept);
  /// repeatingLoop, counting only loops that repeat work (see repeats).
  const Stmt *repeatingWorkLoop(const Stmt *S, const Expr *&ViaCall);
  /// Every loop that repeats work (see repeats) around S, and around the calls (up to three
  /// callers up) that reach S's function.
  llvm::SmallPtrSet<const Stmt *, 4> repeatingWorkLoops(const Stmt *S);
  /// repeatingLoop, leaving out the innermost loop over devices (see overDevices): one
  /// iteration per device handles that device's buffers once, it does not repeat a copy.
  const Stmt *repeatingLoopApartFromDevices(const Stmt *S, const Expr *&ViaCall);
  /// True when Loop is a warm-up loop whose iterations nothing measures: its variable or its
  /// bound is a single name containing "warm" (`w < WARMUP`, `i < nWarmup`), or a timer
  /// starts after it in its function (a host clock read, a timer's start, or a record of an
  /// event that cudaEventElapsedTime reads there) and everything its body does on every
  /// iteration (kernels launched, graphs launched, library calls, functions that do device
  /// work) is done again after that start.
  bool isWarmUp(const Stmt *Loop);
  /// How a call step reads in a message: the object constructed or destroyed, the lambda's
  /// name, the class of a constructor or destructor, else the qualified function name.
  static std::string stepName(const CallStep &S);
  /// True for a CUDA library function that enqueues device work (cuBLAS, cuFFT, thrust, ...).
  static bool isLibraryFunction(const FunctionDecl *FD, const SourceManager &SM);
  /// Where a finding on Call is placed: on the API call, or on the loop's call when the callee
  /// lives in another file than the loop (a header's findings are often filtered out); then
  /// Elsewhere is set.
  static SourceLocation findingLocation(const EveryTimeCall &Call, const Stmt *Loop,
                                        const SourceManager &SM, bool &Elsewhere);
  /// True when S holds an expression of a CUDA status type (a retry loop's condition).
  static bool mentionsStatus(const Stmt *S);

private:
  const ValueOrigins &origins() const;
  /// overDevices, uncached.
  bool selectsDevicePerIteration(const Stmt *Loop);
  struct Impl;
  std::unique_ptr<Impl> P;
};

} // namespace clang::tidy::cuda

#endif

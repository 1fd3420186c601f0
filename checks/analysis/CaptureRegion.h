//===--- CaptureRegion.h - the code a stream capture records ------------------------------===//
//
// A capture region: cudaStreamBeginCapture(s, mode) (or cudaStreamBeginCaptureToGraph,
// cuStreamBeginCapture) ... cudaStreamEndCapture(s, &g) on the same stream, in one function.
// The calls inside are those on a path of the function's CFG from the begin to an end that
// passes no other end. Calls of functions whose bodies the translation unit has are
// followed a few levels deep (every call of their body counts).
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_CAPTUREREGION_H
#define CUDALINT_CHECKS_ANALYSIS_CAPTUREREGION_H

#include "FunctionCFGs.h"
#include "StreamClassification.h"
#include "StreamIdentity.h"
#include "ValueOrigins.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <memory>
#include <optional>

namespace clang::tidy::cuda {

/// cudaStreamCaptureMode / CUstreamCaptureMode (the same values).
enum class CaptureMode { Global = 0, ThreadLocal = 1, Relaxed = 2 };

/// "cudaStreamCaptureModeGlobal" (or the driver API's spelling).
llvm::StringRef captureModeName(CaptureMode M, bool DriverApi);

/// A call reached inside a capture region.
struct CapturedCall {
  const CallExpr *Call = nullptr; // may be a CUDAKernelCallExpr
  /// The calls of the region's function that lead to Call, outermost first (empty when Call
  /// is in the region's own function).
  llvm::SmallVector<const CallExpr *, 2> Via;
  /// In a callee: the parameter that holds the capturing stream there, if one does.
  const ParmVarDecl *StreamParam = nullptr;
};

struct CaptureRegion {
  const CallExpr *Begin = nullptr;
  const FunctionDecl *Function = nullptr;
  const Expr *Stream = nullptr;       // the capturing stream, as Begin is given it
  std::optional<CaptureMode> Mode;    // nullopt when not a constant
  bool DriverApi = false;
  llvm::SmallVector<const CallExpr *, 1> Ends;
  /// The calls inside, the region's own ones first (in source order), then those reached
  /// through calls.
  std::vector<CapturedCall> Calls;

  /// True when E, read at a call of the region's own function, is the capturing stream: the
  /// same variable, parameter or member spelled the same way.
  bool isCapturingStream(const Expr *E, const ASTContext &Ctx) const;
  /// True when E, read at \p At (a call of the region's own function or one it reaches), is
  /// the capturing stream: in the region's function as isCapturingStream says; in a callee,
  /// the parameter that receives it, or a global (or a member chain rooted at one) spelled
  /// the same way as the region's stream (held-out hunt 5, OpenBMB/CPM.cu's calc_stream).
  bool isCapturingStreamAt(const CapturedCall &At, const Expr *E, const ASTContext &Ctx) const;
};

/// Builds capture regions on the unit's shared CFGs (FunctionCFGs).
class CaptureRegionFinder {
public:
  explicit CaptureRegionFinder(const ValueOrigins &VO)
      : VO(VO), CFGs(FunctionCFGs::get(VO.getASTContext())) {}

  /// The region that Begin (a capture-begin call) opens, or nullopt when no end on the same
  /// stream is reachable from it in its function, or the stream cannot be identified.
  std::optional<CaptureRegion> regionOf(const CallExpr *Begin);

private:
  const CFG *cfgOf(const FunctionDecl *FD);
  void followCallees(CaptureRegion &R);

  const ValueOrigins &VO;
  std::shared_ptr<const FunctionCFGs> CFGs;
};

/// Whether every creation of the created stream V makes a blocking stream (true) or a
/// non-blocking one (false); nullopt when V is not a created stream or its creations differ or
/// are not known.
std::optional<bool> isBlockingStream(const StreamValue &V, const ASTContext &Ctx);

/// The calls in S, in source order, not looking into lambdas (they run when called).
void callsOutsideLambdas(const Stmt *S, llvm::SmallVectorImpl<const CallExpr *> &Out);

} // namespace clang::tidy::cuda

#endif

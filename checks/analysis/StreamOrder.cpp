//===--- StreamOrder.cpp - how the work of two streams is ordered -------------------------===//
#include "StreamOrder.h"
#include "CaptureRegion.h"
#include "SourceText.h"
#include "StmtWalk.h"

namespace clang::tidy::cuda {
namespace {

/// The storage and the constant index of `a[c]`, `v[c]` (a container) or `p[c]` (a heap
/// array p owns); {nullptr, _} otherwise.
std::pair<const ValueDecl *, std::optional<llvm::APSInt>> constantElement(const Expr *E,
                                                                         const ASTContext &Ctx) {
  E = E->IgnoreParenImpCasts();
  const Expr *Base = nullptr, *Index = nullptr;
  if (!subscriptParts(E, Base, Index))
    return {nullptr, std::nullopt};
  return {ValueOrigins::storageOrPointer(E), Index->getIntegerConstantExpr(Ctx)};
}

/// True when A and B are elements of one array of streams at two different constant indices
/// (`s[0]`, `s[1]`) and every write to its elements is a stream creation: each element holds
/// a stream of its own (wave2hunt4, eval/probes-wave2hunt4/array-element-streams.cu).
bool distinctElements(const Expr *A, const Expr *B, const ValueOrigins &VO) {
  const ASTContext &Ctx = VO.getASTContext();
  auto [DA, IA] = constantElement(A, Ctx);
  auto [DB, IB] = constantElement(B, Ctx);
  if (!DA || DA != DB || !IA || !IB || llvm::APSInt::isSameValue(*IA, *IB))
    return false;
  // Another unit could copy one element into another: only storage this unit owns.
  const auto *Var = dyn_cast<VarDecl>(DA);
  if (!Var || (!Var->hasLocalStorage() && Var->isExternallyVisible()))
    return false;
  llvm::SmallVector<ValueOrigin, 8> Writes;
  bool Known = Var->getType()->isPointerType() ? VO.heapArrayElementWrites(Var, Writes)
                                               : VO.writesTo(Var, Writes);
  if (!Known)
    return false;
  llvm::erase_if(Writes, ValueOrigins::onlySizesContainer);
  return !Writes.empty() && llvm::all_of(Writes, [](const ValueOrigin &W) {
    if (W.K != ValueOrigin::Kind::OutArgument || W.ArgIndex == ValueOrigin::ObjectArgument)
      return false;
    const CudaApiInfo *Api = lookupCudaApi(calledFunction(W.Call));
    return Api && Api->Family == ApiFamily::StreamCreate &&
           Api->DstArg == static_cast<int>(W.ArgIndex);
  });
}

} // namespace

Order StreamRelation::operator()(const StreamUse &A, const StreamUse &B) const {
  if (sameStreamExpr(A.E, B.E, Ctx))
    return Order::Same;
  bool LegacyA = SA.isLegacyDefault(A.V), LegacyB = SA.isLegacyDefault(B.V);
  if (LegacyA && LegacyB)
    return Order::Same;
  if (LegacyA || LegacyB) {
    const StreamValue &Other = LegacyA ? B.V : A.V;
    std::optional<bool> Blocking = isBlockingStream(Other, Ctx);
    if (!Blocking)
      return Order::Unknown;
    return *Blocking ? Order::Ordered : Order::Unordered;
  }
  if (A.V.Kind != StreamKind::Created || B.V.Kind != StreamKind::Created)
    return Order::Unknown;
  bool Shared = llvm::any_of(A.V.Creations, [&](const CallExpr *C) {
    return llvm::is_contained(B.V.Creations, C);
  });
  if (Shared && !distinctElements(A.E, B.E, SA.origins()))
    return Order::Unknown;
  return Order::Unordered;
}

std::string describeStream(const StreamUse &S, const StreamAnalysis &SA) {
  if (SA.isLegacyDefault(S.V))
    return "the legacy default stream";
  return "stream '" + writtenTextOrMacroBody(S.E, SA.getASTContext()) + "'";
}

} // namespace clang::tidy::cuda

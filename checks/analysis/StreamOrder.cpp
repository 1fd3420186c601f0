//===--- StreamOrder.cpp - how the work of two streams is ordered -------------------------===//
#include "StreamOrder.h"
#include "CaptureRegion.h"

namespace clang::tidy::cuda {

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
  return Shared ? Order::Unknown : Order::Unordered;
}

std::string describeStream(const StreamUse &S, const StreamAnalysis &SA) {
  if (SA.isLegacyDefault(S.V))
    return "the legacy default stream";
  return "stream '" + spelledText(S.E, SA.getASTContext()) + "'";
}

} // namespace clang::tidy::cuda

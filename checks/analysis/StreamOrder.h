//===--- StreamOrder.h - how the work of two streams is ordered ---------------------------===//
//
// Shared by cuda-event-timing-stream and cuda-host-access-before-sync: whether work issued on
// one stream expression is ordered with work on another (the same stream, the legacy default
// stream with a blocking stream), provably not ordered (two distinct created streams, the
// legacy default stream with a non-blocking stream), or unknown.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_STREAMORDER_H
#define CUDALINT_CHECKS_ANALYSIS_STREAMORDER_H

#include "StreamClassification.h"
#include <string>

namespace clang::tidy::cuda {

/// How the work of two streams is ordered.
enum class Order { Same, Ordered, Unordered, Unknown };

struct StreamUse {
  const Expr *E = nullptr; // the stream as written (an omitted argument's default)
  StreamValue V;
};

class StreamRelation {
public:
  explicit StreamRelation(const StreamAnalysis &SA) : SA(SA), Ctx(SA.getASTContext()) {}
  Order operator()(const StreamUse &A, const StreamUse &B) const;

private:
  const StreamAnalysis &SA;
  const ASTContext &Ctx;
};

/// "the legacy default stream" or "stream 's'".
std::string describeStream(const StreamUse &S, const StreamAnalysis &SA);

} // namespace clang::tidy::cuda

#endif // CUDALINT_CHECKS_ANALYSIS_STREAMORDER_H

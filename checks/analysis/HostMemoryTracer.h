//===--- HostMemoryTracer.h - the host memory one pointer expression can point into ------===//
//
// Internal to HostMemoryProvenance.cpp and HostMemoryTracer.cpp: follows a pointer back to
// its allocations and declarations. HostMemoryProvenance adds what the tracer cannot see
// locally (host registrations, hand-offs to other code).
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_HOSTMEMORYTRACER_H
#define CUDALINT_CHECKS_ANALYSIS_HOSTMEMORYTRACER_H

#include "HostMemoryProvenance.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace clang::tidy::cuda::hostmemory {

/// Calls and hand-offs one trace follows at most.
constexpr unsigned MaxDepth = 16;

struct PointerTrace {
  /// False when some value on the way could not be followed.
  bool Known = true;
  llvm::SmallVector<HostMemoryOrigin, 4> Origins;
  /// Every variable, parameter or field the trace read or found memory in.
  llvm::SmallPtrSet<const ValueDecl *, 8> Traversed;
};

/// `T **` or `T *&` (the pointer itself not const): a callee can store a pointer through it.
bool isPointerOutParameter(QualType T);

/// The memory the pointer (or pointer-holding integer) value E can point into.
PointerTrace tracePointer(const ValueOrigins &VO, const Expr *E);

} // namespace clang::tidy::cuda::hostmemory

#endif

//===--- HostMemoryTracer.h - the host memory one pointer expression can point into ------===//
//
// Internal to the host memory provenance (HostMemoryProvenance.cpp, HostMemoryTracer.cpp,
// HostMemorySummaries.cpp): follows a pointer back to its allocations and declarations.
// HostMemoryProvenance adds what the tracer cannot see locally (host registrations, hand-offs
// to other code).
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

/// True when every write to D can be in this translation unit (a local, a parameter of a
/// function only this file can call, a member of a class whose writers are all here).
bool storageFullyVisible(const ValueDecl *D, const SourceManager &SM);

/// A pointer field or global variable of the project whose stores other units can make: what
/// it holds is decided by the project index (FunctionSummary::Stored).
bool isStoredAcrossUnits(const ValueDecl *D, const SourceManager &SM);

/// `T **` or `T *&` (the pointer itself not const): a callee can store a pointer through it.
bool isPointerOutParameter(QualType T);

/// The memory the pointer (or pointer-holding integer) value E can point into.
PointerTrace tracePointer(const ValueOrigins &VO, const Expr *E);

/// The memory a pointer receives when its address is argument \p Index of \p Call
/// (`cudaMallocHost(&p, n)`, `posix_memalign(&p, ...)`, a function that stores through it).
PointerTrace traceOutArgument(const ValueOrigins &VO, const Expr *Call, unsigned Index);

} // namespace clang::tidy::cuda::hostmemory

#endif

//===--- HostMemoryProvenance.h - what kind of host memory a pointer points into ----------===//
//
// Answers "is this buffer pageable, pinned, registered, managed or device memory?" for a
// pointer expression, with the evidence: the allocation (malloc, new[], a std::vector's
// storage, a stack array, cudaMallocHost, ...) and the calls the pointer travelled through.
// Built on ValueOrigins: it follows locals, reassignment (only the writes that can reach the
// read), members, globals, arrays of pointers, casts, pointer arithmetic, `&buf[i]`,
// container accessors (.data(), &v[0], .get(), .c_str()), helper functions that return or
// hand out memory, and parameters to their call sites in the translation unit (bounded depth,
// cycle-safe). Anything it cannot follow is Unknown, and callers must then stay silent.
//
// Registration: pageable memory that cudaHostRegister / cuMemHostRegister pins before the
// query point (the same allocation, or a member/global registered anywhere in the TU) is
// Registered. Memory handed to a function whose body is not in the TU (and that is not a
// library or CUDA function) might be registered there: it is Unknown.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_HOSTMEMORYPROVENANCE_H
#define CUDALINT_CHECKS_ANALYSIS_HOSTMEMORYPROVENANCE_H

#include "CudaApi.h"
#include "ValueOrigins.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <optional>

namespace clang::tidy::cuda {

enum class HostMemoryKind {
  Unknown,    // some origin could not be followed
  Pageable,   // ordinary host memory
  Pinned,     // cudaMallocHost, cudaHostAlloc, cuMemAllocHost, cuMemHostAlloc
  Registered, // pageable memory pinned with cudaHostRegister / cuMemHostRegister
  Managed,    // cudaMallocManaged, cuMemAllocManaged, __managed__
  Device,     // cudaMalloc*, cuMemAlloc*, CUDA arrays, __device__ / __constant__ variables
  Mixed,      // known origins of different kinds
};

/// Where pageable memory comes from.
enum class PageableSource {
  None,
  Heap,          // malloc, calloc, realloc, aligned_alloc, posix_memalign, ...
  New,           // new, new[], std::make_unique
  Container,     // the storage of a std::vector / std::basic_string with std::allocator
  StackArray,    // a local array (or std::array)
  StaticArray,   // a global or static array (or std::array)
  StackObject,   // the address of a local object
  StaticObject,  // the address of a global or static object
  StringLiteral, // a string literal
};

/// One call the pointer travelled through between its origin and the query.
struct HostMemoryStep {
  enum class Kind {
    Argument,    // passed as argument Arg to parameter Param at Call
    Return,      // returned by the function Call calls
    OutArgument, // written through an out-parameter of the function Call calls
  };
  Kind K;
  const Expr *Call = nullptr;
  const Expr *Arg = nullptr;
  const ParmVarDecl *Param = nullptr;
};

/// One origin of the memory, with the evidence for it.
struct HostMemoryOrigin {
  HostMemoryKind Kind = HostMemoryKind::Unknown;
  PageableSource Source = PageableSource::None;
  /// The allocating call or new-expression (malloc, cudaMallocHost, new[], make_unique).
  const Stmt *Site = nullptr;
  /// The array, object or container that holds the memory (stack, static and container
  /// origins).
  const ValueDecl *Decl = nullptr;
  /// What allocated it: "malloc", "new[]", "std::vector", "cudaMallocHost", ...
  llvm::StringRef Allocator;
  /// For Registered: the cudaHostRegister / cuMemHostRegister call.
  const CallExpr *Registration = nullptr;
  /// The calls on the way, the one nearest the query first.
  llvm::SmallVector<HostMemoryStep, 2> Via;
  /// Memory that a function defined in another translation unit returns (ExternalParam < 0)
  /// or stores through parameter ExternalParam, at the call Site: Kind is Unknown here, only
  /// the project index knows it (FunctionSummaries.h).
  const FunctionDecl *External = nullptr;
  int ExternalParam = -1;
  /// With External: the memory External's callers pass as its pointer parameter ExternalParam
  /// (Decl), a function other units can call and whose body never writes that parameter.
  bool ExternalArgument = false;
  /// Memory held in a field or a global variable (Decl) that other units may store into: what
  /// every store of the program puts there, which only the project index knows.
  const ValueDecl *ExternalStorage = nullptr;

  /// Another unit decides what this memory is (the project index).
  bool isExternal() const { return External || ExternalStorage; }
  SourceLocation getLocation() const;
};

struct HostMemoryInfo {
  /// The kind all origins share; Unknown when any origin is unknown (another unit's memory
  /// included) or there is none, Mixed when the known origins disagree.
  HostMemoryKind Kind = HostMemoryKind::Unknown;
  llvm::SmallVector<HostMemoryOrigin, 2> Origins;
  /// True when every origin was followed to an allocation, a declaration or another unit's
  /// function (External), and no code out of sight may pin the memory first.
  bool Followed = false;

  bool isPageable() const { return Kind == HostMemoryKind::Pageable; }
  /// True when the memory is pageable if every External origin is: all others are pageable,
  /// and at least one is External.
  bool pageableIfExternalIs() const;
};

class HostMemoryProvenance {
public:
  /// The unit's one instance, shared by the checks that ask (its index walks the whole unit).
  static std::shared_ptr<const HostMemoryProvenance> get(ASTContext &Ctx);

  explicit HostMemoryProvenance(ASTContext &Ctx);
  ~HostMemoryProvenance();

  /// The memory the pointer value Ptr points into, where Ptr is read. Ptr may also be an
  /// integer holding a pointer (a CUdeviceptr made from a host pointer).
  /// With \p PassedTo (the call Ptr is an argument of), as that call passes it: the call's
  /// own hand-off of the memory does not count as code that may pin it first (what the callee
  /// does is its own unit's to see: FunctionSummary::Passes).
  HostMemoryInfo classify(const Expr *Ptr, const Expr *PassedTo = nullptr) const;

  /// True when this unit may pin or register the memory that field or global \p D points to,
  /// anywhere, in any order: a registration of it, a hand-off of it to code that may register
  /// it, or a registration of an address that could not be followed.
  bool mayBePinnedInUnit(const ValueDecl *D) const;
  /// True when the unit registers an address it could not follow back to its storage.
  bool hasOpaqueRegistration() const;

  const ValueOrigins &valueOrigins() const { return VO; }

  struct Index;

private:
  const Index &index() const;

  std::shared_ptr<const ValueOrigins> Origins;
  const ValueOrigins &VO;
  mutable std::unique_ptr<Index> Idx;
};

} // namespace clang::tidy::cuda

#endif

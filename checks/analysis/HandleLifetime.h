//===--- HandleLifetime.h - what a function does with a CUDA handle held in a local -------===//
//
// For a stream, event, graph, executable graph or memory pool held in a local variable: is it
// destroyed (directly, or by a function of the project it is handed to), launched, or does it
// leave the function's hands (stored in a member, a global, a container or an out-parameter,
// returned, captured by a lambda, handed to code we cannot see)? A handle that escapes is owned
// elsewhere; callers must then stay silent.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_HANDLELIFETIME_H
#define CUDALINT_CHECKS_ANALYSIS_HANDLELIFETIME_H

#include "CudaApi.h"
#include "ValueOrigins.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallVector.h"

namespace clang::tidy::cuda {

struct HandleFate {
  /// Owned elsewhere, or used in a way we cannot follow.
  bool Escapes = false;
  /// The calls of the variable's own function that destroy it: the destroy itself, or the call
  /// of a function of the project that destroys its parameter.
  llvm::SmallVector<const CallExpr *, 2> Destroys;
  /// Likewise for cudaGraphLaunch/cuGraphLaunch of it.
  llvm::SmallVector<const CallExpr *, 2> Launches;
};

/// The non-static local variable (not a parameter) that OutArg, a creation's out-argument,
/// names as `&v`; nullptr for anything else (`&arr[i]`, `&this->s`, `p`, a global).
const VarDecl *localHandleVariable(const Expr *OutArg);
/// The local array (not a parameter) whose element OutArg names as `&a[i]`; nullptr for
/// anything else.
const VarDecl *localHandleArray(const Expr *OutArg);

/// The storage a creation's out-argument `&X` writes the handle into: X's variable or field,
/// or the pointer whose heap array X is an element of (ValueOrigins::storageOrPointer);
/// nullptr when OutArg is not an address.
const ValueDecl *addressedStorage(const Expr *OutArg);
/// addressedStorage, and for an out-argument that is a pointer already, the pointer it is
/// computed from (`ev + i` -> ev, `p` -> p).
const ValueDecl *createdHandleStorage(const Expr *OutArg);

/// What the function that declares V does with the handles of kind K that V holds.
HandleFate handleFate(const VarDecl *V, HandleKind K, const ValueOrigins &VO);

} // namespace clang::tidy::cuda

#endif

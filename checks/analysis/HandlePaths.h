//===--- HandlePaths.h - ways out of a handle's scope that skip its destroy ---------------===//
//
// For a CUDA handle created into a local and destroyed on the function's normal path: the
// `return` statements, and the `continue` statements of a loop, that a path from the creation
// reaches without passing a destroy. Walks the function's CFG (clang::CFG). A path ends, and
// is no leak, where
//   - a destroy of the handle runs (the destroy itself, or a call that hands it to one);
//   - the process ends: a call of a noreturn function (exit, abort, a checking macro that
//     exits) or of a function of the translation unit whose body ends in one and never
//     returns; an exception leaves the function without a `return`, and is not followed;
//   - the creation failed or the handle is null: the branch of a test of the creation's status
//     (`if (cudaStreamCreate(&s) != cudaSuccess) return;`, `err = cudaEventCreate(&e);
//     if (err) return err;`) or of `if (!s)` on which nothing was created is not followed; a
//     test of the creation's status we cannot read ends the path.
// A return under a condition that a destroy is under too (`if (err) destroy(s); ...
// if (err) return;`) is left out.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_HANDLEPATHS_H
#define CUDALINT_CHECKS_ANALYSIS_HANDLEPATHS_H

#include "FunctionCFGs.h"
#include "ValueOrigins.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <memory>

namespace clang::tidy::cuda {

class HandlePaths {
public:
  explicit HandlePaths(const ValueOrigins &VO)
      : VO(VO), CFGs(FunctionCFGs::get(VO.getASTContext())) {}

  /// The returns of Create's function reachable from Create, the creation of the handle that
  /// V holds, on a path that passes none of Destroys.
  llvm::SmallVector<const Stmt *, 2> returnsSkipping(const CallExpr *Create, const VarDecl *V,
                                                     llvm::ArrayRef<const CallExpr *> Destroys);

  /// The continue statements of Loop that a path from Create takes, passing none of Destroys,
  /// before it reaches Create again: each iteration that continues there leaks a handle.
  llvm::SmallVector<const Stmt *, 2> continuesSkipping(const CallExpr *Create, const VarDecl *V,
                                                       const Stmt *Loop,
                                                       llvm::ArrayRef<const CallExpr *> Destroys);

  /// True when a call of FD ends the process: FD is noreturn, or its body ends in a call of a
  /// noreturn function and has no return statement.
  static bool endsProcess(const FunctionDecl *FD);

private:
  /// Loop null: collect returns; else continues of Loop followed back to Create.
  llvm::SmallVector<const Stmt *, 2> walk(const CallExpr *Create, const VarDecl *V,
                                          const Stmt *Loop,
                                          llvm::ArrayRef<const CallExpr *> Destroys);
  const CFG *cfgOf(const FunctionDecl *FD);
  /// True when a destroy lies in a branch of an `if` whose condition is the same as that of
  /// an `if` around Exit, on the same side.
  bool destroyedUnderSameCondition(const Stmt *Exit, llvm::ArrayRef<const CallExpr *> Destroys);

  const ValueOrigins &VO;
  std::shared_ptr<const FunctionCFGs> CFGs;
};

} // namespace clang::tidy::cuda

#endif

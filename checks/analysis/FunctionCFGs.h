//===--- FunctionCFGs.h - one CFG per function and detail, shared per unit ----------------===//
//
// The questions about order and paths (a capture region, the paths a handle leaves by, the work
// still pending at a host access) walk clang's CFG of the function that holds them. Each
// function's CFG is built once per translation unit, for each level of detail asked, and shared
// by every check that asks (sharedAnalysis).
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_FUNCTIONCFGS_H
#define CUDALINT_CHECKS_ANALYSIS_FUNCTIONCFGS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMap.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/DenseMap.h"
#include <memory>

namespace clang::tidy::cuda {

class FunctionCFGs {
public:
  /// Which statements are elements of the CFG's blocks.
  enum class Detail {
    /// clang's default: full expressions and statements only.
    Statements,
    /// every statement and sub-expression (CFG::BuildOptions::setAllAlwaysAdd).
    EveryStatement,
    /// every statement, and the implicit destructor calls at scope ends.
    EveryStatementAndDestructors,
  };

  /// The unit's one instance.
  static std::shared_ptr<const FunctionCFGs> get(ASTContext &Ctx);

  explicit FunctionCFGs(ASTContext &Ctx) : Ctx(Ctx) {}

  /// FD's CFG with that detail; null when FD has no body or clang builds none.
  const CFG *of(const FunctionDecl *FD, Detail D) const;
  /// The parent map of FD's body; null when it has none.
  const ParentMap *parents(const FunctionDecl *FD) const;

private:
  ASTContext &Ctx;
  // A translation unit is analysed by one thread: the caches need no lock.
  mutable llvm::DenseMap<std::pair<const FunctionDecl *, unsigned>, std::unique_ptr<CFG>> Graphs;
  mutable llvm::DenseMap<const FunctionDecl *, std::unique_ptr<ParentMap>> Parents;
};

} // namespace clang::tidy::cuda

#endif

//===--- LoopBodyScan.h - one scan of a loop body or function body -------------------===//
//
// Internal to checks/analysis/LoopWork.cpp: what one body does by itself (its work bits,
// the calls it makes, the tracked API calls that run every time it runs, its exits).
// LoopWork joins these per-body scans across calls.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_LOOPBODYSCAN_H
#define CUDALINT_CHECKS_ANALYSIS_LOOPBODYSCAN_H

#include "LoopWork.h"
#include <memory>

namespace clang::tidy::cuda::loopwork {

struct Edge {
  CallStep Step;
  bool Every = false;               // runs every time the body runs
  const Expr *ObjectExpr = nullptr; // the object a method is called on
  bool ObjectIsPointer = false;     // `p->f()`
};

struct BodyScan;

/// A loop nested in a body and entered every time the body runs, scanned as a loop body of its
/// own (ScanConfig::NestedLoopLevels).
struct NestedLoopScan {
  const Stmt *Loop = nullptr;
  std::unique_ptr<BodyScan> Body;
};

struct BodyScan {
  unsigned Work = 0;
  std::vector<Edge> Edges;
  std::vector<std::pair<const CallExpr *, const CudaApiInfo *>> Every;
  bool LeavesOnStatus = false;
  llvm::SmallVector<const Expr *, 2> ExitConditions;
  std::vector<NestedLoopScan> NestedLoops;
};

struct ScanConfig {
  ASTContext &Ctx;
  llvm::ArrayRef<ApiFamily> Tracked;
  const LoopWork::FunctionFilter &Ignored;
  /// How many levels of nested loops entered every time are also scanned as bodies of their
  /// own (0: none).
  unsigned NestedLoopLevels = 0;
};

/// True for a function declared at namespace scope of the translation unit, with a name.
bool isGlobalFunction(const FunctionDecl *FD);
/// Calls into CUDA libraries that enqueue device work.
bool isLibraryCall(const FunctionDecl *FD, const SourceManager &SM);
/// The definition of FD worth following: host code with a body outside system headers.
const FunctionDecl *followable(const FunctionDecl *FD, const SourceManager &SM);
/// Scans Parts in order as one body (a constructor's written initializers, then its body;
/// a range-for's loop variable, then the loop body) into Out.
void scanBody(const ScanConfig &Cfg, bool LoopBody, llvm::ArrayRef<const Stmt *> Parts,
              BodyScan &Out);

} // namespace clang::tidy::cuda::loopwork

#endif

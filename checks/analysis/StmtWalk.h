//===--- StmtWalk.h - walking the statements of a function body ---------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_STMTWALK_H
#define CUDALINT_CHECKS_ANALYSIS_STMTWALK_H

#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/SmallVector.h"
#include <string>

namespace clang::tidy::cuda {

/// Calls Visit on every statement under Body, in no particular order (an OpenMP region's body
/// included, which is not among its CapturedStmt's children), until it returns true; true
/// when it did.
template <typename Fn> bool anyStmtUnder(const Stmt *Body, Fn Visit) {
  llvm::SmallVector<const Stmt *, 64> Todo{Body};
  while (!Todo.empty()) {
    const Stmt *S = Todo.pop_back_val();
    if (!S)
      continue;
    if (Visit(S))
      return true;
    Todo.append(S->child_begin(), S->child_end());
    if (const auto *CS = dyn_cast<CapturedStmt>(S))
      Todo.push_back(CS->getCapturedStmt());
  }
  return false;
}

/// The function S calls: a call's direct callee or a constructor call's constructor; null for
/// an indirect call and for statements that call nothing.
inline const FunctionDecl *calledFunction(const Stmt *S) {
  if (const auto *CE = dyn_cast<CallExpr>(S))
    return CE->getDirectCallee();
  if (const auto *Ctor = dyn_cast<CXXConstructExpr>(S))
    return Ctor->getConstructor();
  return nullptr;
}

/// The name a call calls by: its direct callee's, else the name written for a function
/// pointer or for a template a dependent call names (`CopyKernel<T, W><<<...>>>` in a
/// template); empty when there is none.
inline std::string calledName(const CallExpr *Call) {
  if (const FunctionDecl *FD = Call->getDirectCallee(); FD && !FD->getDeclName().isEmpty())
    return FD->getNameAsString();
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee))
    return Ref->getDecl()->getNameAsString();
  if (const auto *Overloads = dyn_cast<OverloadExpr>(Callee))
    return Overloads->getName().getAsString();
  return {};
}

/// True when, each time Parent runs, Child runs too: every child of a statement or expression
/// that evaluates all its operands, the condition (and init) of a branch or loop, a do-while's
/// body, the left operand of `&&`/`||`, a try statement's block.
inline bool alwaysRunsChild(const Stmt *Parent, const Stmt *Child) {
  if (isa<CompoundStmt, DeclStmt, FullExpr, ParenExpr, CastExpr, CallExpr, CXXConstructExpr,
          MaterializeTemporaryExpr, ReturnStmt, UnaryOperator, CXXBindTemporaryExpr, DoStmt,
          AttributedStmt, LabelStmt, MemberExpr, ArraySubscriptExpr, InitListExpr,
          CXXStdInitializerListExpr, CXXNewExpr, CXXDeleteExpr, CompoundLiteralExpr, CXXThrowExpr,
          ImplicitValueInitExpr, ParenListExpr, CXXParenListInitExpr, StmtExpr>(Parent))
    return true;
  if (const auto *BO = dyn_cast<BinaryOperator>(Parent))
    return !BO->isLogicalOp() || BO->getLHS() == Child;
  if (const auto *Try = dyn_cast<CXXTryStmt>(Parent))
    return Try->getTryBlock() == Child;
  if (const auto *CO = dyn_cast<AbstractConditionalOperator>(Parent))
    return CO->getCond() == Child;
  if (const auto *If = dyn_cast<IfStmt>(Parent))
    return If->getCond() == Child || If->getInit() == Child;
  if (const auto *W = dyn_cast<WhileStmt>(Parent))
    return W->getCond() == Child;
  if (const auto *F = dyn_cast<ForStmt>(Parent))
    return F->getInit() == Child || F->getCond() == Child;
  if (const auto *Sw = dyn_cast<SwitchStmt>(Parent))
    return Sw->getCond() == Child || Sw->getInit() == Child;
  return false;
}

/// The base and index of a subscript: `a[i]` built in, or `c[i]` through operator[]; false for
/// anything else.
inline bool subscriptParts(const Expr *E, const Expr *&Base, const Expr *&Index) {
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
    Base = ASE->getBase();
    Index = ASE->getIdx();
    return true;
  }
  if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
      OC && OC->getOperator() == OO_Subscript && OC->getNumArgs() == 2) {
    Base = OC->getArg(0);
    Index = OC->getArg(1);
    return true;
  }
  return false;
}

} // namespace clang::tidy::cuda

#endif // CUDALINT_CHECKS_ANALYSIS_STMTWALK_H

//===--- StreamParameters.cpp - what a function does with its stream parameters ---------===//
#include "StreamParameters.h"
#include "CudaApi.h"
#include "FunctionSummaries.h"
#include "StreamClassification.h"
#include "StmtWalk.h"
#include "ValueOrigins.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMap.h"

namespace clang::tidy::cuda {
namespace {

constexpr unsigned MaxCallDepth = 4;

/// True when Parent, holding Use (a read of the parameter), changes the parameter, lets it be
/// changed, or decides something on its value.
bool changesOrTests(const Stmt *Parent, const Stmt *Use) {
  if (const auto *BO = dyn_cast<BinaryOperator>(Parent))
    return (BO->isAssignmentOp() && BO->getLHS() == Use) || BO->isComparisonOp() ||
           BO->isLogicalOp();
  if (const auto *UO = dyn_cast<UnaryOperator>(Parent))
    return UO->getOpcode() == UO_AddrOf || UO->getOpcode() == UO_LNot || UO->isIncrementDecrementOp();
  if (const auto *Cond = dyn_cast<ConditionalOperator>(Parent))
    return Cond->getCond() == Use;
  if (const auto *If = dyn_cast<IfStmt>(Parent))
    return If->getCond() == Use;
  if (const auto *While = dyn_cast<WhileStmt>(Parent))
    return While->getCond() == Use;
  if (const auto *For = dyn_cast<ForStmt>(Parent))
    return For->getCond() == Use;
  if (const auto *Do = dyn_cast<DoStmt>(Parent))
    return Do->getCond() == Use;
  // Handed to a reference to a non-const stream: an out-parameter of the callee.
  const auto *Call = dyn_cast<Expr>(Parent);
  if (!isa<CallExpr, CXXConstructExpr>(Parent))
    return false;
  auto Args = callArguments(Call);
  const FunctionDecl *Callee = calledFunction(Call);
  for (unsigned I = 0; Callee && I < Args.size() && I < Callee->getNumParams(); ++I)
    if (Args[I] == Use) {
      QualType T = Callee->getParamDecl(I)->getType();
      return T->isReferenceType() && !T->getPointeeType().isConstQualified();
    }
  return false;
}

/// The call that takes Use as an argument: the launch for a launch's configuration argument.
const Expr *callTaking(const Stmt *Use, const ParentMap &PM) {
  const Stmt *Parent = PM.getParent(Use);
  const auto *Call = dyn_cast_or_null<CallExpr>(Parent);
  if (!Call)
    return dyn_cast_or_null<CXXConstructExpr>(Parent);
  if (const auto *Launch = dyn_cast_or_null<CUDAKernelCallExpr>(PM.getParent(Call));
      Launch && Launch->getConfig() == Call)
    return Launch;
  return Call;
}

StreamParameterUse useOf(const FunctionDecl *Def, unsigned Param, unsigned Depth,
                         WorkFilter Counts) {
  if (!Def || !Def->getBody() || Param >= Def->getNumParams() || Def->isDependentContext())
    return {};
  const ParmVarDecl *P = Def->getParamDecl(Param);
  if (!isStreamParameterType(P->getType()))
    return {};
  ParentMap PM(Def->getBody());
  StreamParameterUse Found;
  bool Unsafe = anyStmtUnder(Def->getBody(), [&](const Stmt *S) {
    const auto *Ref = dyn_cast<DeclRefExpr>(S);
    if (!Ref || Ref->getDecl() != P)
      return false;
    const Stmt *Use = Ref;
    for (const Stmt *Up = PM.getParent(Use); Up && isa<ImplicitCastExpr, ParenExpr>(Up);
         Up = PM.getParent(Up))
      Use = Up;
    const Stmt *Parent = PM.getParent(Use);
    if (!Parent)
      return false;
    if (changesOrTests(Parent, Use))
      return true;
    llvm::SmallVector<StreamSite, 2> Sites;
    streamSitesOf(callTaking(Use, PM), Sites);
    for (const StreamSite &Site : Sites) {
      if (!Site.Arg || Site.Arg->IgnoreParenImpCasts() != Ref)
        continue;
      if (Site.K != StreamSite::SiteKind::Wrapper) {
        if (Site.issuesWork() && !Found.Work && (!Counts || Counts(Site)))
          Found.Work = Site.Call;
        continue;
      }
      const FunctionDecl *Callee = Site.Callee ? Site.Callee->getDefinition() : nullptr;
      if (!Callee && isProjectExternal(Site.Callee)) {
        Found.HandedTo.push_back({Site.Callee, Site.ArgIndex});
        continue;
      }
      if (Depth + 1 >= MaxCallDepth || !Callee || Callee == Def)
        continue;
      StreamParameterUse Inner = useOf(Callee, Site.ArgIndex, Depth + 1, Counts);
      if (Inner.Work && !Found.Work)
        Found.Work = Site.Call;
      llvm::append_range(Found.HandedTo, Inner.HandedTo);
    }
    return false;
  });
  return Unsafe ? StreamParameterUse() : Found;
}

} // namespace

StreamParameterUse streamParameterUse(const FunctionDecl *Def, unsigned Param,
                                      WorkFilter Counts) {
  return useOf(Def, Param, 0, Counts);
}

std::map<unsigned, StreamParameterUse> streamParameterUses(const FunctionDecl *Def,
                                                           WorkFilter Counts) {
  std::map<unsigned, StreamParameterUse> Out;
  if (!Def)
    return Out;
  for (unsigned I = 0, N = Def->getNumParams(); I < N; ++I)
    if (StreamParameterUse Use = useOf(Def, I, 0, Counts); !Use.empty())
      Out[I] = std::move(Use);
  return Out;
}

} // namespace clang::tidy::cuda

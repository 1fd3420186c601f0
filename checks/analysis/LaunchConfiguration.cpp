//===--- LaunchConfiguration.cpp - what a launch's <<<...>>> allows -----------------------===//
#include "LaunchConfiguration.h"
#include "CudaApi.h"
#include "StmtWalk.h"
#include "ValueOrigins.h"
#include "clang/AST/DeclTemplate.h"
#include <array>
#include <optional>

namespace clang::tidy::cuda {

namespace {

using Dims = std::array<uint64_t, 3>;

/// A launch configuration argument with temporaries, functional casts and copies taken off.
const Expr *dim3Value(const Expr *E) {
  for (unsigned Depth = 0; E && Depth < 8; ++Depth) {
    E = E->IgnoreParenImpCasts();
    if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      E = B->getSubExpr();
    else if (const auto *F = dyn_cast<CXXFunctionalCastExpr>(E))
      E = F->getSubExpr();
    else if (const auto *C = dyn_cast<CXXConstructExpr>(E);
             C && C->getConstructor()->isCopyOrMoveConstructor())
      E = C->getArg(0);
    else
      break;
  }
  return E;
}

using ComponentValue = llvm::function_ref<std::optional<uint64_t>(const Expr *)>;

/// The three dimensions of a dim3 argument written as an integer, `dim3(x, y, z)` or
/// `dim3{...}`, each component valued by Value; nullopt for anything else.
std::optional<Dims> dimsOf(const Expr *E, ComponentValue Value) {
  E = dim3Value(E);
  if (!E)
    return std::nullopt;
  if (E->getType()->isIntegerType()) {
    std::optional<uint64_t> X = Value(E);
    return X ? std::optional<Dims>(Dims{*X, 1, 1}) : std::nullopt;
  }
  llvm::SmallVector<const Expr *, 3> Args;
  if (const auto *C = dyn_cast<CXXConstructExpr>(E))
    Args.append(C->arg_begin(), C->arg_end());
  else if (const auto *L = dyn_cast<InitListExpr>(E))
    for (unsigned I = 0; I < L->getNumInits(); ++I)
      Args.push_back(L->getInit(I));
  else
    return std::nullopt;
  if (Args.size() > 3)
    return std::nullopt;
  Dims D{1, 1, 1};
  for (size_t I = 0; I < Args.size(); ++I) {
    std::optional<uint64_t> V = Value(Args[I]);
    if (!V)
      return std::nullopt;
    D[I] = *V;
  }
  return D;
}

/// The three dimensions of a dim3 argument written as constants: `256`, `dim3(8, 8)`,
/// `dim3{2, 2, 2}`, a constexpr variable.
std::optional<Dims> constantDims(const Expr *E, const ASTContext &Ctx) {
  return dimsOf(E, [&](const Expr *C) { return constantValue(C, Ctx); });
}

constexpr unsigned MaxBoundDepth = 6;

std::optional<uint64_t> boundAt(const Expr *E, const ValueOrigins &VO, const ASTContext &Ctx,
                                unsigned Depth);

/// True when Body changes V other than by a plain assignment that the value-origin index
/// records: `v *= 2`, `++v`, `v.x = n`.
/// With \p Members, a plain assignment of a dim3 component (`v.x = n`) is no such change: it
/// is added there, with the component's index.
bool changedInPlace(const VarDecl *V, const Stmt *Body,
                    llvm::SmallVectorImpl<std::pair<unsigned, const Expr *>> *Members = nullptr) {
  auto Names = [&](const Expr *E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *M = dyn_cast<MemberExpr>(E))
      E = M->getBase()->IgnoreParenImpCasts();
    const auto *DRE = dyn_cast<DeclRefExpr>(E);
    return DRE && DRE->getDecl()->getCanonicalDecl() == V->getCanonicalDecl();
  };
  return anyStmtUnder(Body, [&](const Stmt *S) {
    if (const auto *CA = dyn_cast<CompoundAssignOperator>(S))
      return Names(CA->getLHS());
    if (const auto *UO = dyn_cast<UnaryOperator>(S))
      return UO->isIncrementDecrementOp() && Names(UO->getSubExpr());
    if (const auto *BO = dyn_cast<BinaryOperator>(S)) {
      const auto *M = dyn_cast<MemberExpr>(BO->getLHS()->IgnoreParenImpCasts());
      if (!BO->isAssignmentOp() || !M || !Names(BO->getLHS()))
        return false;
      llvm::StringRef Field = M->getMemberDecl()->getName();
      unsigned Index = Field == "x" ? 0 : Field == "y" ? 1 : Field == "z" ? 2 : 3;
      if (!Members || Index > 2)
        return true;
      Members->push_back({Index, BO->getRHS()});
      return false;
    }
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(S))
      return Op->isAssignmentOp() && Op->getNumArgs() > 0 && Names(Op->getArg(0)) &&
             Op->getOperator() != OO_Equal;
    return false;
  });
}

/// The largest value of a variable over every write to it.
std::optional<uint64_t> variableBound(const VarDecl *V, const ValueOrigins &VO,
                                      const ASTContext &Ctx, unsigned Depth) {
  const auto *Fn = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
  if (!Fn || !Fn->getBody() || changedInPlace(V, Fn->getBody()))
    return std::nullopt;
  llvm::SmallVector<ValueOrigin, 4> Writes;
  if (!VO.writesTo(V, Writes) || Writes.empty())
    return std::nullopt;
  uint64_t Max = 0;
  for (const ValueOrigin &W : Writes) {
    if (W.K == ValueOrigin::Kind::OutArgument || !W.Value)
      return std::nullopt;
    std::optional<uint64_t> B = boundAt(W.Value, VO, Ctx, Depth + 1);
    if (!B)
      return std::nullopt;
    Max = std::max(Max, *B);
  }
  return Max;
}

/// The largest value of a function template's non-type parameter, named by Ref, over this
/// unit's instantiations of the template whose body holds Ref.
std::optional<uint64_t> templateParameterBound(const DeclRefExpr *Ref,
                                               const NonTypeTemplateParmDecl *P,
                                               const ValueOrigins &VO) {
  const FunctionDecl *Fn = VO.enclosingFunction(Ref);
  const FunctionTemplateDecl *FT = Fn ? Fn->getDescribedFunctionTemplate() : nullptr;
  const TemplateParameterList *Params = FT ? FT->getTemplateParameters() : nullptr;
  if (!Params || P->getIndex() >= Params->size() || Params->getParam(P->getIndex()) != P)
    return std::nullopt;
  std::optional<uint64_t> Max;
  for (const FunctionDecl *Spec : FT->specializations()) {
    const TemplateArgumentList *Args = Spec->getTemplateSpecializationArgs();
    if (!Args || P->getIndex() >= Args->size() ||
        Args->get(P->getIndex()).getKind() != TemplateArgument::Integral)
      return std::nullopt;
    uint64_t V = Args->get(P->getIndex()).getAsIntegral().getZExtValue();
    Max = std::max(Max.value_or(0), V);
  }
  return Max;
}

std::optional<uint64_t> boundAt(const Expr *E, const ValueOrigins &VO, const ASTContext &Ctx,
                                unsigned Depth) {
  if (!E || Depth > MaxBoundDepth)
    return std::nullopt;
  if (std::optional<uint64_t> C = constantValue(E, Ctx))
    return C;
  E = E->IgnoreParenImpCasts();
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    std::optional<uint64_t> A = boundAt(CO->getTrueExpr(), VO, Ctx, Depth + 1);
    std::optional<uint64_t> B = boundAt(CO->getFalseExpr(), VO, Ctx, Depth + 1);
    return A && B ? std::optional<uint64_t>(std::max(*A, *B)) : std::nullopt;
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->getIdentifier() || Callee->getName() != "min" ||
        Call->getNumArgs() != 2)
      return std::nullopt;
    std::optional<uint64_t> A = boundAt(Call->getArg(0), VO, Ctx, Depth + 1);
    std::optional<uint64_t> B = boundAt(Call->getArg(1), VO, Ctx, Depth + 1);
    if (A && B)
      return std::min(*A, *B);
    return A ? A : B;
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *P = dyn_cast<NonTypeTemplateParmDecl>(DRE->getDecl()))
      return templateParameterBound(DRE, P, VO);
    if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl()); V && V->hasLocalStorage())
      return variableBound(V, VO, Ctx, Depth);
  }
  return std::nullopt;
}

/// The three dimensions' bounds of a dim3 argument: an integer, `dim3(x, y, z)`,
/// `dim3{...}`, or a local dim3 variable built so.
std::optional<Dims> boundedDims(const Expr *E, const ValueOrigins &VO, const ASTContext &Ctx,
                                unsigned Depth = 0) {
  if (!E || Depth > MaxBoundDepth)
    return std::nullopt;
  if (std::optional<Dims> D =
          dimsOf(E, [&](const Expr *C) { return boundAt(C, VO, Ctx, Depth + 1); }))
    return D;
  const auto *DRE = dyn_cast_or_null<DeclRefExpr>(dim3Value(E));
  const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  const auto *Fn = V ? dyn_cast_or_null<FunctionDecl>(V->getDeclContext()) : nullptr;
  llvm::SmallVector<ValueOrigin, 2> Writes;
  llvm::SmallVector<std::pair<unsigned, const Expr *>, 3> Members;
  if (!V || !V->hasLocalStorage() || !Fn || !Fn->getBody() ||
      changedInPlace(V, Fn->getBody(), &Members) || !VO.writesTo(V, Writes) || Writes.empty())
    return std::nullopt;
  Dims Max{0, 0, 0};
  // `block.x = BLOCK_SIZE`: the component holds its first value or an assigned one.
  for (auto [Index, Value] : Members) {
    std::optional<uint64_t> B = boundAt(Value, VO, Ctx, Depth + 1);
    if (!B)
      return std::nullopt;
    Max[Index] = std::max(Max[Index], *B);
  }
  for (const ValueOrigin &W : Writes) {
    std::optional<Dims> D = W.K == ValueOrigin::Kind::OutArgument
                                ? std::nullopt
                                : boundedDims(W.Value, VO, Ctx, Depth + 1);
    if (!D)
      return std::nullopt;
    for (unsigned I = 0; I < 3; ++I)
      Max[I] = std::max(Max[I], (*D)[I]);
  }
  return Max;
}

} // namespace

std::optional<uint64_t> upperBound(const Expr *E, const ValueOrigins &VO, const ASTContext &Ctx) {
  return boundAt(E, VO, Ctx, 0);
}

bool hasBoundedConfiguration(const CUDAKernelCallExpr *K, const ValueOrigins &VO,
                             const ASTContext &Ctx) {
  const CallExpr *Config = K ? K->getConfig() : nullptr;
  if (!Config || Config->getNumArgs() < 2)
    return false;
  if (std::optional<Dims> Grid = constantDims(Config->getArg(0), Ctx);
      Grid && (llvm::is_contained(*Grid, uint64_t(0)) || (*Grid)[0] >= (1ull << 31) ||
               (*Grid)[1] > 65535 || (*Grid)[2] > 65535))
    return false; // a constant grid out of every GPU's limits
  std::optional<Dims> Block = boundedDims(Config->getArg(1), VO, Ctx);
  if (!Block || llvm::is_contained(*Block, uint64_t(0)) || (*Block)[0] > 1024 || (*Block)[1] > 1024 || (*Block)[2] > 64 ||
      (*Block)[0] * (*Block)[1] * (*Block)[2] > 1024)
    return false;
  if (Config->getNumArgs() > 2 && !isa<CXXDefaultArgExpr>(Config->getArg(2))) {
    std::optional<uint64_t> Shared = upperBound(Config->getArg(2), VO, Ctx);
    if (!Shared || *Shared > 48 * 1024)
      return false;
  }
  return true;
}

bool hasConfigurationThatCannotFail(const CUDAKernelCallExpr *K, const ASTContext &Ctx) {
  const CallExpr *Config = K ? K->getConfig() : nullptr;
  if (!Config || Config->getNumArgs() < 2)
    return false;
  std::optional<Dims> Grid = constantDims(Config->getArg(0), Ctx);
  std::optional<Dims> Block = constantDims(Config->getArg(1), Ctx);
  if (!Grid || !Block)
    return false;
  if (llvm::is_contained(*Grid, uint64_t(0)) || llvm::is_contained(*Block, uint64_t(0)))
    return false;
  if ((*Grid)[0] >= (1ull << 31) || (*Grid)[1] > 65535 || (*Grid)[2] > 65535)
    return false;
  if ((*Block)[0] * (*Block)[1] * (*Block)[2] > 256)
    return false;
  if (Config->getNumArgs() > 2) {
    std::optional<uint64_t> Shared = constantValue(Config->getArg(2), Ctx);
    if (!Shared || *Shared != 0)
      return false;
  }
  return true;
}

} // namespace clang::tidy::cuda

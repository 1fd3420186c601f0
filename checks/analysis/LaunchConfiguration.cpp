//===--- LaunchConfiguration.cpp - what a launch's <<<...>>> allows -----------------------===//
#include "LaunchConfiguration.h"
#include "CudaApi.h"
#include <array>
#include <optional>

namespace clang::tidy::cuda {

namespace {

using Dims = std::array<uint64_t, 3>;

/// The three dimensions of a dim3 argument written as constants: `256`, `dim3(8, 8)`,
/// `dim3{2, 2, 2}`, a constexpr variable.
std::optional<Dims> constantDims(const Expr *E, const ASTContext &Ctx) {
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
  if (!E)
    return std::nullopt;
  if (E->getType()->isIntegerType()) {
    std::optional<uint64_t> X = constantValue(E, Ctx);
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
    std::optional<uint64_t> V = constantValue(Args[I], Ctx);
    if (!V)
      return std::nullopt;
    D[I] = *V;
  }
  return D;
}

} // namespace

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

//===--- CudaApiGate.cpp - run the checks on every translation unit that can call CUDA ----===//
#include "CudaApiGate.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

namespace clang::tidy::cuda {

bool mayCallCudaApi(const LangOptions &LangOpts) { return !LangOpts.OpenCL && !LangOpts.HLSL; }

bool declaresCudaApi(const ASTContext &Ctx) {
  if (Ctx.getLangOpts().CUDA)
    return true;
  // Functions every version of cuda_runtime_api.h and cuda.h declares, under names no
  // macro renames (per-thread default stream, _v2 suffixes).
  static const char *const Witnesses[] = {"cudaStreamCreate", "cudaMalloc", "cuStreamCreate",
                                          "cuInit"};
  const TranslationUnitDecl *TU = Ctx.getTranslationUnitDecl();
  for (const char *Name : Witnesses) {
    // get(), not find(): a name declared in a precompiled preamble (clangd) or module is
    // only in the table once asked for.
    IdentifierInfo &Id = Ctx.Idents.get(Name);
    for (const NamedDecl *D : TU->lookup(DeclarationName(&Id)))
      if (const auto *FD = dyn_cast<FunctionDecl>(D->getUnderlyingDecl()); FD && FD->isExternC())
        return true;
  }
  return false;
}

void CudaApiCheck::run(const ast_matchers::MatchFinder::MatchResult &Result) {
  if (Gate == GateState::Unknown)
    Gate = declaresCudaApi(*Result.Context) ? GateState::Open : GateState::Closed;
  if (Gate == GateState::Open)
    check(Result);
  else
    checkWithoutCudaApi(Result);
}

} // namespace clang::tidy::cuda

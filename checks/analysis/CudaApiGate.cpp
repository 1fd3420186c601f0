//===--- CudaApiGate.cpp - run the checks on every translation unit that can call CUDA ----===//
#include "CudaApiGate.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

namespace clang::tidy::cuda {

bool mayCallCudaApi(const LangOptions &LangOpts) { return !LangOpts.OpenCL && !LangOpts.HLSL; }

namespace {

/// Calls Visit with each file-scope declaration of a name every version of
/// cuda_runtime_api.h and cuda.h declares, a name no macro renames (per-thread default stream,
/// _v2 suffixes), until it returns true.
template <class Fn> bool anyWitness(const ASTContext &Ctx, Fn &&Visit) {
  static const char *const Witnesses[] = {"cudaStreamCreate", "cudaMalloc", "cuStreamCreate",
                                          "cuInit"};
  const TranslationUnitDecl *TU = Ctx.getTranslationUnitDecl();
  for (const char *Name : Witnesses) {
    // get(), not find(): a name declared in a precompiled preamble (clangd) or module is
    // only in the table once asked for.
    IdentifierInfo &Id = Ctx.Idents.get(Name);
    for (const NamedDecl *D : TU->lookup(DeclarationName(&Id)))
      if (Visit(D->getUnderlyingDecl()))
        return true;
  }
  return false;
}

} // namespace

bool declaresCudaApi(const ASTContext &Ctx) {
  if (Ctx.getLangOpts().CUDA)
    return true;
  return anyWitness(Ctx, [](const NamedDecl *D) {
    const auto *FD = dyn_cast<FunctionDecl>(D);
    return FD && FD->isExternC();
  });
}

bool loadsCudaApiThroughPointers(const ASTContext &Ctx) {
  // cuew: `typedef CUresult CUDAAPI tcuInit(unsigned int Flags); extern tcuInit *cuInit;`
  return anyWitness(Ctx, [](const NamedDecl *D) {
    const auto *V = dyn_cast<VarDecl>(D);
    return V && V->getType()->isFunctionPointerType();
  });
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

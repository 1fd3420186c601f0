//===--- StreamSites.cpp - the places where work names its stream -----------------------===//
#include "StmtWalk.h"
#include "StreamClassification.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include <algorithm>

namespace clang::tidy::cuda {

const Expr *StreamSite::value() const {
  if (const auto *Default = dyn_cast_or_null<CXXDefaultArgExpr>(Arg))
    return Default->getExpr();
  return Arg;
}

llvm::SmallVector<const Expr *, 8> StreamSite::arguments() const {
  if (const auto *Launch = dyn_cast<CUDAKernelCallExpr>(Call)) {
    llvm::SmallVector<const Expr *, 8> Args;
    if (const CallExpr *Config = Launch->getConfig())
      for (const Expr *A : Config->arguments())
        Args.push_back(A);
    return Args;
  }
  return callArguments(Call);
}

bool StreamSite::isMemoryOperation() const {
  if (K != SiteKind::Api || !Api->Async || Api->Name == "cudaStreamAttachMemAsync")
    return false;
  switch (Api->Family) {
  case ApiFamily::Copy:
  case ApiFamily::Memset:
  case ApiFamily::Prefetch:
  case ApiFamily::AsyncAlloc:
    return true;
  default:
    return false;
  }
}

bool StreamSite::isLaunch() const {
  return K == SiteKind::Launch || (K == SiteKind::Api && Api->Family == ApiFamily::Launch);
}

bool StreamSite::issuesWork() const {
  if (K == SiteKind::Launch)
    return true;
  if (K != SiteKind::Api || Api->Name == "cudaStreamAttachMemAsync")
    return false;
  return Api->Async || Api->Family == ApiFamily::StreamWait;
}

std::string StreamSite::calleeName() const {
  if (Api)
    return canonicalApiName(Callee->getName()).str(); // cudaMemcpyAsync_ptsz as written
  if (Callee && !Callee->getDeclName().isEmpty())
    return Callee->getNameAsString(); // constructors included
  // A kernel launched through a pointer, or a dependent template's: the name written.
  if (const auto *CE = dyn_cast<CallExpr>(Call))
    if (std::string Name = calledName(CE); !Name.empty())
      return Name;
  return "kernel";
}

std::string NearbyStreams::quotedNames() const {
  std::string Out;
  for (unsigned I = 0; I < Names.size(); ++I) {
    if (I > 0)
      Out += I + 1 == Names.size() ? " and " : ", ";
    Out += "'" + Names[I] + "'";
  }
  if (More)
    Out += " and others";
  return Out;
}

void streamSitesOf(const Expr *E, llvm::SmallVectorImpl<StreamSite> &Out) {
  if (!E || E->containsErrors() || E->isValueDependent() || E->isTypeDependent())
    return;
  if (const auto *Launch = dyn_cast<CUDAKernelCallExpr>(E)) {
    const CallExpr *Config = Launch->getConfig();
    if (!Config)
      return;
    StreamSite S;
    S.K = StreamSite::SiteKind::Launch;
    S.Call = Launch;
    S.Callee = Launch->getDirectCallee();
    S.ArgIndex = 3;
    if (Config->getNumArgs() > 3)
      S.Arg = Config->getArg(3);
    if (const FunctionDecl *ConfigFn = Config->getDirectCallee();
        ConfigFn && ConfigFn->getNumParams() > 3)
      S.Param = ConfigFn->getParamDecl(3);
    Out.push_back(S);
    return;
  }

  const FunctionDecl *FD = calledFunction(E);
  if (!FD || FD->isInvalidDecl() || isLaunchConfiguration(FD))
    return;
  auto Args = callArguments(E);
  if (const CudaApiInfo *Api = lookupCudaApi(FD)) {
    std::optional<unsigned> Index = streamParamIndex(FD);
    if (!Index || *Index >= Args.size())
      return;
    StreamSite S;
    S.K = StreamSite::SiteKind::Api;
    S.Call = E;
    S.Callee = FD;
    S.Api = Api;
    S.Param = FD->getParamDecl(*Index);
    S.ArgIndex = *Index;
    S.Arg = Args[*Index];
    Out.push_back(S);
    return;
  }
  // A function of the project: not one the toolkit or another library declares.
  const SourceManager &SM = FD->getASTContext().getSourceManager();
  if (SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())))
    return;
  for (unsigned I = 0, N = std::min<size_t>(FD->getNumParams(), Args.size()); I < N; ++I) {
    if (!isStreamParameterType(FD->getParamDecl(I)->getType()))
      continue;
    StreamSite S;
    S.K = StreamSite::SiteKind::Wrapper;
    S.Call = E;
    S.Callee = FD;
    S.Param = FD->getParamDecl(I);
    S.ArgIndex = I;
    S.Arg = Args[I];
    Out.push_back(S);
  }
}

} // namespace clang::tidy::cuda

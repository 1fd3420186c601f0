//===--- HostMemorySummaries.cpp - the host memory a function hands to other units -------===//
#include "HostMemorySummaries.h"
#include "CallSummaries.h"
#include "CudaApi.h"
#include "HostMemoryTracer.h"
#include "StmtWalk.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"

namespace clang::tidy::cuda {
namespace {

using HK = HostMemoryKind;

/// Where a pageable origin was allocated, as a file and an offset the other unit's report can
/// show; nullopt in a macro's body or without a file.
std::optional<HostMemorySummary::Site> allocationSite(const HostMemoryOrigin &O,
                                                      const SourceManager &SM) {
  std::optional<SourceSite> At = sourceSiteOf(O.getLocation(), SM);
  if (!At)
    return std::nullopt;
  return HostMemorySummary::Site{std::move(At->File), At->Offset, O.Allocator.str()};
}

/// Adds the memory one returned or stored value points into to \p S; false when that decides
/// nothing (an origin unknown or of another kind, or the kinds disagree).
bool join(const HostMemoryInfo &Info, HostMemorySummary &S, const SourceManager &SM) {
  if (!Info.Followed)
    return false;
  for (const HostMemoryOrigin &O : Info.Origins) {
    if (O.isExternal()) {
      HandedMemory M = handedMemoryOf(O);
      if (M.Usr.empty())
        return false;
      if (!llvm::is_contained(S.Pending, M))
        S.Pending.push_back(std::move(M));
      continue;
    }
    HostMemoryFact F = O.Kind == HK::Pageable ? HostMemoryFact::Pageable
                       : O.Kind == HK::Pinned ? HostMemoryFact::Pinned
                                              : HostMemoryFact::Unknown;
    if (F == HostMemoryFact::Unknown || (S.Known != HostMemoryFact::None && S.Known != F))
      return false;
    S.Known = F;
    if (F == HostMemoryFact::Pageable && !S.Allocated)
      S.Allocated = allocationSite(O, SM);
  }
  return true;
}

bool handsOutMemory(const HostMemorySummary &S) {
  return S.Known != HostMemoryFact::None || !S.Pending.empty();
}

/// Records where \p S's memory is first handed on (\p At, described by \p How).
void noteHandOff(HostMemorySummary &S, const Stmt *At, std::string How, const SourceManager &SM) {
  if (S.Handed || !At || (S.Known != HostMemoryFact::Pageable && S.Pending.empty()))
    return; // only pageable memory's findings walk the chain
  if (std::optional<SourceSite> Site = sourceSiteOf(At->getBeginLoc(), SM))
    S.Handed = HostMemorySummary::HandOff{std::move(Site->File), Site->Offset, std::move(How)};
}

/// A registration in the function may pin what it hands out after the value was stored.
bool registersHostMemory(const FunctionDecl *Def) {
  return anyStmtUnder(Def->getBody(), [](const Stmt *S) {
    const auto *CE = dyn_cast<CallExpr>(S);
    const CudaApiInfo *Api = CE ? lookupCudaApi(CE) : nullptr;
    return Api && Api->Family == ApiFamily::HostRegister;
  });
}

bool summarisable(const FunctionDecl *Def) {
  return Def && Def->hasBody() && !Def->isDependentContext() && !registersHostMemory(Def);
}


/// A parameter through which callers may hand a host buffer: a pointer to data, not to a
/// function nor to a polymorphic object.
bool takesHostBuffer(const ParmVarDecl *P) {
  QualType T = P->getType();
  if (!T->isPointerType() || T->getPointeeType()->isFunctionType())
    return false;
  // An opaque handle (cudaStream_t, cudaEvent_t, a FILE *) points to a type never defined here.
  QualType Pointee = T->getPointeeType();
  if (Pointee->isIncompleteType() && !Pointee->isVoidType())
    return false;
  const CXXRecordDecl *RD = Pointee->getAsCXXRecordDecl();
  return !(RD && RD->hasDefinition() && RD->isPolymorphic());
}

/// A function of the project that other units may call too, with such a parameter.
bool passesAcrossUnits(const FunctionDecl *FD) {
  return FD && isProjectFunctionDecl(FD) && FD->isExternallyVisible() &&
         !FD->isDependentContext() && !lookupCudaApi(FD) &&
         llvm::any_of(FD->parameters(), takesHostBuffer);
}

/// Adds to \p Out what the calls under \p Root pass, and the functions whose address it takes.
void summarizePassedMemoryUnder(const HostMemoryProvenance &P, const Stmt *Root,
                                PassedMemory &Out) {
  ASTContext &Ctx = P.valueOrigins().getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  auto Unknown = [] {
    HostMemorySummary S;
    S.Known = HostMemoryFact::Unknown;
    return S;
  };
  llvm::SmallPtrSet<const Expr *, 8> Callees; // seen before their children
  anyStmtUnder(Root, [&](const Stmt *S) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
      // Its address taken: it may be called from anywhere, with anything.
      const auto *FD = dyn_cast<FunctionDecl>(Ref->getDecl());
      if (!Callees.count(Ref) && passesAcrossUnits(FD))
        for (const ParmVarDecl *Param : FD->parameters())
          if (takesHostBuffer(Param))
            joinHostMemory(Out[usrOf(FD)][Param->getFunctionScopeIndex()], Unknown());
      return false;
    }
    const FunctionDecl *Callee = calledFunction(S);
    if (const auto *CE = dyn_cast<CallExpr>(S))
      Callees.insert(CE->getCallee()->IgnoreParenImpCasts());
    if (!passesAcrossUnits(Callee) || (isa<CallExpr>(S) && !cast<CallExpr>(S)->getDirectCallee()))
      return false;
    // A method called as an operator takes its object as the first argument.
    const auto *Op = dyn_cast<CXXOperatorCallExpr>(S);
    unsigned Skip = Op && isa<CXXMethodDecl>(Callee) ? 1 : 0;
    llvm::ArrayRef<const Expr *> Args =
        isa<CallExpr>(S)
            ? llvm::ArrayRef(cast<CallExpr>(S)->getArgs(), cast<CallExpr>(S)->getNumArgs())
            : llvm::ArrayRef(cast<CXXConstructExpr>(S)->getArgs(),
                             cast<CXXConstructExpr>(S)->getNumArgs());
    std::string Usr = usrOf(Callee);
    if (Usr.empty())
      return false;
    for (unsigned K = 0; K < Callee->getNumParams() && K + Skip < Args.size(); ++K) {
      const ParmVarDecl *Param = Callee->getParamDecl(K);
      const Expr *Arg = Args[K + Skip];
      if (!takesHostBuffer(Param) ||
          Arg->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull))
        continue; // a null pointer passes no memory
      HostMemorySummary One;
      if (!join(P.classify(Arg, cast<Expr>(S)), One, SM) || !handsOutMemory(One))
        One = Unknown();
      noteHandOff(One, Arg,
                  "passed here as '" + Param->getNameAsString() + "' of '" +
                      Callee->getQualifiedNameAsString() + "'",
                  SM);
      joinHostMemory(Out[Usr][K], One);
    }
    return false;
  });
}

} // namespace

PassedMemory summarizePassedMemory(const HostMemoryProvenance &P, const FunctionDecl *Def) {
  PassedMemory Out;
  if (!Def->hasBody())
    return Out;
  summarizePassedMemoryUnder(P, Def->getBody(), Out);
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (Init->isWritten())
        summarizePassedMemoryUnder(P, Init->getInit(), Out);
  return Out;
}

PassedMemory summarizePassedMemory(const HostMemoryProvenance &P, const VarDecl *Global) {
  PassedMemory Out;
  if (const Expr *Init = Global->getInit())
    summarizePassedMemoryUnder(P, Init, Out);
  return Out;
}

std::optional<HostMemorySummary> summarizeStoredMemory(const HostMemoryProvenance &P,
                                                       const ValueDecl *D) {
  const ValueOrigins &VO = P.valueOrigins();
  const SourceManager &SM = VO.getASTContext().getSourceManager();
  if (!hostmemory::isStoredAcrossUnits(D, SM))
    return std::nullopt; // every store is in this unit: the unit's own trace follows them
  HostMemorySummary S;
  llvm::SmallVector<ValueOrigin, 4> Writes;
  if (!VO.writesTo(D, Writes) || P.mayBePinnedInUnit(D)) {
    S.Known = HostMemoryFact::Unknown; // its address escapes, or this unit may pin it
    return S;
  }
  std::string Into = "stored here into '" + D->getQualifiedNameAsString() + "'";
  for (const ValueOrigin &W : Writes) {
    HostMemorySummary One;
    bool Certain = false;
    if (W.K == ValueOrigin::Kind::Init || W.K == ValueOrigin::Kind::Assign) {
      if (W.Value &&
          W.Value->isNullPointerConstant(VO.getASTContext(), Expr::NPC_ValueDependentIsNotNull))
        continue; // stores no memory
      Certain = join(P.classify(W.Value), One, SM);
    } else if (W.K == ValueOrigin::Kind::OutArgument) {
      hostmemory::PointerTrace T = hostmemory::traceOutArgument(VO, W.Call, W.ArgIndex);
      HostMemoryInfo Info;
      Info.Followed = T.Known && !T.Origins.empty();
      Info.Origins = std::move(T.Origins);
      Certain = join(Info, One, SM);
    }
    if (!Certain || !handsOutMemory(One)) {
      S.Known = HostMemoryFact::Unknown;
      return S;
    }
    noteHandOff(One, W.Site ? W.Site : (W.Value ? W.Value : W.Call), Into, SM);
    joinHostMemory(S, One);
  }
  if (!handsOutMemory(S))
    return std::nullopt;
  return S;
}

HandedMemory handedMemoryOf(const HostMemoryOrigin &O) {
  if (O.ExternalStorage)
    return {usrOf(O.ExternalStorage), -1, false, /*Stored=*/true};
  return {O.External ? usrOf(O.External) : std::string(), O.ExternalParam, O.ExternalArgument};
}

std::optional<HostMemorySummary> summarizeReturnedMemory(const HostMemoryProvenance &P,
                                                         const FunctionDecl *Def) {
  if (!summarisable(Def) || !Def->getReturnType()->isPointerType())
    return std::nullopt;
  HostMemorySummary S;
  for (const Expr *R : P.valueOrigins().returnValues(Def)) {
    if (R->isNullPointerConstant(Def->getASTContext(), Expr::NPC_ValueDependentIsNotNull))
      continue; // `return nullptr;` hands out no memory
    const SourceManager &SM = Def->getASTContext().getSourceManager();
    if (!join(P.classify(R), S, SM))
      return std::nullopt;
    noteHandOff(S, R, "returned here by '" + Def->getQualifiedNameAsString() + "'", SM);
  }
  if (!handsOutMemory(S))
    return std::nullopt;
  return S;
}

std::map<unsigned, HostMemorySummary> summarizeOutParameterMemory(const HostMemoryProvenance &P,
                                                                  const FunctionDecl *Def) {
  std::map<unsigned, HostMemorySummary> Out;
  if (!summarisable(Def))
    return Out;
  for (unsigned K = 0; K < Def->getNumParams(); ++K) {
    const ParmVarDecl *Param = Def->getParamDecl(K);
    if (!hostmemory::isPointerOutParameter(Param->getType()))
      continue;
    llvm::SmallVector<ValueOrigin, 4> Writes;
    if (!P.valueOrigins().pointeeWrites(Param, Writes))
      continue;
    HostMemorySummary S;
    bool Certain = true;
    const SourceManager &SM = Def->getASTContext().getSourceManager();
    std::string Through = "parameter '" + Param->getNameAsString() + "' of '" +
                          Def->getQualifiedNameAsString() + "'";
    for (const ValueOrigin &W : Writes) {
      if (W.K == ValueOrigin::Kind::CallArgument && Param->getType()->isReferenceType())
        continue; // a caller binding the reference, not a store
      if (W.K == ValueOrigin::Kind::Assign || W.K == ValueOrigin::Kind::Init) {
        Certain = join(P.classify(W.Value), S, SM);
        noteHandOff(S, W.Site ? W.Site : W.Value, "stored here through " + Through, SM);
      } else if (W.K == ValueOrigin::Kind::OutArgument) {
        // Handed on to another unit's function: what that one stores.
        const FunctionDecl *Callee = calledFunction(W.Call);
        Certain = Callee && isProjectExternal(Callee) && W.ArgIndex < Callee->getNumParams();
        HandedMemory M{Certain ? usrOf(Callee) : "", static_cast<int>(W.ArgIndex)};
        Certain = Certain && !M.Usr.empty();
        if (Certain && !llvm::is_contained(S.Pending, M)) {
          S.Pending.push_back(std::move(M));
          noteHandOff(S, W.Call, "handed on here through " + Through, SM);
        }
      } else {
        Certain = false;
      }
      if (!Certain)
        break;
    }
    if (Certain && handsOutMemory(S))
      Out[K] = std::move(S);
  }
  return Out;
}

} // namespace clang::tidy::cuda

//===--- HostMemoryProvenance.cpp - what kind of host memory a pointer points into --------===//
#include "HostMemoryProvenance.h"
#include "DiagnosticLocation.h"
#include "HostMemoryTracer.h"
#include "SharedAnalysis.h"
#include "StdLibrary.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"

namespace clang::tidy::cuda {
namespace {

using HK = HostMemoryKind;
using hostmemory::MaxDepth;
using hostmemory::PointerTrace;
using hostmemory::tracePointer;

/// A CUDA runtime or driver function, or one of the headers' make_cuda* helpers, by its name.
bool isCudaApiName(const FunctionDecl *FD) {
  if (!FD->getIdentifier() || !FD->getDeclContext()->getRedeclContext()->isTranslationUnit())
    return false;
  llvm::StringRef N = FD->getName();
  return N.starts_with("cuda") || N.starts_with("__cuda") || N.starts_with("make_cuda") ||
         (N.size() > 2 && N.starts_with("cu") && llvm::isUpper(N[2]));
}

/// The variable, parameter or field whose memory argument E hands over: `p`, `p + n`,
/// `&buf[i]`, `v.data()`, `&v[0]`, `(void *)p`.
const ValueDecl *handedStorage(const Expr *E) {
  for (unsigned Guard = 0; E && Guard < 16; ++Guard) {
    E = E->IgnoreParenCasts();
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->getOpcode() != BO_Add && BO->getOpcode() != BO_Sub)
        return nullptr;
      E = BO->getRHS()->getType()->isPointerType() ? BO->getRHS() : BO->getLHS();
      continue;
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->getOpcode() != UO_AddrOf && UO->getOpcode() != UO_Deref)
        return nullptr;
      E = UO->getSubExpr();
      continue;
    }
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      E = ASE->getBase();
      continue;
    }
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
      if (containerKind(MC->getImplicitObjectArgument()->IgnoreParenImpCasts()->getType()) ==
          ContainerKind::None)
        return nullptr;
      E = MC->getImplicitObjectArgument();
      continue;
    }
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E)) {
      if (Op->getOperator() != OO_Subscript || Op->getNumArgs() != 2)
        return nullptr;
      E = Op->getArg(0);
      continue;
    }
    if (isa<DeclRefExpr, MemberExpr>(E))
      return ValueOrigins::storageOf(E);
    return nullptr;
  }
  return nullptr;
}

/// True for a parameter through which a callee can change the memory it is given: a pointer
/// or reference to non-const (and any argument without a parameter: variadic, unprototyped).
bool canWriteThrough(const FunctionDecl *FD, unsigned Index, const Expr *Arg) {
  QualType T =
      FD && Index < FD->getNumParams() ? FD->getParamDecl(Index)->getType() : Arg->getType();
  if (T->isPointerType())
    return !T->getPointeeType().isConstQualified();
  if (T->isReferenceType())
    return !T.getNonReferenceType().isConstQualified();
  return false;
}

} // namespace

// ---- the index: registrations and hand-offs ----------------------------------------------

struct HostMemoryProvenance::Index {
  struct Registration {
    const CallExpr *Call;
    llvm::SmallPtrSet<const void *, 4> Keys; // allocation sites and declarations it pins
    llvm::SmallPtrSet<const ValueDecl *, 4> Storages;
    /// The function it is in, when what it pins could not all be followed (an aligned
    /// address computed from a buffer, say): it may pin any buffer that function sees.
    const FunctionDecl *OpaqueIn = nullptr;
  };
  struct Handoff {
    const Expr *Call;
    unsigned Arg;
    const FunctionDecl *Callee; // nullptr: a function whose body we cannot see
  };
  std::vector<Registration> Registrations;
  llvm::SmallPtrSet<const FunctionDecl *, 4> OpaqueRegistrationFunctions;
  llvm::DenseMap<const ValueDecl *, std::vector<Handoff>> Handoffs;
};

namespace {

const void *originKey(const HostMemoryOrigin &O) {
  return O.Site ? static_cast<const void *>(O.Site) : static_cast<const void *>(O.Decl);
}

class IndexBuilder : public RecursiveASTVisitor<IndexBuilder> {
public:
  IndexBuilder(const ValueOrigins &VO, HostMemoryProvenance::Index &Idx)
      : VO(VO), SM(VO.getASTContext().getSourceManager()), Idx(Idx) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitLambdaBody() const { return true; }

  bool TraverseDecl(Decl *D) {
    if (isSystemCode(D, SM))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitCallExpr(CallExpr *CE) {
    const CudaApiInfo *Api = lookupCudaApi(CE);
    if (Api && Api->Family == ApiFamily::HostRegister && CE->getNumArgs() > 0)
      RegistrationCalls.push_back(CE);
    recordHandoffs(CE, CE->getDirectCallee());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *CE) {
    recordHandoffs(CE, CE->getConstructor());
    return true;
  }

  void finish() {
    for (const CallExpr *CE : RegistrationCalls) {
      PointerTrace T = tracePointer(VO, CE->getArg(0));
      HostMemoryProvenance::Index::Registration R{CE, {}, {}};
      for (const HostMemoryOrigin &O : T.Origins)
        R.Keys.insert(originKey(O));
      R.Storages.insert(T.Traversed.begin(), T.Traversed.end());
      if (!T.Known)
        if ((R.OpaqueIn = VO.enclosingFunction(CE)))
          Idx.OpaqueRegistrationFunctions.insert(R.OpaqueIn);
      Idx.Registrations.push_back(std::move(R));
    }
  }

private:
  void recordHandoffs(const Expr *Call, const FunctionDecl *FD) {
    const FunctionDecl *Callee = nullptr;
    if (FD) {
      if (lookupCudaApi(FD) || isCudaApiName(FD) ||
          SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())))
        return; // library functions do not pin memory behind our back
      const FunctionDecl *Def = FD->getDefinition();
      Callee = Def && Def->hasBody() ? Def : nullptr;
    }
    auto Args = callArguments(Call);
    for (unsigned I = 0; I < Args.size(); ++I) {
      if (!canWriteThrough(FD, I, Args[I]))
        continue;
      if (const ValueDecl *D = handedStorage(Args[I]))
        Idx.Handoffs[D].push_back({Call, I, Callee});
    }
  }

  const ValueOrigins &VO;
  const SourceManager &SM;
  HostMemoryProvenance::Index &Idx;
  std::vector<const CallExpr *> RegistrationCalls;
};

/// Can Event run before the query? Points are the query and the calls on its way (the copy,
/// then the call sites it was reached through). Event in the same function as one of them
/// and after it, with no loop around both, cannot.
bool mayRunBefore(const ValueOrigins &VO, const Stmt *Event, llvm::ArrayRef<const Stmt *> Points) {
  const SourceManager &SM = VO.getASTContext().getSourceManager();
  const FunctionDecl *EventFn = VO.enclosingFunction(Event);
  for (const Stmt *P : Points) {
    if (VO.enclosingFunction(P) != EventFn)
      continue;
    if (!isBefore(SM, P->getBeginLoc(), Event->getBeginLoc()))
      return true;
    auto EventLoops = VO.enclosingLoops(Event);
    auto PointLoops = VO.enclosingLoops(P);
    return llvm::any_of(EventLoops,
                        [&](const Stmt *L) { return llvm::is_contained(PointLoops, L); });
  }
  return true;
}

/// True when D is an automatic variable of Fn declared after Registration, and not in a loop
/// around it: the registration ran before its storage existed and cannot have pinned it.
bool declaredAfter(const ValueDecl *D, const Stmt *Registration, const FunctionDecl *Fn) {
  const auto *Var = dyn_cast_or_null<VarDecl>(D);
  if (!Var || !Var->isLocalVarDecl() || Var->isStaticLocal() || Var->getDeclContext() != Fn)
    return false;
  const SourceManager &SM = Fn->getASTContext().getSourceManager();
  return isBefore(SM, Registration->getEndLoc(), Var->getLocation());
}

/// True when, before the query, D is handed to code that may pin what it points to. The
/// out-arguments through which another unit's function stores the memory (\p Summarised) do
/// not count: that function's summary says what it stores.
bool mayBePinnedElsewhere(const ValueOrigins &VO, const HostMemoryProvenance::Index &Idx,
                          const ValueDecl *D, llvm::ArrayRef<const Stmt *> Points,
                          llvm::ArrayRef<HostMemoryOrigin> Summarised, const Expr *PassedTo,
                          llvm::SmallPtrSetImpl<const ValueDecl *> &Seen, unsigned Depth) {
  auto It = Idx.Handoffs.find(D);
  if (It == Idx.Handoffs.end())
    return false;
  for (const HostMemoryProvenance::Index::Handoff &H : It->second) {
    if (H.Call == PassedTo || !mayRunBefore(VO, H.Call, Points))
      continue;
    if (!H.Callee && llvm::any_of(Summarised, [&](const HostMemoryOrigin &O) {
          return O.External && O.Site == H.Call && O.ExternalParam == static_cast<int>(H.Arg);
        }))
      continue;
    if (!H.Callee || H.Arg >= H.Callee->getNumParams() || Depth > MaxDepth ||
        Idx.OpaqueRegistrationFunctions.count(H.Callee))
      return true;
    const ParmVarDecl *P = H.Callee->getParamDecl(H.Arg);
    if (Seen.insert(P).second &&
        mayBePinnedElsewhere(VO, Idx, P, Points, Summarised, PassedTo, Seen, Depth + 1))
      return true;
  }
  return false;
}

/// mayBePinnedElsewhere, in any order: D handed to code that may register it.
bool mayBePinnedAnyTime(const HostMemoryProvenance::Index &Idx, const ValueDecl *D,
                        llvm::SmallPtrSetImpl<const ValueDecl *> &Seen, unsigned Depth) {
  if (llvm::any_of(Idx.Registrations, [&](const HostMemoryProvenance::Index::Registration &R) {
        return R.Storages.count(D);
      }))
    return true;
  auto It = Idx.Handoffs.find(D);
  if (It == Idx.Handoffs.end())
    return false;
  for (const HostMemoryProvenance::Index::Handoff &H : It->second) {
    if (!H.Callee || H.Arg >= H.Callee->getNumParams() || Depth > MaxDepth ||
        Idx.OpaqueRegistrationFunctions.count(H.Callee))
      return true;
    const ParmVarDecl *P = H.Callee->getParamDecl(H.Arg);
    if (Seen.insert(P).second && mayBePinnedAnyTime(Idx, P, Seen, Depth + 1))
      return true;
  }
  return false;
}

bool isNonLocalStorage(const ValueDecl *D) {
  if (isa<FieldDecl>(D))
    return true;
  const auto *VD = dyn_cast<VarDecl>(D);
  return VD && !VD->isLocalVarDeclOrParm();
}

} // namespace

SourceLocation HostMemoryOrigin::getLocation() const {
  if (Site)
    return Site->getBeginLoc();
  return Decl ? Decl->getLocation() : SourceLocation();
}

bool HostMemoryInfo::pageableIfExternalIs() const {
  return Followed &&
         llvm::any_of(Origins, [](const HostMemoryOrigin &O) { return O.isExternal(); }) &&
         llvm::all_of(Origins, [](const HostMemoryOrigin &O) {
           return O.isExternal() || O.Kind == HK::Pageable;
         });
}

std::shared_ptr<const HostMemoryProvenance> HostMemoryProvenance::get(ASTContext &Ctx) {
  return sharedAnalysis<HostMemoryProvenance>(Ctx);
}

HostMemoryProvenance::HostMemoryProvenance(ASTContext &Ctx)
    : Origins(ValueOrigins::get(Ctx)), VO(*Origins) {}
HostMemoryProvenance::~HostMemoryProvenance() = default;

const HostMemoryProvenance::Index &HostMemoryProvenance::index() const {
  if (!Idx) {
    Idx = std::make_unique<Index>();
    IndexBuilder B(VO, *Idx);
    B.TraverseDecl(VO.getASTContext().getTranslationUnitDecl());
    B.finish();
  }
  return *Idx;
}

bool HostMemoryProvenance::hasOpaqueRegistration() const {
  return llvm::any_of(index().Registrations,
                      [](const Index::Registration &R) { return R.OpaqueIn != nullptr; });
}

bool HostMemoryProvenance::mayBePinnedInUnit(const ValueDecl *D) const {
  llvm::SmallPtrSet<const ValueDecl *, 8> Seen;
  return hasOpaqueRegistration() || mayBePinnedAnyTime(index(), D, Seen, 0);
}

HostMemoryInfo HostMemoryProvenance::classify(const Expr *Ptr, const Expr *PassedTo) const {
  HostMemoryInfo Info;
  if (!Ptr)
    return Info;
  PointerTrace T = tracePointer(VO, Ptr);
  Info.Origins = std::move(T.Origins);
  if (!T.Known || Info.Origins.empty())
    return Info;

  const Index &I = index();
  auto PointsOf = [&](const HostMemoryOrigin &O) {
    llvm::SmallVector<const Stmt *, 4> Points{Ptr};
    for (const HostMemoryStep &S : O.Via)
      Points.push_back(S.Call);
    return Points;
  };
  // Another unit's memory (External) may be pageable: it is treated as pageable memory here.
  auto MaybePageable = [](const HostMemoryOrigin &O) {
    return O.Kind == HK::Pageable || O.isExternal();
  };
  // Memory handed, before the query, to code we cannot see may have been pinned there.
  for (const HostMemoryOrigin &O : Info.Origins) {
    if (!MaybePageable(O))
      continue;
    auto Points = PointsOf(O);
    llvm::SmallPtrSet<const ValueDecl *, 8> Seen;
    for (const ValueDecl *D : T.Traversed)
      if (mayBePinnedElsewhere(VO, I, D, Points, Info.Origins, PassedTo, Seen, 0))
        return Info;
  }
  Info.Followed = true;
  for (HostMemoryOrigin &O : Info.Origins) {
    if (!MaybePageable(O))
      continue;
    auto Points = PointsOf(O);
    for (const Index::Registration &R : I.Registrations) {
      bool SameMemory = R.Keys.count(originKey(O)) && mayRunBefore(VO, R.Call, Points);
      // A member or global registered anywhere counts: its registration may run first.
      bool SharedHolder = llvm::any_of(R.Storages, [&](const ValueDecl *D) {
        return isNonLocalStorage(D) && T.Traversed.count(D);
      });
      // A registration we could not follow, where the buffer is allocated or used; not one
      // made before the buffer's local variable exists (held-out round 6,
      // kaldi-asr/kaldi@f400766 src/cudafeatbin/compute-mfcc-online-batched-cuda.cc:238: a
      // member registered through an accessor, then a std::vector declared and copied).
      bool Nearby =
          R.OpaqueIn && !declaredAfter(O.Decl, R.Call, R.OpaqueIn) &&
          mayRunBefore(VO, R.Call, Points) &&
          (llvm::any_of(Points,
                        [&](const Stmt *P) { return VO.enclosingFunction(P) == R.OpaqueIn; }) ||
           (O.Site && VO.enclosingFunction(O.Site) == R.OpaqueIn) ||
           (O.Decl && O.Decl->getDeclContext() == R.OpaqueIn));
      if (SameMemory || SharedHolder || Nearby) {
        O.Kind = HK::Registered;
        O.Registration = R.Call;
        O.External = nullptr; // registered here, whatever the other unit allocated
        O.ExternalStorage = nullptr;
        break;
      }
    }
  }
  Info.Kind = Info.Origins.front().Kind;
  for (const HostMemoryOrigin &O : Info.Origins)
    if (O.Kind != Info.Kind)
      Info.Kind = HK::Mixed;
  if (llvm::any_of(Info.Origins, [](const HostMemoryOrigin &O) { return O.Kind == HK::Unknown; }))
    Info.Kind = HK::Unknown;
  return Info;
}

} // namespace clang::tidy::cuda

//===--- LoopWork.cpp - what a loop iteration or a function call does to the device -------===//
#include "LoopWork.h"
#include "LoopBodyScan.h"
#include "LoopWorkDetail.h"
#include "ValueOrigins.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <algorithm>

namespace clang::tidy::cuda {

namespace loopwork {

const Expr *stripCasts(const Expr *E) {
  while (E) {
    E = E->IgnoreParens();
    if (const auto *C = dyn_cast<CastExpr>(E))
      E = C->getSubExpr();
    else if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *F = dyn_cast<FullExpr>(E))
      E = F->getSubExpr();
    else
      break;
  }
  return E;
}

} // namespace loopwork

using namespace loopwork;

namespace {

/// Calls every DeclRefExpr under S (lambda bodies included) until Fn returns false.
/// Iterative (a worklist, in the recursive walk's order): any nesting depth is safe.
template <class Fn> bool forEachDeclRef(const Stmt *S, Fn &&F) {
  llvm::SmallVector<const Stmt *, 32> Work{S};
  while (!Work.empty()) {
    const Stmt *Next = Work.pop_back_val();
    if (!Next)
      continue;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Next))
      if (!F(DRE))
        return false;
    size_t Mark = Work.size();
    for (const Stmt *Child : Next->children())
      Work.push_back(Child);
    std::reverse(Work.begin() + Mark, Work.end());
  }
  return true;
}

/// True when the API call writes a new handle or pointer through its DstArg.
bool writesThroughDst(const CudaApiInfo &I) {
  switch (I.Family) {
  case ApiFamily::Alloc:
  case ApiFamily::EventCreate:
  case ApiFamily::StreamCreate:
    return true;
  case ApiFamily::AsyncAlloc:
    return !isStreamOrderedFree(I);
  default:
    return false;
  }
}

bool isLambdaCallOperator(const FunctionDecl *FD) {
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  return MD && MD->getParent()->isLambda();
}

} // namespace

// ---- the analysis -----------------------------------------------------------------------

struct LoopWork::Impl {
  const ValueOrigins &VO;
  ASTContext &Ctx;
  llvm::SmallVector<ApiFamily, 8> Tracked;
  FunctionFilter Ignored;
  NestedLoops Nested;
  llvm::DenseMap<const FunctionDecl *, std::unique_ptr<BodyScan>> Scans;
  llvm::DenseMap<const FunctionDecl *, unsigned> WorkOf;
  llvm::DenseMap<const FunctionDecl *, std::unique_ptr<std::vector<EveryTimeCall>>> EveryOf;
  llvm::DenseSet<const FunctionDecl *> InProgress;
  llvm::DenseMap<const FunctionDecl *, const VarDecl *> ReturnedLocal;
  llvm::DenseMap<const Stmt *, bool> OverDevices; // LoopWork::overDevices, per loop
  static constexpr size_t MaxCallsPerFunction = 64;

  Impl(const ValueOrigins &VO, llvm::ArrayRef<ApiFamily> Tracked, FunctionFilter Ignored,
       NestedLoops Nested)
      : VO(VO), Ctx(VO.getASTContext()), Tracked(Tracked.begin(), Tracked.end()),
        Ignored(std::move(Ignored)), Nested(Nested) {}

  ScanConfig config() {
    return ScanConfig{Ctx, Tracked, Ignored, Nested == NestedLoops::CountSetupLoops ? 2u : 0u};
  }

  const BodyScan &scan(const FunctionDecl *Def) {
    auto &Slot = Scans[Def];
    if (!Slot) {
      Slot = std::make_unique<BodyScan>();
      llvm::SmallVector<const Stmt *, 4> Parts;
      if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def))
        for (const CXXCtorInitializer *Init : Ctor->inits())
          if (Init->isWritten())
            Parts.push_back(Init->getInit());
      Parts.push_back(Def->getBody());
      scanBody(config(), /*LoopBody=*/false, Parts, *Slot);
    }
    return *Slot;
  }

  unsigned functionWork(const FunctionDecl *Def) {
    if (auto It = WorkOf.find(Def); It != WorkOf.end())
      return It->second;
    // Everything reachable from Def, then a fixpoint over it (cycles included).
    std::vector<const FunctionDecl *> Reach{Def};
    llvm::DenseSet<const FunctionDecl *> Seen{Def};
    for (size_t I = 0; I < Reach.size() && Reach.size() < 4096; ++I) {
      if (WorkOf.count(Reach[I]))
        continue;
      for (const Edge &E : scan(Reach[I]).Edges)
        if (Seen.insert(E.Step.Callee).second)
          Reach.push_back(E.Step.Callee);
    }
    llvm::DenseMap<const FunctionDecl *, unsigned> W;
    for (const FunctionDecl *F : Reach)
      W[F] = WorkOf.count(F) ? WorkOf[F] : scan(F).Work;
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (const FunctionDecl *F : Reach) {
        if (WorkOf.count(F))
          continue;
        unsigned Bits = W[F];
        for (const Edge &E : scan(F).Edges)
          Bits |= W.lookup(E.Step.Callee);
        if (Bits != W[F]) {
          W[F] = Bits;
          Changed = true;
        }
      }
    }
    for (const FunctionDecl *F : Reach)
      WorkOf.try_emplace(F, W[F]);
    return WorkOf[Def];
  }

  /// The local every return statement of FD returns, if there is one.
  const VarDecl *returnedLocal(const FunctionDecl *Def) {
    if (auto It = ReturnedLocal.find(Def); It != ReturnedLocal.end())
      return It->second;
    const VarDecl *Found = nullptr;
    bool Consistent = true;
    // Iterative, in source order: any nesting depth is safe.
    llvm::SmallVector<const Stmt *, 32> Work{Def->getBody()};
    while (!Work.empty() && Consistent) {
      const Stmt *S = Work.pop_back_val();
      if (!S || isa<LambdaExpr>(S))
        continue;
      if (const auto *R = dyn_cast<ReturnStmt>(S)) {
        const auto *DRE = dyn_cast_or_null<DeclRefExpr>(
            R->getRetValue() ? stripCasts(R->getRetValue()) : nullptr);
        const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
        if (!VD || !VD->hasLocalStorage() || isa<ParmVarDecl>(VD) || (Found && Found != VD))
          Consistent = false;
        else
          Found = VD;
        continue;
      }
      size_t Mark = Work.size();
      Work.append(S->child_begin(), S->child_end());
      std::reverse(Work.begin() + Mark, Work.end());
    }
    return ReturnedLocal[Def] = Consistent ? Found : nullptr;
  }

  /// Where the value a call returns is stored: `T x = f();` or `x = f();`.
  AccessPath storedInto(const Stmt *Site) {
    DynTypedNode N = DynTypedNode::create(*Site);
    const Stmt *Child = Site;
    for (unsigned Depth = 0; Depth < 8; ++Depth) {
      auto Parents = VO.parents(N);
      if (Parents.size() != 1)
        return AccessPath();
      if (const auto *S = N.get<Stmt>())
        Child = S;
      N = Parents[0];
      if (const auto *VD = N.get<VarDecl>()) {
        if (VD->getType()->isReferenceType())
          return AccessPath();
        AccessPath P;
        P.Root = AccessPath::RootKind::Var;
        P.Var = VD;
        return P;
      }
      if (const auto *Ctor = N.get<CXXConstructorDecl>()) { // `Buffer() : ptr_(make(n))`
        for (const CXXCtorInitializer *Init : Ctor->inits())
          if (Init->getInit() == Child && Init->getMember()) {
            AccessPath P;
            P.Root = AccessPath::RootKind::This;
            P.Steps.push_back({AccessPath::Step::Field, Init->getMember(), nullptr});
            return P;
          }
        return AccessPath();
      }
      const auto *E = N.get<Expr>();
      if (!E)
        return AccessPath();
      if (isa<ParenExpr, CastExpr, FullExpr, MaterializeTemporaryExpr, CXXBindTemporaryExpr>(E))
        continue;
      if (const auto *BO = dyn_cast<BinaryOperator>(E);
          BO && BO->getOpcode() == BO_Assign && BO->getLHS() != Site)
        return accessPathOf(BO->getLHS());
      return AccessPath();
    }
    return AccessPath();
  }

  static bool isLocalOf(const VarDecl *V, const FunctionDecl *H) {
    if (!V->isLocalVarDeclOrParm() || V->isStaticLocal())
      return false;
    const DeclContext *DC = V->getParentFunctionOrMethod();
    return DC && cast<Decl>(DC)->getCanonicalDecl() == H->getCanonicalDecl();
  }

  /// True when an index or value expression of P reads a local of H.
  static bool readsLocalsOf(const AccessPath &P, const FunctionDecl *H) {
    auto Reads = [&](const Expr *E) {
      return !forEachDeclRef(E, [&](const DeclRefExpr *DRE) {
        const auto *V = dyn_cast<VarDecl>(DRE->getDecl());
        return !(V && isLocalOf(V, H));
      });
    };
    if (P.Root == AccessPath::RootKind::Value && Reads(P.Value))
      return true;
    return llvm::any_of(P.Steps, [&](const AccessPath::Step &S) {
      return S.K == AccessPath::Step::Index && Reads(S.Subscript);
    });
  }

  static AccessPath extend(AccessPath Base, llvm::ArrayRef<AccessPath::Step> Steps) {
    if (!Base.known())
      return Base;
    Base.Steps.append(Steps.begin(), Steps.end());
    return Base;
  }

  /// Renames T, relative to the callee of E, into the function that makes call E.
  AccessPath lift(const AccessPath &T, bool Writes, const Edge &E) {
    const FunctionDecl *H = E.Step.Callee;
    AccessPath Scoped = T;
    Scoped.Scope.insert(Scoped.Scope.begin(), E.Step.Site);
    if (!T.known())
      return T;
    if (!T.Scope.empty() || readsLocalsOf(T, H))
      return Scoped;
    switch (T.Root) {
    case AccessPath::RootKind::Unknown:
      return T;
    case AccessPath::RootKind::Value:
      return T;
    case AccessPath::RootKind::This: {
      if (E.Step.K != CallStep::Kind::Call) {
        if (!E.Step.Object)
          return AccessPath();
        AccessPath Obj;
        Obj.Root = AccessPath::RootKind::Var;
        Obj.Var = E.Step.Object;
        return extend(Obj, T.Steps);
      }
      if (isLambdaCallOperator(H))
        return T; // `this` in a lambda is the enclosing object
      if (!E.ObjectExpr)
        return AccessPath();
      const Expr *O = stripCasts(E.ObjectExpr);
      if (isa<CXXThisExpr>(O))
        return T;
      AccessPath Base = accessPathOf(O);
      if (E.ObjectIsPointer && Base.known())
        Base.Steps.push_back({AccessPath::Step::Deref, nullptr, nullptr});
      return extend(Base, T.Steps);
    }
    case AccessPath::RootKind::Var:
      break;
    }
    const auto *V = dyn_cast<VarDecl>(T.Var);
    if (!V || !isLocalOf(V, H))
      return T; // global, static, or a variable a lambda captured
    const auto *PV = dyn_cast<ParmVarDecl>(V);
    if (!PV) {
      if (E.Step.K == CallStep::Kind::Call && returnedLocal(H) == V)
        if (AccessPath Into = storedInto(E.Step.Site); Into.known())
          return extend(Into, T.Steps);
      return Scoped;
    }
    if (E.Step.K == CallStep::Kind::Destruct)
      return AccessPath();
    auto Args = callArguments(cast<Expr>(E.Step.Site));
    unsigned Index = PV->getFunctionScopeIndex();
    if (Index >= Args.size() || isa<CXXDefaultArgExpr>(Args[Index]))
      return AccessPath();
    const Expr *Arg = Args[Index];
    bool ByRef = PV->getType()->isReferenceType();
    bool ThroughPointer = !T.Steps.empty() && T.Steps[0].K == AccessPath::Step::Deref;
    if (!ByRef && Writes && !ThroughPointer)
      return Scoped; // writes the callee's own copy
    if (!ByRef && ThroughPointer)
      if (const auto *UO = dyn_cast<UnaryOperator>(stripCasts(Arg));
          UO && UO->getOpcode() == UO_AddrOf)
        return extend(accessPathOf(UO->getSubExpr()), llvm::ArrayRef(T.Steps).drop_front());
    return extend(accessPathOf(Arg), T.Steps);
  }

  void collect(const BodyScan &S, std::vector<EveryTimeCall> &Out) {
    for (const auto &[Api, Info] : S.Every) {
      EveryTimeCall C;
      C.Api = Api;
      C.Info = Info;
      C.Target = targetOf(Api, *Info);
      Out.push_back(std::move(C));
    }
    for (const Edge &E : S.Edges) {
      if (!E.Every || (Ignored && Ignored(E.Step.Callee)))
        continue;
      const std::vector<EveryTimeCall> &Inner = everyCall(E.Step.Callee);
      for (const EveryTimeCall &IC : Inner) {
        if (Out.size() >= MaxCallsPerFunction)
          return;
        EveryTimeCall C = IC;
        C.Chain.insert(C.Chain.begin(), E.Step);
        C.Target = lift(IC.Target, writesThroughDst(*IC.Info), E);
        Out.push_back(std::move(C));
      }
    }
    collectSetupLoops(S, Out);
  }

  /// A nested loop that only sets up or tears down buffers, one per element (see NestedLoops).
  bool isSetupLoop(const BodyScan &S) {
    unsigned W = S.Work;
    for (const Edge &E : S.Edges)
      W |= functionWork(E.Step.Callee);
    return !(W & work::DeviceWork) && !((W & work::Alloc) && (W & work::Free)) &&
           !S.LeavesOnStatus && S.ExitConditions.empty();
  }

  void collectSetupLoops(const BodyScan &S, std::vector<EveryTimeCall> &Out) {
    for (const NestedLoopScan &N : S.NestedLoops) {
      if (!isSetupLoop(*N.Body))
        continue;
      std::vector<EveryTimeCall> Inner;
      collect(*N.Body, Inner);
      llvm::SmallPtrSet<const VarDecl *, 2> Walkers = elementWalkers(N.Loop);
      for (EveryTimeCall &C : Inner) {
        if (Out.size() >= MaxCallsPerFunction)
          return;
        C.Target = eachElement(std::move(C.Target), N.Loop, Walkers);
        C.SetupLoop = N.Loop;
        Out.push_back(std::move(C));
      }
    }
  }

  /// The variables with which Loop walks elements: a for loop's counter (declared or set in
  /// its init and stepped by its increment), a range-for's variable.
  static llvm::SmallPtrSet<const VarDecl *, 2> elementWalkers(const Stmt *Loop) {
    llvm::SmallPtrSet<const VarDecl *, 2> Vars;
    if (const auto *R = dyn_cast<CXXForRangeStmt>(Loop)) {
      Vars.insert(R->getLoopVariable()->getCanonicalDecl());
      return Vars;
    }
    const auto *F = dyn_cast<ForStmt>(Loop);
    if (!F || !F->getInc())
      return Vars;
    llvm::SmallPtrSet<const VarDecl *, 2> Stepped;
    forEachDeclRef(F->getInc(), [&](const DeclRefExpr *DRE) {
      if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl()))
        Stepped.insert(V->getCanonicalDecl());
      return true;
    });
    forEachDeclRef(F->getInit(), [&](const DeclRefExpr *DRE) {
      const auto *V = dyn_cast<VarDecl>(DRE->getDecl());
      if (V && Stepped.count(V->getCanonicalDecl()))
        Vars.insert(V->getCanonicalDecl());
      return true;
    });
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()))
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D); V && Stepped.count(V->getCanonicalDecl()))
          Vars.insert(V->getCanonicalDecl());
    return Vars;
  }

  /// P as seen from outside Loop: an index by one of Walkers becomes "each element"; a
  /// reference range-for variable becomes each element of the range.
  static AccessPath eachElement(AccessPath P, const Stmt *Loop,
                                const llvm::SmallPtrSet<const VarDecl *, 2> &Walkers) {
    auto IsWalker = [&](const Expr *E) {
      const auto *DRE = E ? dyn_cast<DeclRefExpr>(stripCasts(E)) : nullptr;
      const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
      return V && Walkers.count(V->getCanonicalDecl());
    };
    for (AccessPath::Step &S : P.Steps)
      if (S.K == AccessPath::Step::Index && IsWalker(S.Subscript))
        S.Subscript = nullptr;
    const auto *R = dyn_cast<CXXForRangeStmt>(Loop);
    if (R && P.Root == AccessPath::RootKind::Var && P.Scope.empty() &&
        P.Var->getCanonicalDecl() == R->getLoopVariable()->getCanonicalDecl()) {
      AccessPath Range = accessPathOf(R->getRangeInit());
      if (!Range.known())
        return AccessPath();
      Range.Steps.push_back({AccessPath::Step::Index, nullptr, nullptr});
      return extend(std::move(Range), P.Steps);
    }
    return P;
  }

  const std::vector<EveryTimeCall> &everyCall(const FunctionDecl *Def) {
    static const std::vector<EveryTimeCall> None;
    if (auto It = EveryOf.find(Def); It != EveryOf.end())
      return *It->second;
    if (InProgress.size() >= 64 || !InProgress.insert(Def).second)
      return None; // recursion (or a very deep chain): cut here
    auto Calls = std::make_unique<std::vector<EveryTimeCall>>();
    collect(scan(Def), *Calls);
    InProgress.erase(Def);
    auto &Slot = EveryOf[Def];
    Slot = std::move(Calls);
    return *Slot;
  }

  static AccessPath targetOf(const CallExpr *Api, const CudaApiInfo &Info) {
    int ArgIndex = Info.DstArg >= 0 ? Info.DstArg : 0;
    if (static_cast<unsigned>(ArgIndex) >= Api->getNumArgs())
      return AccessPath();
    const Expr *Arg = Api->getArg(ArgIndex);
    if (!writesThroughDst(Info))
      return accessPathOf(Arg);
    if (const auto *UO = dyn_cast<UnaryOperator>(stripCasts(Arg));
        UO && UO->getOpcode() == UO_AddrOf)
      return accessPathOf(UO->getSubExpr());
    AccessPath P = accessPathOf(Arg);
    if (P.known())
      P.Steps.push_back({AccessPath::Step::Deref, nullptr, nullptr});
    return P;
  }
};

LoopWork::LoopWork(const ValueOrigins &VO, llvm::ArrayRef<ApiFamily> Tracked,
                   FunctionFilter Ignored, NestedLoops Nested)
    : P(std::make_unique<Impl>(VO, Tracked, std::move(Ignored), Nested)) {}

LoopWork::~LoopWork() = default;

const ValueOrigins &LoopWork::origins() const { return P->VO; }

unsigned LoopWork::functionWork(const FunctionDecl *FD) {
  const FunctionDecl *Def = followable(FD, P->Ctx.getSourceManager());
  return Def ? P->functionWork(Def) : 0;
}

const std::vector<EveryTimeCall> &LoopWork::everyCall(const FunctionDecl *FD) {
  static const std::vector<EveryTimeCall> None;
  const FunctionDecl *Def = followable(FD, P->Ctx.getSourceManager());
  return Def ? P->everyCall(Def) : None;
}

LoopSummary LoopWork::loop(const Stmt *Loop) {
  LoopSummary Summary;
  BodyScan S;
  llvm::SmallVector<const Stmt *, 2> Parts;
  if (const auto *R = dyn_cast<CXXForRangeStmt>(Loop))
    Parts.push_back(R->getLoopVarStmt()); // the loop variable is initialized on every iteration
  Parts.push_back(LoopWork::body(Loop));
  scanBody(P->config(), /*LoopBody=*/true, Parts, S);
  Summary.Work = S.Work;
  for (const Edge &E : S.Edges)
    Summary.Work |= P->functionWork(E.Step.Callee);
  P->collect(S, Summary.EveryIteration);
  Summary.LeavesOnStatus = S.LeavesOnStatus;
  Summary.ExitConditions = S.ExitConditions;
  return Summary;
}

std::string LoopWork::describeDeviceWork(unsigned Work) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  if (Work & work::Launch)
    Parts.push_back("launches kernels");
  if (Work & work::Copy)
    Parts.push_back("issues copies");
  if (Work & work::Stream)
    Parts.push_back("issues other stream work");
  if (Work & work::Library)
    Parts.push_back("calls CUDA libraries");
  std::string Text;
  for (size_t I = 0; I < Parts.size(); ++I) {
    if (I)
      Text += I + 1 == Parts.size() ? " and " : ", ";
    Text += Parts[I];
  }
  return Text;
}

bool LoopWork::isSetDevice(const FunctionDecl *FD) {
  if (!FD || !isGlobalFunction(FD))
    return false;
  llvm::StringRef N = canonicalApiName(FD->getName());
  return N == "cudaSetDevice" || N == "cuCtxSetCurrent" || N == "cuCtxPushCurrent";
}

bool LoopWork::mentionsStatus(const Stmt *S) { return containsStatusExpr(S); }

std::string LoopWork::stepName(const CallStep &S) {
  if (S.Object)
    return S.Object->getNameAsString();
  if (const auto *MD = dyn_cast<CXXMethodDecl>(S.Callee); MD && MD->getParent()->isLambda()) {
    if (const auto *Call = dyn_cast<CXXOperatorCallExpr>(S.Site); Call && Call->getNumArgs())
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Call->getArg(0)->IgnoreParenImpCasts()))
        return DRE->getDecl()->getNameAsString();
    return "lambda";
  }
  if (isa<CXXConstructorDecl, CXXDestructorDecl>(S.Callee))
    return cast<CXXMethodDecl>(S.Callee)->getParent()->getNameAsString();
  return S.Callee->getQualifiedNameAsString();
}

bool LoopWork::isLibraryFunction(const FunctionDecl *FD, const SourceManager &SM) {
  return FD && isLibraryCall(FD, SM);
}

SourceLocation LoopWork::findingLocation(const EveryTimeCall &Call, const Stmt *Loop,
                                         const SourceManager &SM, bool &Elsewhere) {
  SourceLocation Loc = Call.Api->getBeginLoc();
  auto FileOf = [&](SourceLocation L) { return SM.getFileID(SM.getExpansionLoc(L)); };
  Elsewhere = !Call.Chain.empty() && FileOf(Loc) != FileOf(Loop->getBeginLoc());
  return Elsewhere ? Call.Chain.front().Site->getBeginLoc() : Loc;
}

bool LoopWork::overDevices(const Stmt *Loop) {
  // Asked for every loop around every call: once per loop (a body of nested loops would
  // otherwise be walked once per loop around it).
  if (auto It = P->OverDevices.find(Loop); It != P->OverDevices.end())
    return It->second;
  const bool Result = selectsDevicePerIteration(Loop);
  P->OverDevices[Loop] = Result;
  return Result;
}

} // namespace clang::tidy::cuda

//===--- LoopWork.cpp - what a loop iteration or a function call does to the device -------===//
#include "LoopWork.h"
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
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/FoldingSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <functional>
#include <optional>

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

// ---- API knowledge ----------------------------------------------------------------------

unsigned workOf(ApiFamily F) {
  switch (F) {
  case ApiFamily::Copy:
    return work::Copy;
  case ApiFamily::Launch:
    return work::Launch;
  case ApiFamily::Memset:
  case ApiFamily::Prefetch:
  case ApiFamily::EventRecord:
  case ApiFamily::StreamWait:
  case ApiFamily::AsyncAlloc:
    return work::Stream;
  case ApiFamily::StreamSync:
    return work::Sync;
  case ApiFamily::Alloc:
  case ApiFamily::HostRegister:
    return work::Alloc;
  case ApiFamily::Free:
  case ApiFamily::HostUnregister:
    return work::Free;
  default:
    return 0;
  }
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

bool isGlobalFunction(const FunctionDecl *FD) {
  return FD->getIdentifier() && FD->getDeclContext()->getRedeclContext()->isTranslationUnit();
}


/// Calls into CUDA libraries that enqueue device work.
bool isLibraryCall(const FunctionDecl *FD, const SourceManager &SM) {
  if (FD->hasBody() && !SM.isInSystemHeader(FD->getLocation()))
    return false;
  if (isGlobalFunction(FD)) {
    llvm::StringRef N = FD->getName();
    for (llvm::StringRef Prefix : {"cublas", "cufft", "cusparse", "cusolver", "curand", "cudnn",
                                   "nccl", "cutensor", "nvjpeg", "npp"})
      if (N.starts_with(Prefix))
        return true;
    return false;
  }
  std::string Q = FD->getQualifiedNameAsString();
  return llvm::StringRef(Q).starts_with("thrust::") || llvm::StringRef(Q).starts_with("cub::");
}

bool isLambdaCallOperator(const FunctionDecl *FD) {
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  return MD && MD->getParent()->isLambda();
}

/// When each time Parent runs, Child runs too (for parents without special handling).
bool alwaysRunsChild(const Stmt *Parent, const Stmt *Child) {
  if (isa<CompoundStmt, DeclStmt, FullExpr, ParenExpr, CastExpr, CallExpr, CXXConstructExpr,
          MaterializeTemporaryExpr, ReturnStmt, UnaryOperator, CXXBindTemporaryExpr, AttributedStmt,
          LabelStmt, MemberExpr, ArraySubscriptExpr, InitListExpr, CXXStdInitializerListExpr,
          CXXNewExpr, CXXDeleteExpr, CompoundLiteralExpr, CXXThrowExpr, ImplicitValueInitExpr,
          ParenListExpr, CXXParenListInitExpr>(Parent))
    return true;
  if (const auto *BO = dyn_cast<BinaryOperator>(Parent))
    return !BO->isLogicalOp() || BO->getLHS() == Child;
  if (const auto *Try = dyn_cast<CXXTryStmt>(Parent))
    return Try->getTryBlock() == Child;
  return false;
}

// ---- scanning one body ------------------------------------------------------------------

struct Edge {
  CallStep Step;
  bool Every = false;               // runs every time the body runs
  const Expr *ObjectExpr = nullptr; // the object a method is called on
  bool ObjectIsPointer = false;     // `p->f()`
};

struct BodyScan {
  unsigned Work = 0;
  std::vector<Edge> Edges;
  std::vector<std::pair<const CallExpr *, const CudaApiInfo *>> Every;
  bool LeavesOnStatus = false;
  llvm::SmallVector<const Expr *, 2> ExitConditions;
};

struct ScanConfig {
  ASTContext &Ctx;
  llvm::ArrayRef<ApiFamily> Tracked;
  const LoopWork::FunctionFilter &Ignored;
};

/// The definition of FD worth following: host code with a body outside system headers.
const FunctionDecl *followable(const FunctionDecl *FD, const SourceManager &SM) {
  const FunctionDecl *Def = nullptr;
  if (!FD || !FD->hasBody(Def) || !Def || Def->isInvalidDecl() || Def->isDependentContext())
    return nullptr;
  if (SM.isInSystemHeader(Def->getLocation()) || !LoopWork::isHostFunction(Def))
    return nullptr;
  return Def;
}

class Scanner {
public:
  Scanner(const ScanConfig &Config, bool LoopBody, BodyScan &Out)
      : Cfg(Config), SM(Config.Ctx.getSourceManager()), LoopBody(LoopBody), Out(Out) {}

  void run(const Stmt *Body) { visit(Body, State{}); }

private:
  enum class JumpTarget { Loop, MacroBlock, Switch };
  struct State {
    bool Every = true;
    unsigned LoopDepth = 0;
    Status St = Status::None;
    const Expr *Cond = nullptr; // the innermost condition S depends on
  };

  const ScanConfig &Cfg;
  const SourceManager &SM;
  bool LoopBody;
  BodyScan &Out;
  llvm::SmallVector<JumpTarget, 4> Targets;
  bool Exited = false; // an early exit was seen: what follows may not run
  llvm::DenseMap<const CXXConstructExpr *, const VarDecl *> ConstructedVar;

  bool runsEveryTime(const State &C) const { return C.Every && !Exited && C.LoopDepth == 0; }

  bool ignored(const FunctionDecl *FD) const { return Cfg.Ignored && Cfg.Ignored(FD); }

  void addEdge(CallStep Step, const State &C, const Expr *Object = nullptr,
               bool ObjectIsPointer = false, bool Dispatched = false) {
    Step.Callee = followable(Step.Callee, SM);
    if (!Step.Callee)
      return;
    Out.Edges.push_back({Step, runsEveryTime(C) && !Dispatched, Object, ObjectIsPointer});
  }

  void jump(const Stmt *J, const State &C) {
    bool IsBreak = isa<BreakStmt>(J), IsContinue = isa<ContinueStmt>(J);
    if (IsBreak || IsContinue) {
      for (auto It = Targets.rbegin(); It != Targets.rend(); ++It) {
        if (IsContinue && *It == JumpTarget::Switch)
          continue;
        if (*It == JumpTarget::MacroBlock && C.St != Status::Failure)
          Exited = true; // leaves the rest of a do { } while (0) block
        return;          // a jump within the body
      }
    }
    if (!LoopBody) { // return, throw or goto in a function body
      if (C.St != Status::Failure)
        Exited = true;
      return;
    }
    // Leaves or restarts the iteration.
    if (C.St == Status::Success || C.St == Status::Unknown ||
        (C.St == Status::Failure && IsContinue)) {
      Out.LeavesOnStatus = true;
      return;
    }
    if (C.St == Status::Failure)
      return; // error handling
    if (IsContinue || isa<GotoStmt, IndirectGotoStmt>(J)) {
      Exited = true;
      return;
    }
    if (C.Cond)
      Out.ExitConditions.push_back(C.Cond);
  }

  void handleCall(const CallExpr *CE, const State &C) {
    if (isa<CUDAKernelCallExpr>(CE)) {
      Out.Work |= work::Launch;
      return;
    }
    if (CE->containsErrors())
      return;
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD)
      return;
    if (const CudaApiInfo *Info = lookupCudaApi(FD)) {
      Out.Work |= workOf(Info->Family);
      if (llvm::is_contained(Cfg.Tracked, Info->Family) && runsEveryTime(C) && !ignored(FD))
        Out.Every.push_back({CE, Info});
      return;
    }
    if (LoopWork::isSetDevice(FD)) {
      Out.Work |= work::SetDevice;
      return;
    }
    if (isLibraryCall(FD, SM)) {
      Out.Work |= work::Library;
      return;
    }
    const Expr *Object = nullptr;
    bool Arrow = false;
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE)) {
      Object = MC->getImplicitObjectArgument();
      if (const auto *ME = dyn_cast<MemberExpr>(MC->getCallee()->IgnoreParens()))
        Arrow = ME->isArrow();
    } else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(CE);
               OC && isa<CXXMethodDecl>(FD) && OC->getNumArgs() > 0) {
      Object = OC->getArg(0);
    }
    // A virtual call may run an override we do not see: its work counts, its calls do not.
    bool Dispatched = false;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD); MD && MD->isVirtual()) {
      const auto *ME = dyn_cast<MemberExpr>(CE->getCallee()->IgnoreParens());
      Dispatched = !(ME && ME->hasQualifier()) && !MD->hasAttr<FinalAttr>() &&
                   !MD->getParent()->hasAttr<FinalAttr>();
    }
    addEdge({CallStep::Kind::Call, CE, FD, nullptr}, C, Object, Arrow, Dispatched);
  }

  void addDestructor(const Stmt *Site, const CXXRecordDecl *RD, const VarDecl *Object,
                     const State &C) {
    if (!RD || !RD->hasDefinition() || RD->hasTrivialDestructor())
      return;
    if (const CXXDestructorDecl *D = RD->getDestructor())
      addEdge({CallStep::Kind::Destruct, Site, D, Object}, C);
  }

  void visitLoop(const Stmt *S, const State &C) {
    State In = C;
    In.Every = false;
    ++In.LoopDepth;
    auto Nested = [&](const Stmt *Part) {
      Targets.push_back(JumpTarget::Loop);
      visit(Part, In);
      Targets.pop_back();
    };
    if (const auto *F = dyn_cast<ForStmt>(S)) {
      visit(F->getInit(), C);
      Nested(F->getConditionVariableDeclStmt());
      Nested(F->getCond());
      Nested(F->getInc());
      Nested(F->getBody());
    } else if (const auto *W = dyn_cast<WhileStmt>(S)) {
      Nested(W->getConditionVariableDeclStmt());
      Nested(W->getCond());
      Nested(W->getBody());
    } else if (const auto *D = dyn_cast<DoStmt>(S)) {
      Nested(D->getBody());
      Nested(D->getCond());
    } else if (const auto *R = dyn_cast<CXXForRangeStmt>(S)) {
      visit(R->getInit(), C);
      visit(R->getRangeStmt(), C);
      visit(R->getBeginStmt(), C);
      visit(R->getEndStmt(), C);
      Nested(R->getCond());
      Nested(R->getInc());
      Nested(R->getLoopVarStmt());
      Nested(R->getBody());
    }
  }

  void visitIf(const IfStmt *If, const State &C) {
    visit(If->getInit(), C);
    visit(If->getConditionVariableDeclStmt(), C);
    visit(If->getCond(), C);
    std::optional<bool> Known;
    bool Value = false;
    const Expr *Cond = If->getCond();
    if (Cond && !Cond->isValueDependent() && Cond->EvaluateAsBooleanCondition(Value, Cfg.Ctx))
      Known = Value;
    Status Test = statusOf(Cond);
    State Then = C, Else = C;
    Then.Cond = Else.Cond = Cond;
    Then.Every = C.Every && Known == true;
    Else.Every = C.Every && Known == false;
    Then.St = nest(C.St, Test);
    Else.St = nest(C.St, flip(Test));
    if (Known != false)
      visit(If->getThen(), Then);
    if (Known != true)
      visit(If->getElse(), Else);
  }

  void visitDecl(const DeclStmt *DS, const State &C) {
    for (const Decl *D : DS->decls()) {
      const auto *VD = dyn_cast<VarDecl>(D);
      if (!VD)
        continue;
      const Expr *Init = VD->getInit();
      if (Init)
        if (const auto *CE = dyn_cast<CXXConstructExpr>(stripCasts(Init)))
          ConstructedVar[CE] = VD;
      State I = C;
      bool Automatic = VD->hasLocalStorage();
      if (!Automatic) // a static local's initializer runs once
        I.Every = false;
      visit(Init, I);
      if (Automatic && !VD->getType()->isReferenceType())
        addDestructor(DS, VD->getType()->getAsCXXRecordDecl(), VD, C);
    }
  }

  void visit(const Stmt *S, const State &C) {
    if (!S || isa<LambdaExpr, BlockExpr>(S))
      return;
    // Unevaluated operands do nothing at run time.
    if (isa<UnaryExprOrTypeTraitExpr, CXXNoexceptExpr, CXXTypeidExpr, GenericSelectionExpr>(S))
      return;
    if (const auto *E = dyn_cast<Expr>(S); E && E->isInstantiationDependent())
      return;
    if (isa<BreakStmt, ContinueStmt, GotoStmt, IndirectGotoStmt>(S)) {
      jump(S, C);
      return;
    }
    if (const auto *R = dyn_cast<ReturnStmt>(S)) {
      visit(R->getRetValue(), C);
      jump(S, C);
      return;
    }
    if (const auto *T = dyn_cast<CXXThrowExpr>(S)) {
      visit(T->getSubExpr(), C);
      jump(S, C);
      return;
    }
    if (LoopWork::isMacroDoWhile(S)) {
      Targets.push_back(JumpTarget::MacroBlock);
      visit(cast<DoStmt>(S)->getBody(), C);
      visit(cast<DoStmt>(S)->getCond(), C);
      Targets.pop_back();
      return;
    }
    if (LoopWork::isLoop(S)) {
      visitLoop(S, C);
      return;
    }
    if (const auto *If = dyn_cast<IfStmt>(S)) {
      visitIf(If, C);
      return;
    }
    if (const auto *Sw = dyn_cast<SwitchStmt>(S)) {
      visit(Sw->getInit(), C);
      visit(Sw->getConditionVariableDeclStmt(), C);
      visit(Sw->getCond(), C);
      State B = C;
      B.Every = false;
      B.Cond = Sw->getCond();
      B.St = nest(C.St, containsStatusExpr(Sw->getCond()) ? Status::Unknown : Status::None);
      Targets.push_back(JumpTarget::Switch);
      visit(Sw->getBody(), B);
      Targets.pop_back();
      return;
    }
    if (const auto *CO = dyn_cast<ConditionalOperator>(S)) {
      visit(CO->getCond(), C);
      Status Test = statusOf(CO->getCond());
      State T = C, F = C;
      T.Every = F.Every = false;
      T.Cond = F.Cond = CO->getCond();
      T.St = nest(C.St, Test);
      F.St = nest(C.St, flip(Test));
      visit(CO->getTrueExpr(), T);
      visit(CO->getFalseExpr(), F);
      return;
    }
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      visitDecl(DS, C);
      return;
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->isLogicalOp()) {
      visit(BO->getLHS(), C);
      State R = C;
      R.Every = false;
      R.Cond = BO->getLHS();
      Status Test = statusOf(BO->getLHS());
      // `a && b` runs b when a is true, `a || b` when a is false.
      R.St = nest(C.St, BO->getOpcode() == BO_LAnd ? Test : flip(Test));
      visit(BO->getRHS(), R);
      return;
    }
    if (const auto *CE = dyn_cast<CallExpr>(S))
      handleCall(CE, C);
    else if (const auto *Ctor = dyn_cast<CXXConstructExpr>(S)) {
      if (!Ctor->containsErrors()) {
        auto It = ConstructedVar.find(Ctor);
        addEdge({CallStep::Kind::Construct, Ctor, Ctor->getConstructor(),
                 It == ConstructedVar.end() ? nullptr : It->second},
                C);
      }
    } else if (const auto *Bind = dyn_cast<CXXBindTemporaryExpr>(S)) {
      if (const CXXDestructorDecl *D = Bind->getTemporary()->getDestructor())
        addDestructor(Bind, D->getParent(), nullptr, C);
    } else if (const auto *Del = dyn_cast<CXXDeleteExpr>(S)) {
      QualType T = Del->getDestroyedType();
      if (!T.isNull())
        addDestructor(Del, T->getAsCXXRecordDecl(), nullptr, C);
    }
    for (const Stmt *Child : S->children()) {
      State Sub = C;
      Sub.Every = C.Every && alwaysRunsChild(S, Child);
      visit(Child, Sub);
    }
  }
};

} // namespace

// ---- the analysis -----------------------------------------------------------------------

struct LoopWork::Impl {
  const ValueOrigins &VO;
  ASTContext &Ctx;
  llvm::SmallVector<ApiFamily, 8> Tracked;
  FunctionFilter Ignored;
  llvm::DenseMap<const FunctionDecl *, std::unique_ptr<BodyScan>> Scans;
  llvm::DenseMap<const FunctionDecl *, unsigned> WorkOf;
  llvm::DenseMap<const FunctionDecl *, std::unique_ptr<std::vector<EveryTimeCall>>> EveryOf;
  llvm::DenseSet<const FunctionDecl *> InProgress;
  llvm::DenseMap<const FunctionDecl *, const VarDecl *> ReturnedLocal;
  static constexpr size_t MaxCallsPerFunction = 64;

  Impl(const ValueOrigins &VO, llvm::ArrayRef<ApiFamily> Tracked, FunctionFilter Ignored)
      : VO(VO), Ctx(VO.getASTContext()), Tracked(Tracked.begin(), Tracked.end()),
        Ignored(std::move(Ignored)) {}

  ScanConfig config() { return ScanConfig{Ctx, Tracked, Ignored}; }

  const BodyScan &scan(const FunctionDecl *Def) {
    auto &Slot = Scans[Def];
    if (!Slot) {
      Slot = std::make_unique<BodyScan>();
      ScanConfig Cfg = config();
      Scanner S(Cfg, /*LoopBody=*/false, *Slot);
      if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def))
        for (const CXXCtorInitializer *Init : Ctor->inits())
          if (Init->isWritten())
            S.run(Init->getInit());
      S.run(Def->getBody());
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
                   FunctionFilter Ignored)
    : P(std::make_unique<Impl>(VO, Tracked, std::move(Ignored))) {}

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
  ScanConfig Cfg = P->config();
  Scanner Scan(Cfg, /*LoopBody=*/true, S);
  if (const auto *R = dyn_cast<CXXForRangeStmt>(Loop))
    Scan.run(R->getLoopVarStmt()); // the loop variable is initialized on every iteration
  Scan.run(LoopWork::body(Loop));
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

bool LoopWork::isHostFunction(const FunctionDecl *FD) {
  if (!FD || FD->hasAttr<CUDAGlobalAttr>())
    return false;
  return !FD->hasAttr<CUDADeviceAttr>() || FD->hasAttr<CUDAHostAttr>();
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

} // namespace clang::tidy::cuda

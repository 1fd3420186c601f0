//===--- LoopBodyScan.cpp - one scan of a loop body or function body -----------------===//
#include "LoopBodyScan.h"
#include "LoopWorkDetail.h"
#include "StmtWalk.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include <optional>

namespace clang::tidy::cuda::loopwork {

namespace {

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

/// `if (p) cudaFree(p);`, `if (p != nullptr) { cudaFree(p); }`: a CUDA release of the pointer
/// the condition finds non-null. Releasing null does nothing, so the guarded release runs
/// whenever there is something to release (held-out round 35, PaddlePaddle/Anakin@5fd68a6
/// saber/core/impl/cuda/cuda_impl.cpp:203, TargetWrapper<NV>::mem_free).
bool releasesWhatItFindsNonNull(const IfStmt *If) {
  if (If->getElse() || If->getInit() || If->getConditionVariable() || !If->getCond())
    return false;
  const Expr *Tested = If->getCond()->IgnoreParenImpCasts();
  if (const auto *BO = dyn_cast<BinaryOperator>(Tested); BO && BO->getOpcode() == BO_NE) {
    auto IsNull = [](const Expr *E) {
      E = E->IgnoreParenImpCasts();
      return isa<CXXNullPtrLiteralExpr, GNUNullExpr>(E) ||
             (isa<IntegerLiteral>(E) && cast<IntegerLiteral>(E)->getValue() == 0);
    };
    if (IsNull(BO->getRHS()))
      Tested = BO->getLHS()->IgnoreParenImpCasts();
    else if (IsNull(BO->getLHS()))
      Tested = BO->getRHS()->IgnoreParenImpCasts();
    else
      return false;
  }
  const ValueDecl *Pointer = ValueOrigins::storageOf(Tested);
  const Stmt *Then = If->getThen();
  if (const auto *Block = dyn_cast<CompoundStmt>(Then); Block && Block->size() == 1)
    Then = Block->body_front();
  const auto *ThenExpr = dyn_cast_or_null<Expr>(Then);
  const auto *Release = ThenExpr ? dyn_cast<CallExpr>(stripCasts(ThenExpr)) : nullptr;
  const CudaApiInfo *Api = Release ? lookupCudaApi(Release) : nullptr;
  return Pointer && Api && isReleaseApi(*Api) && Release->getNumArgs() >= 1 &&
         ValueOrigins::storageOf(Release->getArg(0)->IgnoreParenImpCasts()) == Pointer;
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
    if (Cfg.NestedLoopLevels && runsEveryTime(C)) {
      ScanConfig Inner = Cfg;
      --Inner.NestedLoopLevels;
      llvm::SmallVector<const Stmt *, 2> Parts;
      if (const auto *R = dyn_cast<CXXForRangeStmt>(S))
        Parts.push_back(R->getLoopVarStmt());
      Parts.push_back(LoopWork::body(S));
      auto Body = std::make_unique<BodyScan>();
      scanBody(Inner, /*LoopBody=*/true, Parts, *Body);
      Out.NestedLoops.push_back({S, std::move(Body)});
    }
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
    Then.Every = C.Every && (Known == true || (!Known && releasesWhatItFindsNonNull(If)));
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

bool isGlobalFunction(const FunctionDecl *FD) {
  return FD->getIdentifier() && FD->getDeclContext()->getRedeclContext()->isTranslationUnit();
}

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

const FunctionDecl *followable(const FunctionDecl *FD, const SourceManager &SM) {
  const FunctionDecl *Def = nullptr;
  if (!FD || !FD->hasBody(Def) || !Def || Def->isInvalidDecl() || Def->isDependentContext())
    return nullptr;
  if (SM.isInSystemHeader(Def->getLocation()) || !isHostFunction(Def))
    return nullptr;
  return Def;
}

void scanBody(const ScanConfig &Cfg, bool LoopBody, llvm::ArrayRef<const Stmt *> Parts,
              BodyScan &Out) {
  Scanner S(Cfg, LoopBody, Out);
  for (const Stmt *Part : Parts)
    S.run(Part);
}

} // namespace clang::tidy::cuda::loopwork

//===--- HostSync.cpp - where the host waits for work a stream has in flight --------------===//
#include "HostSync.h"
#include "StmtWalk.h"
#include "CaptureRegion.h"
#include "CudaApi.h"
#include "SharedAnalysis.h"
#include "ValueOrigins.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/DenseSet.h"

namespace clang::tidy::cuda {
namespace {

/// cuda* / cu* at global scope: the runtime or driver API, or a CUDA library (cublas*, ...).
bool isCudaName(const FunctionDecl *FD) {
  if (!FD->getIdentifier() || !FD->getDeclContext()->getRedeclContext()->isTranslationUnit())
    return false;
  llvm::StringRef N = FD->getName();
  return N.starts_with("cu") || N.starts_with("nccl") || N.starts_with("nvshmem");
}

bool isParenOrCast(const Stmt *S) {
  return isa<ParenExpr>(S) || isa<ExplicitCastExpr>(S) ||
         (isa<ImplicitCastExpr>(S) &&
          cast<ImplicitCastExpr>(S)->getCastKind() != CK_LValueToRValue);
}

} // namespace

HostSync hostSyncOfApi(const CudaApiInfo &Api, const CallExpr *Call, const ASTContext &Ctx) {
  auto Arg0 = [&] { return Call->getNumArgs() ? Call->getArg(0) : nullptr; };
  llvm::StringRef Name = canonicalApiName(Api.Name);
  switch (Api.Family) {
  case ApiFamily::StreamSync:
    if (Name == "cudaStreamSynchronize" || Name == "cuStreamSynchronize")
      return {HostSyncKind::Stream, Arg0()};
    if (Name == "cudaEventSynchronize" || Name == "cuEventSynchronize")
      return {HostSyncKind::Event, Arg0()};
    return {HostSyncKind::Device};
  case ApiFamily::Copy: {
    if (Api.Async)
      return {};
    // "API synchronization behavior": a synchronous device-to-device copy does not wait.
    std::optional<uint64_t> Kind = constantArgument(Call, Api.KindArg, Ctx);
    if (Api.Direction == CopyDirection::DeviceToDevice || (Kind && *Kind == 3))
      return {};
    return {HostSyncKind::LegacyBlocking};
  }
  case ApiFamily::Free:
  case ApiFamily::HostUnregister:
    return {HostSyncKind::Device}; // cudaFree and friends synchronize the device
  case ApiFamily::Alloc:
  case ApiFamily::HostRegister:
    return {HostSyncKind::Unknown};
  case ApiFamily::Other:
    if (Name == "cudaStreamQuery" || Name == "cudaEventQuery" || Name == "cuEventQuery")
      return {HostSyncKind::Query};
    return {};
  default:
    return {};
  }
}

bool isStandardLibraryFunction(const FunctionDecl *FD, const SourceManager &SM) {
  if (!FD || !isSystemCode(FD, SM))
    return false;
  const NamespaceDecl *Outer = nullptr;
  for (const DeclContext *DC = FD->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      Outer = NS;
  if (Outer)
    return Outer->getName() == "std" || Outer->getName() == "__gnu_cxx";
  return !isCudaName(FD);
}

bool isNonBlockingQuery(llvm::StringRef Name) {
  static const llvm::StringRef Names[] = {
      "cudaGetLastError",       "cudaPeekAtLastError",     "cudaGetErrorString",
      "cudaGetErrorName",       "cuGetErrorString",        "cuGetErrorName",
      "cudaGetDevice",          "cudaGetDeviceCount",      "cudaGetDeviceProperties",
      "cudaDeviceGetAttribute", "cudaPointerGetAttributes", "cudaStreamGetFlags",
      "cudaStreamGetPriority",  "cudaFuncGetAttributes",   "cudaFuncSetAttribute",
      "cudaHostGetDevicePointer"};
  return llvm::is_contained(Names, canonicalApiName(Name));
}

const VarDecl *resultVariable(const CallExpr *Call, const ParentMap &PM) {
  const VarDecl *Result = nullptr;
  const Stmt *Child = Call;
  for (const Stmt *P = PM.getParent(Child); P; Child = P, P = PM.getParent(P)) {
    if (isParenOrCast(P))
      continue;
    if (const auto *DS = dyn_cast<DeclStmt>(P); DS && DS->isSingleDecl())
      Result = dyn_cast<VarDecl>(DS->getSingleDecl());
    if (const auto *BO = dyn_cast<BinaryOperator>(P);
        BO && BO->getOpcode() == BO_Assign && BO->getRHS()->IgnoreParenCasts() == Call)
      if (const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
        Result = dyn_cast<VarDecl>(DRE->getDecl());
    break;
  }
  return Result;
}

ResultTests resultTests(const CallExpr *Call, const Stmt *Body, const ParentMap &PM) {
  // The result's variable, and locals initialized from it (one step: a conversion of the
  // status, a condition variable holding a comparison of it).
  llvm::SmallPtrSet<const VarDecl *, 4> Status;
  if (const VarDecl *Result = resultVariable(Call, PM))
    Status.insert(Result);
  auto Mentions = [&](const Stmt *E) {
    return E && anyStmtUnder(E, [&](const Stmt *C) {
             const auto *DRE = dyn_cast<DeclRefExpr>(C);
             return C == Call || (DRE && Status.count(dyn_cast<VarDecl>(DRE->getDecl())));
           });
  };
  if (!Status.empty())
    anyStmtUnder(Body, [&](const Stmt *S) {
      if (const auto *DS = dyn_cast<DeclStmt>(S))
        for (const Decl *D : DS->decls())
          if (const auto *V = dyn_cast<VarDecl>(D);
              V && V->hasLocalStorage() && Mentions(V->getInit()))
            Status.insert(V);
      const VarDecl *CondVar = nullptr;
      if (const auto *If = dyn_cast<IfStmt>(S))
        CondVar = If->getConditionVariable();
      else if (const auto *W = dyn_cast<WhileStmt>(S))
        CondVar = W->getConditionVariable();
      if (CondVar && Mentions(CondVar->getInit()))
        Status.insert(CondVar);
      return false;
    });
  ResultTests Out;
  Out.StatusVariables.assign(Status.begin(), Status.end());
  anyStmtUnder(Body, [&](const Stmt *S) {
    if (const auto *If = dyn_cast<IfStmt>(S); If && If->getCond() && Mentions(If->getCond())) {
      Out.Conditions.push_back(If->getCond());
      if (const DeclStmt *Var = If->getConditionVariableDeclStmt())
        Out.Conditions.push_back(Var);
      if (const VarDecl *V = If->getConditionVariable())
        Out.ConditionVariables.push_back(V);
      Out.Branches.push_back(If->getThen());
      if (If->getElse())
        Out.Branches.push_back(If->getElse());
    } else if (const auto *W = dyn_cast<WhileStmt>(S);
               W && W->getCond() && Mentions(W->getCond())) {
      Out.Conditions.push_back(W->getCond());
      if (const DeclStmt *Var = W->getConditionVariableDeclStmt())
        Out.Conditions.push_back(Var);
      if (const VarDecl *V = W->getConditionVariable())
        Out.ConditionVariables.push_back(V);
      Out.Branches.push_back(W->getBody());
    }
    return false;
  });
  return Out;
}

namespace {

/// The field of `this` that E names (`stream`, `this->stream`).
const FieldDecl *fieldOfThis(const Expr *E) {
  const auto *ME = E ? dyn_cast<MemberExpr>(E->IgnoreParenImpCasts()) : nullptr;
  if (!ME || !isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
    return nullptr;
  return dyn_cast<FieldDecl>(ME->getMemberDecl());
}

/// The object a wrapper's stream or wait names: a variable (`stream`), or what an accessor
/// without arguments returns from one (`ctx->Stream()`, a wrapper by value each time: held-out
/// round 38, dmlc/xgboost@379b29f src/data/ellpack_page.cu:166, `ctx->Stream().Sync()`).
struct WrapperObject {
  const VarDecl *Var = nullptr;
  const FunctionDecl *Accessor = nullptr;
  explicit operator bool() const { return Var; }
  bool operator==(const WrapperObject &O) const { return Var == O.Var && Accessor == O.Accessor; }
  bool operator!=(const WrapperObject &O) const { return !(*this == O); }
};

WrapperObject objectVariable(const Expr *E) {
  for (unsigned Depth = 0; E && Depth < 4; ++Depth) {
    E = E->IgnoreParenImpCasts();
    if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E))
      E = M->getSubExpr();
    else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      E = B->getSubExpr();
    else
      break;
  }
  if (const auto *DRE = E ? dyn_cast<DeclRefExpr>(E) : nullptr)
    return {dyn_cast<VarDecl>(DRE->getDecl()), nullptr};
  const auto *Accessor = E ? dyn_cast<CXXMemberCallExpr>(E) : nullptr;
  if (!Accessor || Accessor->getNumArgs() || !Accessor->getMethodDecl())
    return {};
  const auto *Of = dyn_cast<DeclRefExpr>(Accessor->getImplicitObjectArgument()->IgnoreParenImpCasts());
  if (!Of)
    return {};
  return {dyn_cast<VarDecl>(Of->getDecl()), Accessor->getMethodDecl()->getCanonicalDecl()};
}

/// The field an accessor returns: a method whose body is `return field;`.
const FieldDecl *returnedField(const FunctionDecl *M) {
  const FunctionDecl *Def = nullptr;
  if (!M || !isa<CXXMethodDecl>(M) || !M->hasBody(Def) || !Def)
    return nullptr;
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
  if (!Body || Body->size() != 1)
    return nullptr;
  const auto *Ret = dyn_cast<ReturnStmt>(Body->body_front());
  return Ret ? fieldOfThis(Ret->getRetValue()) : nullptr;
}

/// The object variable and the member stream that Stream reads.
std::pair<WrapperObject, const FieldDecl *> memberStream(const Expr *Stream) {
  Stream = Stream ? Stream->IgnoreParenImpCasts() : nullptr;
  if (const auto *ME = dyn_cast_or_null<MemberExpr>(Stream))
    return {objectVariable(ME->getBase()), dyn_cast<FieldDecl>(ME->getMemberDecl())};
  if (const auto *MC = dyn_cast_or_null<CXXMemberCallExpr>(Stream))
    return {objectVariable(MC->getImplicitObjectArgument()), returnedField(MC->getMethodDecl())};
  if (const auto *OC = dyn_cast_or_null<CXXOperatorCallExpr>(Stream); OC && OC->getNumArgs())
    return {objectVariable(OC->getArg(0)), returnedField(OC->getDirectCallee())};
  return {};
}

/// A cudaStreamSynchronize of Field among the expressions E always evaluates (not in a branch
/// of `?:`, nor the right side of `&&` / `||`, nor a lambda).
bool alwaysSynchronizes(const Stmt *S, const FieldDecl *Field) {
  if (!S || isa<LambdaExpr>(S))
    return false;
  if (const auto *CE = dyn_cast<CallExpr>(S))
    if (const CudaApiInfo *Api = lookupCudaApi(CE); Api && CE->getNumArgs()) {
      llvm::StringRef N = canonicalApiName(Api->Name);
      if ((N == "cudaStreamSynchronize" || N == "cuStreamSynchronize") &&
          fieldOfThis(CE->getArg(0)) == Field)
        return true;
    }
  if (const auto *CO = dyn_cast<AbstractConditionalOperator>(S))
    return alwaysSynchronizes(CO->getCond(), Field);
  if (const auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->isLogicalOp())
    return alwaysSynchronizes(BO->getLHS(), Field);
  return llvm::any_of(S->children(), [&](const Stmt *C) { return alwaysSynchronizes(C, Field); });
}

/// True when S leaves nothing but by falling off its end: no return, throw, goto, break or
/// continue in it (a lambda's aside).
bool onlyFallsThrough(const Stmt *S) {
  return !anyStmtUnder(S, [](const Stmt *N) {
    return isa<ReturnStmt, CXXThrowExpr, GotoStmt, IndirectGotoStmt, BreakStmt, ContinueStmt,
               LambdaExpr>(N);
  });
}

/// True when every path through S synchronizes Field before it leaves S: its statements in
/// order, each an expression or declaration (synchronizing among what it always evaluates), a
/// return, or an `if` whose branches either synchronize on every path or fall through
/// (`sync(bool check = true) { if (check) { CHECK(sync); return ok; } return sync; }`).
bool synchronizesOnEveryPath(const Stmt *S, const FieldDecl *Field, unsigned Depth = 0) {
  if (!S || Depth > 8)
    return false;
  llvm::ArrayRef<Stmt *> Stmts;
  if (const auto *Block = dyn_cast<CompoundStmt>(S))
    Stmts = llvm::ArrayRef(Block->body_begin(), Block->body_end());
  else
    Stmts = llvm::ArrayRef(const_cast<Stmt *const *>(&S), 1);
  for (const Stmt *Each : Stmts) {
    if (const auto *Ret = dyn_cast<ReturnStmt>(Each))
      return alwaysSynchronizes(Ret->getRetValue(), Field);
    if (const auto *If = dyn_cast<IfStmt>(Each)) {
      if (If->getInit() || If->getConditionVariableDeclStmt())
        return false;
      if (alwaysSynchronizes(If->getCond(), Field))
        return true;
      auto Branch = [&](const Stmt *B) {
        return synchronizesOnEveryPath(B, Field, Depth + 1) ? 1 : onlyFallsThrough(B) ? 0 : -1;
      };
      int Then = Branch(If->getThen()), Else = If->getElse() ? Branch(If->getElse()) : 0;
      if (Then < 0 || Else < 0)
        return false;
      if (Then > 0 && Else > 0)
        return true;
      continue; // a branch that falls through goes on below
    }
    if (!isa<Expr, DeclStmt>(Each))
      return false;
    if (alwaysSynchronizes(Each, Field))
      return true;
  }
  return false;
}

} // namespace

bool syncsMemberStream(const Stmt *Call, const Expr *Stream) {
  const auto *MC = dyn_cast_or_null<CXXMemberCallExpr>(Call);
  auto [Object, Field] = memberStream(Stream);
  if (!MC || !Object || !Field || objectVariable(MC->getImplicitObjectArgument()) != Object)
    return false;
  const FunctionDecl *Def = nullptr;
  const CXXMethodDecl *M = MC->getMethodDecl();
  if (!M || M->getParent() != Field->getParent() || !M->hasBody(Def) || !Def)
    return false;
  return synchronizesOnEveryPath(Def->getBody(), Field);
}

HostSync HostSyncClassifier::of(const Stmt *S) { return ofAt(S, 3); }

HostSync HostSyncClassifier::ofAt(const Stmt *S, unsigned Depth) {
  if (!S || isa<CUDAKernelCallExpr>(S))
    return {};
  // An expression clang could not resolve, in a unit with errors (a call of an undeclared
  // function, or of an API the toolkit removed, such as cudaThreadSynchronize in CUDA 13),
  // may synchronize.
  if (isa<RecoveryExpr>(S))
    return {HostSyncKind::Unknown};
  const FunctionDecl *FD = nullptr;
  if (const auto *CE = dyn_cast<CallExpr>(S)) {
    if (const CudaApiInfo *Api = lookupCudaApi(CE))
      return hostSyncOfApi(*Api, CE, Ctx);
    FD = CE->getDirectCallee();
    if (!FD)
      return {HostSyncKind::Unknown}; // through a pointer
  } else if (const auto *CC = dyn_cast<CXXConstructExpr>(S)) {
    FD = CC->getConstructor();
    if (!FD || cast<CXXConstructorDecl>(FD)->isTrivial())
      return {};
  } else if (const auto *DE = dyn_cast<CXXDeleteExpr>(S)) {
    const CXXRecordDecl *RD = DE->getDestroyedType()->getAsCXXRecordDecl();
    if (!RD || !RD->hasDefinition() || RD->hasTrivialDestructor())
      return {};
    FD = RD->getDestructor();
  } else {
    return {};
  }
  return {ofFunction(FD, Depth)};
}

HostSyncKind HostSyncClassifier::ofFunction(const FunctionDecl *FD, unsigned Depth) {
  if (!FD || FD->getBuiltinID())
    return HostSyncKind::None;
  if (isCudaName(FD))
    return isNonBlockingQuery(FD->getName()) ? HostSyncKind::None : HostSyncKind::Unknown;
  const SourceManager &SM = Ctx.getSourceManager();
  if (isStandardLibraryFunction(FD, SM))
    return HostSyncKind::None;
  const FunctionDecl *Def = nullptr;
  if (!FD->hasBody(Def) || !Def || isSystemCode(Def, SM) || Depth == 0)
    return HostSyncKind::Unknown;
  if (auto It = Summaries.find(Def); It != Summaries.end())
    return It->second;
  Summaries[Def] = HostSyncKind::Unknown; // a recursive call: may synchronize
  HostSyncKind Result = HostSyncKind::None;
  llvm::SmallVector<const Stmt *, 32> Todo{Def->getBody()};
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Def))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      Todo.push_back(Init->getInit());
  while (!Todo.empty() && Result == HostSyncKind::None) {
    const Stmt *S = Todo.pop_back_val();
    if (!S)
      continue;
    if (ofAt(S, Depth - 1).K != HostSyncKind::None)
      Result = HostSyncKind::Unknown;
    Todo.append(S->child_begin(), S->child_end());
  }
  return Summaries[Def] = Result;
}

PendingWorkWalker::PendingWorkWalker(const StreamAnalysis &SA, HostSyncClassifier &Sync)
    : SA(SA), Sync(Sync), CFGs(FunctionCFGs::get(SA.getASTContext())) {}

const CFG *PendingWorkWalker::cfgOf(const FunctionDecl *F) const {
  return CFGs->of(F, FunctionCFGs::Detail::EveryStatementAndDestructors);
}

const ParentMap *PendingWorkWalker::parents(const FunctionDecl *F) { return CFGs->parents(F); }

bool PendingWorkWalker::covers(const HostSync &S, const StreamUse &Stream) const {
  StreamRelation Rel(SA);
  switch (S.K) {
  case HostSyncKind::None:
  case HostSyncKind::Event:
    return false;
  case HostSyncKind::Stream: {
    StreamUse W{S.Handle, SA.classify(S.Handle)};
    return Rel(W, Stream) != Order::Unordered;
  }
  case HostSyncKind::LegacyBlocking: {
    StreamUse L;
    L.V.Kind = StreamKind::Null; // the default stream of the compilation
    return Rel(L, Stream) != Order::Unordered;
  }
  default:
    return true;
  }
}

bool PendingWorkWalker::loopWaits(const Stmt *Loop, const Stmt *From, const StreamUse &Stream,
                                  const ParentMap &PM) {
  const Stmt *Body = nullptr;
  if (const auto *FS = dyn_cast_or_null<ForStmt>(Loop))
    Body = FS->getBody();
  else if (const auto *WS = dyn_cast_or_null<WhileStmt>(Loop))
    Body = WS->getBody();
  else if (const auto *RS = dyn_cast_or_null<CXXForRangeStmt>(Loop))
    Body = RS->getBody();
  if (!Body)
    return false;
  for (const Stmt *S = From; S; S = PM.getParent(S))
    if (S == Loop)
      return false; // the copy's own loop: its body is on the path anyway
  // A loop that tests the copy's result runs its body only when the copy failed (glog's
  // CHECK_EQ: `while (r = Check_EQImpl(status, cudaSuccess)) LogMessageFatal(...)`; held-out
  // round 32, apache/singa@4ddb562 src/io/communicator.cc:661): not a wait on the way.
  if (const auto *Call = dyn_cast<CallExpr>(From)) {
    const Stmt *Root = Loop;
    while (const Stmt *P = PM.getParent(Root))
      Root = P;
    if (llvm::is_contained(resultTests(Call, Root, PM).Branches, Body))
      return false;
  }
  return mayWaitIn(Body, Stream);
}

bool PendingWorkWalker::mayWaitIn(const Stmt *Body, const StreamUse &Stream) {
  llvm::SmallVector<const Stmt *, 16> Todo{Body};
  while (!Todo.empty()) {
    const Stmt *S = Todo.pop_back_val();
    if (!S)
      continue;
    HostSync H = Sync.of(S);
    bool Waits = H.K == HostSyncKind::Stream || H.K == HostSyncKind::LegacyBlocking
                     ? covers(H, Stream)
                     : H.K != HostSyncKind::None;
    if (Waits)
      return true;
    Todo.append(S->child_begin(), S->child_end());
  }
  return false;
}

bool PendingWorkWalker::walk(const FunctionDecl *F, const Expr *From, const StreamUse &Stream,
                             llvm::function_ref<Step(const Stmt *)> Visit, bool *ReachedExit) {
  const CFG *G = cfgOf(F);
  if (!G)
    return false;
  const ParentMap &PM = *CFGs->parents(F);
  const ASTContext &Ctx = SA.getASTContext();
  const CFGBlock *FromBlock = nullptr;
  unsigned FromIndex = 0;
  for (const CFGBlock *B : *G)
    for (unsigned I = 0, N = B->size(); I < N && !FromBlock; ++I)
      if (auto E = (*B)[I].getAs<CFGStmt>(); E && E->getStmt() == From) {
        FromBlock = B;
        FromIndex = I;
      }
  if (!FromBlock)
    return false;
  // The events of F's records: a cudaEventSynchronize of an event F never records here is
  // one we cannot place, and ends the path.
  llvm::SmallVector<const Expr *, 8> Recorded;
  for (const StreamSite &Site : SA.sitesIn(F))
    if (const auto *C = dyn_cast<CallExpr>(Site.Call);
        C && C->getNumArgs() && Site.Api && Site.Api->Family == ApiFamily::EventRecord)
      Recorded.push_back(C->getArg(0));
  auto IsRecorded = [&](const Expr *E) {
    return llvm::any_of(Recorded, [&](const Expr *R) { return sameStreamExpr(R, E, Ctx); });
  };
  // Events recorded, since From, on a stream ordered after its work; a bit each in a path's
  // state.
  llvm::SmallVector<const Expr *, 8> Covering;
  StreamRelation Rel(SA);
  struct Item {
    const CFGBlock *B;
    unsigned I;
    uint64_t Mask;
  };
  llvm::SmallVector<Item, 16> Work{{FromBlock, FromIndex + 1, 0}};
  llvm::DenseSet<std::pair<unsigned, uint64_t>> Seen;
  unsigned Budget = 50000;
  while (!Work.empty()) {
    Item It = Work.pop_back_val();
    if (ReachedExit && It.B == &G->getExit())
      *ReachedExit = true;
    // A loop that waits in its body ends the path at its head: the CFG also has the path that
    // skips the body (`for (auto &s : streams) cudaStreamSynchronize(s);`), which in practice
    // runs at least once.
    bool Ended = It.I == 0 && loopWaits(It.B->getTerminatorStmt(), From, Stream, PM);
    for (unsigned I = It.I, N = It.B->size(); I < N && !Ended; ++I) {
      if (--Budget == 0)
        return false;
      CFGElement E = (*It.B)[I];
      if (auto Dtor = E.getAs<CFGAutomaticObjDtor>()) {
        const CXXDestructorDecl *DD = Dtor->getDestructorDecl(SA.getASTContext());
        Ended = DD && Sync.ofFunction(DD, 3) != HostSyncKind::None;
        continue;
      }
      auto CS = E.getAs<CFGStmt>();
      if (!CS)
        continue;
      const Stmt *S = CS->getStmt();
      Step Answer = S == From ? Step::EndPath : Visit(S);
      if (Answer == Step::EndPath) {
        Ended = true;
        continue;
      }
      if (Answer == Step::Pass)
        continue;
      HostSync H = Sync.of(S);
      if (H.K == HostSyncKind::Event) {
        bool Covered = false;
        for (unsigned K = 0; K < Covering.size(); ++K)
          if ((It.Mask >> K & 1) && sameStreamExpr(Covering[K], H.Handle, Ctx))
            Covered = true;
        Ended = Covered || !IsRecorded(H.Handle);
        continue;
      }
      if (covers(H, Stream)) {
        Ended = true;
        continue;
      }
      const auto *Call = dyn_cast<CallExpr>(S);
      const CudaApiInfo *Api = Call ? lookupCudaApi(Call) : nullptr;
      if (!Api || Api->Family != ApiFamily::EventRecord || Call->getNumArgs() == 0)
        continue;
      llvm::SmallVector<StreamSite, 1> Sites;
      streamSitesOf(Call, Sites);
      if (Sites.empty())
        continue;
      StreamUse On{Sites.front().value(), SA.classify(Sites.front().value())};
      if (Rel(On, Stream) == Order::Unordered)
        continue;
      unsigned K = 0;
      while (K < Covering.size() && !sameStreamExpr(Covering[K], Call->getArg(0), Ctx))
        ++K;
      if (K == Covering.size()) {
        if (K == 64)
          return false;
        Covering.push_back(Call->getArg(0));
      }
      It.Mask |= uint64_t(1) << K;
    }
    if (Ended)
      continue;
    for (const CFGBlock::AdjacentBlock &Succ : It.B->succs())
      if (const CFGBlock *SB = Succ.getReachableBlock())
        if (Seen.insert({SB->getBlockID(), It.Mask}).second)
          Work.push_back({SB, 0, It.Mask});
  }
  return true;
}

namespace {

enum class BufferUse { Read, Ignored, Other };

/// What the statement around Ref (a use of the buffer's variable) does with the buffer's data.
BufferUse bufferUse(const DeclRefExpr *Ref, const ParentMap &PM) {
  const Stmt *Child = Ref;
  bool Element = !Ref->getType()->isPointerType() && !Ref->getType()->isArrayType() &&
                 !Ref->getType()->isRecordType(); // a scalar read back
  for (const Stmt *P = PM.getParent(Child); P; Child = P, P = PM.getParent(P)) {
    if (isa<ParenExpr>(P))
      continue;
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(P)) {
      if (IC->getCastKind() != CK_LValueToRValue)
        continue; // an array decaying, a qualification
      if (Element)
        return BufferUse::Read;
      continue; // the pointer's value: what it points to is read below, or not
    }
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(P); ASE && ASE->getBase() == Child) {
      Element = true;
      continue;
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(P); UO && UO->getOpcode() == UO_Deref) {
      Element = true;
      continue;
    }
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(P);
        Op && Op->getOperator() == OO_Subscript && Op->getNumArgs() > 0 && Op->getArg(0) == Child &&
        ValueOrigins::isStdContainerElement(Op)) {
      Element = true;
      continue;
    }
    if (const auto *Member = dyn_cast<MemberExpr>(P); Member && Member->getBase() == Child) {
      const auto *Call = dyn_cast_or_null<CXXMemberCallExpr>(PM.getParent(Member));
      const auto *Method = Call ? Call->getMethodDecl() : nullptr;
      if (Method && Method->getIdentifier() &&
          llvm::is_contained({"size", "empty", "capacity"}, Method->getName()))
        return BufferUse::Ignored;
    }
    return BufferUse::Other;
  }
  return BufferUse::Other;
}

} // namespace

const Stmt *hostReadBeforeSync(PendingWorkWalker &Walker, const FunctionDecl *F,
                               const CallExpr *Copy, const StreamUse &Stream,
                               const ValueDecl *Buffer) {
  const ParentMap *PM = Walker.parents(F);
  if (!PM || !Buffer)
    return nullptr;
  auto InCudaCall = [&](const Stmt *S) {
    for (const Stmt *P = PM->getParent(S); P; P = PM->getParent(P))
      if (const auto *CE = dyn_cast<CallExpr>(P); CE && lookupCudaApi(CE))
        return true;
    return false;
  };
  const Stmt *Read = nullptr;
  using Step = PendingWorkWalker::Step;
  Walker.walk(F, Copy, Stream, [&](const Stmt *S) {
    const auto *Ref = dyn_cast<DeclRefExpr>(S);
    if (Read || !Ref || Ref->getDecl() != Buffer || InCudaCall(Ref))
      return Read ? Step::EndPath : Step::Continue;
    switch (bufferUse(Ref, *PM)) {
    case BufferUse::Read:
      Read = Ref;
      return Step::EndPath;
    case BufferUse::Ignored:
      return Step::Continue;
    case BufferUse::Other:
      return Step::EndPath;
    }
    return Step::EndPath;
  });
  return Read;
}

} // namespace clang::tidy::cuda

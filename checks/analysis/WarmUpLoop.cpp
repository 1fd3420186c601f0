//===--- WarmUpLoop.cpp - loops whose iterations nothing measures ---------------------------===//
//
// A warm-up loop runs the measured work a few times before the measurement starts (to load
// modules, fill caches, reach steady clocks). Its time is not measured and not the program's
// product, so a wait on each of its iterations costs nothing that matters.
//
//===--------------------------------------------------------------------------------------===//
#include "CudaApi.h"
#include "LoopWork.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace clang::tidy::cuda {

namespace {

bool namesWarmUp(StringRef Name) { return Name.contains_insensitive("warm"); }

/// The name E is, when it is a single name: a variable, a member, or a macro that expands to
/// the whole of E (`WARMUP_ITERS`); `warm--` and `(warm)` count, `warmup + iters` does not.
StringRef singleName(const Expr *E, const SourceManager &SM, const LangOptions &LO) {
  if (!E)
    return {};
  E = E->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->isIncrementDecrementOp())
    E = UO->getSubExpr()->IgnoreParenImpCasts();
  SourceLocation B = E->getBeginLoc(), End = E->getEndLoc();
  if (B.isMacroID() && Lexer::isAtStartOfMacroExpansion(B, SM, LO) &&
      Lexer::isAtEndOfMacroExpansion(End, SM, LO) &&
      SM.getExpansionLoc(B) == SM.getExpansionLoc(End))
    return Lexer::getImmediateMacroName(B, SM, LO);
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return DRE->getDecl()->getName();
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    return ME->getMemberDecl()->getIdentifier() ? ME->getMemberDecl()->getName() : StringRef();
  return {};
}

/// The loop variable or one side of the head's comparison is named for warm-up.
bool namedWarmUp(const Stmt *Loop, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  if (const auto *F = dyn_cast<ForStmt>(Loop))
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()))
      for (const Decl *D : DS->decls())
        if (const auto *ND = dyn_cast<NamedDecl>(D); ND && ND->getIdentifier())
          if (namesWarmUp(ND->getName()))
            return true;
  const Expr *Head = LoopWork::head(Loop);
  const auto *Cmp = dyn_cast_or_null<BinaryOperator>(Head ? Head->IgnoreParenImpCasts() : nullptr);
  if (!Cmp || !Cmp->isComparisonOp())
    return false;
  return namesWarmUp(singleName(Cmp->getLHS(), SM, LO)) ||
         namesWarmUp(singleName(Cmp->getRHS(), SM, LO));
}

/// The variable or field an event argument names (`start`, `t.start`, `evs[0]`).
const ValueDecl *eventStorage(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E))
    E = ASE->getBase()->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return DRE->getDecl();
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    return ME->getMemberDecl();
  return nullptr;
}

/// A host clock read or a timer's start: `now()`, `gettimeofday`, `omp_get_wtime`,
/// `sdkStartTimer`, `timer.start()`.
bool startsHostTimer(const CallExpr *C) {
  const FunctionDecl *FD = C->getDirectCallee();
  if (!FD || !FD->getIdentifier())
    return false;
  std::string N;
  for (char Ch : FD->getName())
    if (Ch != '_')
      N += llvm::toLower(Ch);
  StringRef S(N);
  if (llvm::is_contained({"now", "gettimeofday", "clockgettime", "clock", "ompgetwtime",
                          "mpiwtime", "wtime", "cpusecond", "queryperformancecounter"},
                         S))
    return true;
  bool Starts = S.contains("start") || S.contains("reset") || S.contains("begin") || S == "tic";
  if (Starts && S.contains("timer"))
    return true;
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD); Starts && MD && MD->getParent()->getIdentifier())
    return MD->getParent()->getName().contains_insensitive("timer") ||
           MD->getParent()->getName().contains_insensitive("clock");
  return false;
}

} // namespace

bool LoopWork::isWarmUp(const Stmt *Loop) {
  const ValueOrigins &VO = origins();
  const ASTContext &Ctx = VO.getASTContext();
  if (namedWarmUp(Loop, Ctx))
    return true;
  const FunctionDecl *Fn = VO.enclosingFunction(Loop);
  if (!Fn || !Fn->getBody())
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  auto Before = [&](SourceLocation A, SourceLocation B) {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A), SM.getExpansionLoc(B));
  };

  // The calls of the function, in source order, and the events it times.
  std::vector<const CallExpr *> Calls;
  llvm::DenseSet<const Decl *> Timed, Starts, Stops;
  llvm::SmallVector<const Stmt *, 64> Todo{Fn->getBody()};
  while (!Todo.empty()) {
    const Stmt *S = Todo.pop_back_val();
    if (!S || isa<LambdaExpr>(S))
      continue;
    if (const auto *C = dyn_cast<CallExpr>(S)) {
      Calls.push_back(C);
      if (const CudaApiInfo *I = lookupCudaApi(C); I && I->Family == ApiFamily::EventTiming)
        for (unsigned A = 1; A < C->getNumArgs() && A < 3; ++A)
          if (const ValueDecl *D = eventStorage(C->getArg(A))) {
            Timed.insert(D->getCanonicalDecl());
            (A == 1 ? Starts : Stops).insert(D->getCanonicalDecl());
          }
    }
    Todo.append(S->child_begin(), S->child_end());
  }
  llvm::sort(Calls, [&](const CallExpr *A, const CallExpr *B) {
    return Before(A->getBeginLoc(), B->getBeginLoc());
  });

  // A loop between the record of a timing's start event and that of its stop event is what
  // the timing measures (a timed synchronous baseline), never a warm-up (wave-2 hunt 2,
  // FlosMume/cpp-cuda-streams-and-pinned-mem@5365dae src/overlap_streams.cu:92).
  auto RecordedEvent = [&](const CallExpr *C) -> const Decl * {
    const CudaApiInfo *I = lookupCudaApi(C);
    const ValueDecl *D = I && I->Family == ApiFamily::EventRecord && C->getNumArgs()
                             ? eventStorage(C->getArg(0))
                             : nullptr;
    return D && Timed.count(D->getCanonicalDecl()) ? D->getCanonicalDecl() : nullptr;
  };
  const Decl *LastBefore = nullptr, *FirstAfter = nullptr;
  for (const CallExpr *C : Calls)
    if (const Decl *E = RecordedEvent(C)) {
      if (Before(C->getBeginLoc(), Loop->getBeginLoc()))
        LastBefore = E;
      else if (!FirstAfter && Before(Loop->getEndLoc(), C->getBeginLoc()))
        FirstAfter = E;
    }
  if (LastBefore && FirstAfter && Starts.count(LastBefore) && !Stops.count(LastBefore) &&
      Stops.count(FirstAfter) && !Starts.count(FirstAfter))
    return false;

  // The first timer start after the loop.
  auto StartsTimer = [&](const CallExpr *C) {
    if (const CudaApiInfo *I = lookupCudaApi(C); I && I->Family == ApiFamily::EventRecord) {
      const ValueDecl *D = C->getNumArgs() ? eventStorage(C->getArg(0)) : nullptr;
      return D && Timed.count(D->getCanonicalDecl());
    }
    return startsHostTimer(C);
  };
  auto Start = llvm::find_if(Calls, [&](const CallExpr *C) {
    return Before(Loop->getEndLoc(), C->getBeginLoc()) && StartsTimer(C);
  });
  if (Start == Calls.end())
    return false;

  // What a call does that a measurement measures: a kernel, a graph or kernel launch, a
  // library call, a function of the project that does device work.
  auto WorkOf = [&](const CallExpr *C) -> const Decl * {
    const FunctionDecl *FD = C->getDirectCallee();
    if (!FD)
      return nullptr;
    if (isa<CUDAKernelCallExpr>(C))
      return FD->getCanonicalDecl();
    if (const CudaApiInfo *I = lookupCudaApi(C))
      return I->Family == ApiFamily::Launch ? FD->getCanonicalDecl() : nullptr;
    if (isLibraryFunction(FD, SM) || (functionWork(FD) & work::DeviceWork))
      return FD->getCanonicalDecl();
    return nullptr;
  };
  llvm::DenseSet<const Decl *> Measured;
  for (const CallExpr *C : llvm::make_range(Start, Calls.end()))
    if (const Decl *W = WorkOf(C))
      Measured.insert(W);

  // What the loop does on every iteration: not under a condition of its body.
  llvm::DenseSet<const Decl *> Repeated;
  Todo.assign({body(Loop)});
  while (!Todo.empty()) {
    const Stmt *S = Todo.pop_back_val();
    if (!S || isa<LambdaExpr>(S))
      continue;
    if (const auto *C = dyn_cast<CallExpr>(S))
      if (const Decl *W = WorkOf(C))
        Repeated.insert(W);
    if (const auto *If = dyn_cast<IfStmt>(S)) {
      Todo.push_back(If->getCond());
      continue;
    }
    if (const auto *Sw = dyn_cast<SwitchStmt>(S)) {
      Todo.push_back(Sw->getCond());
      continue;
    }
    if (const auto *CO = dyn_cast<AbstractConditionalOperator>(S)) {
      Todo.push_back(CO->getCond());
      continue;
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->isLogicalOp()) {
      Todo.push_back(BO->getLHS());
      continue;
    }
    Todo.append(S->child_begin(), S->child_end());
  }
  return !Repeated.empty() &&
         llvm::all_of(Repeated, [&](const Decl *W) { return Measured.count(W); });
}

} // namespace clang::tidy::cuda

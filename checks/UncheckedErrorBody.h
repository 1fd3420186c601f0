//===--- UncheckedErrorBody.h - cuda-unchecked-error's walk of one function body ---------===//
//
// Private to UncheckedErrorCheck.cpp: what one function body does with the statuses CUDA calls
// return (dropped, stored and never read, overwritten), its launches and calls, and the
// statements after each dropped call where a later check may surface its failure.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_UNCHECKEDERRORBODY_H
#define CUDALINT_CHECKS_UNCHECKEDERRORBODY_H

#include "UncheckedErrorCheck.h"
#include "analysis/CudaApi.h"
#include "analysis/DiagnosticLocation.h"
#include "analysis/ErrorResults.h"
#include "analysis/ErrorSurfacing.h"
#include "analysis/LoopWork.h"
#include "analysis/StmtWalk.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseSet.h"

namespace clang::tidy::cuda {
namespace {

/// A after B (B's end): by expansion place, then by spelling inside one macro expansion.
/// True when A comes after B as the program runs. In one macro expansion that is the order of
/// the expanded tokens, not of their spellings: `CHECK_KERNEL(msg, k<<<g, b>>>(d))` whose body
/// is `__VA_ARGS__; CHECK(msg, cudaGetLastError())` reads after the launch, although the read
/// is spelled earlier, in the macro's definition (held-out round 27, fireice-uk/xmr-stak@67cf951
/// xmrstak/backend/nvidia/nvcc_code/cuda_extra.cu:471).
bool after(const SourceManager &SM, SourceLocation A, SourceLocation B) {
  SourceLocation EA = SM.getExpansionLoc(A), EB = SM.getExpansionLoc(B);
  if (EA != EB)
    return SM.isBeforeInTranslationUnit(EB, EA);
  return SM.isBeforeInTranslationUnit(B, A);
}

} // namespace

struct UncheckedErrorCheck::Body {
  const UncheckedErrorCheck &Check;
  const SourceManager &SM;
  std::vector<Item> Items;
  std::vector<const CUDAKernelCallExpr *> Launches;
  std::vector<const CallExpr *> Calls;         ///< every call of the body, in walk order
  llvm::DenseSet<const CallExpr *> BareClears; ///< `cudaGetLastError();`: clears, reads nothing
  llvm::DenseMap<const VarDecl *, unsigned> Reads;
  struct Store {
    const VarDecl *V;
    const CallExpr *Call;
    std::string Api;
    bool Driver;
    bool Overwritten;
  };
  std::vector<Store> Stores;
  std::vector<const LambdaExpr *> Lambdas;
  /// Calls whose status is thrown away on purpose (`(void)cudaFoo()`): not checks.
  llvm::DenseSet<const CallExpr *> VoidCast;
  /// Dropped calls of IgnoreFunctions: unchecked, though not findings.
  llvm::DenseSet<const CallExpr *> IgnoredDrops;
  /// A dropped item and a statement that runs after it whenever it runs (one of the next
  /// MaxStatementsAfter siblings in a block around it, up to the first that may leave): where a
  /// check may surface its failure.
  std::vector<std::pair<size_t, const Stmt *>> Later;
  static constexpr unsigned MaxStatementsAfter = 16;

  Body(const UncheckedErrorCheck &C, const SourceManager &SM) : Check(C), SM(SM) {}

  static bool trackable(const VarDecl *V) {
    return V && V->hasLocalStorage() && !V->getType()->isReferenceType() &&
           isCudaErrorType(V->getType());
  }

  /// `V = <API call>` or `T V = <API call>`: records the store and returns true.
  bool store(const VarDecl *V, const Expr *Init, bool &Overwritten) {
    const auto *Call = dyn_cast_or_null<CallExpr>(Init ? stripFull(Init) : nullptr);
    if (!trackable(V) || !Call || Call->containsErrors())
      return false;
    bool Driver = false;
    std::optional<std::string> Api = errorApiName(Call, Driver);
    if (!Api || Check.isIgnoredApi(*Api) || writtenAsProjectMacroArgument(Call->getBeginLoc(), SM))
      return false;
    Stores.push_back({V, Call, *Api, Driver, Overwritten});
    return true;
  }

  /// The variable a statement `V = <expr not reading V>;` overwrites, else nullptr.
  static const VarDecl *plainAssignment(const Stmt *S) {
    const auto *E = dyn_cast<Expr>(S);
    const auto *BO = E ? dyn_cast<BinaryOperator>(stripFull(E)) : nullptr;
    if (!BO || BO->getOpcode() != BO_Assign)
      return nullptr;
    const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts());
    const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    return V && !reads(BO->getRHS(), V) ? V : nullptr;
  }
  static bool reads(const Stmt *S, const VarDecl *V) {
    if (!S)
      return false;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
      return DRE->getDecl() == V;
    if (const auto *L = dyn_cast<LambdaExpr>(S))
      return llvm::any_of(L->captures(), [&](const LambdaCapture &C) {
        return C.capturesVariable() && C.getCapturedVar() == V;
      });
    for (const Stmt *C : S->children())
      if (reads(C, V))
        return true;
    return false;
  }

  /// True when S reads V after the call At (a read later in the same child statement: the
  /// store's own block, a branch that checks it).
  bool readsAfter(const Stmt *S, const VarDecl *V, const CallExpr *At) const {
    return anyStmtUnder(S, [&](const Stmt *X) {
      const auto *DRE = dyn_cast<DeclRefExpr>(X);
      return DRE && DRE->getDecl() == V && after(SM, DRE->getBeginLoc(), At->getEndLoc());
    });
  }

  /// True when a loop in S (or S itself) holds the call At and reads V: the loop's condition,
  /// or its next pass, reads the store (`while (err) err = cudaMallocHost(...);`; held-out
  /// round 17, SuiteSparse CHOLMOD/GPU/cholmod_gpu.c:514).
  bool readByLoopAround(const Stmt *S, const VarDecl *V, const CallExpr *At) const {
    return anyStmtUnder(S, [&](const Stmt *X) {
      if (!isa<WhileStmt, DoStmt, ForStmt, CXXForRangeStmt>(X))
        return false;
      if (!anyStmtUnder(X, [&](const Stmt *Y) { return Y == At; }))
        return false;
      // A reference to V that is not the left side of `V = ...`.
      unsigned Refs = 0, Stored = 0;
      anyStmtUnder(X, [&](const Stmt *Y) {
        if (const auto *DRE = dyn_cast<DeclRefExpr>(Y); DRE && DRE->getDecl() == V)
          ++Refs;
        if (const auto *BO = dyn_cast<BinaryOperator>(Y); BO && BO->getOpcode() == BO_Assign)
          if (const auto *L = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts());
              L && L->getDecl() == V)
            ++Stored;
        return false;
      });
      return Refs > Stored;
    });
  }

  /// A compound statement: each child is a statement whose value is dropped. A store made by
  /// one child and overwritten by a later sibling before anything reads it is lost (a store
  /// that a nested block or branch of the child reads was read).
  void compound(const CompoundStmt *CS, bool ErrorPath) {
    auto Children = CS->body();
    // A block that ends by throwing or by a call that does not return (exit, abort) is the
    // program's way out on a failure: what it drops on the way is not checked (held-out round
    // 49, NVIDIA/AMGX@3188dce include/error.h:101, FatalError's cudaDeviceSynchronize before
    // its throw: 87 findings, none worth acting on).
    ErrorPath = ErrorPath || endsInFailure(CS);
    for (auto It = Children.begin(); It != Children.end(); ++It) {
      size_t Before = Stores.size(), ItemsBefore = Items.size();
      stmt(*It, true, ErrorPath);
      // The next statements (a bounded number: the check that must report a failure comes
      // soon after it, and a long block would make this quadratic).
      unsigned Looked = 0;
      for (auto Next = std::next(It); Next != Children.end() && ItemsBefore < Items.size() &&
                                      !mayLeave(*It) && Looked++ < MaxStatementsAfter;
           ++Next) {
        for (size_t I = ItemsBefore; I < Items.size(); ++I)
          Later.push_back({I, *Next});
        if (mayLeave(*Next))
          break;
      }
      for (size_t I = Before; I < Stores.size(); ++I) {
        if (readsAfter(*It, Stores[I].V, Stores[I].Call) ||
            readByLoopAround(*It, Stores[I].V, Stores[I].Call))
          continue;
        for (auto Next = std::next(It); Next != Children.end(); ++Next) {
          if (plainAssignment(*Next) == Stores[I].V) {
            Stores[I].Overwritten = true;
            break;
          }
          if (reads(*Next, Stores[I].V))
            break;
        }
      }
    }
  }

  /// True when CS's last statement (empty ones aside) throws or calls a function that does
  /// not return, other than exit() of a status not known to be a failure (exit(0) ends a
  /// program normally).
  bool endsInFailure(const CompoundStmt *CS) const {
    const Stmt *Last = nullptr;
    for (const Stmt *S : CS->body())
      if (!isa<NullStmt>(S))
        Last = S;
    const auto *E = dyn_cast_or_null<Expr>(Last);
    if (!E)
      return false;
    E = E->IgnoreParenImpCasts();
    if (const auto *Cleanups = dyn_cast<ExprWithCleanups>(E))
      E = Cleanups->getSubExpr()->IgnoreParenImpCasts();
    if (isa<CXXThrowExpr>(E))
      return true;
    const auto *Call = dyn_cast<CallExpr>(E);
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    if (!Callee || !Callee->isNoReturn())
      return false;
    if (Callee->getIdentifier() &&
        llvm::is_contained({"exit", "_exit", "_Exit", "quick_exit"}, Callee->getName()) &&
        Call->getNumArgs() == 1 && Check.Ctx) {
      std::optional<llvm::APSInt> Status =
          Call->getArg(0)->getIntegerConstantExpr(*Check.Ctx);
      return Status && *Status != 0;
    }
    return true;
  }

  /// Walks S. Dropped: S's value (when it is an expression) is thrown away.
  void stmt(const Stmt *S, bool Dropped, bool ErrorPath) {
    if (!S)
      return;
    if (const auto *E = dyn_cast<Expr>(S))
      return expr(E, Dropped, ErrorPath);
    if (const auto *CS = dyn_cast<CompoundStmt>(S))
      return compound(CS, ErrorPath);
    if (const auto *If = dyn_cast<IfStmt>(S)) {
      stmt(If->getInit(), true, ErrorPath);
      if (const DeclStmt *DS = If->getConditionVariableDeclStmt())
        stmt(DS, false, ErrorPath);
      stmt(If->getCond(), false, ErrorPath);
      // A debugging branch the environment turns on checks nothing in a normal run.
      if (readsEnvironment(If->getCond()))
        return stmt(If->getElse(), true, ErrorPath);
      // `if (err != cudaSuccess) { cleanup; return; }`: cleanup on a failure already seen.
      bool OnError = mentionsError(If->getCond());
      const auto *Cmp = dyn_cast_or_null<BinaryOperator>(
          If->getCond() ? If->getCond()->IgnoreParenImpCasts() : nullptr);
      const auto *Not = dyn_cast_or_null<UnaryOperator>(
          If->getCond() ? If->getCond()->IgnoreParenImpCasts() : nullptr);
      bool EqualsTest = (Cmp && Cmp->getOpcode() == BO_EQ) || (Not && Not->getOpcode() == UO_LNot);
      stmt(If->getThen(), true, ErrorPath || (OnError && !EqualsTest));
      stmt(If->getElse(), true, ErrorPath || (OnError && EqualsTest));
      return;
    }
    // A condition variable's initializer (`while (auto *r = check(err))`, glog's and abseil's
    // CHECK loops) is evaluated like the condition.
    if (const auto *For = dyn_cast<ForStmt>(S)) {
      stmt(For->getInit(), true, ErrorPath);
      stmt(For->getConditionVariableDeclStmt(), false, ErrorPath);
      stmt(For->getCond(), false, ErrorPath);
      stmt(For->getInc(), true, ErrorPath);
      return stmt(For->getBody(), true, ErrorPath);
    }
    if (const auto *W = dyn_cast<WhileStmt>(S)) {
      stmt(W->getConditionVariableDeclStmt(), false, ErrorPath);
      stmt(W->getCond(), false, ErrorPath);
      return stmt(W->getBody(), true, ErrorPath);
    }
    if (const auto *Do = dyn_cast<DoStmt>(S)) {
      stmt(Do->getBody(), true, ErrorPath);
      return stmt(Do->getCond(), false, ErrorPath);
    }
    if (const auto *Sw = dyn_cast<SwitchStmt>(S)) {
      stmt(Sw->getInit(), true, ErrorPath);
      stmt(Sw->getConditionVariableDeclStmt(), false, ErrorPath);
      stmt(Sw->getCond(), false, ErrorPath);
      return stmt(Sw->getBody(), true, ErrorPath);
    }
    if (const auto *Range = dyn_cast<CXXForRangeStmt>(S)) {
      stmt(Range->getRangeInit(), false, ErrorPath);
      return stmt(Range->getBody(), true, ErrorPath);
    }
    if (isa<SwitchCase, LabelStmt, AttributedStmt, CXXTryStmt, CXXCatchStmt>(S)) {
      for (const Stmt *C : S->children())
        stmt(C, !isa<CaseStmt>(S) || C == cast<CaseStmt>(S)->getSubStmt(), ErrorPath);
      return;
    }
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D)) {
          bool Overwritten = false;
          store(V, V->getInit(), Overwritten);
          stmt(V->getInit(), false, ErrorPath);
        }
      return;
    }
    for (const Stmt *C : S->children()) // return values, asm, coroutines, ...
      stmt(C, false, ErrorPath);
  }

  void expr(const Expr *E, bool Dropped, bool ErrorPath) {
    if (const auto *L = dyn_cast<LambdaExpr>(E)) {
      Lambdas.push_back(L); // its body is a function of its own
      for (const LambdaCapture &C : L->captures())
        if (C.capturesVariable())
          if (const auto *V = dyn_cast<VarDecl>(C.getCapturedVar()))
            ++Reads[V];
      for (const Expr *Init : L->capture_inits())
        stmt(Init, false, ErrorPath);
      return;
    }
    if (Dropped) {
      const Expr *In = stripFull(E);
      if (const auto *Cast = dyn_cast<ExplicitCastExpr>(In);
          Cast && Cast->getCastKind() == CK_ToVoid) {
        // An explicit choice; `(void)cudaGetLastError();` still clears without reading.
        if (const auto *Call = dyn_cast<CallExpr>(stripFull(Cast->getSubExpr()))) {
          noteClear(Call);
          VoidCast.insert(Call);
        }
        return expr(Cast->getSubExpr(), false, ErrorPath);
      }
      if (const auto *BO = dyn_cast<BinaryOperator>(In); BO && BO->getOpcode() == BO_Comma) {
        expr(BO->getLHS(), true, ErrorPath);
        return expr(BO->getRHS(), true, ErrorPath);
      }
      if (const auto *CO = dyn_cast<ConditionalOperator>(In)) {
        expr(CO->getCond(), false, ErrorPath);
        expr(CO->getTrueExpr(), true, ErrorPath);
        return expr(CO->getFalseExpr(), true, ErrorPath);
      }
      if (const auto *Call = dyn_cast<CallExpr>(In); Call && !isa<CUDAKernelCallExpr>(Call))
        dropped(Call, ErrorPath);
      E = In;
    }
    // A store whose value is used at once (`if ((err = cudaFoo()))`) is checked there.
    if (const auto *BO = dyn_cast<BinaryOperator>(E);
        Dropped && BO && BO->getOpcode() == BO_Assign) {
      if (const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts())) {
        bool Overwritten = false;
        store(dyn_cast<VarDecl>(DRE->getDecl()), BO->getRHS(), Overwritten);
        return expr(BO->getRHS(), false, ErrorPath); // the left side is written, not read
      }
    }
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl()))
        ++Reads[V];
    if (const auto *K = dyn_cast<CUDAKernelCallExpr>(E))
      Launches.push_back(K);
    else if (const auto *Call = dyn_cast<CallExpr>(E))
      Calls.push_back(Call);
    for (const Stmt *C : E->children())
      stmt(C, false, ErrorPath);
  }

  /// A last-error read whose value nobody uses clears the error without reading it.
  void noteClear(const CallExpr *Call) {
    bool Driver = false;
    if (Call->containsErrors())
      return;
    if (std::optional<std::string> Api = errorApiName(Call, Driver); Api && isLastErrorRead(*Api))
      BareClears.insert(Call);
  }

  void dropped(const CallExpr *Call, bool ErrorPath) {
    bool Driver = false;
    std::optional<std::string> Api =
        Call->containsErrors() ? std::nullopt : errorApiName(Call, Driver);
    if (!Api)
      return;
    noteClear(Call);
    // Written as a macro's argument: the macro decides what happens to it.
    if (writtenAsProjectMacroArgument(Call->getBeginLoc(), SM) ||
        Check.inCheckingMacro(Call->getBeginLoc(), SM))
      return;
    // Dropped by choice (IgnoreFunctions): not a finding, nor a check that surfaces an
    // earlier failure (held-out round 29: a dropped sync before a dropped cudaDeviceReset).
    if (Check.isIgnoredApi(*Api)) {
      IgnoredDrops.insert(Call);
      return;
    }
    if (ErrorPath)
      return;
    Items.push_back({Item::Dropped, Call, *Api, "", Driver, {}});
  }

  /// Stores whose value nothing reads become items; dropped calls whose failure a later
  /// checked call must report are not items (ErrorSurfacing.h).
  void finishStores(const ASTContext &Ctx) {
    for (const Store &S : Stores) {
      if (S.Overwritten)
        Items.push_back({Item::Overwritten, S.Call, S.Api, S.V->getNameAsString(), S.Driver, {}});
      else if (!Reads.count(S.V))
        Items.push_back({Item::NeverRead, S.Call, S.Api, S.V->getNameAsString(), S.Driver, {}});
    }
    llvm::DenseSet<const Stmt *> Unchecked(VoidCast.begin(), VoidCast.end());
    Unchecked.insert(IgnoredDrops.begin(), IgnoredDrops.end());
    for (const Item &It : Items)
      Unchecked.insert(It.At);
    llvm::DenseSet<size_t> Surfaced;
    llvm::DenseMap<const Stmt *, llvm::SmallVector<const CallExpr *, 8>> CallsOf;
    for (const auto &[I, After] : Later) {
      const auto *Dropped = dyn_cast<CallExpr>(Items[I].At);
      if (Items[I].K != Item::Dropped || !Dropped || Surfaced.count(I))
        continue;
      auto [Cached, New] = CallsOf.try_emplace(After);
      if (New)
        unconditionalCalls(After, Cached->second);
      llvm::ArrayRef<const CallExpr *> Calls = Cached->second;
      if (llvm::any_of(Calls, [&](const CallExpr *C) {
            bool Driver = false;
            if (C->containsErrors())
              return false;
            if (!errorApiName(C, Driver)) { // a checked wait behind a name
              const CallExpr *Inner = checkedSyncInside(C);
              return Inner && failureSurfacesIn(Dropped, Inner, Ctx);
            }
            return (!Unchecked.count(C) && failureSurfacesIn(Dropped, C, Ctx)) ||
                   waitBeforeReset(Dropped, C);
          }))
        Surfaced.insert(I);
    }
    for (size_t I = Items.size(); I-- > 0;)
      if (Surfaced.count(I))
        Items.erase(Items.begin() + I);
  }
};

} // namespace clang::tidy::cuda

#endif // CUDALINT_CHECKS_UNCHECKEDERRORBODY_H

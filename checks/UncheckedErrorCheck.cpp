//===--- UncheckedErrorCheck.cpp - cuda-unchecked-error -----------------------------------===//
#include "UncheckedErrorCheck.h"
#include "analysis/CudaApi.h"
#include "analysis/DiagnosticLocation.h"
#include "analysis/ErrorResults.h"
#include "analysis/ErrorSurfacing.h"
#include "analysis/LoopWork.h"
#include "analysis/NamePatterns.h"
#include "analysis/StmtWalk.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>

using namespace clang::ast_matchers;

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

std::string kernelName(const CUDAKernelCallExpr *K) {
  std::string Name = calledName(K);
  return Name.empty() ? "kernel" : Name;
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
    if (!Api || Check.isIgnoredApi(*Api) || SM.isMacroArgExpansion(Call->getBeginLoc()))
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
    if (SM.isMacroArgExpansion(Call->getBeginLoc()) ||
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

UncheckedErrorCheck::UncheckedErrorCheck(StringRef Name, ClangTidyContext *Context)
    : CudaApiCheck(Name, Context), CheckedFunctions(Options.get("CheckedFunctions", "")),
      RequireLaunchCheck(isTrueOption(Options.get("RequireLaunchCheck", "true"))),
      IgnoreFunctions(
          Options.get("IgnoreFunctions", "cudaGetLastError;cudaPeekAtLastError;cudaDeviceReset;"
                                        "cudaRuntimeGetVersion;cudaDriverGetVersion;"
                                        "cuDriverGetVersion;cudaStreamQuery;cudaEventQuery;"
                                        "cuStreamQuery;cuEventQuery")),
      OnePerFunction(isTrueOption(Options.get("OnePerFunction", "true"))),
      ProjectIndex(Options.get("ProjectIndex", "")),
      CheckedPatterns(parseNamePatterns(*this, "CheckedFunctions", CheckedFunctions)),
      IgnorePatterns(parseNamePatterns(*this, "IgnoreFunctions", IgnoreFunctions)), Probe(Options) {
}

void UncheckedErrorCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Probe.storeOptions(Opts, Options);
  Options.store(Opts, "CheckedFunctions", CheckedFunctions);
  Options.store(Opts, "RequireLaunchCheck", RequireLaunchCheck ? "true" : "false");
  Options.store(Opts, "IgnoreFunctions", IgnoreFunctions);
  Options.store(Opts, "OnePerFunction", OnePerFunction ? "true" : "false");
  Options.store(Opts, "ProjectIndex", ProjectIndex.path());
}

void UncheckedErrorCheck::registerMatchers(MatchFinder *Finder) {
  Finder->addMatcher(functionDecl(isDefinition(), unless(isExpansionInSystemHeader())).bind("fn"),
                     this);
}

// The isInstantiated() matcher asks the parent map, which clang builds for the whole TU on first
// use (most of this check's time); the DeclContext chain answers the same question directly.
static bool isInTemplateInstantiation(const FunctionDecl *Fn) {
  auto Instantiated = [](TemplateSpecializationKind K) {
    return K == TSK_ImplicitInstantiation || K == TSK_ExplicitInstantiationDefinition;
  };
  for (const DeclContext *DC = Fn; DC; DC = DC->getParent()) {
    const auto *F = dyn_cast<FunctionDecl>(DC);
    const auto *R = dyn_cast<CXXRecordDecl>(DC);
    if ((F && Instantiated(F->getTemplateSpecializationKind())) ||
        (R && Instantiated(R->getTemplateSpecializationKind())))
      return true;
  }
  return false;
}

void UncheckedErrorCheck::check(const MatchFinder::MatchResult &Result) {
  const auto *Fn = Result.Nodes.getNodeAs<FunctionDecl>("fn");
  if (!Fn || !Fn->getBody() || Fn->isInvalidDecl())
    return;
  // Device code cannot read host-side launch errors; its API calls are rare and different.
  if (Fn->hasAttr<CUDAGlobalAttr>() ||
      (Fn->hasAttr<CUDADeviceAttr>() && !Fn->hasAttr<CUDAHostAttr>()))
    return;
  Ctx = Result.Context;
  (isInTemplateInstantiation(Fn) ? Instantiations : Functions).push_back(Fn);
}

bool UncheckedErrorCheck::isIgnoredApi(StringRef Name) const {
  return matchesAny(IgnorePatterns, Name);
}

bool UncheckedErrorCheck::inCheckingMacro(SourceLocation Loc, const SourceManager &SM) const {
  if (CheckedPatterns.empty())
    return false;
  for (int Depth = 0; Loc.isMacroID() && Depth < 16; ++Depth) {
    StringRef Macro = Lexer::getImmediateMacroName(Loc, SM, Ctx->getLangOpts());
    if (matchesAny(CheckedPatterns, Macro))
      return true;
    Loc = SM.getImmediateMacroCallerLoc(Loc);
  }
  return false;
}

LastErrorSummary UncheckedErrorCheck::lastErrorOp(const CallExpr *Call, bool BareClear,
                                                 unsigned Depth) {
  auto Known = [](LastErrorOp Op) { return LastErrorSummary{{}, Op}; };
  if (BareClear)
    return Known(LastErrorOp::Clear);
  if (inCheckingMacro(Call->getBeginLoc(), Ctx->getSourceManager()))
    return Known(LastErrorOp::Read);
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD || !FD->getIdentifier())
    return {};
  if (isLastErrorRead(canonicalApiName(FD->getName())) && returnsCudaError(FD))
    return Known(LastErrorOp::Read);
  if (matchesAny(CheckedPatterns, FD->getName()) ||
      matchesAny(CheckedPatterns, FD->getQualifiedNameAsString()))
    return Known(LastErrorOp::Read);
  // Defined where no unit shows it, named as an error check (`Check_CudaErroor(msg)`, a method
  // of another file that reads cudaGetLastError and throws; held-out round 23, DualSPHysics
  // src/source/JArraysGpu.cpp:175): taken to read the last error.
  // One that is given a status (`CudaError(status, __FILE__, __LINE__)`) checks that status,
  // not the last error.
  if (!FD->hasBody() && isProjectFunctionDecl(FD) && namedAsErrorCheck(FD->getName()) &&
      llvm::none_of(FD->parameters(), [](const ParmVarDecl *P) {
        return isCudaErrorType(P->getType().getNonReferenceType());
      }))
    return Known(LastErrorOp::Read);
  // Defined in another unit: what it does is the project index's to say.
  if (Collect || Index) {
    auto [Ext, New] = ExternalUsrs.try_emplace(FD->getCanonicalDecl());
    if (New && isProjectExternal(FD))
      Ext->second = usrOf(FD->getCanonicalDecl());
    if (!Ext->second.empty())
      return {{Ext->second}, LastErrorOp::None};
  }
  // A function of this translation unit: what the first read or clear in its body does.
  const FunctionDecl *Def = nullptr;
  if (Depth >= 3 || !FD->hasBody(Def) || !Def)
    return {};
  auto [It, New] = Effects.try_emplace(Def);
  if (!New)
    return It->second;
  Body B(*this, Ctx->getSourceManager());
  B.stmt(Def->getBody(), true, false);
  LastErrorSummary Result;
  for (const OpAt &Op : lastErrorOps(B, Depth + 1))
    Result.append(Op.Effect);
  Effects[Def] = Result;
  return Result;
}

std::vector<UncheckedErrorCheck::OpAt> UncheckedErrorCheck::lastErrorOps(const Body &B,
                                                                         unsigned Depth) {
  const SourceManager &SM = Ctx->getSourceManager();
  std::vector<OpAt> Ops;
  for (const CallExpr *C : B.Calls)
    if (LastErrorSummary E = lastErrorOp(C, B.BareClears.count(C), Depth); !E.trivial())
      Ops.push_back({C->getEndLoc(), std::move(E)});
  std::stable_sort(Ops.begin(), Ops.end(),
                   [&](const OpAt &X, const OpAt &Y) { return after(SM, Y.At, X.At); });
  return Ops;
}

void UncheckedErrorCheck::onEndOfTranslationUnit() {
  OverwrittenReported.clear();
  if (!Ctx || Functions.empty()) {
    Functions.clear();
    Instantiations.clear();
    return;
  }
  ASTContext &Context = *Ctx;
  const SourceManager &SM = Context.getSourceManager();
  Collect = SummaryCollector::active();
  Index = ProjectIndex.get(*this);
  auto Key = [](const FunctionDecl *FD) {
    if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
      FD = P;
    return FD->getCanonicalDecl();
  };

  // Walk every body (lambdas as functions of their own).
  struct Walked {
    const FunctionDecl *Fn;
    Body B;
    bool SitesOnly; // an instantiation: only its call sites count
  };
  std::vector<Walked> All;
  llvm::DenseSet<const FunctionDecl *> Seen;
  for (size_t I = 0; I < Functions.size(); ++I) {
    const FunctionDecl *Fn = Functions[I];
    if (!Seen.insert(Fn).second)
      continue;
    Body B(*this, SM);
    B.stmt(Fn->getBody(), true, false);
    B.finishStores(Context);
    for (const LambdaExpr *L : B.Lambdas)
      if (const CXXMethodDecl *Op = L->getCallOperator(); Op && Op->getBody())
        Functions.push_back(Op);
    All.push_back({Fn, std::move(B), false});
  }
  for (const FunctionDecl *Fn : Instantiations) {
    if (!Seen.insert(Fn).second)
      continue;
    Body B(*this, SM);
    B.stmt(Fn->getBody(), true, false);
    All.push_back({Fn, std::move(B), true});
  }

  // Per body, its reads and clears of the last error in source order, and its last API call.
  std::vector<std::vector<OpAt>> Ops;
  std::vector<SourceLocation> LastApi;
  for (const Walked &W : All) {
    Ops.push_back(lastErrorOps(W.B, 0));
    SourceLocation Last;
    for (const CallExpr *C : W.B.Calls) {
      bool Driver;
      if (errorApiName(C, Driver) && (Last.isInvalid() || after(SM, C->getBeginLoc(), Last)))
        Last = C->getBeginLoc();
    }
    LastApi.push_back(Last);
  }
  // A pending error at Loc is read when the first read or clear after Loc is a read: a clear
  // in between (`cudaGetLastError();`, or a called function that starts with one) loses it.
  // Otherwise: the calls to other units' functions after Loc, which may still read it.
  auto After = [&](size_t I, SourceLocation Loc) {
    auto It = std::partition_point(Ops[I].begin(), Ops[I].end(),
                                   [&](const OpAt &O) { return !after(SM, O.At, Loc); });
    LastErrorSummary Next;
    for (; It != Ops[I].end() && Next.Then == LastErrorOp::None; ++It)
      Next.append(It->Effect);
    return Next;
  };
  auto ReadNext = [&](size_t I, SourceLocation Loc) {
    return After(I, Loc).Then == LastErrorOp::Read;
  };
  // Every call site of each function, and whether its caller reads the last error after it.
  llvm::DenseMap<const FunctionDecl *, llvm::SmallVector<bool, 2>> Sites;
  for (size_t I = 0; I < All.size(); ++I)
    for (const CallExpr *C : All[I].B.Calls)
      if (const FunctionDecl *Callee = C->getDirectCallee())
        Sites[Key(Callee)].push_back(ReadNext(I, C->getEndLoc()));
  if (Collect)
    for (size_t I = 0; I < All.size(); ++I)
      if (!All[I].SitesOnly)
        recordSummary(All[I].Fn, All[I].B, Ops[I]);

  for (const Walked &W : All)
    for (const CallExpr *C : W.B.Calls)
      reportOverwrittenParameter(C, SM);

  // Whether the unit times work with events (cudaEventElapsedTime).
  bool TimesWithEvents = llvm::any_of(All, [](const Walked &W) {
    return llvm::any_of(W.B.Calls, [](const CallExpr *C) {
      const CudaApiInfo *Api = lookupCudaApi(C);
      return Api && Api->Family == ApiFamily::EventTiming;
    });
  });
  for (size_t I = 0; I < All.size(); ++I) {
    Walked &W = All[I];
    if (W.SitesOnly)
      continue;
    std::vector<Item> Items;
    // A runtime call's failure is also the last error: a read after it checks it (driver
    // results are not recorded there).
    // An error handler (a function given a status to report) that queries the device only to
    // label its message: a failed query costs the label, not a result (held-out round 27,
    // tromp/cuckoo@86c77bc gpuAssert's cudaGetDevice, in seven units).
    bool ErrorHandler = llvm::any_of(W.Fn->parameters(), [](const ParmVarDecl *P) {
      return isCudaErrorType(P->getType().getNonReferenceType());
    });
    for (Item &It : W.B.Items) {
      if (ErrorHandler && It.K == Item::Dropped &&
          llvm::is_contained({"cudaGetDevice", "cuCtxGetDevice"}, canonicalApiName(It.Callee)))
        continue;
      if (It.K == Item::Dropped && countsIntoDefault(It.At, Context))
        continue;
      if (It.DriverApi || isLastErrorRead(It.Callee)) {
        Items.push_back(std::move(It));
        continue;
      }
      LastErrorSummary Next = After(I, It.At->getEndLoc());
      if (Next.Then == LastErrorOp::Read)
        continue;
      It.UnlessFirstReads = std::move(Next.Pending);
      Items.push_back(std::move(It));
    }
    if (RequireLaunchCheck)
      for (const CUDAKernelCallExpr *K : W.B.Launches) {
        LastErrorSummary Next = After(I, K->getEndLoc());
        if (Next.Then == LastErrorOp::Read || checkedByCaptureEnd(K, W.B, Items))
          continue;
        auto It = Sites.find(Key(W.Fn));
        bool Unchecked;
        if (It != Sites.end() && !It->second.empty())
          Unchecked = llvm::is_contained(It->second, false); // some caller does not check
        else // no caller in sight: report when a later call would hide the failure
          Unchecked = LastApi[I].isValid() && after(SM, LastApi[I], K->getEndLoc());
        if (Unchecked)
          Items.push_back({Item::Launch, K, kernelName(K), "", false, std::move(Next.Pending)});
      }
    // Releases (cudaFree, cudaStreamDestroy, ...) alone do not make a finding: nothing useful
    // can be done with a failed release at teardown. They still count in a reported function.
    bool OnlyReleases = llvm::all_of(Items, isRelease);
    // Nor does a timer: a function that makes no CUDA call but event ones (create, record,
    // synchronize, elapsed time, destroy), in a unit that times work with events. A failed
    // timer call costs a measurement, not a result (held-out round 19: 9 of 25 findings no
    // engineer would act on, e.g. gmm's cudaTimer_t, kmeans' timer class).
    // Other calls: the C and C++ libraries only (no CUDA library, nothing of the project).
    bool OnlyTimer =
        TimesWithEvents && W.B.Launches.empty() && llvm::all_of(W.B.Calls, [&](const CallExpr *C) {
          bool Driver = false;
          if (std::optional<std::string> Api = errorApiName(C, Driver))
            return isEventTimingApi(*Api) || isLastErrorRead(*Api);
          const FunctionDecl *Callee = C->getDirectCallee();
          return Callee && SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation())) &&
                 !LoopWork::isLibraryFunction(Callee, SM);
        });
    if (!Items.empty() && !OnlyReleases && !OnlyTimer)
      report(W.Fn, Items, Context);
  }
  Functions.clear();
  Instantiations.clear();
  Effects.clear();
  Captures.reset();
  Origins.reset();
  Ctx = nullptr;
  Collect = nullptr;
  ExternalUsrs.clear();
}

bool UncheckedErrorCheck::checkedByCaptureEnd(const CUDAKernelCallExpr *K, const Body &B,
                                              llvm::ArrayRef<Item> Unchecked) {
  const auto *Config = dyn_cast_or_null<CallExpr>(K->getConfig());
  if (!Config || Config->getNumArgs() < 4 || isa<CXXDefaultArgExpr>(Config->getArg(3)))
    return false; // on the legacy stream: not the captured one
  for (const CallExpr *Begin : B.Calls) {
    const CudaApiInfo *Api = lookupCudaApi(Begin);
    if (!Api || Api->Family != ApiFamily::CaptureBegin)
      continue;
    if (!Captures) {
      Origins = ValueOrigins::get(*Ctx);
      Captures = std::make_unique<CaptureRegionFinder>(*Origins);
    }
    std::optional<CaptureRegion> R = Captures->regionOf(Begin);
    if (!R || R->Ends.empty() || !R->isCapturingStream(Config->getArg(3), *Ctx) ||
        llvm::none_of(R->Calls,
                      [&](const CapturedCall &C) { return C.Call == K && C.Via.empty(); }))
      continue;
    return llvm::all_of(R->Ends, [&](const CallExpr *End) {
      return !B.VoidCast.count(End) &&
             llvm::none_of(Unchecked, [&](const Item &It) { return It.At == End; });
    });
  }
  return false;
}

bool UncheckedErrorCheck::isRelease(const Item &It) {
  if (It.K == Item::Launch)
    return false;
  if (const CudaApiInfo *Api = lookupCudaApi(It.Callee); Api && isReleaseApi(*Api))
    return true;
  // Teardown the API table does not list as a release (held-out round 22: a destructor's
  // cuModuleUnload, ledatelescope/bifrost@c482892 src/cuda.hpp:114).
  return llvm::is_contained({"cudaDestroyTextureObject", "cudaDestroySurfaceObject",
                             "cudaGraphicsUnregisterResource", "cudaFreeArray",
                             "cudaFreeMipmappedArray", "cuModuleUnload", "cuCtxDestroy",
                             "cuDevicePrimaryCtxRelease", "cuArrayDestroy", "cuTexObjectDestroy",
                             "cuSurfObjectDestroy"},
                            canonicalApiName(It.Callee));
}

void UncheckedErrorCheck::recordSummary(const FunctionDecl *Fn, const Body &B,
                                        const std::vector<OpAt> &Ops) {
  if (const auto *M = dyn_cast<CXXMethodDecl>(Fn); M && M->getParent()->isLambda())
    return;
  const SourceManager &SM = Ctx->getSourceManager();
  // The body's first CUDA call of its own (a launch, an API call other than a synchronize or
  // a last-error read): reads after it are about its own work.
  SourceLocation Work;
  auto NoteWork = [&](SourceLocation At) {
    if (Work.isInvalid() || after(SM, Work, At))
      Work = At;
  };
  for (const CallExpr *C : B.Calls) {
    bool Driver = false;
    std::optional<std::string> Api = errorApiName(C, Driver);
    if (Api && !isLastErrorRead(*Api) && !StringRef(*Api).ends_with("Synchronize"))
      NoteWork(C->getBeginLoc());
  }
  for (const CUDAKernelCallExpr *K : B.Launches)
    NoteWork(K->getBeginLoc());
  LastErrorSummary S;
  for (const OpAt &Op : Ops) {
    if (Work.isValid() && S.Then == LastErrorOp::None && !after(SM, Work, Op.At))
      S.Then = LastErrorOp::OwnCudaWork;
    S.append(Op.Effect);
  }
  if (Work.isValid() && S.Then == LastErrorOp::None)
    S.Then = LastErrorOp::OwnCudaWork;
  if (S.trivial())
    return; // the same as unknown
  if (std::string Usr = usrOf(Fn); !Usr.empty())
    (*Collect)[Usr].LastError = std::move(S);
}

void UncheckedErrorCheck::reportOverwrittenParameter(const CallExpr *Call,
                                                     const SourceManager &SM) {
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD || lookupCudaApi(FD))
    return;
  for (unsigned I = 0; I < Call->getNumArgs() && I < FD->getNumParams(); ++I) {
    bool Driver = false;
    const auto *Status = isa<CXXDefaultArgExpr>(Call->getArg(I))
                             ? nullptr
                             : dyn_cast<CallExpr>(stripFull(Call->getArg(I)));
    std::optional<std::string> Api =
        Status && !Status->containsErrors() ? errorApiName(Status, Driver) : std::nullopt;
    if (!Api || isIgnoredApi(*Api))
      continue;
    const BinaryOperator *Overwrite = overwritesBeforeReading(FD, I);
    if (!Overwrite || !OverwrittenReported.insert({FD->getCanonicalDecl(), I}).second)
      continue;
    const FunctionDecl *Def = FD->getDefinition();
    const ParmVarDecl *P = (Def ? Def : FD)->getParamDecl(I);
    diag(reportLocation(Overwrite->getBeginLoc(), SM),
         "'%0' overwrites its parameter '%1' before reading it: every %2 passed to it is lost, "
         "and a failure of the call that returned it goes unnoticed; read '%1' first")
        << FD->getQualifiedNameAsString() << P->getName()
        << (Driver ? "CUresult" : "cudaError_t");
    diag(reportLocation(Status->getBeginLoc(), SM), "the %0 of %1 is passed here, and lost",
         DiagnosticIDs::Note)
        << (Driver ? "CUresult" : "cudaError_t") << *Api;
  }
}

std::optional<FindingCondition>
UncheckedErrorCheck::conditionOf(llvm::ArrayRef<const Item *> Items) {
  FindingCondition C;
  for (const Item *It : Items) {
    if (It->UnlessFirstReads.empty())
      return std::nullopt; // unchecked whatever other units do
    if (!llvm::is_contained(C.ReadsLastErrorFirst, It->UnlessFirstReads))
      C.ReadsLastErrorFirst.push_back(It->UnlessFirstReads);
  }
  if (C.ReadsLastErrorFirst.empty())
    return std::nullopt;
  return C;
}

void UncheckedErrorCheck::report(const FunctionDecl *Fn, std::vector<Item> &Items,
                                 ASTContext &Context) {
  const SourceManager &SM = Context.getSourceManager();
  auto Where = [&](const Item &I) { return reportLocation(I.At, Context); };
  std::stable_sort(Items.begin(), Items.end(), [&](const Item &A, const Item &B) {
    return SM.isBeforeInTranslationUnit(Where(A), Where(B));
  });
  Items.erase(std::unique(Items.begin(), Items.end(),
                          [](const Item &A, const Item &B) { return A.At == B.At; }),
              Items.end());
  std::string FnName = isa<CXXMethodDecl>(Fn) && cast<CXXMethodDecl>(Fn)->getParent()->isLambda()
                           ? std::string("lambda")
                           : Fn->getQualifiedNameAsString();
  for (size_t I = 0; I < Items.size(); ++I) {
    const Item &It = Items[I];
    SourceLocation At = Where(It);
    // Across units: the finding goes when every unchecked call it stands for (releases aside,
    // as above) is read by a function another unit defines. The CLI decides after every unit
    // (a condition note); the plugin and clangd decide here, from a ProjectIndex file.
    std::optional<FindingCondition> Condition;
    if (Collect || Index) {
      std::vector<const Item *> Decide;
      for (const Item &Other : Items)
        if ((OnePerFunction && !isRelease(Other)) || &Other == &It)
          Decide.push_back(&Other);
      Condition = conditionOf(Decide);
    }
    if (Condition && !Collect && Index->holds(*Condition)) {
      if (OnePerFunction)
        return;
      continue;
    }
    const char *Type = It.DriverApi ? "CUresult" : "cudaError_t";
    switch (It.K) {
    case Item::Dropped:
      diag(At, "the %0 returned by %1 is dropped: if the call fails nothing notices, and the "
               "failure surfaces later as another call's error; check it, or cast it to void "
               "if ignoring it is intended")
          << Type << It.Callee;
      break;
    case Item::NeverRead:
      diag(At, "the %0 returned by %1 is stored in '%2' and never read: if the call fails "
               "nothing notices; check '%2'")
          << Type << It.Callee << It.Var;
      break;
    case Item::Overwritten:
      diag(At, "the %0 returned by %1 is stored in '%2' and overwritten before it is read: if "
               "the call fails nothing notices; check '%2' before reusing it")
          << Type << It.Callee << It.Var;
      break;
    case Item::Launch:
      diag(At, "the launch error of kernel '%0' is never read: a launch that fails (an invalid "
               "configuration, too many resources) runs nothing, and later calls still return "
               "cudaSuccess; check cudaGetLastError() right after the launch")
          << It.Callee;
      break;
    }
    for (const std::string &Note : Probe.notesFor(SM, It.At->getBeginLoc(), ProbeConfig()))
      diag(At, "%0", DiagnosticIDs::Note) << Note;
    if (Condition && Collect)
      diag(At, "%0", DiagnosticIDs::Note) << encodeConditionNote(*Condition);
    if (!OnePerFunction || Items.size() == 1)
      continue;
    // One finding per function: the first unchecked call, and a note counting the others.
    std::string Lines;
    for (size_t J = 1; J < Items.size() && J <= 8; ++J)
      Lines += (J > 1 ? ", " : "") + std::to_string(SM.getPresumedLineNumber(Where(Items[J])));
    if (Items.size() > 9)
      Lines += ", ...";
    diag(Where(Items[1]),
         "'%0' has %1 more unchecked CUDA %select{call|calls}2 (%select{line|lines}2 "
         "%3); the next is here",
         DiagnosticIDs::Note)
        << FnName << unsigned(Items.size() - 1) << (Items.size() > 2) << Lines;
    return;
  }
}

} // namespace clang::tidy::cuda

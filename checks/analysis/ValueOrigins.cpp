//===--- ValueOrigins.cpp - where a variable's value can come from, in one TU -------------===//
#include "ValueOrigins.h"
#include "LoopWork.h"
#include "SharedAnalysis.h"
#include "StdLibrary.h"
#include "StmtWalk.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::cuda {

namespace {

const Stmt *parentStmt(const ValueOrigins &VO, const Stmt *S) {
  auto Parents = VO.parents(*S);
  return Parents.empty() ? nullptr : Parents[0].get<Stmt>();
}

/// The parent of E once parentheses and casts above it are skipped, and the child of that
/// parent on the way to E.
std::pair<const Stmt *, const Expr *> useContext(const ValueOrigins &VO, const Expr *E) {
  const Expr *Child = E;
  const Stmt *P = parentStmt(VO, E);
  while (P && (isa<ParenExpr>(P) || isa<CastExpr>(P) || isa<MaterializeTemporaryExpr>(P))) {
    Child = cast<Expr>(P);
    P = parentStmt(VO, P);
  }
  return {P, Child};
}

bool isArrayOrContainerSubscript(const Expr *E, const Expr *&Base) {
  E = E->IgnoreParenImpCasts();
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
    const Expr *B = ASE->getBase()->IgnoreParenImpCasts();
    if (B->getType()->isArrayType()) {
      Base = B;
      return true;
    }
    return false;
  }
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E))
    if (Op->getOperator() == OO_Subscript && Op->getNumArgs() > 0) {
      Base = Op->getArg(0);
      return true;
    }
  return false;
}

/// A pointer whose pointee writes are indexed: a parameter, or a local variable (the owner
/// of a heap array, `T *a = new T[n]`).
bool isTrackedPointer(const VarDecl *V) {
  return V && V->getType()->isPointerType() &&
         (isa<ParmVarDecl>(V) || (V->hasLocalStorage() && !V->isStaticLocal()));
}

/// The tracked pointer that E, a pointer value handed to a call, points into: `P`, `P + i`.
const VarDecl *pointerHandedOn(const Expr *E) {
  E = E->IgnoreParenCasts();
  if (const auto *Sum = dyn_cast<BinaryOperator>(E); Sum && Sum->isAdditiveOp())
    E = (Sum->getLHS()->getType()->isPointerType() ? Sum->getLHS() : Sum->getRHS())
            ->IgnoreParenCasts();
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return isTrackedPointer(V) ? V : nullptr;
}

bool isNonConstLValueRef(QualType T) {
  return T->isLValueReferenceType() && !T.getNonReferenceType().isConstQualified();
}

} // namespace

SourceLocation ValueOrigin::getLocation() const {
  if (Site)
    return Site->getBeginLoc();
  if (Call)
    return Call->getBeginLoc();
  return Value ? Value->getBeginLoc() : SourceLocation();
}

llvm::SmallVector<const Expr *, 8> callArguments(const Expr *Call) {
  llvm::SmallVector<const Expr *, 8> Args;
  if (const auto *CE = dyn_cast<CallExpr>(Call)) {
    unsigned First = 0;
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(CE))
      if (isa_and_nonnull<CXXMethodDecl>(Op->getDirectCallee()))
        First = 1;
    for (unsigned I = First; I < CE->getNumArgs(); ++I)
      Args.push_back(CE->getArg(I));
  } else if (const auto *Ctor = dyn_cast<CXXConstructExpr>(Call)) {
    for (const Expr *A : Ctor->arguments())
      Args.push_back(A);
  }
  return Args;
}

const ValueDecl *ValueOrigins::storageOf(const Expr *E) {
  if (!E)
    return nullptr;
  E = E->IgnoreParenImpCasts();
  const Expr *Base = nullptr;
  if (isArrayOrContainerSubscript(E, Base))
    return storageOf(Base);
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return dyn_cast<VarDecl>(DRE->getDecl());
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    return dyn_cast<FieldDecl>(ME->getMemberDecl());
  return nullptr;
}

bool ValueOrigins::isStdContainerElement(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  const Expr *Base = nullptr, *Index = nullptr;
  return isa<CXXOperatorCallExpr>(E) && subscriptParts(E, Base, Index) &&
         containerKind(Base->getType()) != ContainerKind::None;
}

const ValueDecl *ValueOrigins::storageOrPointer(const Expr *E, bool *ThroughPointer) {
  const ValueDecl *D = storageOf(E);
  const VarDecl *P = D ? nullptr : pointerDereferenced(E);
  if (ThroughPointer)
    *ThroughPointer = P != nullptr;
  return D ? D : P;
}

const VarDecl *ValueOrigins::pointerDereferenced(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  const Expr *Base = nullptr;
  if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->getOpcode() == UO_Deref)
    Base = UO->getSubExpr();
  else if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E))
    Base = ASE->getBase();
  if (!Base)
    return nullptr;
  const auto *DRE = dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts());
  const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return isTrackedPointer(V) ? V : nullptr;
}

/// The key a variable's writes are kept under: all redeclarations of a global (`extern` in a
/// header, defined in the source) are one variable.
static const ValueDecl *canonical(const ValueDecl *D) {
  if (const auto *VD = dyn_cast_or_null<VarDecl>(D))
    return VD->getCanonicalDecl();
  return D;
}

/// FD (canonical) and, for an instantiation of a function template or of a member of a class
/// template, its pattern (canonical): a call of the instantiation is a call of the function
/// the source shows. An instantiation shares the statements that do not depend on its
/// arguments with the pattern, so an analysis that climbs from such a statement finds the
/// pattern; its callers, and whether its address is taken, are those of every instantiation.
static llvm::SmallVector<const FunctionDecl *, 2> calleeAndPattern(const FunctionDecl *FD) {
  llvm::SmallVector<const FunctionDecl *, 2> Out{FD->getCanonicalDecl()};
  if (const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern())
    if (Pattern->getCanonicalDecl() != Out.front())
      Out.push_back(Pattern->getCanonicalDecl());
  return Out;
}

class ValueOrigins::Indexer : public RecursiveASTVisitor<Indexer> {
public:
  Indexer(ValueOrigins &VO) : VO(VO), Ctx(VO.Ctx) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitLambdaBody() const { return true; }

  bool TraverseDecl(Decl *D) {
    if (isSystemCode(D, Ctx.getSourceManager()))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (isa<ParmVarDecl>(VD) || !VD->getInit())
      return true;
    const Expr *Init = VD->getInit();
    VO.Writes[canonical(VD)].push_back({ValueOrigin::Kind::Init, Init, nullptr, 0, Init});
    // `T &r = x;` makes r an alias that can write x behind our back.
    if (VD->getType()->isReferenceType() && !VD->getType().getNonReferenceType().isConstQualified())
      if (const ValueDecl *D = storageOf(Init))
        VO.Escaped.insert(canonical(D));
    return true;
  }

  bool VisitCXXConstructorDecl(CXXConstructorDecl *Ctor) {
    for (const CXXCtorInitializer *I : Ctor->inits())
      if (I->isMemberInitializer() && I->isWritten())
        VO.Writes[I->getMember()].push_back(
            {ValueOrigin::Kind::Init, I->getInit(), nullptr, 0, I->getInit()});
    return true;
  }

  // `float *p = make();` in the class body: an initializer of every constructor that does
  // not set p itself.
  bool VisitFieldDecl(FieldDecl *FD) {
    if (const Expr *Init = FD->getInClassInitializer())
      VO.Writes[FD].push_back({ValueOrigin::Kind::Init, Init, nullptr, 0, Init});
    return true;
  }

  // `S s = {p, n};`, `s = {p, n};`, `S{p, n}`: an aggregate's braces write its fields.
  bool VisitInitListExpr(InitListExpr *IL) {
    const InitListExpr *Sem = IL->isSemanticForm() ? IL : IL->getSemanticForm();
    const RecordDecl *RD =
        Sem && !Sem->getType().isNull() ? Sem->getType()->getAsRecordDecl() : nullptr;
    if (!RD || RD->isUnion() || Sem->getType()->isDependentType())
      return true;
    unsigned I = 0;
    if (const auto *CXXRD = dyn_cast<CXXRecordDecl>(RD))
      I = CXXRD->getNumBases();
    for (const FieldDecl *F : RD->fields()) {
      if (F->isUnnamedBitField())
        continue;
      if (I >= Sem->getNumInits())
        break;
      const Expr *Init = Sem->getInit(I++); // null where the code is invalid
      if (Init && !isa<ImplicitValueInitExpr, CXXDefaultInitExpr>(Init))
        VO.Writes[F].push_back({ValueOrigin::Kind::Init, Init, nullptr, 0, Init});
    }
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->getOpcode() != BO_Assign)
      return true;
    recordAssignment(BO->getLHS(), BO->getRHS(), BO);
    return true;
  }

  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *Op) {
    if (Op->getOperator() == OO_Equal && Op->getNumArgs() == 2)
      recordAssignment(Op->getArg(0), Op->getArg(1), Op);
    return true;
  }

  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->getOpcode() != UO_AddrOf)
      return true;
    const ValueDecl *D = addressedStorage(UO->getSubExpr());
    // `&P[i]`, `&*P`: an element of what the tracked pointer P points to.
    const VarDecl *Into = D ? nullptr : pointerDereferenced(UO->getSubExpr());
    if (!D && !Into)
      return true;
    auto [Parent, Child] = useContext(VO, UO);
    if (Parent && (isa<CallExpr>(Parent) || isa<CXXConstructExpr>(Parent))) {
      auto Args = callArguments(cast<Expr>(Parent));
      for (unsigned I = 0; I < Args.size(); ++I)
        if (Args[I]->IgnoreParenCasts() == UO->IgnoreParenCasts()) {
          ValueOrigin W{ValueOrigin::Kind::OutArgument, nullptr, cast<Expr>(Parent), I, Parent};
          if (D)
            VO.Writes[canonical(D)].push_back(W);
          else
            VO.PointeeWritesMap[Into].push_back(W);
          return true;
        }
    }
    if (D)
      VO.Escaped.insert(canonical(D));
    else
      PointeeEscaped.insert(Into);
    return true;
  }

  bool VisitCallExpr(CallExpr *CE) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (FD) {
      for (const FunctionDecl *Callee : calleeAndPattern(FD))
        VO.Calls[Callee].push_back(CE);
      if (const auto *DRE = dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts()))
        ++CalledRefs[DRE];
    }
    recordArguments(CE, FD);
    // A non-const method called on x may change x (v.resize(n), p.reset(q)).
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE))
      if (const auto *MD = MC->getMethodDecl(); MD && !MD->isConst())
        if (const ValueDecl *D = storageOf(MC->getImplicitObjectArgument()))
          VO.Writes[canonical(D)].push_back(
              {ValueOrigin::Kind::OutArgument, nullptr, CE, ValueOrigin::ObjectArgument, CE});
    return true;
  }

  bool VisitCXXConstructExpr(CXXConstructExpr *CE) {
    for (const FunctionDecl *Callee : calleeAndPattern(CE->getConstructor()))
      VO.Calls[Callee].push_back(CE);
    recordArguments(CE, CE->getConstructor());
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (const auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl())) {
      for (const FunctionDecl *Referenced : calleeAndPattern(FD))
        FunctionRefs.push_back({Referenced, DRE});
      return true;
    }
    if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl()); isTrackedPointer(V))
      classifyPointerUse(V, DRE);
    return true;
  }

  bool VisitReturnStmt(ReturnStmt *RS) {
    if (const Expr *V = RS->getRetValue())
      if (const FunctionDecl *FD = VO.enclosingFunction(RS))
        VO.Returns[FD->getCanonicalDecl()].push_back(V);
    return true;
  }

  void finish() {
    for (auto &[FD, DRE] : FunctionRefs)
      if (!CalledRefs.count(DRE))
        VO.AddressTaken.insert(FD);
  }

private:
  /// The storage whose address `&E` is: a variable, a field, or an element of an array or
  /// container (element-insensitive). `&p[i]` for a pointer p is arithmetic, not p's address.
  const ValueDecl *addressedStorage(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    const Expr *Base = nullptr;
    if (isArrayOrContainerSubscript(E, Base))
      return addressedStorage(Base);
    if (isa<DeclRefExpr, MemberExpr>(E))
      return storageOf(E);
    return nullptr;
  }

  void recordAssignment(const Expr *LHS, const Expr *RHS, const Stmt *Site) {
    if (const VarDecl *P = pointerDereferenced(LHS)) {
      VO.PointeeWritesMap[P].push_back({ValueOrigin::Kind::Assign, RHS, nullptr, 0, Site});
      return;
    }
    const Expr *L = LHS->IgnoreParenImpCasts();
    const Expr *Base = nullptr;
    if (isa<DeclRefExpr, MemberExpr>(L) || isArrayOrContainerSubscript(L, Base))
      if (const ValueDecl *D = storageOf(L))
        VO.Writes[canonical(D)].push_back({ValueOrigin::Kind::Assign, RHS, nullptr, 0, Site});
  }

  void recordArguments(const Expr *Call, const FunctionDecl *FD) {
    auto Args = callArguments(Call);
    for (unsigned I = 0; I < Args.size(); ++I) {
      const Expr *A = Args[I];
      // A tracked pointer handed on (`P`, `P + i`): whatever the callee writes through it.
      if (const VarDecl *P = pointerHandedOn(A))
        VO.PointeeWritesMap[P].push_back(
            {ValueOrigin::Kind::OutArgument, nullptr, Call, I, Call});
      // x bound to a non-const reference parameter may be written by the callee.
      if (FD && I < FD->getNumParams() && isNonConstLValueRef(FD->getParamDecl(I)->getType())) {
        const Expr *Plain = A->IgnoreParenImpCasts();
        if (isa<DeclRefExpr, MemberExpr>(Plain))
          if (const ValueDecl *D = storageOf(Plain))
            VO.Writes[canonical(D)].push_back(
                {ValueOrigin::Kind::OutArgument, nullptr, Call, I, Call});
      }
    }
  }

  /// Marks P's pointee escaped when DRE, a use of P, lets it be written in a way the index
  /// does not follow (stored in another pointer, returned, captured).
  void classifyPointerUse(const VarDecl *P, const DeclRefExpr *DRE) {
    auto [Parent, Child] = useContext(VO, DRE);
    if (!Parent) {
      // The initializer of a declaration (`T *alias = P;`): another name for the pointee.
      auto Holders = VO.parents(*Child);
      if (!Holders.empty() && Holders[0].get<Decl>())
        PointeeEscaped.insert(P);
      return;
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(Parent); UO && UO->getOpcode() == UO_Deref)
      return;
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Parent); ASE && ASE->getBase() == Child)
      return;
    if (isa<CallExpr, CXXConstructExpr>(Parent))
      return; // recorded by recordArguments
    if (const auto *Sum = dyn_cast<BinaryOperator>(Parent); Sum && Sum->isAdditiveOp()) {
      auto [Above, Below] = useContext(VO, Sum);
      if (Above && isa<CallExpr, CXXConstructExpr>(Above))
        return; // `P + i` handed to a call: recorded by recordArguments
    }
    // A local owner of a heap array may be set (`P = new T[n]`: its own writes) and deleted.
    if (!isa<ParmVarDecl>(P)) {
      if (const auto *Set = dyn_cast<BinaryOperator>(Parent);
          Set && Set->getOpcode() == BO_Assign && Set->getLHS()->IgnoreParenImpCasts() == DRE)
        return;
      if (isa<CXXDeleteExpr>(Parent))
        return;
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(Parent); BO && BO->isEqualityOp())
      return;
    if (isa<IfStmt, WhileStmt>(Parent))
      return;
    if (const auto *UO = dyn_cast<UnaryOperator>(Parent); UO && UO->getOpcode() == UO_LNot)
      return;
    PointeeEscaped.insert(P);
  }

  ValueOrigins &VO;
  ASTContext &Ctx;
  std::vector<std::pair<const FunctionDecl *, const DeclRefExpr *>> FunctionRefs;
  llvm::DenseMap<const DeclRefExpr *, unsigned> CalledRefs;

public:
  llvm::DenseSet<const VarDecl *> PointeeEscaped;
};

/// Records the parent of every statement and declaration of the project's code, walking it as
/// the context's parent map does (template instantiations and implicit code included). A walk
/// of its own, before the Indexer's: the Indexer asks for the parents of nodes it has not
/// reached yet (the arguments of the call it visits).
class ValueOrigins::ParentIndexer : public RecursiveASTVisitor<ParentIndexer> {
  /// Deepest statement recorded: a few hundred bytes of stack per level, so well within the
  /// 8 MiB of a clang-tidy or clangd thread.
  static constexpr size_t MaxParentDepth = 1024;

public:
  explicit ParentIndexer(ValueOrigins &VO) : VO(VO) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  bool TraverseDecl(Decl *D) {
    if (!D || isSystemCode(D, VO.Ctx.getSourceManager()))
      return true;
    return within(D, [&] { return RecursiveASTVisitor::TraverseDecl(D); });
  }
  // Without the data-recursion queue, so that the walk's stack is the chain of parents. That
  // recursion is bounded: below MaxParentDepth (an expression nested thousands deep) no
  // parents are recorded, and the analyses that climb from there find no context: silent.
  bool TraverseStmt(Stmt *S) {
    if (!S || Stack.size() >= MaxParentDepth)
      return true;
    return within(S, [&] { return RecursiveASTVisitor::TraverseStmt(S); });
  }

private:
  template <typename T, typename Walk> bool within(T *Node, Walk Children) {
    if (!Stack.empty()) {
      auto &Of = VO.Parents[Node];
      if (!llvm::is_contained(Of, Stack.back()))
        Of.push_back(Stack.back());
    }
    Stack.push_back(DynTypedNode::create(*Node));
    bool Continue = Children();
    Stack.pop_back();
    return Continue;
  }

  ValueOrigins &VO;
  llvm::SmallVector<DynTypedNode, 32> Stack;
};

ValueOrigins::ValueOrigins(ASTContext &Ctx) : Ctx(Ctx) {
  std::vector<Decl *> Scope = Ctx.getTraversalScope();
  if (!(Scope.size() == 1 && isa<TranslationUnitDecl>(Scope.front())))
    LimitedScope.insert(Scope.begin(), Scope.end());
  ParentIndexer(*this).TraverseDecl(Ctx.getTranslationUnitDecl());
  Indexer I(*this);
  I.TraverseDecl(Ctx.getTranslationUnitDecl());
  I.finish();
  PointeeEscapedSet = std::move(I.PointeeEscaped);
}

/// The written declaration an instantiated function or class comes from, else D.
static const Decl *writtenDecl(const Decl *D) {
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    if (const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern())
      return Pattern;
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
    if (const CXXRecordDecl *Pattern = RD->getTemplateInstantiationPattern())
      return Pattern;
  return D;
}

DynTypedNodeList ValueOrigins::parents(const DynTypedNode &N) const {
  if (const void *Key = N.getMemoizationData()) {
    if (auto It = Parents.find(Key); It != Parents.end())
      return llvm::ArrayRef<DynTypedNode>(It->second);
    if (N.get<TranslationUnitDecl>())
      return llvm::ArrayRef<DynTypedNode>();
    // The CFG splits `cudaEvent_t start, stop;` into one synthetic DeclStmt per variable, which
    // the AST does not hold (asking clang would build its parent map of the whole unit, and
    // find nothing): each stands where the written statement holding its variable stands.
    if (const auto *DS = N.get<DeclStmt>(); DS && DS->isSingleDecl())
      if (auto It = Parents.find(DS->getSingleDecl()); It != Parents.end())
        for (const DynTypedNode &Written : It->second)
          if (const auto *Holder = Written.get<DeclStmt>(); Holder && Holder != DS)
            if (auto Up = Parents.find(Holder); Up != Parents.end())
              return llvm::ArrayRef<DynTypedNode>(Up->second);
  }
  return Ctx.getParents(N);
}

std::shared_ptr<const ValueOrigins> ValueOrigins::get(ASTContext &Ctx) {
  return sharedAnalysis<ValueOrigins>(Ctx);
}

bool ValueOrigins::inIndexedCode(const Decl *D) const {
  for (const Decl *Redecl : D->redecls())
    if (isSystemCode(Redecl, Ctx.getSourceManager()))
      return false;
  if (LimitedScope.empty())
    return true;
  auto InScope = [&](const Decl *X) {
    if (LimitedScope.count(X))
      return true;
    // The scope holds a template, not the function or class it describes.
    if (const auto *FD = dyn_cast<FunctionDecl>(X))
      return LimitedScope.count(FD->getDescribedFunctionTemplate()) != 0;
    if (const auto *RD = dyn_cast<CXXRecordDecl>(X))
      return LimitedScope.count(RD->getDescribedClassTemplate()) != 0;
    return false;
  };
  for (const Decl *Redecl : D->redecls()) {
    // Up the lexical nesting to a declaration of the scope, or out to the TU.
    const Decl *Cur = writtenDecl(Redecl);
    while (Cur && !InScope(Cur)) {
      const DeclContext *DC = Cur->getLexicalDeclContext();
      Cur = DC && !isa<TranslationUnitDecl>(DC) ? writtenDecl(Decl::castFromDeclContext(DC))
                                                : nullptr;
    }
    if (!Cur)
      return false;
  }
  return true;
}

llvm::SmallPtrSet<const FunctionDecl *, 4>
ValueOrigins::callerRoots(const FunctionDecl *FD) const {
  llvm::SmallPtrSet<const FunctionDecl *, 4> Roots;
  llvm::SmallPtrSet<const FunctionDecl *, 16> Seen;
  llvm::SmallVector<const FunctionDecl *, 16> Work;
  if (FD)
    Work.push_back(FD->getCanonicalDecl());
  // Bounded: a call graph too large to climb here counts every function met as a root.
  while (!Work.empty()) {
    const FunctionDecl *F = Work.pop_back_val();
    if (!Seen.insert(F).second)
      continue;
    llvm::SmallVector<const Expr *, 8> Calls;
    if (Seen.size() > 256 || !callSites(F, Calls) || Calls.empty() || F->isMain()) {
      Roots.insert(F);
      continue;
    }
    for (const Expr *Call : Calls)
      if (const FunctionDecl *Caller = enclosingFunction(Call))
        Work.push_back(Caller->getCanonicalDecl());
      else
        Roots.insert(F); // called from a global's initializer
  }
  return Roots;
}

llvm::SmallPtrSet<const FunctionDecl *, 4>
ValueOrigins::liveCallerRoots(const FunctionDecl *FD) const {
  llvm::SmallPtrSet<const FunctionDecl *, 4> Roots = callerRoots(FD);
  auto NeverRuns = [&](const FunctionDecl *F) {
    // A function template that nothing instantiates (a header's helper): only its
    // instantiations run, and there are none.
    if (const FunctionTemplateDecl *Template = F->getDescribedFunctionTemplate())
      return Template->specializations().empty();
    if (F->isMain() || F->isOverloadedOperator() || (!F->isInlined() && F->isExternallyVisible()))
      return false;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(F))
      if (MD->getParent()->isLambda() || MD->isVirtual() || isa<CXXDestructorDecl>(MD) ||
          isa<CXXConversionDecl>(MD))
        return false;
    // Members and bases are default-constructed by implicit code the index does not hold.
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(F); Ctor && Ctor->isDefaultConstructor())
      return false;
    llvm::SmallVector<const Expr *, 4> Calls;
    return callSites(F, Calls) && Calls.empty();
  };
  Roots.remove_if(NeverRuns);
  return Roots;
}

bool ValueOrigins::callSites(const FunctionDecl *FD,
                             llvm::SmallVectorImpl<const Expr *> &Out) const {
  if (!FD)
    return false;
  FD = FD->getCanonicalDecl();
  if (!inIndexedCode(FD))
    return false; // callable from code we did not index
  if (AddressTaken.count(FD))
    return false;
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD); MD && MD->isVirtual())
    return false;
  auto It = Calls.find(FD);
  if (It != Calls.end())
    Out.append(It->second.begin(), It->second.end());
  return true;
}

bool ValueOrigins::writesTo(const ValueDecl *D, llvm::SmallVectorImpl<ValueOrigin> &Out) const {
  if (!D || Escaped.count(canonical(D)) || !inIndexedCode(D))
    return false;
  if (auto It = Writes.find(canonical(D)); It != Writes.end())
    Out.append(It->second.begin(), It->second.end());
  if (const auto *P = dyn_cast<ParmVarDecl>(D)) {
    const auto *FD = dyn_cast<FunctionDecl>(P->getDeclContext());
    if (!FD || FD->isMain())
      return false;
    llvm::SmallVector<const Expr *, 8> Sites;
    if (!callSites(FD, Sites) || Sites.empty())
      return false; // called from elsewhere, or through a pointer: unknown arguments
    unsigned Index = P->getFunctionScopeIndex();
    for (const Expr *Call : Sites) {
      auto Args = callArguments(Call);
      if (Index >= Args.size())
        return false; // variadic or otherwise unmatched
      Out.push_back({ValueOrigin::Kind::CallArgument, Args[Index], Call, Index, Call});
    }
  }
  return true;
}

bool ValueOrigins::onlyCallersWrite(const ParmVarDecl *P) const {
  if (!P || Escaped.count(canonical(P)) || !inIndexedCode(P))
    return false;
  auto It = Writes.find(canonical(P));
  return It == Writes.end() || It->second.empty();
}

bool ValueOrigins::runsEachTime(const Stmt *S, const Stmt *Within) const {
  for (unsigned Depth = 0; S != Within; ++Depth) {
    DynTypedNodeList Up = parents(DynTypedNode::create(*S));
    const Stmt *Parent = Up.size() == 1 ? Up[0].get<Stmt>() : nullptr;
    if (!Parent || Depth > 64 || !alwaysRunsChild(Parent, S))
      return false;
    S = Parent;
  }
  return true;
}

bool ValueOrigins::pointeeWrites(const ParmVarDecl *P,
                                 llvm::SmallVectorImpl<ValueOrigin> &Out) const {
  if (!P || !inIndexedCode(P))
    return false;
  if (P->getType()->isReferenceType()) {
    if (Escaped.count(P))
      return false;
    if (auto It = Writes.find(P); It != Writes.end())
      Out.append(It->second.begin(), It->second.end());
    return true;
  }
  if (PointeeEscapedSet.count(P))
    return false;
  if (auto It = PointeeWritesMap.find(P); It != PointeeWritesMap.end())
    Out.append(It->second.begin(), It->second.end());
  return true;
}

/// The method of a non-const member call on a standard container that W records.
static const CXXMethodDecl *containerMethod(const ValueOrigin &W) {
  if (W.K != ValueOrigin::Kind::OutArgument || W.ArgIndex != ValueOrigin::ObjectArgument)
    return nullptr;
  const auto *Call = dyn_cast_or_null<CXXMemberCallExpr>(W.Call);
  const CXXMethodDecl *MD = Call ? Call->getMethodDecl() : nullptr;
  if (!MD || !MD->getIdentifier() ||
      containerKind(Call->getImplicitObjectArgument()->getType()) == ContainerKind::None)
    return nullptr;
  return MD;
}

bool ValueOrigins::onlySizesContainer(const ValueOrigin &W) {
  if (W.K == ValueOrigin::Kind::Init) {
    const Expr *V = W.Value ? W.Value->IgnoreImplicit() : nullptr;
    const auto *Ctor = dyn_cast_or_null<CXXConstructExpr>(V);
    if (!Ctor || containerKind(Ctor->getType()) == ContainerKind::None)
      return false;
    // vector(), vector(n), vector(n, alloc): no handle among the arguments.
    return llvm::all_of(Ctor->arguments(), [](const Expr *A) {
      return isa<CXXDefaultArgExpr>(A) || A->getType()->isIntegralOrEnumerationType();
    });
  }
  const CXXMethodDecl *MD = containerMethod(W);
  if (!MD)
    return false;
  llvm::StringRef Name = MD->getName();
  if (Name == "resize")
    return MD->getNumParams() == 1;
  return Name == "reserve" || Name == "clear" || Name == "pop_back" || Name == "erase" ||
         Name == "shrink_to_fit";
}

const Expr *ValueOrigins::appendedElement(const ValueOrigin &W) {
  const CXXMethodDecl *MD = containerMethod(W);
  if (!MD || (MD->getName() != "push_back" && MD->getName() != "emplace_back"))
    return nullptr;
  const auto *Call = cast<CXXMemberCallExpr>(W.Call);
  return Call->getNumArgs() == 1 ? Call->getArg(0) : nullptr;
}

bool ValueOrigins::heapArrayElementWrites(const VarDecl *P,
                                          llvm::SmallVectorImpl<ValueOrigin> &Out) const {
  if (!P || isa<ParmVarDecl>(P) || !isTrackedPointer(P) || PointeeEscapedSet.count(P))
    return false;
  llvm::SmallVector<ValueOrigin, 4> Own;
  if (!writesTo(P, Own) || Own.empty())
    return false;
  auto FreshHeapArray = [](const ValueOrigin &W) {
    if (W.K != ValueOrigin::Kind::Init && W.K != ValueOrigin::Kind::Assign)
      return false;
    const Expr *V = W.Value ? W.Value->IgnoreParenCasts() : nullptr;
    if (const auto *New = dyn_cast_or_null<CXXNewExpr>(V))
      return New->isArray();
    const auto *Call = dyn_cast_or_null<CallExpr>(V);
    return Call && !heapAllocatorName(Call->getDirectCallee()).empty();
  };
  if (!llvm::all_of(Own, FreshHeapArray))
    return false;
  if (auto It = PointeeWritesMap.find(P); It != PointeeWritesMap.end())
    for (const ValueOrigin &W : It->second) {
      const FunctionDecl *Callee = W.Call ? calledFunction(W.Call) : nullptr;
      if (W.K == ValueOrigin::Kind::OutArgument && Callee && isGlobalOrStd(Callee) &&
          Callee->getIdentifier() && Callee->getName() == "free")
        continue;
      Out.push_back(W);
    }
  return true;
}

llvm::SmallVector<const Expr *, 4> ValueOrigins::returnValues(const FunctionDecl *FD) const {
  llvm::SmallVector<const Expr *, 4> Out;
  if (!FD)
    return Out;
  if (auto It = Returns.find(FD->getCanonicalDecl()); It != Returns.end())
    Out.append(It->second.begin(), It->second.end());
  return Out;
}

const FunctionDecl *ValueOrigins::enclosingFunction(const Stmt *S) const {
  const FunctionDecl *Fn = nullptr;
  climb(S, [&](const DynTypedNode &N, const DynTypedNode &) {
    if (const auto *L = N.get<LambdaExpr>())
      Fn = L->getCallOperator();
    else
      Fn = N.get<FunctionDecl>();
    return Fn != nullptr;
  });
  return Fn;
}

llvm::SmallVector<const Stmt *, 4> ValueOrigins::enclosingLoops(const Stmt *S) const {
  llvm::SmallVector<const Stmt *, 4> Loops;
  climb(S, [&](const DynTypedNode &N, const DynTypedNode &) {
    if (N.get<FunctionDecl>() || N.get<LambdaExpr>())
      return true;
    if (const auto *P = N.get<Stmt>(); P && LoopWork::isLoop(P))
      Loops.push_back(P);
    return false;
  });
  return Loops;
}

llvm::SmallVector<const DeclRefExpr *, 8> ValueOrigins::references(const ValueDecl *D,
                                                                   const Stmt *Within) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const ValueDecl *D;
    llvm::SmallVector<const DeclRefExpr *, 8> Found;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      if (E->getDecl() == D)
        Found.push_back(E);
      return true;
    }
  } F;
  F.D = D;
  F.TraverseStmt(const_cast<Stmt *>(Within));
  return F.Found;
}

bool ValueOrigins::reachingWrites(const ValueDecl *D, const Expr *Use,
                                  llvm::SmallVectorImpl<ValueOrigin> &Out) const {
  llvm::SmallVector<ValueOrigin, 8> All;
  if (!writesTo(D, All))
    return false;
  const auto *VD = dyn_cast<VarDecl>(D);
  const FunctionDecl *UseFn = Use ? enclosingFunction(Use) : nullptr;
  if (!VD || !VD->hasLocalStorage() || !UseFn) {
    Out.append(All.begin(), All.end());
    return true;
  }
  const SourceManager &SM = Ctx.getSourceManager();
  auto Before = [&](SourceLocation A, SourceLocation B) {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A), SM.getExpansionLoc(B));
  };
  auto InFunction = [&](const ValueOrigin &W) {
    return W.K != ValueOrigin::Kind::CallArgument && W.Site && enclosingFunction(W.Site) == UseFn;
  };

  // The nearest write that runs, unconditionally, before Use in an enclosing block.
  const ValueOrigin *Killer = nullptr;
  const Stmt *Child = Use;
  for (const Stmt *P = parentStmt(*this, Use); P && !Killer; Child = P, P = parentStmt(*this, P)) {
    const auto *Block = dyn_cast<CompoundStmt>(P);
    if (!Block)
      continue;
    const Stmt *const *Pos = llvm::find(Block->body(), Child);
    for (auto It = std::make_reverse_iterator(Pos);
         It != std::make_reverse_iterator(Block->body_begin()) && !Killer; ++It) {
      for (const ValueOrigin &W : All) {
        if (!InFunction(W) || W.K == ValueOrigin::Kind::Init)
          continue;
        // Does statement *It always run W?
        const Stmt *C = W.Site;
        bool Always = true;
        while (C && C != *It) {
          const Stmt *Up = parentStmt(*this, C);
          if (!Up || !alwaysRunsChild(Up, C)) {
            Always = false;
            break;
          }
          C = Up;
        }
        if (Always && C == *It) {
          Killer = &W;
          break;
        }
      }
    }
  }

  auto UseLoops = enclosingLoops(Use);
  for (const ValueOrigin &W : All) {
    if (W.K == ValueOrigin::Kind::CallArgument) {
      if (!Killer)
        Out.push_back(W);
      continue;
    }
    if (!InFunction(W) && W.K != ValueOrigin::Kind::Init) {
      Out.push_back(W); // written in a lambda or another function: may run at any time
      continue;
    }
    SourceLocation WLoc = W.getLocation();
    if (Killer && &W != Killer && Before(WLoc, Killer->getLocation()))
      continue;
    if (Before(Use->getBeginLoc(), WLoc)) {
      auto WLoops = enclosingLoops(W.Site);
      bool SharedLoop =
          llvm::any_of(UseLoops, [&](const Stmt *L) { return llvm::is_contained(WLoops, L); });
      if (!SharedLoop)
        continue;
    }
    Out.push_back(W);
  }
  return true;
}

} // namespace clang::tidy::cuda

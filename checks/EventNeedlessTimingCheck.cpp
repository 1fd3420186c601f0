//===--- EventNeedlessTimingCheck.cpp - cuda-event-needless-timing ------------------------===//
#include "EventNeedlessTimingCheck.h"
#include "analysis/CaptureRegion.h"
#include "analysis/CudaApi.h"
#include "analysis/DiagnosticLocation.h"
#include "analysis/LoopWork.h"
#include "analysis/SharedAnalysis.h"
#include "analysis/SourceText.h"
#include "analysis/ValueOrigins.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang::ast_matchers;

namespace clang::tidy::cuda {

namespace {

/// cudaEvent_t and CUevent, through typedefs or not (`struct CUevent_st *`).
bool isEvent(QualType T) {
  if (T.isNull())
    return false;
  if (isEventType(T))
    return true;
  QualType P = T.getCanonicalType()->getPointeeType();
  const auto *RD = P.isNull() ? nullptr : P->getAsRecordDecl();
  return RD && RD->getIdentifier() && RD->getName() == "CUevent_st";
}

/// True for events, arrays of them and class templates over them (std::vector<cudaEvent_t>).
bool holdsEvents(QualType T) {
  T = T.getNonReferenceType();
  if (isEvent(T))
    return true;
  if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    return holdsEvents(AT->getElementType());
  if (const auto *TS = dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl()))
    for (const TemplateArgument &A : TS->getTemplateArgs().asArray())
      if (A.getKind() == TemplateArgument::Type && isEvent(A.getAsType()))
        return true;
  return false;
}

/// The variable or field `&e`, `&evs[i]`, `&this->ev_` names, and whether it holds several
/// events (an array or a container).
std::pair<const ValueDecl *, bool> createdStorage(const Expr *Arg) {
  const auto *UO = dyn_cast<UnaryOperator>(Arg->IgnoreParenImpCasts());
  if (!UO || UO->getOpcode() != UO_AddrOf)
    return {nullptr, false};
  const Expr *E = UO->getSubExpr()->IgnoreParenImpCasts();
  bool Many = false;
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
    E = ASE->getBase()->IgnoreParenImpCasts();
    Many = true;
  } else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
             OC && OC->getOperator() == OO_Subscript && OC->getNumArgs() == 2) {
    E = OC->getArg(0)->IgnoreParenImpCasts();
    Many = true;
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl()); V && !isa<ParmVarDecl>(V))
      return {V, Many};
  if (const auto *ME = dyn_cast<MemberExpr>(E);
      ME && isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()) &&
      isa<FieldDecl>(ME->getMemberDecl()))
    return {ME->getMemberDecl(), Many};
  return {nullptr, false};
}

/// True when no other translation unit can reach D: a local, a static local, a global with
/// internal linkage, or a field of a class defined in the main file whose methods are all
/// defined here.
bool allUsesHere(const ValueDecl *D, const SourceManager &SM) {
  if (const auto *V = dyn_cast<VarDecl>(D))
    return V->hasLocalStorage() || V->isStaticLocal() || !V->isExternallyVisible();
  const auto *F = dyn_cast<FieldDecl>(D);
  const auto *RD = F ? dyn_cast<CXXRecordDecl>(F->getParent()) : nullptr;
  if (!RD || !SM.isInMainFile(SM.getExpansionLoc(RD->getLocation())))
    return false;
  return llvm::all_of(RD->methods(), [](const CXXMethodDecl *M) {
    return M->isDefaulted() || M->isDeleted() || M->isPureVirtual() || M->hasBody() ||
           M->isImplicit();
  });
}

/// Every reference to storage that holds events, in the analysed code.
class ReferenceIndex : public RecursiveASTVisitor<ReferenceIndex> {
public:
  explicit ReferenceIndex(const SourceManager &SM) : SM(SM) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  /// System headers cannot name the program's events: skipping them is most of the walk.
  bool TraverseDecl(Decl *D) {
    return isSystemCode(D, SM) || RecursiveASTVisitor::TraverseDecl(D);
  }
  llvm::DenseMap<const ValueDecl *, std::vector<const Expr *>> Refs;
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl()); V && holdsEvents(V->getType()))
      Refs[V->getCanonicalDecl()].push_back(E);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (const auto *F = dyn_cast<FieldDecl>(E->getMemberDecl()); F && holdsEvents(F->getType()))
      Refs[F->getCanonicalDecl()].push_back(E);
    return true;
  }
  /// cudaStreamBeginCapture and its kin.
  std::vector<const CallExpr *> CaptureBegins;
  bool VisitCallExpr(CallExpr *E) {
    if (const CudaApiInfo *I = lookupCudaApi(E); I && I->Family == ApiFamily::CaptureBegin)
      CaptureBegins.push_back(E);
    return true;
  }
private:
  const SourceManager &SM;
};

/// What the program does with an event, from all its references.
struct EventUses {
  bool Unknown = false;
  bool Timed = false;
  const Expr *Wait = nullptr; // the first wait, query or cross-stream dependency
  std::vector<const CallExpr *> Records;
};

class UseClassifier {
public:
  UseClassifier(const ValueOrigins &VO, const ReferenceIndex &Index, const SourceManager &SM)
      : VO(VO), Index(Index), SM(SM) {}

  EventUses of(const ValueDecl *D, bool Many) {
    U = EventUses();
    Visited.clear();
    storage(D, Many, 0);
    return U;
  }

private:
  void storage(const ValueDecl *D, bool Many, unsigned Depth) {
    if (!Visited.insert(cast<ValueDecl>(D->getCanonicalDecl())).second)
      return;
    if (Depth > 8) {
      U.Unknown = true;
      return;
    }
    auto It = Index.Refs.find(cast<ValueDecl>(D->getCanonicalDecl()));
    if (It == Index.Refs.end())
      return;
    for (const Expr *Ref : It->second) {
      if (U.Unknown)
        return;
      use(Ref, Many, Depth);
    }
  }

  /// A copy of the event (or of the container) into a local variable or parameter.
  void alias(const VarDecl *V, unsigned Depth) {
    if (!V || !V->isLocalVarDeclOrParm() || V->isStaticLocal()) {
      U.Unknown = true;
      return;
    }
    QualType T = V->getType().getNonReferenceType();
    storage(V, !isEvent(T), Depth + 1);
  }

  static bool harmlessMethod(const CXXMethodDecl *M) {
    return M && M->getIdentifier() &&
           llvm::is_contained({"size", "empty", "capacity", "reserve"}, M->getName());
  }

  void use(const Expr *Ref, bool Many, unsigned Depth) {
    const Expr *E = Ref;
    bool Element = !Many, Address = false;
    for (unsigned Step = 0; Step < 16; ++Step) {
      DynTypedNodeList Parents = VO.parents(*E);
      if (Parents.size() != 1) {
        U.Unknown = true;
        return;
      }
      if (const auto *VD = Parents[0].get<VarDecl>()) {
        if (VD->isImplicit()) // `for (auto e : evs)`: the range variable
          return rangeFor(VD, Depth);
        if (Address || (!Element && !VD->getType()->isReferenceType()))
          U.Unknown = true;
        else
          alias(VD, Depth);
        return;
      }
      const auto *P = Parents[0].get<Stmt>();
      if (!P) {
        U.Unknown = true;
        return;
      }
      if (isa<ParenExpr, ImplicitCastExpr>(P)) {
        E = cast<Expr>(P);
        continue;
      }
      if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(P);
          ASE && !Element && ASE->getBase() == E) {
        Element = true;
        E = ASE;
        continue;
      }
      if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(P);
          OC && !Element && OC->getOperator() == OO_Subscript && OC->getArg(0) == E) {
        Element = true;
        E = OC;
        continue;
      }
      if (const auto *ME = dyn_cast<MemberExpr>(P); ME && !Element && ME->getBase() == E) {
        if (!harmlessMethod(dyn_cast<CXXMethodDecl>(ME->getMemberDecl())))
          U.Unknown = true;
        return;
      }
      if (const auto *UO = dyn_cast<UnaryOperator>(P)) {
        if (UO->getOpcode() == UO_AddrOf && !Address) {
          Address = true;
          E = UO;
          continue;
        }
        if (UO->getOpcode() != UO_LNot)
          U.Unknown = true;
        return;
      }
      if (const auto *C = dyn_cast<CallExpr>(P))
        return call(C, E, Element, Address, Depth);
      if (const auto *BO = dyn_cast<BinaryOperator>(P)) {
        if (BO->isEqualityOp() && !Address)
          return;
        if (BO->getOpcode() == BO_Assign && BO->getLHS() == E && Element && !Address &&
            BO->getRHS()->isNullPointerConstant(VO.getASTContext(),
                                                Expr::NPC_ValueDependentIsNotNull))
          return; // `e = nullptr` after destroying it
        if (BO->getOpcode() == BO_Assign && BO->getRHS() == E && Element && !Address)
          if (const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
            return alias(dyn_cast<VarDecl>(DRE->getDecl()), Depth);
        U.Unknown = true;
        return;
      }
      if (isa<IfStmt, WhileStmt, ConditionalOperator>(P) && Element && !Address)
        return; // tested for null
      U.Unknown = true; // returned, stored, captured in an initializer list, ...
      return;
    }
    U.Unknown = true;
  }

  void rangeFor(const VarDecl *Range, unsigned Depth) {
    DynTypedNodeList DS = VO.parents(*Range);
    const auto *Decl = DS.size() == 1 ? DS[0].get<DeclStmt>() : nullptr;
    DynTypedNodeList Up = Decl ? VO.parents(*Decl) : DynTypedNodeList(DynTypedNode());
    const auto *For = Decl && Up.size() == 1 ? Up[0].get<CXXForRangeStmt>() : nullptr;
    if (!For || For->getRangeStmt() != Decl) {
      U.Unknown = true;
      return;
    }
    alias(For->getLoopVariable(), Depth);
  }

  void call(const CallExpr *C, const Expr *Arg, bool Element, bool Address, unsigned Depth) {
    unsigned Index = C->getNumArgs();
    for (unsigned I = 0; I < C->getNumArgs(); ++I)
      if (C->getArg(I) == Arg)
        Index = I;
    if (!Element || Index == C->getNumArgs() || isa<CUDAKernelCallExpr>(C)) {
      U.Unknown = true;
      return;
    }
    if (const CudaApiInfo *Api = lookupCudaApi(C)) {
      StringRef N = Api->Name;
      bool Wait = false, Ok = false;
      switch (Api->Family) {
      case ApiFamily::EventCreate:
        Ok = Address && static_cast<int>(Index) == Api->DstArg;
        break;
      case ApiFamily::EventRecord:
        Ok = !Address && Index == 0;
        if (Ok)
          U.Records.push_back(C);
        break;
      case ApiFamily::StreamWait:
        Wait = !Address && Index == 1;
        break;
      case ApiFamily::StreamSync:
      case ApiFamily::Other:
        Wait = !Address && Index == 0 &&
               (N.contains("EventSynchronize") || N.contains("EventQuery"));
        Ok = !Address && Index == 0 && N.contains("EventDestroy");
        break;
      case ApiFamily::EventTiming:
        U.Timed = true;
        return;
      default:
        break;
      }
      if (Wait && !U.Wait)
        U.Wait = C;
      if (!Wait && !Ok)
        U.Unknown = true;
      return;
    }
    // A function of the project: its parameter's uses are the event's.
    const FunctionDecl *FD = C->getDirectCallee();
    const FunctionDecl *Def = FD ? FD->getDefinition() : nullptr;
    if (Address || !Def || !Def->hasBody() || SM.isInSystemHeader(Def->getLocation()) ||
        Index >= Def->getNumParams() || isa<CXXOperatorCallExpr>(C)) {
      U.Unknown = true;
      return;
    }
    alias(Def->getParamDecl(Index), Depth);
  }

  const ValueOrigins &VO;
  const ReferenceIndex &Index;
  const SourceManager &SM;
  EventUses U;
  llvm::SmallPtrSet<const ValueDecl *, 8> Visited;
};

/// The edit that creates the event without timing; none where the call is written inside a
/// macro's body.
std::vector<FixItHint> addDisableTiming(const CallExpr *Call, const Expr *Flags, bool Driver,
                                        const ASTContext &C) {
  const SourceManager &SM = C.getSourceManager();
  const LangOptions &LO = C.getLangOpts();
  StringRef Flag = Driver ? "CU_EVENT_DISABLE_TIMING" : "cudaEventDisableTiming";
  CharSourceRange Whole =
      Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Call->getSourceRange()), SM, LO);
  const auto *Callee = dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts());
  if (!Whole.isValid() || !Callee)
    return {};
  if (!Flags) { // cudaEventCreate(&e)
    CharSourceRange Name = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(Callee->getNameInfo().getLoc()), SM, LO);
    if (Driver || !Name.isValid())
      return {};
    return {FixItHint::CreateReplacement(Name, "cudaEventCreateWithFlags"),
            FixItHint::CreateInsertion(SM.getFileLoc(Call->getRParenLoc()), (", " + Flag).str())};
  }
  if (isa<CXXDefaultArgExpr>(Flags))
    return {};
  CharSourceRange Range =
      Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Flags->getSourceRange()), SM, LO);
  if (!Range.isValid())
    return {};
  if (constantValue(Flags, C) == 0u)
    return {FixItHint::CreateReplacement(Range, Flag)};
  const Expr *F = Flags->IgnoreImpCasts();
  const auto *Or = dyn_cast<BinaryOperator>(F);
  if (isa<DeclRefExpr, IntegerLiteral, ParenExpr>(F) || (Or && Or->getOpcode() == BO_Or))
    return {FixItHint::CreateInsertion(Range.getEnd(), (" | " + Flag).str())};
  return {FixItHint::CreateInsertion(Range.getBegin(), "("),
          FixItHint::CreateInsertion(Range.getEnd(), (") | " + Flag).str())};
}

} // namespace

void EventNeedlessTimingCheck::registerMatchers(MatchFinder *Finder) {
  Finder->addMatcher(callExpr(callee(functionDecl(hasAnyName("::cudaEventCreate",
                                                             "::cudaEventCreateWithFlags",
                                                             "::cuEventCreate"))),
                              unless(isExpansionInSystemHeader()))
                         .bind("create"),
                     this);
}

void EventNeedlessTimingCheck::check(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("create");
  if (!Call || Call->containsErrors() || Call->getNumArgs() == 0 || !lookupCudaApi(Call))
    return;
  Ctx = Result.Context;
  Creations.push_back(Call);
}

void EventNeedlessTimingCheck::onEndOfTranslationUnit() {
  std::vector<const CallExpr *> Calls;
  Calls.swap(Creations);
  if (Calls.empty() || !Ctx)
    return;
  ASTContext &C = *Ctx;
  const SourceManager &SM = C.getSourceManager();
  std::shared_ptr<const ValueOrigins> VO = ValueOrigins::get(C);
  ReferenceIndex Index(SM);
  for (Decl *D : C.getTraversalScope())
    Index.TraverseDecl(D);
  UseClassifier Classify(*VO, Index, SM);
  // Records inside a stream capture become event nodes of a graph: no timestamp is taken.
  llvm::SmallPtrSet<const CallExpr *, 16> Captured;
  CaptureRegionFinder Regions(*VO);
  for (const CallExpr *Begin : Index.CaptureBegins)
    if (std::optional<CaptureRegion> R = Regions.regionOf(Begin))
      for (const CapturedCall &CC : R->Calls)
        Captured.insert(CC.Call);
  LoopWork Work(*VO, {});

  for (const CallExpr *Call : Calls) {
    const CudaApiInfo &Api = *lookupCudaApi(Call);
    // Timing is on unless the flags say otherwise; flags we cannot read: silent.
    const Expr *Flags = nullptr;
    if (Api.FlagsArg >= 0 && static_cast<unsigned>(Api.FlagsArg) < Call->getNumArgs())
      Flags = Call->getArg(Api.FlagsArg);
    if (Flags) {
      std::optional<uint64_t> Value = constantValue(Flags, C);
      if (!Value || (*Value & EventDisableTimingFlag))
        continue;
    }
    auto [Storage, Many] = createdStorage(Call->getArg(0));
    if (!Storage || !allUsesHere(Storage, SM))
      continue;
    EventUses Uses = Classify.of(Storage, Many);
    if (Uses.Unknown || Uses.Timed || !Uses.Wait)
      continue;
    // Only a record that repeats (a loop around it or around a call that reaches it) pays
    // the timestamp often enough to matter; records in a capture region pay none.
    const CallExpr *Record = nullptr;
    const Stmt *Loop = nullptr;
    const Expr *Via = nullptr;
    for (const CallExpr *R : Uses.Records)
      if (!Captured.count(R) && (Loop = Work.repeatingWorkLoop(R, Via))) {
        Record = R;
        break;
      }
    if (!Record)
      continue;

    bool Driver = Api.DriverApi;
    StringRef Flag = Driver ? "CU_EVENT_DISABLE_TIMING" : "cudaEventDisableTiming";
    const Expr *Target =
        cast<UnaryOperator>(Call->getArg(0)->IgnoreParenImpCasts())->getSubExpr();
    SourceLocation Loc = reportLocation(Call, C);
    diag(Loc, "event '%0' is created with timing enabled but never timed: it only orders or "
              "waits for work, yet it is recorded again and again in a loop, and every record "
              "also takes a timestamp, which costs host and GPU time; create it with %1")
        << writtenText(Target, C) << Flag << addDisableTiming(Call, Flags, Driver, C);
    diag(reportLocation(Record, C), "recorded here", DiagnosticIDs::Note);
    if (Via)
      diag(reportLocation(Via, C), "through this call", DiagnosticIDs::Note);
    diag(reportLocation(Loop->getBeginLoc(), SM), "in this loop", DiagnosticIDs::Note);
    diag(reportLocation(Uses.Wait, C), "the event is waited for here", DiagnosticIDs::Note);
    for (const std::string &Cost : Probe.notesFor(SM, Loc, ProbeConfig()))
      diag(Loc, "%0", DiagnosticIDs::Note) << Cost;
  }
}

} // namespace clang::tidy::cuda

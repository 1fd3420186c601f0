//===--- StreamClassification.cpp - which stream a piece of work runs on ------------------===//
#include "StreamClassification.h"
#include "SharedAnalysis.h"
#include "SourceText.h"
#include "StmtWalk.h"
#include "SyncOrder.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace clang::tidy::cuda {
namespace {

constexpr unsigned MaxDepth = 8;

/// The one value both origins agree on, or Unknown.
StreamValue merge(StreamValue A, const StreamValue &B) {
  if (A.Kind != B.Kind || A.Kind == StreamKind::Unknown)
    return StreamValue{};
  if (A.Kind == StreamKind::Created)
    for (const CallExpr *C : B.Creations)
      if (!llvm::is_contained(A.Creations, C))
        A.Creations.push_back(C);
  return A;
}

bool endsWithPerThreadSuffix(StringRef Name) {
  return Name.ends_with("_ptsz") || Name.ends_with("_ptds");
}

const Expr *earlier(const SourceManager &SM, const Expr *A, const Expr *B) {
  if (!A)
    return B;
  if (!B)
    return A;
  return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(B->getBeginLoc()),
                                      SM.getExpansionLoc(A->getBeginLoc()))
             ? B
             : A;
}

class Classifier {
public:
  Classifier(const ValueOrigins &VO, bool AssumeCallersComplete)
      : VO(VO), Ctx(VO.getASTContext()), AssumeCallersComplete(AssumeCallersComplete) {}

  StreamValue value(const Expr *E, unsigned Depth) {
    StreamValue Unknown;
    if (!E || Depth > MaxDepth)
      return Unknown;
    if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(E))
      E = Default->getExpr();
    if (E->containsErrors() || E->isValueDependent() || E->isTypeDependent())
      return Unknown;
    const Expr *Written = E;
    E = E->IgnoreParenImpCasts();
    // `cudaStream_t s{}`, `cudaStream_t()`: value-initialized, the null handle.
    if (const auto *List = dyn_cast<InitListExpr>(E)) {
      if (List->getNumInits() == 1)
        return value(List->getInit(0), Depth + 1);
      if (List->getNumInits() == 0 && E->getType()->isPointerType())
        return handle(StreamKind::Null, Written);
      return Unknown;
    }
    if ((isa<ImplicitValueInitExpr>(E) || isa<CXXScalarValueInitExpr>(E)) &&
        E->getType()->isPointerType())
      return handle(StreamKind::Null, Written);

    // (cudaStream_t)0x1 is how cudaStreamLegacy is spelled; (cudaStream_t)0 is the null handle.
    while (const auto *Cast = dyn_cast<ExplicitCastExpr>(E)) {
      if (!Cast->getType()->isPointerType())
        return Unknown;
      const Expr *Sub = Cast->getSubExpr()->IgnoreParenImpCasts();
      if (Sub->getType()->isIntegralOrEnumerationType()) {
        Expr::EvalResult R;
        if (!Sub->EvaluateAsInt(R, Ctx))
          return Unknown;
        uint64_t V = R.Val.getInt().getZExtValue();
        if (V == 0)
          return handle(StreamKind::Null, Written);
        if (V == LegacyStreamHandle)
          return handle(StreamKind::Legacy, Written);
        if (V == PerThreadStreamHandle)
          return handle(StreamKind::PerThread, Written);
        return Unknown;
      }
      if (!Sub->getType()->isPointerType())
        return Unknown;
      E = Sub;
    }
    if (E->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull))
      return handle(StreamKind::Null, Written);

    if (const auto *Cond = dyn_cast<AbstractConditionalOperator>(E))
      return merge(value(Cond->getTrueExpr(), Depth + 1), value(Cond->getFalseExpr(), Depth + 1));

    // `v[i]` of a standard container: an element of v, not what a library operator returns.
    if (const auto *Call = dyn_cast<CallExpr>(E); Call && !ValueOrigins::isStdContainerElement(E))
      return returnedValue(Call, Depth);

    // A variable, or an element of a heap array a local pointer owns: what its elements are given.
    bool HeapElement = false;
    const ValueDecl *D = ValueOrigins::storageOrPointer(E, &HeapElement);
    llvm::SmallVector<ValueOrigin, 8> Writes;
    bool Known = HeapElement ? VO.heapArrayElementWrites(cast<VarDecl>(D), Writes)
                             : VO.writesTo(D, Writes);
    if (!D || !Known || Writes.empty())
      return Unknown;
    if (!Visiting.insert(D).second)
      return Unknown;
    StreamValue R = storedValue(D, Writes, Depth);
    Visiting.erase(D);
    return R;
  }

private:
  static StreamValue handle(StreamKind K, const Expr *Spelling) {
    StreamValue V;
    V.Kind = K;
    V.Spelling = Spelling;
    return V;
  }

  /// Writes, every write to D (or to its elements), merged. A default handle stored in D
  /// counts only when no other translation unit can write D.
  StreamValue storedValue(const ValueDecl *D, llvm::ArrayRef<ValueOrigin> Writes,
                          unsigned Depth) {
    llvm::SmallVector<StreamValue, 8> Values;
    for (const ValueOrigin &W : Writes) {
      // A container of streams: its sizing stores none; push_back(s) stores s.
      if (ValueOrigins::onlySizesContainer(W))
        continue;
      // Handed to a function of the project that never writes through that reference or
      // pointer (`static void cells(cudaStream_t &stream, ...)` that only launches on it).
      if (W.K == ValueOrigin::Kind::OutArgument && writesNothingThrough(W.Call, W.ArgIndex))
        continue;
      if (const Expr *Appended = ValueOrigins::appendedElement(W))
        Values.push_back(value(Appended, Depth + 1));
      else
        Values.push_back(W.K == ValueOrigin::Kind::OutArgument
                             ? outArgument(W.Call, W.ArgIndex, Depth + 1)
                             : value(W.Value, Depth + 1));
    }
    if (Values.empty())
      return StreamValue{};
    // A member that holds a created stream or nothing: the null handle of its initializer
    // (`cudaStream_t mStream{}`) or of a reset is "no stream yet", not work on the default
    // stream (a RAII wrapper creates it in its constructor; held-out round 5, TensorRT's
    // TrtCudaStream).
    bool Creates = llvm::any_of(Values, [](const StreamValue &V) {
      return V.Kind == StreamKind::Created;
    });
    std::optional<StreamValue> R;
    for (const StreamValue &V : Values) {
      if (Creates && isa<FieldDecl>(D) && V.Kind == StreamKind::Null)
        continue;
      R = R ? merge(std::move(*R), V) : V;
      if (R->Kind == StreamKind::Unknown)
        return StreamValue{};
    }
    if (R->isDefaultHandle() && !isClosed(D))
      return StreamValue{};
    R->Variable = D;
    return *R;
  }

  /// True when Call's callee is a function of the project, defined here, whose parameter
  /// Index is a reference that is never written through, nor handed on where it may be. (A
  /// pointer parameter is not taken so: an array of streams handed on stays unknown.)
  bool writesNothingThrough(const Expr *Call, unsigned Index) const {
    const FunctionDecl *FD =
        Call && Index != ValueOrigin::ObjectArgument ? calledFunction(Call) : nullptr;
    const FunctionDecl *Def = FD ? FD->getDefinition() : nullptr;
    if (!Def || !Def->getBody() || lookupCudaApi(FD) || Index >= Def->getNumParams() ||
        !Def->getParamDecl(Index)->getType()->isReferenceType())
      return false;
    llvm::SmallVector<ValueOrigin, 2> Writes;
    return VO.pointeeWrites(Def->getParamDecl(Index), Writes) && Writes.empty();
  }

  /// The stream written through argument Index of Call (cudaStreamCreate(&s), or a
  /// function of the project that creates it through its pointer parameter).
  StreamValue outArgument(const Expr *Call, unsigned Index, unsigned Depth) {
    StreamValue Unknown;
    if (Depth > MaxDepth || Index == ValueOrigin::ObjectArgument)
      return Unknown;
    const FunctionDecl *FD = calledFunction(Call);
    if (!FD)
      return Unknown;
    if (const CudaApiInfo *Api = lookupCudaApi(FD)) {
      if (Api->Family != ApiFamily::StreamCreate || Api->DstArg != static_cast<int>(Index))
        return Unknown;
      StreamValue V;
      V.Kind = StreamKind::Created;
      V.Creations.push_back(cast<CallExpr>(Call));
      return V;
    }
    const FunctionDecl *Def = FD->getDefinition();
    if (!Def || Index >= Def->getNumParams())
      return Unknown;
    llvm::SmallVector<ValueOrigin, 8> Writes;
    if (!VO.pointeeWrites(Def->getParamDecl(Index), Writes) || Writes.empty())
      return Unknown;
    std::optional<StreamValue> R;
    for (const ValueOrigin &W : Writes) {
      StreamValue V;
      if (W.K == ValueOrigin::Kind::OutArgument)
        V = outArgument(W.Call, W.ArgIndex, Depth + 1);
      else if (W.K == ValueOrigin::Kind::Assign || W.K == ValueOrigin::Kind::Init)
        V = value(W.Value, Depth + 1);
      R = R ? merge(std::move(*R), V) : V;
      if (R->Kind == StreamKind::Unknown)
        return Unknown;
    }
    return R && !R->isDefaultHandle() ? *R : Unknown;
  }

  /// The value a function of the project returns.
  StreamValue returnedValue(const CallExpr *Call, unsigned Depth) {
    const FunctionDecl *FD = Call->getDirectCallee();
    const FunctionDecl *Def = FD ? FD->getDefinition() : nullptr;
    if (!Def || lookupCudaApi(FD))
      return StreamValue{};
    auto Returns = VO.returnValues(Def);
    std::optional<StreamValue> R;
    for (const Expr *Ret : Returns) {
      StreamValue V = value(Ret, Depth + 1);
      R = R ? merge(std::move(*R), V) : V;
      if (R->Kind == StreamKind::Unknown)
        break;
    }
    if (!R)
      return StreamValue{};
    R->Variable = nullptr;
    return *R;
  }

  /// True when every write to D is in this translation unit.
  bool isClosed(const ValueDecl *D) const {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD)
      return false; // a field: other translation units may define member functions
    if (const auto *P = dyn_cast<ParmVarDecl>(VD)) {
      const auto *FD = dyn_cast<FunctionDecl>(P->getDeclContext());
      if (!FD)
        return false;
      if (const auto *MD = dyn_cast<CXXMethodDecl>(FD); MD && MD->getParent()->isLambda())
        return false; // a lambda may be handed to code we cannot see
      return AssumeCallersComplete || !FD->isExternallyVisible();
    }
    return VD->hasLocalStorage() || VD->isStaticLocal() || !VD->isExternallyVisible();
  }

  const ValueOrigins &VO;
  ASTContext &Ctx;
  bool AssumeCallersComplete;
  llvm::SmallPtrSet<const ValueDecl *, 8> Visiting;
};

/// The statement of Block that holds S, or nullptr when S is not inside Block.
const Stmt *statementIn(const ValueOrigins &VO, const CompoundStmt *Block, const Stmt *S) {
  const Stmt *Holder = nullptr;
  VO.climb(S, [&](const DynTypedNode &N, const DynTypedNode &Child) {
    if (N.get<Stmt>() != Block)
      return false;
    Holder = Child.get<Stmt>();
    return true;
  });
  return Holder;
}

/// The nearest block around S, and the statement of it that holds S.
std::pair<const CompoundStmt *, const Stmt *> enclosingBlock(const ValueOrigins &VO,
                                                             const Stmt *S) {
  std::pair<const CompoundStmt *, const Stmt *> Found{nullptr, nullptr};
  VO.climb(S, [&](const DynTypedNode &N, const DynTypedNode &Child) {
    if (const auto *Block = N.get<CompoundStmt>())
      Found = {Block, Child.get<Stmt>()};
    return Found.first != nullptr;
  });
  return Found;
}

/// The variable of the stream Create makes when that stream is only ever captured: a local
/// whose uses, in one block, are one cudaStreamBeginCapture, work handed to it after that,
/// one cudaStreamEndCapture, and its destruction; else nullptr. Such a stream runs nothing:
/// the captured graph runs on the stream given to cudaGraphLaunch.
const VarDecl *onlyCapturedStream(const ValueOrigins &VO, const CallExpr *Create) {
  if (Create->getNumArgs() == 0)
    return nullptr;
  const auto *Addr = dyn_cast<UnaryOperator>(Create->getArg(0)->IgnoreParenImpCasts());
  const auto *Ref = Addr && Addr->getOpcode() == UO_AddrOf
                        ? dyn_cast<DeclRefExpr>(Addr->getSubExpr()->IgnoreParenImpCasts())
                        : nullptr;
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  llvm::SmallVector<ValueOrigin, 2> Writes;
  if (!V || !V->isLocalVarDecl() || V->isStaticLocal() || V->getType()->isReferenceType() ||
      !VO.writesTo(V, Writes))
    return nullptr;
  const FunctionDecl *Fn = VO.enclosingFunction(Create);
  if (!Fn || !Fn->getBody())
    return nullptr;

  llvm::SmallVector<const DeclRefExpr *, 8> Uses = ValueOrigins::references(V, Fn->getBody());

  // The call a use is the first argument of, when it is an API call of one of these families.
  auto ControlCall = [&](const DeclRefExpr *Use, ApiFamily Family) -> const CallExpr * {
    auto Parents = VO.parents(*Use);
    while (!Parents.empty() && Parents[0].get<ImplicitCastExpr>())
      Parents = VO.parents(Parents[0]);
    const auto *Call = Parents.empty() ? nullptr : Parents[0].get<CallExpr>();
    const CudaApiInfo *Api = Call ? lookupCudaApi(Call) : nullptr;
    return Api && Api->Family == Family && Call->getNumArgs() > 0 &&
                   Call->getArg(0)->IgnoreParenImpCasts() == Use
               ? Call
               : nullptr;
  };
  const CallExpr *Begin = nullptr, *End = nullptr;
  for (const DeclRefExpr *Use : Uses) {
    if (const CallExpr *B = ControlCall(Use, ApiFamily::CaptureBegin)) {
      if (Begin)
        return nullptr;
      Begin = B;
    }
    if (const CallExpr *E = ControlCall(Use, ApiFamily::CaptureEnd)) {
      if (End)
        return nullptr;
      End = E;
    }
  }
  if (!Begin || !End)
    return nullptr;
  // The innermost block that holds both (each may sit in a macro's `do { } while (0)`).
  const CompoundStmt *Block;
  const Stmt *BeginStmt;
  std::tie(Block, BeginStmt) = enclosingBlock(VO, Begin);
  const Stmt *EndStmt = nullptr;
  while (Block && !(EndStmt = statementIn(VO, Block, End)))
    std::tie(Block, BeginStmt) = enclosingBlock(VO, Block);
  if (!EndStmt)
    return nullptr;
  auto Position = [&](const Stmt *S) { return llvm::find(Block->body(), S) - Block->body_begin(); };
  auto From = Position(BeginStmt), To = Position(EndStmt);
  if (From >= To)
    return nullptr;
  for (const DeclRefExpr *Use : Uses) {
    if (Use == Ref || ControlCall(Use, ApiFamily::CaptureBegin) ||
        ControlCall(Use, ApiFamily::CaptureEnd) || ControlCall(Use, ApiFamily::StreamDestroy))
      continue;
    const Stmt *At = statementIn(VO, Block, Use);
    if (!At || Position(At) <= From || Position(At) >= To)
      return nullptr;
  }
  return V;
}

} // namespace

std::optional<bool> createsNonBlockingStream(const ASTContext &Ctx, const CallExpr *Create,
                                             const CudaApiInfo &Api) {
  if (Api.Family != ApiFamily::StreamCreate)
    return std::nullopt;
  if (Api.FlagsArg < 0)
    return false; // cudaStreamCreate: always blocking
  if (static_cast<unsigned>(Api.FlagsArg) >= Create->getNumArgs())
    return std::nullopt;
  std::optional<uint64_t> Flags = constantArgument(Create, Api.FlagsArg, Ctx);
  if (!Flags)
    return std::nullopt;
  return (*Flags & StreamNonBlockingFlag) != 0;
}

class StreamAnalysis::Scanner : public RecursiveASTVisitor<Scanner> {
public:
  explicit Scanner(StreamAnalysis &SA) : SA(SA) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseDecl(Decl *D) {
    if (isSystemCode(D, SA.getASTContext().getSourceManager()))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitCallExpr(CallExpr *Call) {
    // cudaMemcpyAsync written, cudaMemcpyAsync_ptsz called: the per-thread default stream.
    // (The toolkit's own headers call per-thread forms of other functions regardless.)
    const FunctionDecl *FD = Call->getDirectCallee();
    const SourceManager &SM = SA.getASTContext().getSourceManager();
    if (FD && FD->getIdentifier() && endsWithPerThreadSuffix(FD->getName()) && lookupCudaApi(FD) &&
        !SM.isInSystemHeader(SM.getExpansionLoc(Call->getBeginLoc())))
      PerThreadCall = true;
    visitCall(Call);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *Ctor) {
    visitCall(Ctor);
    return true;
  }
  // Where a stream is received or named (runsApartFromStreams).
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (llvm::any_of(FD->parameters(),
                     [](const ParmVarDecl *P) { return isStreamParameterType(P->getType()); }))
      SA.StreamFunctions.insert(FD->getCanonicalDecl());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (isa<VarDecl>(Ref->getDecl()) && isStreamType(Ref->getType()))
      StreamNames.push_back(Ref);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *Member) {
    if (isStreamType(Member->getType()))
      StreamNames.push_back(Member);
    return true;
  }

  std::vector<StreamSite> Sites;
  std::vector<const Expr *> StreamNames;
  std::vector<const CallExpr *> ImplicitLegacy;
  bool PerThreadCall = false;

private:
  void visitCall(const Expr *Call) {
    if (Call->containsErrors())
      return;
    llvm::SmallVector<StreamSite, 2> Found;
    streamSitesOf(Call, Found);
    const auto *CE = dyn_cast<CallExpr>(Call);
    const CudaApiInfo *Api = CE ? lookupCudaApi(CE) : nullptr;
    bool Interesting = !Found.empty() || (Api && (Api->Family == ApiFamily::StreamCreate ||
                                                  Api->Family == ApiFamily::EventTiming ||
                                                  Api->ImplicitLegacyStream));
    if (!Interesting || !SA.isAnalyzedCode(Call))
      return;
    if (Api && Api->Family == ApiFamily::EventTiming)
      for (unsigned I = 1; I < CE->getNumArgs() && I <= 2; ++I)
        if (const ValueDecl *Event = ValueOrigins::storageOf(CE->getArg(I)))
          SA.TimedEvents.insert(Event);
    Sites.insert(Sites.end(), Found.begin(), Found.end());
    if (Api && Api->Family == ApiFamily::StreamCreate)
      SA.Creations.push_back(CE);
    if (Api && Api->ImplicitLegacyStream)
      ImplicitLegacy.push_back(CE);
  }

  StreamAnalysis &SA;
};

StreamAnalysis::StreamAnalysis(ASTContext &Ctx, Preprocessor *PP)
    : Origins(ValueOrigins::get(Ctx)) {
  Scanner S(*this);
  S.TraverseAST(Ctx);

  PerThreadDefault =
      S.PerThreadCall ||
      Ctx.getLangOpts().GPUDefaultStream == LangOptions::GPUDefaultStreamKind::PerThread ||
      (PP && (PP->isMacroDefined("CUDA_API_PER_THREAD_DEFAULT_STREAM") ||
              PP->isMacroDefined("__CUDART_API_PER_THREAD_DEFAULT_STREAM")));

  // A stream that is only captured runs nothing: no evidence of several streams, and nothing
  // of the legacy stream waits for it.
  llvm::erase_if(Creations, [&](const CallExpr *C) {
    const VarDecl *V = onlyCapturedStream(*Origins, C);
    if (V)
      CapturedOnly.insert(V);
    return V != nullptr;
  });
  // Neither does a stream created or used only in code that never runs from this file (a
  // header's inline constructor the file never calls).
  llvm::DenseMap<const FunctionDecl *, bool> RunsCache;
  auto Runs = [&](const Stmt *S) {
    const FunctionDecl *F = Origins->enclosingFunction(S);
    if (!F)
      return true;
    auto [It, New] = RunsCache.try_emplace(F->getCanonicalDecl(), true);
    if (New)
      It->second = Origins->runsFromThisUnit(F);
    return It->second;
  };
  for (const CallExpr *C : Creations) {
    std::optional<bool> NonBlocking = createsNonBlockingStream(Ctx, C, *lookupCudaApi(C));
    ProgramKnownNonBlocking |= NonBlocking == true;
    ProgramNotKnownNonBlocking |= NonBlocking != true;
  }
  llvm::erase_if(Creations, [&](const CallExpr *C) { return !Runs(C); });
  for (const Expr *Name : S.StreamNames)
    if (const FunctionDecl *F = Origins->enclosingFunction(Name))
      StreamFunctions.insert(F->getCanonicalDecl());

  // The evidence shown is a creation when there is one, else the first stream argument.
  const SourceManager &SM = Ctx.getSourceManager();
  const Expr *FirstStreamArgument = nullptr;
  AllCreatedNonBlocking = !Creations.empty();
  for (const CallExpr *C : Creations) {
    MultiStreamEvidence = earlier(SM, MultiStreamEvidence, C);
    std::optional<bool> NonBlocking = createsNonBlockingStream(Ctx, C, *lookupCudaApi(C));
    KnownNonBlockingStream |= NonBlocking == true;
    AllCreatedNonBlocking &= NonBlocking == true;
  }
  for (const CallExpr *C : S.ImplicitLegacy) {
    if (!PerThreadDefault)
      LegacyUses.push_back(C);
    if (const FunctionDecl *FD = Origins->enclosingFunction(C))
      FunctionsWithImplicitDefaultWork.insert(FD->getCanonicalDecl());
  }

  for (const StreamSite &Site : S.Sites) {
    if (const FunctionDecl *FD = Origins->enclosingFunction(Site.Call))
      SitesByFunction[FD->getCanonicalDecl()].push_back(Site);
    if (!Site.Arg)
      continue;
    if (!Site.omitted() && !CapturedOnly.count(ValueOrigins::storageOf(Site.Arg)) &&
        Runs(Site.Call)) {
      StreamValue Lenient = classify(Site.Arg, /*AssumeCallersComplete=*/true);
      if (Lenient.Kind == StreamKind::Created || Lenient.Kind == StreamKind::Unknown) {
        FirstStreamArgument = earlier(SM, FirstStreamArgument, Site.Arg);
        if (const FunctionDecl *FD = Origins->enclosingFunction(Site.Call))
          StreamFunctions.insert(FD->getCanonicalDecl());
      }
      StreamOfUnknownOrigin |= Lenient.Kind == StreamKind::Unknown;
    }
    if (Site.issuesWork() && isLegacyDefault(classify(Site.value())))
      LegacyUses.push_back(Site.Call);
  }
  auto InSourceOrder = [&](const Expr *A, const Expr *B) {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A->getBeginLoc()),
                                        SM.getExpansionLoc(B->getBeginLoc()));
  };
  llvm::sort(LegacyUses, InSourceOrder);
  LegacyUses.erase(llvm::unique(LegacyUses), LegacyUses.end());
  LegacyUse = LegacyUses.empty() ? nullptr : LegacyUses.front();
  if (!MultiStreamEvidence)
    MultiStreamEvidence = FirstStreamArgument;
  for (auto &[FD, List] : SitesByFunction)
    llvm::sort(List, [&](const StreamSite &A, const StreamSite &B) {
      return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A.Call->getBeginLoc()),
                                          SM.getExpansionLoc(B.Call->getBeginLoc()));
    });
}

std::shared_ptr<const StreamAnalysis> StreamAnalysis::get(ASTContext &Ctx, Preprocessor *PP) {
  return sharedAnalysis<StreamAnalysis>(Ctx, PP);
}

bool StreamAnalysis::isTimingRecord(const Expr *Call) const {
  return !KnownNonBlockingStream && recordsTimedEvent(Call);
}

bool StreamAnalysis::recordsTimedEvent(const Expr *Call) const {
  const auto *CE = dyn_cast<CallExpr>(Call);
  const CudaApiInfo *Api = CE ? lookupCudaApi(CE) : nullptr;
  if (!Api || Api->Family != ApiFamily::EventRecord || CE->getNumArgs() == 0)
    return false;
  const ValueDecl *Event = ValueOrigins::storageOf(CE->getArg(0));
  return Event && TimedEvents.count(Event);
}

StreamValue StreamAnalysis::classify(const Expr *E, bool AssumeCallersComplete) const {
  Classifier C(*Origins, AssumeCallersComplete);
  return C.value(E, 0);
}

bool StreamAnalysis::isAnalyzedCode(const Stmt *S) const {
  ASTContext &Ctx = getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  if (!S || SM.isInSystemHeader(SM.getExpansionLoc(S->getBeginLoc())))
    return false;
  bool Analyzed = false;
  Origins->climb(S, [&](const DynTypedNode &N, const DynTypedNode &) {
    const FunctionDecl *LambdaOp = nullptr;
    if (const auto *Lambda = N.get<LambdaExpr>())
      LambdaOp = Lambda->getCallOperator();
    else if (const auto *MD = N.get<CXXMethodDecl>(); MD && MD->getParent()->isLambda())
      LambdaOp = MD;
    if (LambdaOp) {
      // Lambdas are implicitly __host__ __device__: they run where their definer runs,
      // unless they say otherwise.
      const auto *Dev = LambdaOp->getAttr<CUDADeviceAttr>();
      const auto *Host = LambdaOp->getAttr<CUDAHostAttr>();
      if (Dev && !Dev->isImplicit())
        return true; // device code
      if (Host && !Host->isImplicit())
        return Analyzed = true;
      return false;
    }
    const auto *FD = N.get<FunctionDecl>();
    if (!FD)
      return false;
    // The toolkit's own inline wrappers; device code, or __host__ __device__ code that may be.
    Analyzed = !lookupCudaApi(FD) && !isLaunchConfiguration(FD) && isHostOnlyFunction(FD);
    return true;
  });
  return Analyzed;
}

bool StreamAnalysis::encloses(const Stmt *Outer, const Stmt *S) const {
  return Origins->climb(
      S, [&](const DynTypedNode &N, const DynTypedNode &) { return N.get<Stmt>() == Outer; });
}

bool StreamAnalysis::inScopeAt(const ValueDecl *D, const Stmt *S, const FunctionDecl *FD) const {
  const SourceManager &SM = getASTContext().getSourceManager();
  auto Before = [&](SourceLocation A, SourceLocation B) {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A), SM.getExpansionLoc(B));
  };
  if (isa<FieldDecl>(D)) // read through the implicit object of the same member function
    return isa<CXXMethodDecl>(FD) && !cast<CXXMethodDecl>(FD)->isStatic();
  if (const auto *P = dyn_cast<ParmVarDecl>(D))
    return P->getDeclContext() == FD;
  const auto *VD = dyn_cast<VarDecl>(D);
  if (!VD || !Before(VD->getLocation(), S->getBeginLoc()))
    return false;
  if (!VD->isLocalVarDecl())
    return true;
  // A local: the statement that holds its declaration must hold S too.
  auto Parents = Origins->parents(*VD);
  const auto *Decl = Parents.empty() ? nullptr : Parents[0].get<DeclStmt>();
  if (!Decl)
    return false;
  auto Scopes = Origins->parents(*Decl);
  const Stmt *Scope = Scopes.empty() ? nullptr : Scopes[0].get<Stmt>();
  return Scope && encloses(Scope, S);
}

NearbyStreams StreamAnalysis::streamsUsedNear(const StreamSite &Site) const {
  return streamsUsedIn(Origins->enclosingFunction(Site.Call), Site.Call);
}

NearbyStreams StreamAnalysis::streamsUsedIn(const FunctionDecl *FD, const Stmt *Except) const {
  NearbyStreams R;
  if (!FD)
    return R;
  llvm::SmallVector<const ValueDecl *, 3> Used;
  bool OnlyVariables = true;
  for (const StreamSite &Other : sitesIn(FD)) {
    if (Other.Call == Except || !Other.Arg || Other.omitted() ||
        CapturedOnly.count(ValueOrigins::storageOf(Other.Arg)))
      continue; // a stream that is only captured is no stream to run other work on
    if (classify(Other.Arg, /*AssumeCallersComplete=*/true).isDefaultHandle()) {
      OnlyVariables = false; // some work deliberately uses a default stream
      continue;
    }
    std::string Text = writtenTextOrMacroBody(Other.Arg, getASTContext());
    if (!Text.empty() && !llvm::is_contained(R.Names, Text)) {
      if (R.Names.size() < 3)
        R.Names.push_back(Text);
      else
        R.More = true;
    }
    const Expr *Plain = Other.Arg->IgnoreParenImpCasts();
    const ValueDecl *D = nullptr;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Plain))
      D = dyn_cast<VarDecl>(Ref->getDecl());
    else if (const auto *Member = dyn_cast<MemberExpr>(Plain))
      if (const auto *This = dyn_cast<CXXThisExpr>(Member->getBase()->IgnoreParenImpCasts());
          This && This->isImplicit())
        D = dyn_cast<FieldDecl>(Member->getMemberDecl());
    if (!D)
      OnlyVariables = false;
    else if (!llvm::is_contained(Used, D))
      Used.push_back(D);
  }
  // cudaMemcpy, cudaMemset, ... stay on the default stream whatever the fix does.
  if (FunctionsWithImplicitDefaultWork.count(FD->getCanonicalDecl()))
    OnlyVariables = false;
  if (OnlyVariables && Used.size() == 1 && Except && inScopeAt(Used[0], Except, FD)) {
    R.Only = Used[0];
    R.OnlyName = Used[0]->getNameAsString();
  }
  return R;
}

llvm::ArrayRef<StreamSite> StreamAnalysis::workOnStream(const CallExpr *Create) const {
  if (!WorkByCreation) {
    WorkByCreation.emplace();
    const SourceManager &SM = getASTContext().getSourceManager();
    for (const auto &[FD, List] : SitesByFunction)
      for (const StreamSite &Site : List) {
        if (!Site.Arg || Site.omitted() || !Site.issuesWork())
          continue;
        StreamValue V = classify(Site.Arg, /*AssumeCallersComplete=*/true);
        if (V.Kind == StreamKind::Created)
          for (const CallExpr *C : V.Creations)
            (*WorkByCreation)[C].push_back(Site);
      }
    for (auto &[C, List] : *WorkByCreation)
      llvm::sort(List, [&](const StreamSite &A, const StreamSite &B) {
        return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A.Call->getBeginLoc()),
                                            SM.getExpansionLoc(B.Call->getBeginLoc()));
      });
  }
  auto It = WorkByCreation->find(Create);
  if (It == WorkByCreation->end())
    return {};
  return It->second;
}

llvm::ArrayRef<StreamSite> StreamAnalysis::sitesIn(const FunctionDecl *FD) const {
  if (!FD)
    return {};
  auto It = SitesByFunction.find(FD->getCanonicalDecl());
  if (It == SitesByFunction.end())
    return {};
  return It->second;
}

} // namespace clang::tidy::cuda

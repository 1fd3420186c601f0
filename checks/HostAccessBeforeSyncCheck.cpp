//===--- HostAccessBeforeSyncCheck.cpp - cuda-host-access-before-sync ---------------------===//
#include "HostAccessBeforeSyncCheck.h"
#include "analysis/CopyDescription.h"
#include "analysis/DiagnosticLocation.h"
#include "analysis/LoopWork.h"
#include "analysis/SourceText.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"

using namespace clang::ast_matchers;

namespace clang::tidy::cuda {
namespace {

/// The host buffer a copy operand names: a variable, a field (of `this` or of a variable), or
/// one element of an array of pointers at a constant index (`h[0]` of `float *h[2]`).
struct BufferKey {
  const ValueDecl *D = nullptr;
  const ValueDecl *Object = nullptr; // for a field: the variable holding it; null for `this`
  std::optional<uint64_t> Index;
  bool operator==(const BufferKey &O) const {
    return D == O.D && Object == O.Object && Index == O.Index;
  }
};

/// The key of E itself (no looking through pointer arithmetic), or nullopt.
std::optional<BufferKey> keyOf(const Expr *E, const ASTContext &Ctx) {
  E = E->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl()))
      return BufferKey{V, nullptr, std::nullopt};
    return std::nullopt;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    const Expr *Base = ME->getBase()->IgnoreParenImpCasts();
    if (!FD)
      return std::nullopt;
    if (isa<CXXThisExpr>(Base))
      return BufferKey{FD, nullptr, std::nullopt};
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Base); DRE && isa<VarDecl>(DRE->getDecl()))
      return BufferKey{FD, DRE->getDecl(), std::nullopt};
    return std::nullopt;
  }
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
    std::optional<uint64_t> I = constantValue(ASE->getIdx(), Ctx);
    if (!I || !ASE->getType()->isPointerType())
      return std::nullopt;
    std::optional<BufferKey> K = keyOf(ASE->getBase(), Ctx);
    if (!K || K->Index)
      return std::nullopt;
    K->Index = I;
    return K;
  }
  return std::nullopt;
}

/// The buffer a whole-buffer copy operand names: `h`, `(void *)h`, `&h[0]`; nullopt for an
/// offset into it (`h + i`, `&h[i]`: another part may be what the host touches).
std::optional<BufferKey> operandKey(const Expr *E, const ASTContext &Ctx) {
  E = E->IgnoreParenCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->getOpcode() == UO_AddrOf)
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(UO->getSubExpr()->IgnoreParens())) {
      std::optional<uint64_t> I = constantValue(ASE->getIdx(), Ctx);
      if (!I || *I != 0)
        return std::nullopt;
      E = ASE->getBase()->IgnoreParenCasts();
    }
  QualType T = E->getType();
  if (!T->isPointerType() && !T->isArrayType() && !T->isIntegerType())
    return std::nullopt;
  return keyOf(E, Ctx);
}

enum class Access { None, Read, Write, Free, Escape };

const Stmt *up(const ParentMap &PM, const Stmt *S) { return PM.getParent(S); }

bool isParenOrCast(const Stmt *S) {
  return isa<ParenExpr>(S) || isa<ExplicitCastExpr>(S) ||
         (isa<ImplicitCastExpr>(S) &&
          cast<ImplicitCastExpr>(S)->getCastKind() != CK_LValueToRValue);
}

/// What a library call does with its pointer argument Index: read or write what it points to,
/// free it; Escape when we do not know.
Access libraryCallAccess(const CallExpr *Call, unsigned Index, const SourceManager &SM) {
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD || !FD->getIdentifier())
    return Access::Escape;
  llvm::StringRef N = canonicalApiName(FD->getName());
  // cudaFreeHost waits for the device before it frees, as it does for other memory (measured
  // on an H200: it returned after the 51 ms kernel the copy was queued behind, the stream idle;
  // NVIDIA/TensorRT@a892d22 plugin generateAnchors.cu:98, eval/results/heldout5.md): no hazard.
  if (N == "cudaFreeHost" || N == "cuMemFreeHost")
    return Access::Escape;
  if (!isStandardLibraryFunction(FD, SM))
    return Access::Escape;
  struct Role {
    llvm::StringRef Name;
    int Write, Read1, Read2;
  };
  static const Role Roles[] = {
      {"free", 0, -1, -1},     {"memcpy", 0, 1, -1},  {"memmove", 0, 1, -1},
      {"memset", 0, -1, -1},   {"memcmp", -1, 0, 1},  {"fwrite", -1, 0, -1},
      {"fread", 0, -1, -1},    {"copy", 2, 0, 1},     {"copy_n", 2, 0, -1},
      {"fill", 0, 1, -1},      {"fill_n", 0, -1, -1}, {"accumulate", -1, 0, 1},
      {"strcpy", 0, 1, -1},    {"strlen", -1, 0, -1}, {"puts", -1, 0, -1},
  };
  for (const Role &R : Roles) {
    if (R.Name != N)
      continue;
    if (N == "free")
      return Index == 0 ? Access::Free : Access::Escape;
    if (int(Index) == R.Write)
      return Access::Write;
    if (int(Index) == R.Read1 || int(Index) == R.Read2)
      return Access::Read;
  }
  return Access::Escape;
}

Access pointerUse(const Expr *K, const ParentMap &PM, const SourceManager &SM, unsigned Depth);

/// What is done with the object the lvalue L (an element of the buffer) designates.
Access elementUse(const Expr *L, const ParentMap &PM, const SourceManager &SM, unsigned Depth) {
  const Stmt *Child = L;
  for (const Stmt *P = up(PM, Child); P; Child = P, P = up(PM, P)) {
    if (isa<ParenExpr>(P))
      continue;
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(P)) {
      if (IC->getCastKind() == CK_LValueToRValue)
        return Access::Read;
      continue; // an inner array decaying
    }
    if (const auto *ME = dyn_cast<MemberExpr>(P); ME && !ME->isArrow() && ME->getBase() == Child)
      continue;
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(P); ASE && ASE->getBase() == Child)
      continue;
    if (const auto *BO = dyn_cast<BinaryOperator>(P))
      return BO->isAssignmentOp() && BO->getLHS() == Child ? Access::Write : Access::Escape;
    if (const auto *UO = dyn_cast<UnaryOperator>(P)) {
      if (UO->isIncrementDecrementOp())
        return Access::Write;
      if (UO->getOpcode() == UO_AddrOf && Depth > 0)
        return pointerUse(UO, PM, SM, Depth - 1);
    }
    return Access::Escape;
  }
  return Access::Escape;
}

/// What is done with the memory the pointer K (the buffer itself) points to, at K.
Access pointerUse(const Expr *K, const ParentMap &PM, const SourceManager &SM, unsigned Depth) {
  const Stmt *Child = K;
  const Stmt *P = up(PM, Child);
  for (; P; Child = P, P = up(PM, P)) {
    if (isParenOrCast(P))
      continue;
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(P); IC && IC->getType()->isPointerType())
      continue; // the pointer's value, read
    if (const auto *BO = dyn_cast<BinaryOperator>(P); BO && BO->isAdditiveOp())
      continue; // pointer arithmetic: an element of the buffer
    break;
  }
  if (!P)
    return Access::Escape;
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(P); ASE && ASE->getBase() == Child)
    return elementUse(ASE, PM, SM, Depth);
  if (const auto *UO = dyn_cast<UnaryOperator>(P)) {
    if (UO->getOpcode() == UO_Deref)
      return elementUse(UO, PM, SM, Depth);
    return UO->getOpcode() == UO_LNot ? Access::None : Access::Escape;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(P); ME && ME->isArrow())
    return elementUse(ME, PM, SM, Depth);
  if (isa<CXXDeleteExpr>(P))
    return Access::Free;
  if (const auto *Call = dyn_cast<CallExpr>(P)) {
    for (unsigned I = 0, N = Call->getNumArgs(); I < N; ++I)
      if (Call->getArg(I) == Child)
        return libraryCallAccess(Call, I, SM);
    return Access::Escape;
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(P))
    return BO->isComparisonOp() || BO->isLogicalOp() ? Access::None : Access::Escape;
  // A pointer tested in a condition.
  if (isa<IfStmt, WhileStmt, ForStmt, DoStmt, ConditionalOperator>(P) &&
      Child->getStmtClass() != Stmt::CompoundStmtClass)
    return Access::None;
  return Access::Escape;
}

/// How many buffers Init, binding a buffer's variable again, can name: 1 for one buffer
/// (`h0`), 2 for `c ? h0 : h1`, N for `ring[k]` with `float *ring[N]`; nullopt when unknown.
std::optional<unsigned> bufferChoices(const Expr *Init, const ASTContext &Ctx) {
  if (!Init)
    return std::nullopt;
  Init = Init->IgnoreParenCasts();
  if (const auto *CO = dyn_cast<ConditionalOperator>(Init)) {
    std::optional<BufferKey> T = operandKey(CO->getTrueExpr(), Ctx);
    std::optional<BufferKey> F = operandKey(CO->getFalseExpr(), Ctx);
    if (!T || !F)
      return std::nullopt;
    return *T == *F ? 1 : 2;
  }
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Init);
      ASE && !constantValue(ASE->getIdx(), Ctx)) {
    const auto *DRE = dyn_cast<DeclRefExpr>(ASE->getBase()->IgnoreParenImpCasts());
    const auto *Array = DRE ? Ctx.getAsConstantArrayType(DRE->getDecl()->getType()) : nullptr;
    if (!Array || !Array->getElementType()->isPointerType())
      return std::nullopt;
    return unsigned(Array->getSize().getZExtValue());
  }
  if (operandKey(Init, Ctx))
    return 1;
  return std::nullopt;
}

/// True when S is Outer or inside it.
bool isWithin(const Stmt *S, const Stmt *Outer, const ParentMap &PM) {
  for (; S; S = up(PM, S))
    if (S == Outer)
      return true;
  return false;
}

/// The innermost loop around both At and Call.
const Stmt *loopAround(const Stmt *At, const Stmt *Call, const ParentMap &PM) {
  for (const Stmt *L = up(PM, At); L; L = up(PM, L))
    if (LoopWork::isLoop(L) && isWithin(Call, L, PM))
      return L;
  return nullptr;
}

/// For a copy a stream capture records, what the call S met on the way to a read means: a wait
/// does not run the copy (go on past it); a graph launch, or a call of anything but the CUDA API
/// and the standard library (it may launch one), ends the path; nullopt when S is no call.
std::optional<PendingWorkWalker::Step> capturedCallStep(const Stmt *S, const SourceManager &SM) {
  const auto *C = dyn_cast<CallExpr>(S);
  if (!C)
    return std::nullopt;
  const FunctionDecl *Callee = C->getDirectCallee();
  const CudaApiInfo *Api = lookupCudaApi(C);
  if (Api && !isGraphLaunch(*Api))
    return PendingWorkWalker::Step::Pass;
  if (Api || !Callee || !isStandardLibraryFunction(Callee, SM))
    return PendingWorkWalker::Step::EndPath;
  return std::nullopt;
}

/// Key, a buffer named through a parameter of the function that Via calls (the parameter, or a
/// member of the struct it points to), as the caller names it: through the variable Via passes.
std::optional<BufferKey> keyInCaller(const BufferKey &Key, const CallExpr *Via) {
  const auto *P = dyn_cast_or_null<ParmVarDecl>(Key.Object ? Key.Object : Key.D);
  const Expr *Arg = P && !Key.Index ? argumentFor(P, Via) : nullptr;
  const auto *DRE = Arg ? dyn_cast<DeclRefExpr>(Arg->IgnoreParenImpCasts()) : nullptr;
  const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!V)
    return std::nullopt;
  return Key.Object ? BufferKey{Key.D, V, std::nullopt} : BufferKey{V, nullptr, std::nullopt};
}

std::string describeMemory(const HostMemoryInfo &Info) {
  switch (Info.Kind) {
  case HostMemoryKind::Pinned:
    return "pinned host memory";
  case HostMemoryKind::Registered:
    return "registered (pinned) host memory";
  default:
    return "managed memory";
  }
}

} // namespace

/// Matches the calls of the CUDA API functions Pick selects, under every spelling the headers
/// give them (`_ptsz`, `_v2`, ...), bound to Id.
template <class PickFn>
void addApiCallMatcher(MatchFinder *Finder, MatchFinder::MatchCallback *Callback, PickFn &&Pick,
                       llvm::StringRef Id) {
  std::vector<std::string> Names;
  for (const CudaApiInfo &Api : allCudaApis())
    if (Pick(Api))
      for (llvm::StringRef Suffix : {"", "_ptsz", "_v2", "_v2_ptsz", "_v3"})
        Names.push_back("::" + Api.Name.str() + Suffix.str());
  std::vector<llvm::StringRef> Refs(Names.begin(), Names.end());
  Finder->addMatcher(
      callExpr(callee(functionDecl(hasAnyName(Refs))), unless(isExpansionInSystemHeader()))
          .bind(Id),
      Callback);
}

void HostAccessBeforeSyncCheck::registerMatchers(MatchFinder *Finder) {
  addApiCallMatcher(
      Finder, this,
      [](const CudaApiInfo &Api) {
        return Api.Async && (Api.Family == ApiFamily::Copy || Api.Family == ApiFamily::Memset);
      },
      "call");
  addApiCallMatcher(
      Finder, this, [](const CudaApiInfo &Api) { return Api.Family == ApiFamily::CaptureBegin; },
      "begin");
}

void HostAccessBeforeSyncCheck::onEndOfTranslationUnit() {
  Regions.clear();
  Captures.reset();
  Walker.reset();
  Sync.reset();
  Provenance.reset();
  Analysis.reset();
  Reported.clear();
}

void HostAccessBeforeSyncCheck::ensureEngine(ASTContext &Ctx) {
  if (Analysis)
    return;
  Analysis = StreamAnalysis::get(Ctx, PP);
  Provenance = HostMemoryProvenance::get(Ctx);
  Sync = std::make_unique<HostSyncClassifier>(Ctx);
  Walker = std::make_unique<PendingWorkWalker>(*Analysis, *Sync);
}

const std::vector<CaptureRegion> &HostAccessBeforeSyncCheck::regionsOf(const FunctionDecl *F) {
  auto [It, New] = Regions.try_emplace(F);
  if (New) {
    llvm::SmallVector<const CallExpr *, 16> Calls;
    callsOutsideLambdas(F->getBody(), Calls);
    for (const CallExpr *C : Calls)
      if (const CudaApiInfo *Api = lookupCudaApi(C); Api && Api->Family == ApiFamily::CaptureBegin) {
        if (!Captures)
          Captures = std::make_unique<CaptureRegionFinder>(Analysis->origins());
        if (std::optional<CaptureRegion> R = Captures->regionOf(C))
          It->second.push_back(std::move(*R));
      }
  }
  return It->second;
}

bool HostAccessBeforeSyncCheck::isCapturedCopy(const CallExpr *Copy, const FunctionDecl *F,
                                               const Expr *CopyStream) {
  const ASTContext &Ctx = F->getASTContext();
  for (const CaptureRegion &R : regionsOf(F))
    for (const CapturedCall &C : R.Calls)
      if (C.Call == Copy && C.Via.empty() && R.isCapturingStream(CopyStream, Ctx))
        return true;
  return false;
}

void HostAccessBeforeSyncCheck::diagCapturedRead(SourceLocation At, llvm::StringRef Name,
                                                 unsigned Op, llvm::StringRef On,
                                                 const CudaApiInfo &Copy) {
  diag(At, "'%0' is read before the %select{copy|copy|memset}1 into it has run: the capture of "
           "%2 only records it, and no graph made from the capture is launched before this "
           "read, so the host reads the data from before it; launch the graph "
           "(%select{cudaGraphLaunch|cuGraphLaunch}3) and synchronize before reading")
      << Name << Op << On << !Copy.Name.starts_with("cuda");
}

void HostAccessBeforeSyncCheck::checkCapturedInCallees(const CallExpr *Begin, ASTContext &Ctx) {
  const StreamAnalysis &SA = *Analysis;
  const FunctionDecl *G = SA.origins().enclosingFunction(Begin);
  if (!G || !G->hasBody() || !SA.isAnalyzedCode(Begin))
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const CaptureRegion &R : regionsOf(G)) {
    if (R.Begin != Begin)
      continue;
    // A device-to-host copy the region reaches through one call of its function (the step's
    // body in a function of its own), into a buffer the caller passes: read in the region's
    // function after the call. Whatever memory it is: the copy has not run.
    for (const CapturedCall &C : R.Calls) {
      const CudaApiInfo *Api = lookupCudaApi(C.Call);
      CopyDescription Copy;
      if (C.Via.size() != 1 || !Api || !Api->Async || Api->Family != ApiFamily::Copy ||
          !describeCopy(C.Call, SA.origins(), Copy) || Copy.HostOperands.size() != 1 ||
          Copy.HostOperands.front().IsSource || Copy.Direction == CopyDirection::HostToHost)
        continue;
      llvm::SmallVector<StreamSite, 1> Sites;
      streamSitesOf(C.Call, Sites);
      const Expr *HostPtr = Copy.HostOperands.front().Ptr;
      std::optional<BufferKey> Key = operandKey(HostPtr, Ctx);
      std::optional<BufferKey> CallerKey = Key ? keyInCaller(*Key, C.Via.front()) : std::nullopt;
      if (Sites.empty() || !R.isCapturingStreamAt(C, Sites.front().value(), Ctx) || !CallerKey)
        continue;
      const ParentMap *PM = Walker->parents(G);
      if (!PM)
        continue;
      StreamUse Stream{R.Stream, SA.classify(R.Stream)};
      llvm::SmallVector<const Stmt *, 2> Reads;
      Walker->walk(G, C.Via.front(), Stream, [&](const Stmt *S) {
        if (std::optional<PendingWorkWalker::Step> Step = capturedCallStep(S, SM))
          return *Step;
        std::optional<BufferKey> K = isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr>(S)
                                         ? keyOf(cast<Expr>(S), Ctx)
                                         : std::nullopt;
        if (!K || !(*K == *CallerKey))
          return PendingWorkWalker::Step::Continue;
        Access A = pointerUse(cast<Expr>(S), *PM, SM, 2);
        if (A == Access::None)
          return PendingWorkWalker::Step::Continue;
        if (A == Access::Read)
          Reads.push_back(S);
        return PendingWorkWalker::Step::EndPath;
      });
      const FunctionDecl *Callee = C.Via.front()->getDirectCallee();
      for (const Stmt *Read : Reads) {
        SourceLocation At = reportLocation(Read, Ctx);
        std::string Name = writtenTextOrMacroBody(cast<Expr>(Read)->IgnoreParenCasts(), Ctx);
        std::string On = describeStream(Stream, SA);
        if (Name.empty() || On == "stream ''" || !Callee || !Reported.insert(At).second)
          continue;
        diagCapturedRead(At, Name, /*Op=*/0, On, *Api);
        diag(reportLocation(C.Via.front(), Ctx),
             "'%0', called here while %1 is being captured, "
             "records a copy into it",
             DiagnosticIDs::Note)
            << Callee->getName() << On;
        diag(reportLocation(C.Call, Ctx), "the copy is recorded here", DiagnosticIDs::Note);
      }
    }
  }
}

void HostAccessBeforeSyncCheck::check(const MatchFinder::MatchResult &Result) {
  if (const auto *Begin = Result.Nodes.getNodeAs<CallExpr>("begin")) {
    if (Begin->containsErrors())
      return;
    ensureEngine(*Result.Context);
    checkCapturedInCallees(Begin, *Result.Context);
    return;
  }
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  if (!Call || Call->containsErrors())
    return;
  const CudaApiInfo *Api = lookupCudaApi(Call);
  if (!Api || !Api->Async)
    return;
  ASTContext &Ctx = *Result.Context;
  ensureEngine(Ctx);
  const StreamAnalysis &SA = *Analysis;
  if (!SA.isAnalyzedCode(Call))
    return;
  const FunctionDecl *F = SA.origins().enclosingFunction(Call);
  if (!F || !F->hasBody())
    return;

  // The host operand, and whether the copy writes it.
  const Expr *HostPtr = nullptr;
  bool CopyWritesHost = false;
  if (Api->Family == ApiFamily::Copy) {
    CopyDescription Copy;
    if (!describeCopy(Call, SA.origins(), Copy) || Copy.HostOperands.size() != 1 ||
        Copy.Direction == CopyDirection::HostToHost)
      return; // host-to-host copies are synchronous; two host operands: too unusual to judge
    HostPtr = Copy.HostOperands.front().Ptr;
    CopyWritesHost = !Copy.HostOperands.front().IsSource;
  } else {
    if (Api->DstArg < 0 || unsigned(Api->DstArg) >= Call->getNumArgs())
      return;
    HostPtr = Call->getArg(Api->DstArg);
    CopyWritesHost = true;
  }
  std::optional<BufferKey> Key = HostPtr ? operandKey(HostPtr, Ctx) : std::nullopt;
  if (!Key)
    return;
  llvm::SmallVector<StreamSite, 1> Sites;
  streamSitesOf(Call, Sites);
  if (Sites.empty())
    return;
  StreamUse Stream{Sites.front().value(), SA.classify(Sites.front().value())};
  // A copy the capture of its stream records runs only when a graph made from it is launched:
  // no synchronization covers it, a launch (or a call that may make one) ends the path, and
  // only reads of what it was to copy into the host are wrong (filling its source before the
  // launch is how a captured upload is fed), whatever memory it is.
  const bool Captured = isCapturedCopy(Call, F, Sites.front().value());
  // Pageable memory: the copy is synchronous where the host could see a difference (the doc
  // says which); unknown memory: silent.
  HostMemoryInfo Memory = Provenance->classify(HostPtr);
  const bool KnownMemory = Memory.Kind == HostMemoryKind::Pinned ||
                           Memory.Kind == HostMemoryKind::Registered ||
                           Memory.Kind == HostMemoryKind::Managed;
  if (!KnownMemory && !Captured)
    return;
  if (Captured && !CopyWritesHost)
    return;
  const ParentMap *PM = Walker->parents(F);
  const SourceManager &SM = Ctx.getSourceManager();
  struct Finding {
    const Stmt *At;
    Access A;
  };
  llvm::SmallVector<Finding, 2> Findings;
  if (!PM)
    return;
  llvm::SmallVector<const Stmt *, 4> ErrorBranches = resultBranches(Call, F->getBody(), *PM);
  auto InErrorBranch = [&](const Stmt *S) {
    for (; S; S = up(*PM, S))
      if (llvm::is_contained(ErrorBranches, S))
        return true;
    return false;
  };
  // The buffer's variable bound again on the path (its declaration in a loop body, reached
  // again through the loop, or an assignment): it may name another buffer from there on.
  // The path goes on only when it can be the copy's buffer again with nothing waited for: a
  // declaration from one buffer (the same in every iteration), or a choice of N (`i % 2 ? h0 :
  // h1`, `ring[k]`) in a loop that waits for nothing and may run more than N times; double
  // buffering and rings that wait stay silent.
  const Stmt *CycleAt = nullptr, *CycleLoop = nullptr; // for the note of findings in that loop
  unsigned CycleOf = 0;
  auto Rebound = [&](const Stmt *At, const Expr *Init) {
    std::optional<unsigned> Choices = bufferChoices(Init, Ctx);
    if (Choices && *Choices == 1) // declared again from the same buffer, or moved to another
      return isa<DeclStmt>(At) ? PendingWorkWalker::Step::Continue
                               : PendingWorkWalker::Step::EndPath;
    const Stmt *Loop = loopAround(At, Call, *PM);
    if (!Choices || !Loop)
      return PendingWorkWalker::Step::EndPath;
    std::optional<int64_t> Trips = LoopWork::maxTrips(Loop, Ctx, &SA.origins());
    if ((Trips && *Trips <= int64_t(*Choices)) || Walker->mayWaitIn(LoopWork::body(Loop), Stream))
      return PendingWorkWalker::Step::EndPath;
    CycleAt = At;
    CycleLoop = Loop;
    CycleOf = *Choices;
    return PendingWorkWalker::Step::Continue;
  };
  const auto *KeyVar = dyn_cast<VarDecl>(Key->Object ? Key->Object : Key->D);
  Walker->walk(F, Call, Stream, [&](const Stmt *S) {
    if (Captured)
      if (std::optional<PendingWorkWalker::Step> Step = capturedCallStep(S, SM))
        return *Step;
    if (const auto *DS = dyn_cast<DeclStmt>(S); DS && KeyVar)
      for (const Decl *D : DS->decls())
        if (D == KeyVar)
          return Rebound(DS, Key->Object || Key->Index ? nullptr : KeyVar->getInit());
    if (!isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr>(S) ||
        (!ErrorBranches.empty() && InErrorBranch(S)))
      return PendingWorkWalker::Step::Continue;
    std::optional<BufferKey> K = keyOf(cast<Expr>(S), Ctx);
    if (!K || !(*K == *Key))
      return PendingWorkWalker::Step::Continue;
    const Stmt *Outer = up(*PM, S);
    while (isa_and_nonnull<ParenExpr>(Outer))
      Outer = up(*PM, Outer);
    if (const auto *BO = dyn_cast_or_null<BinaryOperator>(Outer);
        BO && BO->getOpcode() == BO_Assign && BO->getLHS()->IgnoreParens() == S)
      return Rebound(BO, BO->getRHS());
    Access A = pointerUse(cast<Expr>(S), *PM, SM, 2);
    switch (A) {
    case Access::None:
      return PendingWorkWalker::Step::Continue;
    case Access::Read:
      if (!CopyWritesHost)
        return PendingWorkWalker::Step::Continue; // both read
      [[fallthrough]];
    case Access::Write:
    case Access::Free:
      if (Captured && A != Access::Read)
        return PendingWorkWalker::Step::EndPath; // before the launch: the graph writes later
      Findings.push_back({S, A});
      return PendingWorkWalker::Step::EndPath;
    case Access::Escape:
      return PendingWorkWalker::Step::EndPath;
    }
    return PendingWorkWalker::Step::EndPath;
  });

  std::string Name = writtenTextOrMacroBody(HostPtr->IgnoreParenCasts(), Ctx);
  std::string On = describeStream(Stream, SA);
  if (Name.empty() || On == "stream ''")
    return;
  bool IsMemset = Api->Family == ApiFamily::Memset;
  for (const Finding &Fd : Findings) {
    SourceLocation At = reportLocation(Fd.At, Ctx);
    if (!Reported.insert(At).second)
      continue;
    unsigned What = Fd.A == Access::Read ? 0 : Fd.A == Access::Write ? 1 : 2;
    unsigned Op = IsMemset ? 2 : CopyWritesHost ? 0 : 1;
    const char *Effect = Fd.A == Access::Free ? "the copy can use memory that is already freed"
                         : !CopyWritesHost    ? "the device can receive the new data instead of "
                                                "the old"
                         : Fd.A == Access::Read ? "the host can read the data from before it"
                                                : "it can overwrite what the host writes";
    if (Captured)
      diagCapturedRead(At, Name, Op, On, *Api);
    else
      diag(At, "'%0' is %select{read|written|freed}1 while the asynchronous %select{copy into "
               "it|copy from it|memset of it}2 on %3 may still be running: %4; synchronize "
               "with it first (cudaStreamSynchronize, or cudaEventSynchronize on an event "
               "recorded after it)")
          << Name << What << Op << On << Effect;
    diag(reportLocation(Call, Ctx), "the %select{copy|copy|memset}0 is %select{issued|recorded}1 here",
         DiagnosticIDs::Note)
        << Op << Captured;
    if (KnownMemory && !Memory.Origins.empty() && Memory.Origins.front().Site)
      diag(reportLocation(Memory.Origins.front().Site, Ctx), "'%0' is %1 allocated here",
           DiagnosticIDs::Note)
          << Name << describeMemory(Memory);
    if (CycleAt && isWithin(Fd.At, CycleLoop, *PM))
      diag(reportLocation(CycleAt, Ctx),
           "'%0' names one of %1 buffers in turn, and the loop waits for none of their copies: "
           "when it runs more than %1 times, a buffer is refilled while an earlier iteration's "
           "copy from it may still be running",
           DiagnosticIDs::Note)
          << Name << CycleOf;
    for (const std::string &Note : Probe.notesFor(SM, At, ProbeConfig()))
      diag(At, "%0", DiagnosticIDs::Note) << Note;
  }
}

} // namespace clang::tidy::cuda

//===--- AllocInLoopCheck.cpp - cuda-alloc-in-loop ----------------------------------------===//
#include "AllocInLoopCheck.h"
#include "analysis/CallSummaries.h"
#include "analysis/CudaApi.h"
#include "analysis/DiagnosticLocation.h"
#include "analysis/HostSync.h"
#include "analysis/NamePatterns.h"
#include "analysis/StmtWalk.h"
#include "analysis/TimedRegion.h"
#include "analysis/UnitTests.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "llvm/ADT/StringExtras.h"
#include <functional>

using namespace clang::ast_matchers;

namespace clang::tidy::cuda {

namespace {

// Stream-ordered allocation is tracked too, to pair with the synchronous calls, but never
// reported: it is the fix.
// Synchronous copies and synchronizations are tracked to see whether the iteration already
// makes the host wait for the device.
const ApiFamily TrackedFamilies[] = {ApiFamily::Alloc,          ApiFamily::Free,
                                     ApiFamily::HostRegister,   ApiFamily::HostUnregister,
                                     ApiFamily::AsyncAlloc,     ApiFamily::Copy,
                                     ApiFamily::StreamSync};

// Measured on an H200 (docs/checks/cuda/alloc-in-loop.md, "Measured cost"): with nothing else
// running, cudaMalloc + cudaFree of 4 KiB added 3.2 us to an iteration and of 1 MiB 5.6 us;
// of 16 MiB, 110 us.
constexpr uint64_t DefaultWaitingLoopQuietBytes = 1 << 20;

/// True for a call after which the host has waited for the device's earlier work, as the
/// engine reads the API (HostSync): a device-wide synchronization, or a blocking copy (it waits
/// for the legacy stream, and through it for every blocking stream). Not a free: that is the
/// cost in question.
bool waitsForDevice(const EveryTimeCall &C, const ASTContext &Ctx) {
  HostSync H = hostSyncOfApi(*C.Info, C.Api, Ctx);
  return H.K == HostSyncKind::LegacyBlocking ||
         (H.K == HostSyncKind::Device && C.Info->Family == ApiFamily::StreamSync);
}

/// What a call does to the buffer it names.
enum class Role { None, Acquire, Release, Register, Unregister };

Role roleOf(const CudaApiInfo &I) {
  switch (I.Family) {
  case ApiFamily::Alloc:
    return Role::Acquire;
  case ApiFamily::Free:
    return Role::Release;
  case ApiFamily::AsyncAlloc:
    return I.Name.contains("Free") ? Role::Release : Role::Acquire;
  case ApiFamily::HostRegister:
    return Role::Register;
  case ApiFamily::HostUnregister:
    return Role::Unregister;
  default:
    return Role::None;
  }
}

Role partnerOf(Role R) {
  switch (R) {
  case Role::Acquire:
    return Role::Release;
  case Role::Release:
    return Role::Acquire;
  case Role::Register:
    return Role::Unregister;
  case Role::Unregister:
    return Role::Register;
  default:
    return Role::None;
  }
}

bool mentionsVariable(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
    return DRE->getDecl()->getCanonicalDecl() == V->getCanonicalDecl();
  return llvm::any_of(S->children(), [&](const Stmt *C) { return mentionsVariable(C, V); });
}

enum class Cost { Device, Managed, Array, Pinned, Register };

Cost costOf(const CudaApiInfo &I) {
  switch (I.Family) {
  case ApiFamily::HostRegister:
  case ApiFamily::HostUnregister:
    return Cost::Register;
  case ApiFamily::Free:
    if (I.Name == "cudaFreeHost" || I.Name == "cuMemFreeHost")
      return Cost::Pinned;
    if (I.Name.contains("Array"))
      return Cost::Array;
    return Cost::Device;
  default:
    switch (I.Allocates) {
    case MemoryKind::Pinned:
      return Cost::Pinned;
    case MemoryKind::Array:
      return Cost::Array;
    case MemoryKind::Managed:
      return Cost::Managed;
    default:
      return Cost::Device;
    }
  }
}

bool releases(const CudaApiInfo &I) {
  return roleOf(I) == Role::Release || roleOf(I) == Role::Unregister;
}

/// True when P names storage that differs from one iteration to the next and outlives it:
/// `bufs[i]`, `layer.w` for `for (auto &layer : layers)`, `p->d` for a pointer that advances.
bool namesPerIterationStorage(const AccessPath &P, const llvm::DenseSet<const VarDecl *> &Variant) {
  if (!P.Scope.empty())
    return false; // a callee's local
  bool Indirect = llvm::any_of(
      P.Steps, [](const AccessPath::Step &S) { return S.K != AccessPath::Step::Field; });
  if (P.Root == AccessPath::RootKind::Var)
    if (const auto *V = dyn_cast<VarDecl>(P.Var); V && Variant.count(V->getCanonicalDecl()))
      if (Indirect || V->getType()->isReferenceType())
        return true;
  if (P.Root == AccessPath::RootKind::Value && LoopWork::mentionsAny(P.Value, Variant))
    return true;
  return llvm::any_of(P.Steps, [&](const AccessPath::Step &S) {
    return S.K == AccessPath::Step::Index && LoopWork::mentionsAny(S.Subscript, Variant);
  });
}

/// True when, within one iteration, call A runs before call B: compared at the first
/// statement of their call chains that differs; a destructor runs after its scope's statements.
bool runsBefore(const EveryTimeCall &A, const EveryTimeCall &B, const SourceManager &SM) {
  for (size_t Level = 0;; ++Level) {
    bool AInChain = Level < A.Chain.size(), BInChain = Level < B.Chain.size();
    const Stmt *SA = AInChain ? A.Chain[Level].Site : A.Api;
    const Stmt *SB = BInChain ? B.Chain[Level].Site : B.Api;
    bool ADtor = AInChain && A.Chain[Level].K == CallStep::Kind::Destruct;
    bool BDtor = BInChain && B.Chain[Level].K == CallStep::Kind::Destruct;
    if (SA == SB && ADtor == BDtor) {
      if (!AInChain || !BInChain)
        return false;
      continue;
    }
    if (ADtor != BDtor)
      return BDtor;
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(SA->getBeginLoc()),
                                        SM.getExpansionLoc(SB->getBeginLoc()));
  }
}

} // namespace

AllocInLoopCheck::AllocInLoopCheck(StringRef Name, ClangTidyContext *Context)
    : CudaApiCheck(Name, Context), IgnoreFunctions(Options.get("IgnoreFunctions", "")),
      IgnorePatterns(parseNamePatterns(*this, "IgnoreFunctions", IgnoreFunctions)),
      WaitingLoopQuietBytes(Options.get("WaitingLoopQuietBytes", DefaultWaitingLoopQuietBytes)),
      Probe(Options), ProjectIndex(Options.get("ProjectIndex", "")),
      AcrossFiles(isTrueOption(Options.get("AcrossFiles", "false"))) {}

void AllocInLoopCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Probe.storeOptions(Opts, Options);
  Options.store(Opts, "IgnoreFunctions", IgnoreFunctions);
  Options.store(Opts, "WaitingLoopQuietBytes", WaitingLoopQuietBytes);
  Options.store(Opts, "ProjectIndex", ProjectIndex.path());
  Options.store(Opts, "AcrossFiles", AcrossFiles ? "true" : "false");
}

void AllocInLoopCheck::registerMatchers(MatchFinder *Finder) {
  Finder->addMatcher(stmt(anyOf(forStmt(), whileStmt(), doStmt(), cxxForRangeStmt()),
                          unless(isExpansionInSystemHeader()))
                         .bind("loop"),
                     this);
  // Every function: its calls for the project index, and its per-call churn.
  Finder->addMatcher(functionDecl(isDefinition(), unless(isExpansionInSystemHeader())).bind("fn"),
                     this);
}

void AllocInLoopCheck::onEndOfTranslationUnit() {
  Work.reset();
  Origins.reset();
  Reported.clear();
  TimedSpans.clear();
  Collect = nullptr;
}

void AllocInLoopCheck::prepare(ASTContext &Ctx) {
  if (!Origins)
    Origins = ValueOrigins::get(Ctx);
  if (!Work)
    Work = std::make_unique<LoopWork>(
        *Origins, TrackedFamilies, [this](const FunctionDecl *FD) { return isIgnored(FD); },
        LoopWork::NestedLoops::CountSetupLoops);
}

void AllocInLoopCheck::checkWithoutCudaApi(const MatchFinder::MatchResult &Result) {
  // A plain C++ unit's loop (a frame loop in main.cpp) still repeats other units' functions.
  const auto *Fn = Result.Nodes.getNodeAs<FunctionDecl>("fn");
  Collect = SummaryCollector::active();
  if (!Fn || !Collect || Fn->isDependentContext())
    return;
  prepare(*Result.Context);
  recordCallSummary(Fn, *Work, *Collect);
}

bool AllocInLoopCheck::isIgnoredName(StringRef Name) const {
  return matchesAny(IgnorePatterns, Name);
}

bool AllocInLoopCheck::isIgnored(const FunctionDecl *FD) const {
  if (IgnorePatterns.empty() || !FD)
    return false;
  if (FD->getIdentifier() &&
      (isIgnoredName(FD->getName()) || isIgnoredName(canonicalApiName(FD->getName()))))
    return true;
  return isIgnoredName(FD->getQualifiedNameAsString());
}

void AllocInLoopCheck::check(const MatchFinder::MatchResult &Result) {
  ASTContext &Ctx = *Result.Context;
  if (const auto *Fn = Result.Nodes.getNodeAs<FunctionDecl>("fn")) {
    checkPerCall(Fn, Ctx);
    return;
  }
  const auto *Loop = Result.Nodes.getNodeAs<Stmt>("loop");
  if (!LoopWork::isLoop(Loop))
    return;
  prepare(Ctx);
  const FunctionDecl *Fn = Origins->enclosingFunction(Loop);
  if (!Fn || Fn->isInvalidDecl() || Fn->isDependentContext() || !isHostFunction(Fn) ||
      runsOnlyInUnitTests(Fn, *Origins))
    return;
  for (const DeclContext *DC = Fn; DC; DC = DC->getParent())
    if (const auto *Outer = dyn_cast<FunctionDecl>(DC); Outer && isIgnored(Outer))
      return;
  if (!Work->repeats(Loop))
    return;

  LoopSummary Summary = Work->loop(Loop);
  if (Summary.LeavesOnStatus)
    return;
  if (!SummaryCollector::active())
    checkSkippedBodies(Loop, Summary.Work, Ctx);
  bool AllocatesAndFrees = (Summary.Work & work::Alloc) && (Summary.Work & work::Free);
  if (!(Summary.Work & work::DeviceWork) && !AllocatesAndFrees)
    return;
  llvm::DenseSet<const VarDecl *> Variant = LoopWork::loopVariantVariables(Loop);
  llvm::DenseSet<const VarDecl *> Swept = Work->sweptVariables(Loop);
  bool IterationWaits = llvm::any_of(Summary.EveryIteration, [&](const EveryTimeCall &C) {
    return waitsForDevice(C, Ctx);
  });
  for (const EveryTimeCall &Call : Summary.EveryIteration)
    if (churns(Call, Summary, Loop, Fn, Ctx, Variant, Swept) &&
        !(IterationWaits && smallDeviceBuffer(Call, Summary, Ctx)))
      report(Call, Loop, Summary.Work, Ctx);
}

void AllocInLoopCheck::checkPerCall(const FunctionDecl *Fn, ASTContext &Ctx) {
  Collect = SummaryCollector::active();
  if (Fn->isDependentContext() || Fn->isInvalidDecl())
    return;
  prepare(Ctx);
  if (Collect)
    recordCallSummary(Fn, *Work, *Collect);
  // A function other units can call; main and CUDA's own wrappers are not.
  if (!Fn->hasBody() || Fn->isMain() || !Fn->isExternallyVisible() || !isHostFunction(Fn) ||
      lookupCudaApi(Fn) || !(Work->functionWork(Fn) & (work::Alloc | work::Free)))
    return;
  if (!Collect && !AcrossFiles)
    return; // nothing to record, nothing to report
  std::string Usr = usrOf(Fn->getCanonicalDecl());
  if (Usr.empty())
    return;

  // Each acquire or release on every call: paired in the call itself (the same storage, both
  // every time), or one half of a pair on storage other units name alike. The stream-ordered
  // forms (the fix) and an owner that may hand the buffer off are neither.
  const std::vector<EveryTimeCall> &Calls = Work->everyCall(Fn);
  const Stmt *Body = Fn->getBody();
  struct Half {
    const EveryTimeCall *Call;
    PerCall Does;
    std::string Storage; // for one half
  };
  std::vector<Half> Halves;
  auto Counts = [](const EveryTimeCall &C) {
    Role R = roleOf(*C.Info);
    return C.Target.known() && !C.SetupLoop && C.Info->Family != ApiFamily::AsyncAlloc &&
           R != Role::None;
  };
  for (const EveryTimeCall &Call : Calls) {
    if (!Counts(Call) || ownerMayHandOff(Call.Target, Body, *Origins))
      continue;
    Role Mine = roleOf(*Call.Info);
    bool Paired = llvm::any_of(Calls, [&](const EveryTimeCall &O) {
      return Counts(O) && roleOf(*O.Info) == partnerOf(Mine) &&
             sameStorage(Call.Target, O.Target, Ctx);
    });
    bool Acquires = Mine == Role::Acquire || Mine == Role::Register;
    if (Paired) {
      Halves.push_back({&Call, PerCall::AcquiresAndReleases, ""});
      if (Collect)
        if (std::optional<SourceSite> Site =
                sourceSiteOf(Call.Api->getBeginLoc(), Ctx.getSourceManager())) {
          FunctionSummary &S = (*Collect)[Usr];
          S.ChurnsEveryCall.emplace(Call.Info->Name.str(), *Site);
          S.DeviceWork = Work->functionWork(Fn) & work::DeviceWork;
        }
    } else if (std::optional<std::string> Key = storageKeyAcross(Call.Target)) {
      bool Allocation = Mine == Role::Acquire || Mine == Role::Release;
      std::string Storage = (Allocation ? "alloc|" : "register|") + *Key;
      if (Collect)
        if (std::optional<SourceSite> Site = sourceSiteOf(Call.Api->getBeginLoc(),
                                                          Ctx.getSourceManager())) {
          FunctionSummary &S = (*Collect)[Usr];
          (Acquires ? S.AcquiresEveryCall : S.ReleasesEveryCall).emplace(Storage, *Site);
        }
      Halves.push_back({&Call, Acquires ? PerCall::Acquires : PerCall::Releases, Storage});
    }
  }
  if (!AcrossFiles || Halves.empty())
    return;
  if (!Collect)
    Index = ProjectIndex.get(*this);
  if (!Collect && !Index)
    return; // no project: what calls this function is unknown
  for (const DeclContext *DC = Fn; DC; DC = DC->getParent())
    if (const auto *Outer = dyn_cast<FunctionDecl>(DC); Outer && isIgnored(Outer))
      return;

  const SourceManager &SM = Ctx.getSourceManager();
  unsigned Does = Work->functionWork(Fn);
  for (const Half &H : Halves) {
    // A loop of this unit around it (or around a call of it) is the loop rule's to judge.
    const Expr *ViaCall = nullptr;
    if (LoopWork::repeatingLoop(H.Call->Api, *Origins, ViaCall))
      continue;
    FindingCondition Condition;
    const SourceSite *RepeatedAt = nullptr;
    std::optional<SummaryIndex::PairedLoop> Paired;
    if (H.Does == PerCall::AcquiresAndReleases) {
      if (Collect) {
        Condition.RepeatsVia = {Usr, Fn->getQualifiedNameAsString()};
        Condition.Repeats = RepeatedWork::Allocation;
      } else if (!(RepeatedAt = Index->repeatedBy(Usr))) {
        continue;
      }
    } else {
      SplitPair Pair{H.Storage, Usr, Fn->getQualifiedNameAsString(), H.Does == PerCall::Releases};
      if (Collect)
        Condition.PairedAcross = Pair;
      else if (!(Paired = Index->pairedInLoop(Pair)))
        continue;
    }
    size_t Before = Reported.size();
    report(*H.Call, Body, Does, Ctx, Fn, H.Does);
    if (Reported.size() == Before)
      continue;
    SourceLocation Loc = reportLocation(H.Call->Api->getBeginLoc(), SM);
    std::string Name = Fn->getQualifiedNameAsString();
    if (RepeatedAt) {
      noteAtSite(*this, RepeatedAt->File, RepeatedAt->Offset,
                 repeatNote(Name, RepeatedWork::Allocation, readByThisUnit(RepeatedAt->File, SM)),
                 SM);
    } else if (Paired) {
      noteAtSite(*this, Paired->LoopCall.File, Paired->LoopCall.Offset,
                 repeatNote(Name, RepeatedWork::Allocation,
                            readByThisUnit(Paired->LoopCall.File, SM)),
                 SM);
      noteAtSite(*this, Paired->PartnerCall.File, Paired->PartnerCall.Offset,
                 pairedPartnerNote(H.Does == PerCall::Acquires), SM);
    } else {
      diag(Loc, "%0", DiagnosticIDs::Note) << encodeConditionNote(Condition);
    }
  }
}

bool AllocInLoopCheck::smallDeviceBuffer(const EveryTimeCall &Call, const LoopSummary &Summary,
                                         const ASTContext &Ctx) const {
  if (costOf(*Call.Info) != Cost::Device)
    return false;
  auto Small = [&](const EveryTimeCall &Alloc) {
    std::optional<uint64_t> Bytes = constantArgument(Alloc.Api, Alloc.Info->SizeArg, Ctx);
    return Bytes && *Bytes <= WaitingLoopQuietBytes;
  };
  if (roleOf(*Call.Info) == Role::Acquire)
    return Small(Call);
  // A free: the size is its allocation's, in the same iteration.
  return llvm::any_of(Summary.EveryIteration, [&](const EveryTimeCall &O) {
    return roleOf(*O.Info) == Role::Acquire && costOf(*O.Info) == Cost::Device &&
           sameStorage(Call.Target, O.Target, Ctx) && Small(O);
  });
}

namespace {

/// True when the acquire A and the release R of one buffer sit on either side of a timed span
/// of the body they share (the loop's, or a function both reach through the same calls): a
/// benchmark's buffer, set up before its clock starts and freed after it stops, is one
/// experiment's input (held-out round 37, NVIDIA-Merlin/HierarchicalKV@ae24eec
/// benchmark/merlin_hashtable_benchmark.cc.cu:69: test_one_api, called once per API measured).
bool bracketsTimedSpan(const EveryTimeCall &A, const EveryTimeCall &R, const Stmt *Loop,
                       const ASTContext &Ctx,
                       llvm::DenseMap<const Stmt *, std::optional<SourceRange>> &Spans) {
  const SourceManager &SM = Ctx.getSourceManager();
  auto At = [](const EveryTimeCall &C, size_t Level) -> const CallStep * {
    return Level < C.Chain.size() ? &C.Chain[Level] : nullptr;
  };
  for (size_t Level = 0; Level <= std::min(A.Chain.size(), R.Chain.size()); ++Level) {
    if (Level > 0 && A.Chain[Level - 1].Site != R.Chain[Level - 1].Site)
      return false;
    const CallStep *StepA = At(A, Level), *StepR = At(R, Level);
    const Stmt *SA = StepA ? StepA->Site : A.Api, *SR = StepR ? StepR->Site : R.Api;
    if (SA == SR)
      continue; // both go on through the same call
    if ((StepA && StepA->K == CallStep::Kind::Destruct) ||
        (StepR && StepR->K == CallStep::Kind::Destruct))
      return false;
    const Stmt *Body = Level == 0 ? LoopWork::body(Loop) : nullptr;
    if (Level > 0)
      if (const FunctionDecl *Def = A.Chain[Level - 1].Callee->getDefinition())
        Body = Def->getBody();
    auto [Cached, New] = Spans.try_emplace(Body);
    if (New)
      Cached->second = timedSpan(Body, Ctx);
    const std::optional<SourceRange> Span = Cached->second;
    return Span &&
           SM.isBeforeInTranslationUnit(SM.getExpansionLoc(SA->getBeginLoc()), Span->getBegin()) &&
           SM.isBeforeInTranslationUnit(Span->getEnd(), SM.getExpansionLoc(SR->getBeginLoc()));
  }
  return false;
}

} // namespace

bool AllocInLoopCheck::churns(const EveryTimeCall &Call, const LoopSummary &Summary,
                              const Stmt *Loop, const FunctionDecl *Fn, ASTContext &Ctx,
                              const llvm::DenseSet<const VarDecl *> &Variant,
                              const llvm::DenseSet<const VarDecl *> &Swept) const {
  if (!Call.Target.known())
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  Role Mine = roleOf(*Call.Info);
  // A sweep over sizes allocates a buffer of each size on purpose: it cannot be hoisted as is.
  if (sizedBySweep(Call, Swept))
    return false;
  // A benchmark experiment's buffer: acquired before its clock starts, released after it stops
  // by the same call of the experiment (another call's release is not its pair).
  if (llvm::any_of(Summary.EveryIteration, [&](const EveryTimeCall &O) {
        return roleOf(*O.Info) == partnerOf(Mine) && sameStorage(Call.Target, O.Target, Ctx) &&
               (releases(*Call.Info) ? bracketsTimedSpan(O, Call, Loop, Ctx, TimedSpans)
                                     : bracketsTimedSpan(Call, O, Loop, Ctx, TimedSpans));
      }))
    return false;
  auto Paired = [&] {
    return llvm::any_of(Summary.EveryIteration, [&](const EveryTimeCall &O) {
      if (roleOf(*O.Info) != partnerOf(Mine) || !sameStorage(Call.Target, O.Target, Ctx) ||
          ownerMayHandOff(Call.Target, Loop, *Origins) || sizedBySweep(O, Swept))
        return false;
      if (!namesPerIterationStorage(Call.Target, Variant))
        return true;
      // A different element on each iteration: churn only when it is acquired and
      // released within the iteration, not when each element is replaced.
      return releases(*Call.Info) ? runsBefore(O, Call, SM) : runsBefore(Call, O, SM);
    });
  };
  switch (Call.Info->Family) {
  case ApiFamily::Free:
  case ApiFamily::HostRegister:
  case ApiFamily::HostUnregister:
    return Paired();
  case ApiFamily::Alloc:
    break;
  default:
    return false; // stream-ordered allocation is the fix
  }
  // A loop that stops once the allocation gives what it wants retries, it does not churn.
  if (Call.Target.Root == AccessPath::RootKind::Var)
    if (const auto *V = dyn_cast<VarDecl>(Call.Target.Var))
      if (llvm::any_of(Summary.ExitConditions,
                       [&](const Expr *Cond) { return mentionsVariable(Cond, V); }))
        return false;
  if (Paired())
    return true;
  // Not freed in the loop: still a new allocation per iteration when the pointer lives in
  // one local variable that nothing but device work reads (the previous buffer leaks).
  const VarDecl *V = Call.Target.plainVariable();
  if (!V || isa<ParmVarDecl>(V) || !V->hasLocalStorage() || V->getType()->isReferenceType())
    return false;
  const DeclContext *Owner = V->getParentFunctionOrMethod();
  if (!Owner || cast<Decl>(Owner)->getCanonicalDecl() != Fn->getCanonicalDecl())
    return false;
  return onlyFeedsDeviceWork(V, Call, Loop, Fn, Ctx);
}

bool AllocInLoopCheck::sizedBySweep(const EveryTimeCall &Call,
                                    const llvm::DenseSet<const VarDecl *> &Swept) const {
  Role R = roleOf(*Call.Info);
  if (Swept.empty() || (R != Role::Acquire && R != Role::Register))
    return false;
  const CudaApiInfo &I = *Call.Info;
  for (unsigned A = 0; A < Call.Api->getNumArgs(); ++A) {
    bool Size = I.SizeArg >= 0 ? static_cast<int>(A) == I.SizeArg
                               : static_cast<int>(A) != I.DstArg && static_cast<int>(A) != I.FlagsArg;
    if (Size && Work->flowsFrom(Call.Api->getArg(A), Call.Chain, Swept))
      return true;
  }
  return false;
}

bool AllocInLoopCheck::onlyFeedsDeviceWork(const VarDecl *V, const EveryTimeCall &Call,
                                           const Stmt *Loop, const FunctionDecl *Fn,
                                           ASTContext &Ctx) const {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation LoopBegin = SM.getExpansionLoc(Loop->getBeginLoc());
  SourceLocation LoopEnd = SM.getExpansionLoc(Loop->getEndLoc());
  auto InLoop = [&](const Stmt *S) {
    SourceLocation L = SM.getExpansionLoc(S->getBeginLoc());
    return !SM.isBeforeInTranslationUnit(L, LoopBegin) && !SM.isBeforeInTranslationUnit(LoopEnd, L);
  };
  const Stmt *AllocatingCall = Call.Chain.empty() ? nullptr : Call.Chain.front().Site;

  // Whether one reference to V leaves the pointer where only device work reads it.
  auto Harmless = [&](const DeclRefExpr *Ref) {
    bool Inside = InLoop(Ref);
    bool Address = false, Element = false;
    const Expr *E = Ref;
    for (unsigned Depth = 0; Depth < 16; ++Depth) {
      auto Parents = Origins->parents(*E);
      if (Parents.size() != 1)
        return false;
      if (const auto *VD = Parents[0].get<VarDecl>()) // copied into another variable
        return !Inside && !Address && !VD->getType()->isReferenceType();
      if (const auto *S = Parents[0].get<Stmt>(); S && !isa<Expr>(S))
        return !Address && !isa<ReturnStmt>(S); // a condition or an expression statement
      const auto *P = Parents[0].get<Expr>();
      if (!P)
        return false;
      if (const auto *IC = dyn_cast<ImplicitCastExpr>(P)) {
        if (IC->getCastKind() == CK_LValueToRValue && (Element || !Inside))
          return true; // reads an element, or reads the pointer after the loop
        E = P;
        continue;
      }
      if (isa<ParenExpr, ExplicitCastExpr>(P)) {
        E = P;
        continue;
      }
      if (const auto *UO = dyn_cast<UnaryOperator>(P)) {
        if (UO->getOpcode() == UO_AddrOf) {
          if (Element)
            Element = false;
          else
            Address = true;
          E = P;
          continue;
        }
        return !Address && (UO->getOpcode() == UO_Deref || UO->getOpcode() == UO_LNot ||
                            UO->isIncrementDecrementOp());
      }
      if (const auto *BO = dyn_cast<BinaryOperator>(P)) {
        if (BO->isAssignmentOp())
          return BO->getLHS() == E && !Address;
        if (BO->isComparisonOp() || BO->isLogicalOp())
          return true;
        if (BO->getOpcode() == BO_Comma && BO->getLHS() == E)
          return true;
        if ((BO->isAdditiveOp() || BO->getOpcode() == BO_Comma) && !Address) {
          E = P;
          continue;
        }
        return false;
      }
      if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(P)) {
        if (ASE->getBase() != E || Address)
          return false;
        Element = true;
        E = P;
        continue;
      }
      if (const auto *ME = dyn_cast<MemberExpr>(P)) {
        if (Address)
          return false;
        if (ME->isArrow())
          return true; // reads or writes the pointee
        E = P;         // a field of V (`pitched.ptr`) flows on
        continue;
      }
      if (const auto *CO = dyn_cast<AbstractConditionalOperator>(P)) {
        if (CO->getCond() == E)
          return true;
        E = P;
        continue;
      }
      if (const auto *C = dyn_cast<CallExpr>(P)) {
        if (C == AllocatingCall)
          return true;
        if (C->getCallee() == E)
          return false;
        if (isa<CUDAKernelCallExpr>(C))
          return !Address;
        if (LoopWork::isLibraryFunction(C->getDirectCallee(), SM))
          return !Address; // cuBLAS, cuSOLVER, ... read or write it on the device
        if (const CudaApiInfo *Info = lookupCudaApi(C)) {
          if (!Address)
            return true;
          return Info->Family == ApiFamily::Alloc && Info->DstArg >= 0 &&
                 static_cast<unsigned>(Info->DstArg) < C->getNumArgs() &&
                 C->getArg(Info->DstArg) == E;
        }
        return false;
      }
      return isa<CXXConstructExpr>(P) && P == AllocatingCall;
    }
    return false;
  };

  bool Ok = true;
  std::function<void(const Stmt *, bool)> Walk = [&](const Stmt *S, bool InLambda) {
    if (!S || !Ok)
      return;
    if (const auto *L = dyn_cast<LambdaExpr>(S)) {
      for (const Expr *Init : L->capture_inits())
        Walk(Init, true);
      Walk(L->getBody(), true);
      return;
    }
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S);
        DRE && DRE->getDecl()->getCanonicalDecl() == V->getCanonicalDecl()) {
      if (InLambda || !Harmless(DRE))
        Ok = false;
      return;
    }
    for (const Stmt *C : S->children())
      Walk(C, InLambda);
  };
  Walk(Fn->getBody(), false);
  return Ok;
}

void AllocInLoopCheck::report(const EveryTimeCall &Call, const Stmt *Loop, unsigned Work,
                              const ASTContext &Ctx, const FunctionDecl *PerCallOf,
                              PerCall Half) {
  const SourceManager &SM = Ctx.getSourceManager();
  // Reported on the call in the callee; on the loop's call when the callee lives in another
  // file (a header's findings are often filtered out).
  bool Elsewhere = false;
  SourceLocation Loc = LoopWork::findingLocation(Call, Loop, SM, Elsewhere);
  if (!Reported.insert({Loc.getRawEncoding(), Call.Api->getBeginLoc().getRawEncoding()}).second)
    return;
  Loc = reportLocation(Loc, SM);

  std::string Where = Call.SetupLoop ? "an enclosing loop" : "this loop";
  if (PerCallOf) {
    Where = "a loop in another translation unit that calls '" +
            PerCallOf->getQualifiedNameAsString() + "'";
  } else if (!Call.Chain.empty()) {
    const CallStep &First = Call.Chain.front();
    StringRef Verb = First.K == CallStep::Kind::Construct  ? "constructs"
                     : First.K == CallStep::Kind::Destruct ? "destroys"
                                                           : "calls";
    Where = ("a loop that " + Verb + " '" + LoopWork::stepName(First) + "'").str();
  }
  diagnoseChurn(Loc, *Call.Info, Where);
  StringRef Fn = Call.Info->Name;
  if (Elsewhere)
    diag(reportLocation(Call.Api->getBeginLoc(), SM), "%0 called here", DiagnosticIDs::Note) << Fn;
  if (Call.SetupLoop)
    diag(reportLocation(Call.SetupLoop->getBeginLoc(), SM),
         "once per element by this loop, on every iteration", DiagnosticIDs::Note);
  std::string Does = LoopWork::describeDeviceWork(Work);
  if (PerCallOf)
    diag(reportLocation(PerCallOf->getLocation(), SM),
         "'%0' %select{allocates and frees|allocates|frees}1 this buffer on every call"
         "%select{|, and also %3}2",
         DiagnosticIDs::Note)
        << PerCallOf->getQualifiedNameAsString() << static_cast<unsigned>(Half)
        << (Does.empty() ? 0 : 1) << Does;
  else
    noteLoop(Loop, Does, SM);
  for (const CallStep &Step : llvm::drop_begin(Call.Chain, Elsewhere ? 1 : 0)) {
    switch (Step.K) {
    case CallStep::Kind::Call:
      diag(reportLocation(Step.Site->getBeginLoc(), SM), "through this call to '%0'",
           DiagnosticIDs::Note)
          << LoopWork::stepName(Step);
      break;
    case CallStep::Kind::Construct:
      diag(reportLocation(Step.Site->getBeginLoc(), SM), "through the constructor of '%0'",
           DiagnosticIDs::Note)
          << LoopWork::stepName(Step);
      break;
    case CallStep::Kind::Destruct:
      diag(reportLocation(Step.Object ? Step.Object->getLocation() : Step.Site->getBeginLoc(), SM),
           "through the destructor of '%0'", DiagnosticIDs::Note)
          << LoopWork::stepName(Step);
      break;
    }
  }
  ProbeConfig Measured;
  if (Call.Info->Family == ApiFamily::Alloc)
    Measured.AllocBytes = constantArgument(Call.Api, Call.Info->SizeArg, Ctx);
  for (const std::string &Cost : Probe.notesFor(SM, Loc, Measured))
    diag(Loc, "%0", DiagnosticIDs::Note) << Cost;
}

void AllocInLoopCheck::noteLoop(const Stmt *Loop, StringRef Does, const SourceManager &SM) {
  if (Does.empty())
    diag(reportLocation(Loop->getBeginLoc(), SM),
         "in this loop, whose only work is allocating and freeing memory", DiagnosticIDs::Note);
  else
    diag(reportLocation(Loop->getBeginLoc(), SM), "in this loop, which also %0",
         DiagnosticIDs::Note)
        << Does;
}

void AllocInLoopCheck::diagnoseChurn(SourceLocation Loc, const CudaApiInfo &Api, StringRef Where) {
  StringRef Fn = Api.Name;
  bool Driver = Api.DriverApi;
  bool Release = releases(Api);
  switch (costOf(Api)) {
  case Cost::Device:
    diag(Loc, "%0 on every iteration of %1 synchronizes the device and costs tens to hundreds "
              "of microseconds per call; hoist the allocation out of the loop or use %2/%3 on "
              "the stream with a memory pool whose release threshold keeps memory cached (%4)")
        << Fn << Where << (Driver ? "cuMemAllocAsync" : "cudaMallocAsync")
        << (Driver ? "cuMemFreeAsync" : "cudaFreeAsync")
        << (Driver ? "CU_MEMPOOL_ATTR_RELEASE_THRESHOLD" : "cudaMemPoolAttrReleaseThreshold");
    break;
  case Cost::Managed:
    diag(Loc, "%0 on every iteration of %1 synchronizes the device and costs tens to hundreds "
              "of microseconds per call; hoist the allocation out of the loop and reuse the "
              "buffer")
        << Fn << Where;
    break;
  case Cost::Array:
    diag(Loc, "%0 on every iteration of %1 synchronizes the device and costs tens to hundreds "
              "of microseconds per call; create the array once outside the loop and reuse it")
        << Fn << Where;
    break;
  case Cost::Pinned:
    diag(Loc, "%0 on every iteration of %1 synchronizes the device and costs milliseconds per "
              "call to %select{pin|unpin}2 host memory; allocate the pinned buffer once outside "
              "the loop and reuse it")
        << Fn << Where << Release;
    break;
  case Cost::Register:
    diag(Loc, "%0 on every iteration of %1 costs milliseconds per call to %select{pin|unpin}2 "
              "host memory; register the buffer once outside the loop and keep it registered")
        << Fn << Where << Release;
    break;
  }
}

void AllocInLoopCheck::checkSkippedBodies(const Stmt *Loop, unsigned Work, ASTContext &Ctx) {
  const SummaryIndex *Known = ProjectIndex.get(*this);
  const Stmt *Body = LoopWork::body(Loop);
  if (!Known || !Body)
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  anyStmtUnder(Body, [&](const Stmt *S) {
    const auto *Call = dyn_cast<CallExpr>(S);
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
    if (!Def || !Def->hasSkippedBody() || isIgnored(Callee) || !Origins->runsEachTime(Call, Body))
      return false;
    const FunctionSummary *F = Known->find(usrOf(Callee->getCanonicalDecl()));
    if (!F)
      return false;
    SourceLocation Loc = reportLocation(Call->getBeginLoc(), SM);
    std::string Where = "a loop that calls '" + Callee->getQualifiedNameAsString() + "'";
    std::string Does = LoopWork::describeDeviceWork(Work | F->DeviceWork);
    for (const auto &[Name, Site] : F->ChurnsEveryCall) {
      const CudaApiInfo *Api = lookupCudaApi(Name);
      if (!Api || !Reported.insert({Loc.getRawEncoding(), ~Site.Offset}).second)
        continue;
      diagnoseChurn(Loc, *Api, Where);
      noteAtSite(*this, Site.File, Site.Offset, Name + " called here", SM);
      noteLoop(Loop, Does, SM);
      for (const std::string &Cost : Probe.notesFor(SM, Loc, ProbeConfig()))
        diag(Loc, "%0", DiagnosticIDs::Note) << Cost;
    }
    return false;
  });
}

} // namespace clang::tidy::cuda

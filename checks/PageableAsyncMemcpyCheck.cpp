//===--- PageableAsyncMemcpyCheck.cpp - cuda-pageable-async-memcpy ----------------------===//
#include "PageableAsyncMemcpyCheck.h"
#include "analysis/CallSummaries.h"
#include "analysis/CaptureRegion.h"
#include "analysis/CopyDescription.h"
#include "analysis/CudaApi.h"
#include "analysis/DiagnosticLocation.h"
#include "analysis/HostMemorySummaries.h"
#include "analysis/HostTables.h"
#include "analysis/LoopWork.h"
#include "analysis/NamePatterns.h"
#include "analysis/SourceText.h"
#include "analysis/StmtWalk.h"
#include "analysis/UnitTests.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang::ast_matchers;

namespace clang::tidy::cuda {
namespace {

/// True when FD allocates device, managed or pinned memory: it calls an allocation API, or a
/// function of the project that does (Depth calls down), as `make_cuda_auto_ptr<T>(n, s)` does.
bool allocatesMemory(const FunctionDecl *FD, unsigned Depth) {
  if (!FD)
    return false;
  if (const CudaApiInfo *Api = lookupCudaApi(FD))
    return Api->Family == ApiFamily::Alloc ||
           (Api->Family == ApiFamily::AsyncAlloc && !isStreamOrderedFree(*Api));
  const FunctionDecl *Def = FD->getDefinition();
  if (!Def || !Def->getBody() || Depth == 0)
    return false;
  return anyStmtUnder(Def->getBody(), [&](const Stmt *S) {
    return (isa<CallExpr>(S) || isa<CXXConstructExpr>(S)) &&
           allocatesMemory(calledFunction(cast<Expr>(S)), Depth - 1);
  });
}

/// True when Loop allocates, before Call in its body, the buffer that Dst (Call's device
/// operand: `d`, `p.get()`) names, and frees it nowhere in its body: each iteration fills a
/// new device table that outlives it (set-up code, encryptorion-lab/phantom-fhe@1f4a198
/// src/rns.cu:626, one table per modulus), it does not stream data through a scratch buffer
/// (allocated, filled and freed per iteration: cuda-alloc-in-loop's finding, and the copy's
/// staging still repeats).
bool destinationAllocatedInLoop(const CallExpr *Call, const Expr *Dst, const Stmt *Loop,
                                const ValueOrigins &VO, const SourceManager &SM) {
  const Expr *E = Dst ? Dst->IgnoreParenImpCasts() : nullptr;
  if (const auto *Get = dyn_cast_or_null<CXXMemberCallExpr>(E);
      Get && Get->getNumArgs() == 0 && Get->getMethodDecl() &&
      Get->getMethodDecl()->getIdentifier() && Get->getMethodDecl()->getName() == "get")
    E = Get->getImplicitObjectArgument()->IgnoreParenImpCasts();
  const ValueDecl *D = E ? ValueOrigins::storageOf(E) : nullptr;
  llvm::SmallVector<ValueOrigin, 8> Writes;
  if (!D || !VO.writesTo(D, Writes))
    return false;
  bool FreedInLoop = anyStmtUnder(LoopWork::body(Loop), [&](const Stmt *S) {
    const auto *Free = dyn_cast<CallExpr>(S);
    const CudaApiInfo *Api = Free ? lookupCudaApi(Free) : nullptr;
    return Api && Free->getNumArgs() > 0 &&
           (Api->Family == ApiFamily::Free || isStreamOrderedFree(*Api)) &&
           ValueOrigins::storageOf(Free->getArg(0)->IgnoreParenImpCasts()) == D;
  });
  return !FreedInLoop && llvm::any_of(Writes, [&](const ValueOrigin &W) {
    if (!W.Site || !isBefore(SM, W.Site, Call) ||
        !llvm::is_contained(VO.enclosingLoops(W.Site), Loop))
      return false;
    if (W.K == ValueOrigin::Kind::OutArgument)
      return allocatesMemory(calledFunction(W.Call), 0);
    const auto *Made = W.Value ? dyn_cast<CallExpr>(W.Value->IgnoreImplicit()) : nullptr;
    return Made && allocatesMemory(calledFunction(Made), 2);
  });
}

/// The buffer a pointer argument names: 'h' for `h`, `h + n`, `&h[i]`, `(void *)h`,
/// `h.data()`, `&h[0]`, `h.get()`.
std::string bufferName(const Expr *E, const ASTContext &Ctx) {
  const Expr *Whole = E;
  for (unsigned Guard = 0; E && Guard < 16; ++Guard) {
    E = E->IgnoreParenCasts();
    if (const auto *BO = dyn_cast<BinaryOperator>(E);
        BO && (BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub)) {
      E = BO->getRHS()->getType()->isPointerType() ? BO->getRHS() : BO->getLHS();
      continue;
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->getOpcode() == UO_AddrOf) {
      const Expr *Sub = UO->getSubExpr()->IgnoreParenImpCasts();
      if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Sub))
        Sub = ASE->getBase();
      else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Sub);
               Op && Op->getOperator() == OO_Subscript && Op->getNumArgs() == 2)
        Sub = Op->getArg(0);
      else if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Sub))
        Sub = MC->getImplicitObjectArgument();
      E = Sub;
      continue;
    }
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
      const CXXMethodDecl *MD = MC->getMethodDecl();
      if (MD && MD->getIdentifier() &&
          llvm::is_contained({"data", "c_str", "get"}, MD->getName())) {
        E = MC->getImplicitObjectArgument();
        continue;
      }
      break;
    }
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      return DRE->getDecl()->getNameAsString();
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
        return ME->getMemberDecl()->getNameAsString();
      std::string Text = writtenText(ME, Ctx);
      return Text.empty() ? ME->getMemberDecl()->getNameAsString() : Text;
    }
    break;
  }
  std::string Text = writtenText(E ? E : Whole, Ctx);
  if (Text.empty() || Text.size() > 40)
    Text = writtenText(Whole, Ctx);
  return Text.empty() || Text.size() > 40 ? "buffer" : Text;
}

llvm::StringRef directionWords(CopyDirection D) {
  switch (D) {
  case CopyDirection::HostToDevice:
    return "host-to-device copy";
  case CopyDirection::DeviceToHost:
    return "device-to-host copy";
  case CopyDirection::HostToHost:
    return "host-to-host copy";
  default:
    return "copy";
  }
}

/// Where to report a call whose name comes from a header's macro: the headers spell
/// `cuMemcpyHtoDAsync` as `__CUDA_API_PTSZ(cuMemcpyHtoDAsync_v2)` and, per thread,
/// `cudaMemcpyAsync` as `cudaMemcpyAsync ## _ptsz`. Climb the macro callers out of system
/// macros and header text, so that every front end reports it at the call (clangd drops
/// warnings located in a system macro).
SourceLocation callLocation(SourceLocation Loc, const SourceManager &SM) {
  FileID Home = SM.getFileID(SM.getExpansionLoc(Loc));
  while (Loc.isMacroID() && (SM.isInSystemMacro(Loc) || SM.getFileID(SM.getFileLoc(Loc)) != Home))
    Loc = SM.getImmediateMacroCallerLoc(Loc);
  return Loc;
}

// Measured on an H200 (docs/checks/cuda/pageable-async-memcpy.md, "Options"): host to device,
// pageable memory cost no more than pinned up to 4 KiB, 1.08x at 8 KiB, 1.56x at 16 KiB.
constexpr uint64_t DefaultHostToDeviceQuietBytes = 8192;
// Device to host paid 2.6x already at 4 B, and blocked the host behind queued work.
constexpr uint64_t DefaultDeviceToHostQuietBytes = 0;
// A copy the host waits for right after overlaps nothing, pinned or not: pinning saves only the
// staging, at most 13 us per copy up to 64 KiB (device to host, 17.8 us pageable vs 4.8 us
// pinned; host to device 13.0 vs 5.8 us; h200-run1.json). The wait behind queued work is paid
// either way.
constexpr uint64_t DefaultSyncedCopyQuietBytes = 65536;

struct PageableOperand {
  CopyHostOperand Operand;
  HostMemoryInfo Info;
  std::string Name;
};

/// The note on memory another unit's function hands out (the finding stands only when the
/// project index says that memory is pageable).
void noteExternal(ClangTidyCheck &Check, const HostMemoryOrigin &O, const SourceManager &SM) {
  if (O.ExternalStorage) {
    Check.diag(reportLocation(O.getLocation(), SM),
               "pageable memory: every store into '%0' in the program is pageable memory",
               DiagnosticIDs::Note)
        << O.ExternalStorage->getQualifiedNameAsString();
    return;
  }
  std::string Fn = O.External->getQualifiedNameAsString();
  if (O.ExternalArgument) {
    Check.diag(reportLocation(O.getLocation(), SM),
               "pageable memory: every call of '%0' in the program passes pageable memory as "
               "'%1'",
               DiagnosticIDs::Note)
        << Fn << O.Decl->getName();
    return;
  }
  if (O.ExternalParam < 0) {
    Check.diag(reportLocation(O.getLocation(), SM),
               "pageable memory returned by '%0', defined in another translation unit",
               DiagnosticIDs::Note)
        << Fn;
    return;
  }
  const ParmVarDecl *P = O.External->getParamDecl(O.ExternalParam);
  Check.diag(reportLocation(O.getLocation(), SM),
             "pageable memory stored through '%0' by '%1', defined in another translation unit",
             DiagnosticIDs::Note)
      << (P->getIdentifier() ? P->getName().str() : "parameter " + std::to_string(O.ExternalParam + 1))
      << Fn;
}

} // namespace

PageableAsyncMemcpyCheck::PageableAsyncMemcpyCheck(StringRef Name, ClangTidyContext *Context)
    : CudaApiCheck(Name, Context), MinBytes(Options.get("MinBytes", uint64_t(0))),
      HostToDeviceQuietBytes(Options.get("HostToDeviceQuietBytes", DefaultHostToDeviceQuietBytes)),
      DeviceToHostQuietBytes(Options.get("DeviceToHostQuietBytes", DefaultDeviceToHostQuietBytes)),
      SyncedCopyQuietBytes(Options.get("SyncedCopyQuietBytes", DefaultSyncedCopyQuietBytes)),
      ReportWaitedOneShotCopies(isTrueOption(Options.get("ReportWaitedOneShotCopies", "false"))),
      ReportUnboundedWaitedCopies(
          isTrueOption(Options.get("ReportUnboundedWaitedCopies", "false"))),
      ReportOneShotUnboundedUploads(
          isTrueOption(Options.get("ReportOneShotUnboundedUploads", "false"))),
      ReportSmallTables(isTrueOption(Options.get("ReportSmallTables", "false"))),
      CallersAcrossFiles(isTrueOption(Options.get("CallersAcrossFiles", "false"))),
      StoredAcrossFiles(isTrueOption(Options.get("StoredAcrossFiles", "true"))),
      ProjectIndex(Options.get("ProjectIndex", "")), Probe(Options) {
  // Every asynchronous copy in the API table, under each spelling the headers map it to.
  for (const CudaApiInfo &I : allCudaApis())
    if (I.Family == ApiFamily::Copy && I.Async)
      for (llvm::StringRef Suffix : {"", "_v2", "_ptsz", "_v2_ptsz", "_ptds", "_v2_ptds"})
        CopyFunctionNames.push_back(("::" + I.Name + Suffix).str());
}

void PageableAsyncMemcpyCheck::storeOptions(ClangTidyOptions::OptionMap &Opts) {
  Probe.storeOptions(Opts, Options);
  Options.store(Opts, "MinBytes", MinBytes);
  Options.store(Opts, "HostToDeviceQuietBytes", HostToDeviceQuietBytes);
  Options.store(Opts, "DeviceToHostQuietBytes", DeviceToHostQuietBytes);
  Options.store(Opts, "SyncedCopyQuietBytes", SyncedCopyQuietBytes);
  Options.store(Opts, "ReportWaitedOneShotCopies", ReportWaitedOneShotCopies ? "true" : "false");
  Options.store(Opts, "ReportUnboundedWaitedCopies",
                ReportUnboundedWaitedCopies ? "true" : "false");
  Options.store(Opts, "ReportOneShotUnboundedUploads",
                ReportOneShotUnboundedUploads ? "true" : "false");
  Options.store(Opts, "ReportSmallTables", ReportSmallTables ? "true" : "false");
  Options.store(Opts, "CallersAcrossFiles", CallersAcrossFiles ? "true" : "false");
  Options.store(Opts, "StoredAcrossFiles", StoredAcrossFiles ? "true" : "false");
  Options.store(Opts, "ProjectIndex", ProjectIndex.path());
}

uint64_t PageableAsyncMemcpyCheck::quietBytes(CopyDirection Direction) const {
  switch (Direction) {
  case CopyDirection::HostToDevice:
    return HostToDeviceQuietBytes;
  case CopyDirection::DeviceToHost:
    return DeviceToHostQuietBytes;
  default:
    return std::min(HostToDeviceQuietBytes, DeviceToHostQuietBytes);
  }
}


void PageableAsyncMemcpyCheck::registerMatchers(MatchFinder *Finder) {
  std::vector<llvm::StringRef> Names(CopyFunctionNames.begin(), CopyFunctionNames.end());
  Finder->addMatcher(callExpr(callee(functionDecl(hasAnyName(Names)))).bind("call"), this);
  // Functions that may hand host memory to other units (summarised only for the CLI's index).
  Finder->addMatcher(functionDecl(isDefinition(), unless(isExpansionInSystemHeader()),
                                  anyOf(returns(pointerType()),
                                        hasAnyParameter(hasType(qualType(anyOf(
                                            pointerType(pointee(pointerType())),
                                            referenceType(pointee(pointerType()))))))))
                         .bind("fn"),
                     this);
  // Every function's calls, for the index: a loop in one unit repeats a copy in another.
  Finder->addMatcher(
      functionDecl(isDefinition(), unless(isExpansionInSystemHeader())).bind("caller"), this);
  // Pointer fields and globals other units may store into (for the index).
  Finder->addMatcher(
      fieldDecl(hasType(pointerType()), unless(isExpansionInSystemHeader())).bind("stored"), this);
  Finder->addMatcher(varDecl(hasGlobalStorage(), hasType(pointerType()),
                             unless(isExpansionInSystemHeader()))
                         .bind("stored"),
                     this);
  // A table of callbacks at namespace scope takes its functions' addresses (for the index).
  auto FunctionRef = declRefExpr(to(functionDecl()));
  Finder->addMatcher(varDecl(hasGlobalStorage(), unless(isExpansionInSystemHeader()),
                             hasInitializer(anyOf(FunctionRef, hasDescendant(FunctionRef))))
                         .bind("global"),
                     this);
}

void PageableAsyncMemcpyCheck::recordCalls(const FunctionDecl *Fn) {
  if (Fn->isDependentContext() || !isHostFunction(Fn))
    return;
  if (!Origins)
    Origins = ValueOrigins::get(Fn->getASTContext());
  if (!Loops)
    Loops = std::make_unique<LoopWork>(*Origins, llvm::ArrayRef<ApiFamily>());
  recordCallSummary(Fn, *Loops, *Collect);
  if (!Provenance)
    Provenance = HostMemoryProvenance::get(Origins->getASTContext());
  if (PassedMemory Passes = summarizePassedMemory(*Provenance, Fn); !Passes.empty())
    if (std::string Usr = usrOf(Fn); !Usr.empty())
      (*Collect)[Usr].Passes = std::move(Passes);
  // A registration this unit cannot follow may pin any field's or global's memory.
  if (Provenance->hasOpaqueRegistration() && !Collect->count(AnyStorageUsr.str())) {
    HostMemorySummary Unknown;
    Unknown.Known = HostMemoryFact::Unknown;
    (*Collect)[AnyStorageUsr.str()].Stored = Unknown;
  }
}

void PageableAsyncMemcpyCheck::recordStores(const ValueDecl *D) {
  if (!Origins)
    Origins = ValueOrigins::get(D->getASTContext());
  if (!Provenance)
    Provenance = HostMemoryProvenance::get(Origins->getASTContext());
  if (std::optional<HostMemorySummary> Stored = summarizeStoredMemory(*Provenance, D))
    if (std::string Usr = usrOf(D); !Usr.empty()) {
      std::optional<HostMemorySummary> &Into = (*Collect)[Usr].Stored;
      if (Into)
        joinHostMemory(*Into, *Stored); // a redeclaration matched again
      else
        Into = std::move(Stored);
    }
}

void PageableAsyncMemcpyCheck::recordSummary(const FunctionDecl *Fn) {
  if (Fn->isDependentContext() || !isHostFunction(Fn) || !Fn->isExternallyVisible())
    return;
  if (!Origins)
    Origins = ValueOrigins::get(Fn->getASTContext());
  if (!Provenance)
    Provenance = HostMemoryProvenance::get(Origins->getASTContext());
  std::optional<HostMemorySummary> Returns = summarizeReturnedMemory(*Provenance, Fn);
  std::map<unsigned, HostMemorySummary> OutParams = summarizeOutParameterMemory(*Provenance, Fn);
  if (!Returns && OutParams.empty())
    return;
  std::string Usr = usrOf(Fn);
  if (Usr.empty())
    return;
  FunctionSummary &S = (*Collect)[Usr];
  S.Returns = std::move(Returns);
  S.OutParams = std::move(OutParams);
}

void PageableAsyncMemcpyCheck::onEndOfTranslationUnit() {
  Walker.reset();
  Sync.reset();
  Loops.reset();
  Streams.reset();
  Provenance.reset();
  Origins.reset();
  Reported.clear();
  ResultTestsOf.clear();
  Collect = nullptr;
}

bool PageableAsyncMemcpyCheck::recordForIndex(const MatchFinder::MatchResult &Result) {
  Collect = SummaryCollector::active();
  if (const auto *Fn = Result.Nodes.getNodeAs<FunctionDecl>("fn")) {
    if (Collect)
      recordSummary(Fn);
    return true;
  }
  if (const auto *Fn = Result.Nodes.getNodeAs<FunctionDecl>("caller")) {
    if (Collect)
      recordCalls(Fn);
    return true;
  }
  if (const auto *D = Result.Nodes.getNodeAs<ValueDecl>("stored")) {
    if (Collect)
      recordStores(D);
    return true;
  }
  const auto *Global = Result.Nodes.getNodeAs<VarDecl>("global");
  if (!Global)
    return false;
  if (!Collect || Global->getType()->isDependentType())
    return true;
  if (!Origins)
    Origins = ValueOrigins::get(*Result.Context);
  if (!Provenance)
    Provenance = HostMemoryProvenance::get(Origins->getASTContext());
  if (PassedMemory Passes = summarizePassedMemory(*Provenance, Global); !Passes.empty())
    if (std::string Usr = usrOf(Global); !Usr.empty())
      (*Collect)[Usr].Passes = std::move(Passes);
  return true;
}

void PageableAsyncMemcpyCheck::checkWithoutCudaApi(const MatchFinder::MatchResult &Result) {
  // A plain C++ loader (no CUDA header) still hands pageable memory to the units that copy it.
  recordForIndex(Result);
}

void PageableAsyncMemcpyCheck::check(const MatchFinder::MatchResult &Result) {
  if (recordForIndex(Result))
    return;
  Index = ProjectIndex.get(*this);
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  if (!Call || Call->containsErrors() || Call->isValueDependent())
    return;
  const SourceManager &SM = *Result.SourceManager;
  SourceLocation Loc = Call->getBeginLoc();
  if (Loc.isInvalid() || SM.isInSystemHeader(SM.getExpansionLoc(Loc)))
    return;

  if (!Origins)
    Origins = ValueOrigins::get(*Result.Context);
  CopyDescription Copy;
  // Host-to-host copies are synchronous whatever memory they touch: pinning would not help.
  if (!describeCopy(Call, *Origins, Copy) || !Copy.Api->Async || Copy.HostOperands.empty() ||
      Copy.Direction == CopyDirection::HostToHost)
    return;
  if (Copy.MaxBytes && *Copy.MaxBytes < MinBytes)
    return;

  if (!Provenance)
    Provenance = HostMemoryProvenance::get(Origins->getASTContext());

  // Template patterns are checked through their instantiations; CUDA's own inline wrappers
  // and device code are not the user's host copies; a unit test's copies check results.
  if (const FunctionDecl *Fn = Origins->enclosingFunction(Call))
    if (Fn->isDependentContext() || lookupCudaApi(Fn) || !isHostFunction(Fn) ||
        runsOnlyInUnitTests(Fn, *Origins))
      return;

  llvm::SmallVector<PageableOperand, 2> Pageable;
  FindingCondition Condition; // memory of other units' functions that must be pageable
  CopyDirection Direction = Copy.Direction;
  for (const CopyHostOperand &Op : Copy.HostOperands) {
    HostMemoryInfo Info = Provenance->classify(Op.Ptr);
    // Pageable if what other units' functions hand out is: the index decides (the CLI after
    // every unit, the plugin and clangd here); without one it is unknown.
    FindingCondition Needs;
    if (!Info.isPageable() && (Collect || Index) && Info.pageableIfExternalIs())
      for (const HostMemoryOrigin &O : Info.Origins)
        if (O.isExternal())
          Needs.PageableFrom.push_back((O.ExternalArgument && !CallersAcrossFiles) ||
                                               (O.ExternalStorage && !StoredAcrossFiles)
                                           ? HandedMemory() // unknown: see the options
                                           : handedMemoryOf(O));
    if (!Info.isPageable() &&
        (Needs.PageableFrom.empty() ||
         llvm::any_of(Needs.PageableFrom, [](const HandedMemory &M) { return M.Usr.empty(); }) ||
         (!Collect && Index->drops(Needs))))
      continue;
    if (!Op.Definite) {
      // The runtime picks the direction from the pointers (cudaMemcpyDefault, a kind that is
      // not a constant, unified addresses): only a known device memory on the other side
      // makes this a transfer rather than a host-to-host copy.
      if (!Op.OtherIsDevice &&
          !(Op.Other && Provenance->classify(Op.Other).Kind == HostMemoryKind::Device))
        continue;
      Direction = Op.IsSource ? CopyDirection::HostToDevice : CopyDirection::DeviceToHost;
    }
    Pageable.push_back({Op, std::move(Info), bufferName(Op.Ptr, *Result.Context)});
    if (Collect)
      llvm::append_range(Condition.PageableFrom, Needs.PageableFrom);
  }
  if (Pageable.empty())
    return;
  // A size known to be at most N (a constant, or a bounded expression) counts as N.
  if (Copy.MaxBytes && *Copy.MaxBytes <= quietBytes(Direction))
    return;
  // A table of pointers (`std::vector<float *>` for a batched cuBLAS/cuSOLVER call) holds 8
  // bytes per buffer it names, a table of buffer descriptors a few words per buffer, a table of
  // per-item parameters one scalar per request: a few KiB unless there are thousands, and host
  // to device pageable cost no more than pinned up to 4 KiB (issue 15, held-out rounds 7, 8
  // and 28).
  if (!Copy.MaxBytes && Direction == CopyDirection::HostToDevice && !ReportSmallTables &&
      llvm::all_of(Pageable, [&](const PageableOperand &P) {
        return P.Operand.IsSource && (isPointerTable(P.Operand.Ptr) ||
                                      isDescriptorTable(P.Operand.Ptr, *Result.Context) ||
                                      isPerItemParameterTable(P.Operand.Ptr, *Origins));
      }))
    return;
  // Whether pinning pays back: a copy that repeats pays the staging every time; a copy that
  // runs once pays it once, which registering the existing buffer costs less than (issue 15).
  // One iteration per device copies that device's buffers once: not a repeat.
  const Expr *ViaCall = nullptr;
  if (!Loops)
    Loops = std::make_unique<LoopWork>(*Origins, llvm::ArrayRef<ApiFamily>());
  const Stmt *RepeatLoop = Loops->repeatingLoopApartFromDevices(Call, ViaCall);
  // A loop that allocates each copy's device buffer builds tables: it does not repeat one.
  if (RepeatLoop && !ViaCall && Pageable.size() == 1 &&
      destinationAllocatedInLoop(Call, Pageable.front().Operand.Other, RepeatLoop, *Origins, SM))
    RepeatLoop = nullptr;
  // The host waits for the copy right after: nothing could overlap it, pinned or not. What
  // is left is the staging, worth a pinned buffer only for a copy known to be large (a
  // constant size above SyncedCopyQuietBytes) that runs more than once per run of the
  // program: not in main or in internal functions only main reaches, outside loops (another
  // unit could call any other function on every frame). A size the file does not tell is
  // not known to be large (issue 15: every such finding of the blind rounds was "no").
  bool SmallCopy = Copy.MaxBytes && *Copy.MaxBytes <= SyncedCopyQuietBytes;
  bool KnownLarge = Copy.Bytes && *Copy.Bytes > SyncedCopyQuietBytes;
  bool OneShot = !RepeatLoop && !ReportWaitedOneShotCopies && reachedOnlyFromMain(Call);
  bool QuietIfWaited = SmallCopy || OneShot || (!KnownLarge && !ReportUnboundedWaitedCopies);
  std::optional<bool> Synced;
  // A small read-back the host uses at once (relying on a pageable copy returning when done,
  // as HugeCTR's metrics do: held-out round 32) counts as waited for.
  const ValueDecl *ReadBackInto = nullptr;
  if (Direction == CopyDirection::DeviceToHost && Pageable.size() == 1 && SmallCopy &&
      !Pageable.front().Operand.IsSource) {
    const Expr *Into = Pageable.front().Operand.Ptr->IgnoreParenCasts();
    if (const auto *Addr = dyn_cast<UnaryOperator>(Into); Addr && Addr->getOpcode() == UO_AddrOf)
      Into = Addr->getSubExpr()->IgnoreParenCasts();
    const auto *Ref = dyn_cast<DeclRefExpr>(Into);
    ReadBackInto = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  }
  // A read-back the host reads with no synchronization on the way relies on the pageable copy
  // being synchronous: nothing overlaps it now, and pinned it would need a wait before that
  // read (held-out round 35's shape, PaddlePaddle/Anakin@5fd68a6 saber_generate_proposals.cu:530).
  const Stmt *ReadWithoutWait =
      Direction == CopyDirection::DeviceToHost && Pageable.size() == 1 &&
              !Pageable.front().Operand.IsSource
          ? readWithoutWait(Call, Pageable.front().Operand.Ptr, *Result.Context)
          : nullptr;
  auto Waited = [&] {
    if (!Synced)
      Synced = ReadWithoutWait || syncedRightAfter(Call, *Result.Context, ReadBackInto);
    return *Synced;
  };
  if (QuietIfWaited && Waited())
    return;
  // An upload of a size nothing in the file bounds, that runs once as far as this unit shows:
  // host to device, pageable costs nothing up to 4 KiB and does not wait for queued work, so
  // its cost is a size the file does not tell (a few hundred bytes per request in production
  // code, issue 15). Likewise a read-back of such a size that the host waits for right after:
  // nothing could overlap it, and what its staging costs depends on how often it runs (a debug
  // render mode's payloads, held-out round 10). Reported when a loop repeats it: here, or a
  // loop of another unit that calls its function, which the project index tells (the CLI
  // after every unit, the plugin and clangd with a ProjectIndex file).
  const SourceSite *RepeatedElsewhere = nullptr;
  bool UnboundedUpload =
      Direction == CopyDirection::HostToDevice && !ReportOneShotUnboundedUploads;
  if (!RepeatLoop && !Copy.MaxBytes &&
      (UnboundedUpload || (Direction == CopyDirection::DeviceToHost &&
                           !ReportWaitedOneShotCopies && Waited()))) {
    const FunctionDecl *Fn = Origins->enclosingFunction(Call);
    std::string Usr = Fn && !Fn->isMain() ? usrOf(Fn->getCanonicalDecl()) : "";
    if (Usr.empty())
      return;
    if (Collect)
      Condition.RepeatsVia = {Usr, Fn->getQualifiedNameAsString()};
    else if (!Index || !(RepeatedElsewhere = Index->repeatedBy(Usr)))
      return;
  }
  if (!Reported.insert({Call->getBeginLoc().getRawEncoding(), Call->getEndLoc().getRawEncoding()})
           .second)
    return;
  Loc = reportLocation(Loc, SM);

  std::string What;
  std::string Names;
  for (const PageableOperand &P : Pageable) {
    What += (What.empty() ? "" : " ");
    What +=
        (P.Operand.IsSource ? "from pageable memory '" : "into pageable memory '") + P.Name + "'";
    Names += (Names.empty() ? "'" : "' and '") + P.Name;
  }
  Names += "'";
  bool Driver = Copy.Api->DriverApi;
  bool Several = Pageable.size() > 1;
  diag(callLocation(Loc, SM),
       "%0 %1 is staged through a pinned bounce buffer: %2 blocks the host and cannot "
       "overlap other work; allocate %3 with %4 or register %5 with %6")
      << directionWords(Direction) << What << Copy.Api->Name << Names
      << (Driver ? "cuMemAllocHost/cuMemHostAlloc" : "cudaMallocHost/cudaHostAlloc")
      << (Several ? "them" : "it") << (Driver ? "cuMemHostRegister" : "cudaHostRegister");
  ProbeConfig Measured;
  Measured.Bytes = Copy.Bytes;
  if (Direction == CopyDirection::HostToDevice || Direction == CopyDirection::DeviceToHost)
    Measured.Direction = Direction == CopyDirection::HostToDevice ? ProbeDirection::HostToDevice
                                                                  : ProbeDirection::DeviceToHost;
  for (const std::string &Cost : Probe.notesFor(SM, callLocation(Loc, SM), Measured))
    diag(callLocation(Loc, SM), "%0", DiagnosticIDs::Note) << Cost;
  if (ReadWithoutWait)
    diag(reportLocation(ReadWithoutWait, *Result.Context),
         "the host reads %0 here with no synchronization after the copy: the code relies on "
         "the pageable copy being complete when %1 returns; pinned, the copy returns at once, "
         "so synchronize with it (%2) before this read",
         DiagnosticIDs::Note)
        << Names << Copy.Api->Name
        << (Driver ? "cuStreamSynchronize, or cuEventSynchronize on an event recorded after it"
                   : "cudaStreamSynchronize, or cudaEventSynchronize on an event recorded "
                     "after it");

  if (const Stmt *Loop = RepeatLoop) {
    const FunctionDecl *Callee = ViaCall ? calledFunction(ViaCall) : nullptr;
    if (Callee && Callee->getIdentifier())
      diag(reportLocation(ViaCall->getBeginLoc(), SM),
           "the copy repeats: '%0' is called on every iteration of a loop here; pinning the "
           "buffer once pays back on every call",
           DiagnosticIDs::Note)
          << Callee->getName();
    else
      diag(reportLocation(Loop->getBeginLoc(), SM),
           "the copy repeats on every iteration of this loop; pinning the buffer once pays "
           "back on every iteration",
           DiagnosticIDs::Note);
  } else if (!Condition.RepeatsVia && !RepeatedElsewhere) {
    // (A loop of another unit that repeats it gets its note below, or from the CLI's join.)
    diag(callLocation(Loc, SM),
         "the copy runs once as far as this file shows: for an existing buffer %0 costs far "
         "less than a new %1 buffer, which one copy may not pay back",
         DiagnosticIDs::Note)
        << (Driver ? "cuMemHostRegister" : "cudaHostRegister")
        << (Driver ? "cuMemAllocHost" : "cudaMallocHost");
  }

  for (const PageableOperand &P : Pageable)
    for (const HostMemoryOrigin &O : P.Info.Origins) {
      if (O.isExternal()) {
        noteExternal(*this, O, SM);
        if (const HostMemorySummary::Site *Site =
                Index && !Collect ? Index->allocationSite(handedMemoryOf(O)) : nullptr) {
          noteAtSite(*this, Site->File, Site->Offset,
                     HostMemorySummary::siteNote(*Site, readByThisUnit(Site->File, SM)), SM);
          for (const HostMemorySummary::HandOff &Hop : Index->handOffs(handedMemoryOf(O)))
            noteAtSite(*this, Hop.File, Hop.Offset, Hop.How, SM);
        }
      }
      std::string Decl = O.Decl ? O.Decl->getNameAsString() : "";
      const auto *VD = dyn_cast_or_null<VarDecl>(O.Decl);
      bool Global = VD && VD->hasGlobalStorage() && !VD->isStaticLocal();
      switch (O.Source) {
      case PageableSource::Heap:
      case PageableSource::New:
        diag(reportLocation(O.getLocation(), SM), "pageable buffer allocated here with %0",
             DiagnosticIDs::Note)
            << O.Allocator;
        break;
      case PageableSource::Container:
        diag(reportLocation(O.getLocation(), SM), "'%0' is a %1, whose storage is pageable memory",
             DiagnosticIDs::Note)
            << Decl << O.Allocator;
        break;
      case PageableSource::StackArray:
        diag(reportLocation(O.getLocation(), SM), "'%0' is a stack array declared here",
             DiagnosticIDs::Note)
            << Decl;
        break;
      case PageableSource::StaticArray:
        diag(reportLocation(O.getLocation(), SM), "'%0' is a %1 array declared here",
             DiagnosticIDs::Note)
            << Decl << (Global ? "global" : "static");
        break;
      case PageableSource::StackObject:
        diag(reportLocation(O.getLocation(), SM), "'%0' is a local variable declared here",
             DiagnosticIDs::Note)
            << Decl;
        break;
      case PageableSource::StaticObject:
        diag(reportLocation(O.getLocation(), SM), "'%0' is a %1 variable declared here",
             DiagnosticIDs::Note)
            << Decl << (Global ? "global" : "static");
        break;
      case PageableSource::StringLiteral:
        diag(reportLocation(O.getLocation(), SM), "string literal here", DiagnosticIDs::Note);
        break;
      case PageableSource::None:
        break;
      }
      // The way from the allocation to the copy.
      for (const HostMemoryStep &S : llvm::reverse(O.Via)) {
        switch (S.K) {
        case HostMemoryStep::Kind::Argument:
          if (S.Param && S.Param->getIdentifier())
            diag(reportLocation(S.Arg->getBeginLoc(), SM), "pageable memory passed as '%0' here",
                 DiagnosticIDs::Note)
                << S.Param->getName();
          else
            diag(reportLocation(S.Arg->getBeginLoc(), SM), "pageable memory passed here",
                 DiagnosticIDs::Note);
          break;
        case HostMemoryStep::Kind::Return:
          diag(reportLocation(S.Call->getBeginLoc(), SM), "pageable memory returned by this call",
               DiagnosticIDs::Note);
          break;
        case HostMemoryStep::Kind::OutArgument:
          diag(reportLocation(S.Call->getBeginLoc(), SM),
               "pageable memory allocated through this call", DiagnosticIDs::Note);
          break;
        }
      }
    }
  // After the notes on the memory, as the CLI adds it when it joins the index.
  if (RepeatedElsewhere)
    noteAtSite(*this, RepeatedElsewhere->File, RepeatedElsewhere->Offset,
               repeatNote(Origins->enclosingFunction(Call)->getQualifiedNameAsString(),
                          RepeatedWork::Copy, readByThisUnit(RepeatedElsewhere->File, SM)),
               SM);
  if (!Condition.PageableFrom.empty() || Condition.RepeatsVia)
    diag(callLocation(Loc, SM), "%0", DiagnosticIDs::Note) << encodeConditionNote(Condition);
}

} // namespace clang::tidy::cuda

//===--- FunctionSummaries.cpp - facts about functions that other translation units use --===//
#include "FunctionSummaries.h"
#include "clang-tidy/ClangTidyCheck.h"
#include "CudaApi.h"
#include "ProbeData.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Index/USRGeneration.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

namespace clang::tidy::cuda {

namespace {
thread_local UnitSummaries *ActiveCollector = nullptr;
} // namespace

void LastErrorSummary::append(const LastErrorSummary &Next) {
  if (Then != LastErrorUse::None)
    return;
  // A function queued again decides as it did the first time: the list stays one entry per
  // function (a long function calling one external helper between its calls would otherwise
  // hold the helper once per call after each of them).
  for (const std::string &Usr : Next.Pending)
    if (Pending.size() < MaxPending && !llvm::is_contained(Pending, Usr))
      Pending.push_back(Usr);
  Then = Next.Then;
}

SummaryCollector::SummaryCollector(UnitSummaries &Into) { ActiveCollector = &Into; }
// Not the previous value: after a crash recovered on this thread, that one is gone.
SummaryCollector::~SummaryCollector() { ActiveCollector = nullptr; }
UnitSummaries *SummaryCollector::active() { return ActiveCollector; }

std::string usrOf(const Decl *D) {
  llvm::SmallString<128> Usr;
  if (!D || index::generateUSRForDecl(D, Usr))
    return "";
  return std::string(Usr);
}

bool isProjectFunctionDecl(const FunctionDecl *FD) {
  if (!FD || FD->getBuiltinID())
    return false;
  if (const auto *M = dyn_cast<CXXMethodDecl>(FD); M && M->isVirtual())
    return false;
  const SourceManager &SM = FD->getASTContext().getSourceManager();
  return !SM.isInSystemHeader(FD->getLocation());
}

bool isProjectExternal(const FunctionDecl *FD) {
  if (!isProjectFunctionDecl(FD) || FD->hasBody() || !FD->isExternallyVisible())
    return false;
  return !(FD->getIdentifier() && (returnsCudaError(FD) || lookupCudaApi(FD->getName())));
}

bool isUncalledFileLocalFunction(const FunctionDecl *FD) {
  if (!FD || isa<CXXMethodDecl>(FD) || FD->isExternallyVisible() || FD->isReferenced() ||
      FD->isMain())
    return false;
  // Kept or run without a reference: `__attribute__((used))`, load-time constructors.
  return !FD->hasAttr<UsedAttr>() && !FD->hasAttr<ConstructorAttr>() &&
         !FD->hasAttr<DestructorAttr>();
}

void joinHostMemory(HostMemorySummary &Into, const HostMemorySummary &From) {
  if (Into.Known == HostMemoryFact::None)
    Into.Known = From.Known;
  else if (From.Known != HostMemoryFact::None && From.Known != Into.Known)
    Into.Known = HostMemoryFact::Unknown;
  for (const HandedMemory &M : From.Pending)
    if (!llvm::is_contained(Into.Pending, M))
      Into.Pending.push_back(M);
  if (!Into.Allocated)
    Into.Allocated = From.Allocated;
  if (!Into.Handed)
    Into.Handed = From.Handed;
}

std::string queuedWorkNote(llvm::StringRef Function) {
  return (Function.empty() ? std::string("the function called")
                           : "'" + Function.str() + "'") +
         " queues this work on the stream the call passes it";
}

std::string repeatNote(llvm::StringRef Function, RepeatedWork What, bool InThisUnit) {
  std::string Where = InThisUnit ? "" : ", in another translation unit";
  if (What == RepeatedWork::Allocation)
    return ("the allocation repeats: a call on every iteration of a loop here reaches '" +
            Function + "'" + Where)
        .str();
  return ("the copy repeats: a call on every iteration of a loop here reaches '" + Function + "'" +
          Where + "; pinning the buffer once pays back on every call")
      .str();
}

std::string pairedPartnerNote(bool PartnerReleases) {
  return PartnerReleases ? "freed here, by a function the same loop calls on every iteration"
                         : "allocated here, by a function the same loop calls on every iteration";
}


void SummaryIndex::addPassed(const std::string &Usr, unsigned Param,
                             const HostMemorySummary &M) {
  auto [It, New] = Passed[Usr].try_emplace(Param, M);
  if (!New)
    joinHostMemory(It->second, M);
}

const HostMemorySummary *SummaryIndex::passedTo(llvm::StringRef Usr, unsigned Param) const {
  auto It = Passed.find(Usr.str());
  if (It == Passed.end())
    return nullptr;
  auto P = It->second.find(Param);
  return P == It->second.end() ? nullptr : &P->second;
}

void SummaryIndex::addStored(const std::string &Usr, const HostMemorySummary &M) {
  auto [It, New] = Stored.try_emplace(Usr, M);
  if (!New)
    joinHostMemory(It->second, M);
}

const HostMemorySummary *SummaryIndex::storedIn(llvm::StringRef Usr) const {
  if (Stored.count(AnyStorageUsr.str()))
    return nullptr; // some unit may have pinned it through an address it could not follow
  auto It = Stored.find(Usr.str());
  return It == Stored.end() ? nullptr : &It->second;
}

void SummaryIndex::addCalls(const std::string &Usr, const FunctionSummary &S) {
  if (S.Calls.empty() && S.ReadsAfterCalling.empty())
    return;
  CallFacts &Into = CallGraph[Usr];
  for (const auto &[Callee, Reads] : S.ReadsAfterCalling) {
    auto [It, New] = Into.ReadsAfter.try_emplace(Callee, Reads);
    if (!New)
      It->second = It->second && Reads;
  }
  Callers.reset();
  Into.Calls.insert(S.Calls.begin(), S.Calls.end());
  for (const auto &[Callee, Site] : S.CallsEveryIteration)
    Into.EveryIteration.try_emplace(Callee, Site);
  Repeated.reset();
}

void SummaryIndex::add(const UnitSummaries &Unit) {
  Resolved.clear();
  Repeated.reset();
  Callers.reset();
  for (const auto &[Usr, Summary] : Unit) {
    addCalls(Usr, Summary);
    // Every unit's calls count, whatever the units say about the caller itself.
    for (const auto &[Callee, Params] : Summary.Passes)
      for (const auto &[K, M] : Params)
        addPassed(Callee, K, M);
    if (Summary.Stored)
      addStored(Usr, *Summary.Stored);
    if (Summary.Streams)
      addStreams(*Summary.Streams);
    auto [It, New] = Summaries.try_emplace(Usr, Summary);
    if (!New && It->second && !(*It->second == Summary))
      It->second.reset(); // two units disagree (two static functions of one name?): unknown
  }
}

void SummaryIndex::set(std::string Usr, std::optional<FunctionSummary> Summary) {
  Resolved.clear();
  Repeated.reset();
  Callers.reset();
  if (Summary)
    addCalls(Usr, *Summary);
  Summaries[std::move(Usr)] = std::move(Summary);
}

LastErrorUse SummaryIndex::resolve(llvm::StringRef Usr, llvm::StringMap<bool> &Open) const {
  if (auto Memo = Resolved.find(Usr); Memo != Resolved.end())
    return Memo->second;
  auto It = Summaries.find(Usr.str());
  if (It == Summaries.end() || !It->second)
    return LastErrorUse::None; // defined in no analysed unit, or units disagree
  auto [OpenIt, New] = Open.try_emplace(Usr, false);
  if (!New) {
    OpenIt->second = true; // re-entered: recursion; this path is unknown
    return LastErrorUse::None;
  }
  const LastErrorSummary &S = It->second->LastError;
  LastErrorUse Result = S.Then;
  for (const std::string &Callee : S.Pending)
    if (LastErrorUse U = resolve(Callee, Open); U != LastErrorUse::None) {
      Result = U;
      break;
    }
  bool Reentered = Open.lookup(Usr);
  Open.erase(Usr);
  // A value computed inside a cycle depends on where the walk entered it: not memoized.
  bool InCycle = Reentered || llvm::any_of(Open, [](const auto &E) { return E.getValue(); });
  if (!InCycle)
    Resolved[Usr] = Result;
  return Result;
}

LastErrorUse SummaryIndex::lastErrorUse(llvm::StringRef Usr) const {
  llvm::StringMap<bool> Open;
  return resolve(Usr, Open);
}

LastErrorUse SummaryIndex::firstUse(const std::vector<std::string> &Calls) const {
  for (const std::string &Callee : Calls)
    if (LastErrorUse U = lastErrorUse(Callee); U != LastErrorUse::None)
      return U;
  return LastErrorUse::None;
}

bool SummaryIndex::holds(const FindingCondition &C) const {
  if (C.ReadsLastErrorFirst.empty())
    return false;
  return llvm::all_of(C.ReadsLastErrorFirst, [&](const std::vector<std::string> &Calls) {
    bool AskCallers = !Calls.empty() && Calls.back() == CallersReadMark;
    std::vector<std::string> Own(Calls.begin(), Calls.end() - (AskCallers ? 1 : 0));
    LastErrorUse First = firstUse(Own);
    return First == LastErrorUse::Read ||
           (AskCallers && First == LastErrorUse::None && everyCallerReadsAfter(C.CallersRead));
  });
}

const HostMemorySummary *SummaryIndex::memoryOf(const HandedMemory &M) const {
  // What callers pass and what units store need every unit of the program.
  if (M.Argument)
    return CallersComplete && M.Param >= 0 ? passedTo(M.Usr, M.Param) : nullptr;
  if (M.Stored)
    return CallersComplete ? storedIn(M.Usr) : nullptr;
  auto It = Summaries.find(M.Usr);
  if (It == Summaries.end() || !It->second)
    return nullptr; // defined in no analysed unit, or units disagree
  const FunctionSummary &F = *It->second;
  if (M.Param < 0)
    return F.Returns ? &*F.Returns : nullptr;
  auto P = F.OutParams.find(M.Param);
  return P != F.OutParams.end() ? &P->second : nullptr;
}

HostMemoryFact SummaryIndex::resolveMemory(const HandedMemory &M,
                                           std::set<HandedMemory> &Open) const {
  auto It = Summaries.find(M.Usr);
  // Defined in no analysed unit, units disagree, or a cycle. What callers pass needs no
  // summary of the callee, only the calls; what units store, no summary of any function.
  if ((!M.Argument && !M.Stored && (It == Summaries.end() || !It->second)) ||
      !Open.insert(M).second)
    return HostMemoryFact::Unknown;
  const HostMemorySummary *S = memoryOf(M);
  HostMemoryFact Result = S ? S->Known : HostMemoryFact::Unknown;
  for (size_t I = 0; S && I < S->Pending.size() && Result != HostMemoryFact::Unknown; ++I) {
    HostMemoryFact Next = resolveMemory(S->Pending[I], Open);
    if (Result == HostMemoryFact::None || Next == HostMemoryFact::Unknown)
      Result = Next;
    else if (Next != Result)
      Result = HostMemoryFact::Unknown; // pageable on one path, pinned on another
  }
  Open.erase(M);
  return Result == HostMemoryFact::None ? HostMemoryFact::Unknown : Result;
}

HostMemoryFact SummaryIndex::hostMemory(const HandedMemory &M) const {
  std::set<HandedMemory> Open;
  return resolveMemory(M, Open);
}

const HostMemorySummary::Site *
SummaryIndex::siteOf(const HandedMemory &M, std::set<HandedMemory> &Open,
                     std::vector<const HostMemorySummary *> *Path) const {
  const HostMemorySummary *S = memoryOf(M);
  if (!S || !Open.insert(M).second)
    return nullptr;
  if (Path)
    Path->push_back(S);
  if (S->Allocated)
    return &*S->Allocated;
  for (const HandedMemory &Next : S->Pending)
    if (const HostMemorySummary::Site *Site = siteOf(Next, Open, Path))
      return Site;
  if (Path)
    Path->pop_back();
  return nullptr;
}

const HostMemorySummary::Site *SummaryIndex::allocationSite(const HandedMemory &M) const {
  std::set<HandedMemory> Open;
  return siteOf(M, Open);
}

std::vector<HostMemorySummary::HandOff> SummaryIndex::handOffs(const HandedMemory &M) const {
  std::set<HandedMemory> Open;
  std::vector<const HostMemorySummary *> Path;
  std::vector<HostMemorySummary::HandOff> Hops;
  if (siteOf(M, Open, &Path))
    for (auto It = Path.rbegin(); It != Path.rend(); ++It)
      if ((*It)->Handed)
        Hops.push_back(*(*It)->Handed);
  return Hops;
}

const SourceSite *SummaryIndex::repeatedBy(llvm::StringRef Usr) const {
  if (!Repeated) {
    // From every loop's calls, forward along the calls the index knows: each function reached
    // runs on every iteration of that loop.
    Repeated.emplace();
    std::vector<std::string> Todo;
    for (const auto &[Caller, Facts] : CallGraph)
      for (const auto &[Callee, Site] : Facts.EveryIteration)
        if (Repeated->try_emplace(Callee, Site).second)
          Todo.push_back(Callee);
    while (!Todo.empty()) {
      std::string Next = Todo.back();
      Todo.pop_back();
      auto It = CallGraph.find(Next);
      if (It == CallGraph.end())
        continue;
      SourceSite Site = Repeated->at(Next);
      for (const std::string &Callee : It->second.Calls)
        if (Repeated->try_emplace(Callee, Site).second)
          Todo.push_back(Callee);
    }
  }
  auto It = Repeated->find(Usr.str());
  return It == Repeated->end() ? nullptr : &It->second;
}

std::optional<SummaryIndex::PairedLoop> SummaryIndex::pairedInLoop(const SplitPair &P) const {
  // Only a loop's own calls: both halves run once per iteration, the one after the other.
  for (const auto &[Caller, Summary] : Summaries) {
    if (!Summary)
      continue;
    auto Mine = Summary->CallsEveryIteration.find(P.Usr);
    if (Mine == Summary->CallsEveryIteration.end())
      continue;
    for (const auto &[Callee, Site] : Summary->CallsEveryIteration) {
      auto Partner = Callee == P.Usr ? Summaries.end() : Summaries.find(Callee);
      if (Partner == Summaries.end() || !Partner->second)
        continue;
      const auto &Halves = P.Releases ? Partner->second->AcquiresEveryCall
                                      : Partner->second->ReleasesEveryCall;
      if (auto Half = Halves.find(P.Storage); Half != Halves.end())
        return PairedLoop{Mine->second, Half->second};
    }
  }
  return std::nullopt;
}

std::optional<FunctionSummary> SummaryIndex::callsOf(llvm::StringRef Usr) const {
  auto It = CallGraph.find(Usr.str());
  if (It == CallGraph.end())
    return std::nullopt;
  FunctionSummary S;
  S.Calls = It->second.Calls;
  S.CallsEveryIteration = It->second.EveryIteration;
  S.ReadsAfterCalling = It->second.ReadsAfter;
  return S;
}

bool SummaryIndex::everyCallerReadsAfter(llvm::StringRef Usr, unsigned Depth) const {
  if (!CallersComplete)
    return false;
  if (!Callers) {
    Callers.emplace();
    for (const auto &[Caller, Facts] : CallGraph)
      for (const auto &[Callee, Reads] : Facts.ReadsAfter)
        (*Callers)[Callee].push_back({Caller, Reads});
  }
  auto It = Callers->find(Usr.str());
  if (It == Callers->end() || It->second.empty())
    return false;
  return llvm::all_of(It->second, [&](const std::pair<std::string, bool> &Site) {
    return Site.second ||
           (Depth < 3 && Site.first != Usr && everyCallerReadsAfter(Site.first, Depth + 1));
  });
}

const FunctionSummary *SummaryIndex::find(llvm::StringRef Usr) const {
  auto It = Summaries.find(Usr.str());
  return It != Summaries.end() && It->second ? &*It->second : nullptr;
}

bool SummaryIndex::waitsForDevice(llvm::StringRef Usr) const {
  auto It = Summaries.find(Usr.str());
  return It != Summaries.end() && It->second && It->second->WaitsForDevice;
}

bool SummaryIndex::ignoresStream(llvm::StringRef Usr, unsigned Param) const {
  const FunctionSummary *S = find(Usr);
  return S && S->IgnoredStreams.count(Param);
}

const SourceSite *SummaryIndex::queuedWorkOn(llvm::StringRef Usr, unsigned Param,
                                             unsigned Depth) const {
  const FunctionSummary *S = find(Usr);
  if (!S || Depth > 8)
    return nullptr;
  if (auto It = S->QueuesWorkOn.find(Param); It != S->QueuesWorkOn.end())
    return &It->second;
  auto Handed = S->HandsStreamTo.find(Param);
  if (Handed == S->HandsStreamTo.end())
    return nullptr;
  for (const auto &[Callee, CalleeParam] : Handed->second)
    if (const SourceSite *Site = queuedWorkOn(Callee, CalleeParam, Depth + 1))
      return Site;
  return nullptr;
}

bool SummaryIndex::drops(const FindingCondition &C) const {
  if (!C.ReadsLastErrorFirst.empty() && holds(C))
    return true;
  if (C.UnlessStreamsNonBlocking && everyStreamNonBlocking())
    return true;
  if (!C.UnlessWaitsForDevice.empty() &&
      llvm::all_of(C.UnlessWaitsForDevice, [&](const std::string &U) { return waitsForDevice(U); }))
    return true;
  if (C.UnlessIgnoresStream &&
      ignoresStream(C.UnlessIgnoresStream->first, C.UnlessIgnoresStream->second))
    return true;
  if (C.IfQueuesWorkOn && !queuedWorkOn(C.IfQueuesWorkOn->first, C.IfQueuesWorkOn->second))
    return true;
  if (C.RepeatsVia && !repeatedBy(C.RepeatsVia->first))
    return true;
  if (C.PairedAcross && !pairedInLoop(*C.PairedAcross))
    return true;
  return llvm::any_of(C.PageableFrom, [&](const HandedMemory &M) {
    return hostMemory(M) != HostMemoryFact::Pageable;
  });
}


const SummaryIndex *ProjectIndexOption::get(std::string &Error) {
  if (Path.empty())
    return nullptr;
  if (!Loaded) {
    Loaded = true;
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> File = llvm::MemoryBuffer::getFile(Path);
    if (!File) {
      Error = "cannot read the ProjectIndex file '" + Path + "': " + File.getError().message();
      return nullptr;
    }
    llvm::Expected<SummaryIndex> Parsed = parseIndexFile((*File)->getBuffer());
    if (!Parsed) {
      Error = "cannot use the ProjectIndex file '" + Path + "': " +
              llvm::toString(Parsed.takeError());
      return nullptr;
    }
    Index = std::move(*Parsed);
  }
  return Index ? &*Index : nullptr;
}

const SummaryIndex *ProjectIndexOption::get(ClangTidyCheck &Check) {
  std::string Error;
  const SummaryIndex *Result = get(Error);
  if (!Error.empty())
    Check.configurationDiag("%0") << Error;
  return Result;
}

} // namespace clang::tidy::cuda

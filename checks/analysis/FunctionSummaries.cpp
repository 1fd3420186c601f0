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
constexpr llvm::StringLiteral NotePrefix = "cudalint-condition ";
} // namespace

void LastErrorSummary::append(const LastErrorSummary &Next) {
  if (Then != LastErrorUse::None)
    return;
  Pending.insert(Pending.end(), Next.Pending.begin(), Next.Pending.end());
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

namespace {
llvm::json::Array handedToJson(const std::vector<HandedMemory> &Ms) {
  llvm::json::Array A;
  for (const HandedMemory &M : Ms)
    A.push_back(M.Argument ? llvm::json::Array{M.Usr, M.Param, true}
                           : llvm::json::Array{M.Usr, M.Param});
  return A;
}

std::optional<std::vector<HandedMemory>> handedFromJson(const llvm::json::Value *V) {
  const llvm::json::Array *A = V ? V->getAsArray() : nullptr;
  if (!A)
    return std::nullopt;
  std::vector<HandedMemory> Out;
  for (const llvm::json::Value &E : *A) {
    const llvm::json::Array *Pair = E.getAsArray();
    if (!Pair || Pair->size() < 2 || Pair->size() > 3)
      return std::nullopt;
    std::optional<llvm::StringRef> Usr = (*Pair)[0].getAsString();
    std::optional<int64_t> Param = (*Pair)[1].getAsInteger();
    std::optional<bool> Argument = Pair->size() == 3 ? (*Pair)[2].getAsBoolean() : false;
    if (!Usr || !Param || *Param < -1 || !Argument || (*Argument && *Param < 0))
      return std::nullopt;
    Out.push_back({Usr->str(), static_cast<int>(*Param), *Argument});
  }
  return Out;
}

llvm::json::Value memoryToJson(const HostMemorySummary &M) {
  llvm::json::Array A{static_cast<int>(M.Known), handedToJson(M.Pending)};
  if (M.Allocated || M.Handed)
    A.push_back(M.Allocated ? llvm::json::Value(llvm::json::Array{
                                  M.Allocated->File, M.Allocated->Offset, M.Allocated->Allocator})
                            : llvm::json::Value(nullptr));
  if (M.Handed)
    A.push_back(llvm::json::Array{M.Handed->File, M.Handed->Offset, M.Handed->How});
  return A;
}

/// [file, offset, text], the form of an allocation site and of a hand-off.
bool siteFromJson(const llvm::json::Value &V, std::string &File, unsigned &Offset,
                  std::string &Text) {
  const llvm::json::Array *Site = V.getAsArray();
  if (!Site || Site->size() != 3)
    return false;
  std::optional<llvm::StringRef> F = (*Site)[0].getAsString();
  std::optional<int64_t> O = (*Site)[1].getAsInteger();
  std::optional<llvm::StringRef> T = (*Site)[2].getAsString();
  if (!F || !O || *O < 0 || !T)
    return false;
  File = F->str();
  Offset = static_cast<unsigned>(*O);
  Text = T->str();
  return true;
}

std::optional<HostMemorySummary> memoryFromJson(const llvm::json::Value *V) {
  const llvm::json::Array *A = V ? V->getAsArray() : nullptr;
  if (!A || A->size() < 2 || A->size() > 4)
    return std::nullopt;
  std::optional<int64_t> Known = (*A)[0].getAsInteger();
  std::optional<std::vector<HandedMemory>> Pending = handedFromJson(&(*A)[1]);
  if (!Known || *Known < 0 || *Known > static_cast<int>(HostMemoryFact::Unknown) || !Pending)
    return std::nullopt;
  HostMemorySummary M;
  M.Known = static_cast<HostMemoryFact>(*Known);
  M.Pending = std::move(*Pending);
  if (A->size() >= 3 && !(*A)[2].getAsNull()) {
    HostMemorySummary::Site Site;
    if (!siteFromJson((*A)[2], Site.File, Site.Offset, Site.Allocator))
      return std::nullopt;
    M.Allocated = std::move(Site);
  }
  if (A->size() == 4) {
    HostMemorySummary::HandOff Hop;
    if (!siteFromJson((*A)[3], Hop.File, Hop.Offset, Hop.How))
      return std::nullopt;
    M.Handed = std::move(Hop);
  }
  return M;
}

/// {key: [file, offset]}, and back (false for a malformed one).
llvm::json::Object sitesToJson(const std::map<std::string, SourceSite> &Sites) {
  llvm::json::Object O;
  for (const auto &[Key, Site] : Sites)
    O[Key] = llvm::json::Array{Site.File, Site.Offset};
  return O;
}
bool sitesFromJson(const llvm::json::Value &V, std::map<std::string, SourceSite> &Into) {
  const llvm::json::Object *O = V.getAsObject();
  if (!O)
    return false;
  for (const auto &[Key, SiteV] : *O) {
    const llvm::json::Array *Site = SiteV.getAsArray();
    std::optional<llvm::StringRef> File =
        Site && Site->size() == 2 ? (*Site)[0].getAsString() : std::nullopt;
    std::optional<int64_t> Offset = File ? (*Site)[1].getAsInteger() : std::nullopt;
    if (!Offset || *Offset < 0)
      return false;
    Into[Key.str()] = {File->str(), static_cast<unsigned>(*Offset)};
  }
  return true;
}

/// {callee: {"k": M}}, and back (false for a malformed one).
llvm::json::Object passedToJson(const PassedMemory &Passed) {
  llvm::json::Object O;
  for (const auto &[Callee, Params] : Passed) {
    llvm::json::Object P;
    for (const auto &[K, M] : Params)
      P[std::to_string(K)] = memoryToJson(M);
    O[Callee] = std::move(P);
  }
  return O;
}
bool passedFromJson(const llvm::json::Value &V, PassedMemory &Into) {
  const llvm::json::Object *O = V.getAsObject();
  if (!O)
    return false;
  for (const auto &[Callee, PV] : *O) {
    const llvm::json::Object *Params = PV.getAsObject();
    if (!Params)
      return false;
    for (const auto &[Key, MV] : *Params) {
      unsigned K = 0;
      std::optional<HostMemorySummary> M = memoryFromJson(&MV);
      if (llvm::StringRef(Key).getAsInteger(10, K) || !M)
        return false;
      Into[Callee.str()][K] = std::move(*M);
    }
  }
  return true;
}

} // namespace

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

std::string encodeConditionNote(const FindingCondition &C) {
  llvm::json::Object O;
  if (!C.ReadsLastErrorFirst.empty()) {
    llvm::json::Array Entries;
    for (const std::vector<std::string> &Calls : C.ReadsLastErrorFirst) {
      llvm::json::Array Usrs;
      for (const std::string &U : Calls)
        Usrs.push_back(U);
      Entries.push_back(std::move(Usrs));
    }
    O["reads_last_error_first"] = std::move(Entries);
  }
  if (!C.PageableFrom.empty())
    O["pageable_from"] = handedToJson(C.PageableFrom);
  if (C.RepeatsVia)
    O["repeats_via"] = llvm::json::Array{C.RepeatsVia->first, C.RepeatsVia->second};
  if (C.Repeats == RepeatedWork::Allocation)
    O["repeats_what"] = "allocation";
  if (C.PairedAcross)
    O["paired_across"] = llvm::json::Array{C.PairedAcross->Storage, C.PairedAcross->Usr,
                                           C.PairedAcross->Name, C.PairedAcross->Releases};
  if (!C.UnlessWaitsForDevice.empty()) {
    llvm::json::Array Usrs;
    for (const std::string &U : C.UnlessWaitsForDevice)
      Usrs.push_back(U);
    O["unless_waits_for_device"] = std::move(Usrs);
  }
  std::string Text;
  llvm::raw_string_ostream(Text) << NotePrefix << llvm::json::Value(std::move(O));
  return Text;
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

bool isConditionNote(llvm::StringRef NoteText) { return NoteText.starts_with(NotePrefix); }

std::optional<FindingCondition> decodeConditionNote(llvm::StringRef NoteText) {
  std::optional<llvm::json::Value> Parsed = parseMachineNote(NoteText, NotePrefix);
  const llvm::json::Object *O = Parsed ? Parsed->getAsObject() : nullptr;
  if (!O)
    return std::nullopt;
  FindingCondition C;
  if (const llvm::json::Value *Pageable = O->get("pageable_from")) {
    std::optional<std::vector<HandedMemory>> Ms = handedFromJson(Pageable);
    if (!Ms)
      return std::nullopt;
    C.PageableFrom = std::move(*Ms);
  }
  if (const llvm::json::Array *Via = O->getArray("repeats_via")) {
    std::optional<llvm::StringRef> Usr = Via->size() == 2 ? (*Via)[0].getAsString() : std::nullopt;
    std::optional<llvm::StringRef> Name = Usr ? (*Via)[1].getAsString() : std::nullopt;
    if (!Name)
      return std::nullopt;
    C.RepeatsVia = {Usr->str(), Name->str()};
  }
  if (std::optional<llvm::StringRef> What = O->getString("repeats_what")) {
    if (*What != "allocation")
      return std::nullopt;
    C.Repeats = RepeatedWork::Allocation;
  }
  if (const llvm::json::Array *Pair = O->getArray("paired_across")) {
    if (Pair->size() != 4)
      return std::nullopt;
    std::optional<llvm::StringRef> Storage = (*Pair)[0].getAsString(),
                                   Usr = (*Pair)[1].getAsString(), Name = (*Pair)[2].getAsString();
    std::optional<bool> Releases = (*Pair)[3].getAsBoolean();
    if (!Storage || !Usr || !Name || !Releases)
      return std::nullopt;
    C.PairedAcross = SplitPair{Storage->str(), Usr->str(), Name->str(), *Releases};
  }
  if (const llvm::json::Array *Waits = O->getArray("unless_waits_for_device")) {
    for (const llvm::json::Value &U : *Waits) {
      std::optional<llvm::StringRef> S = U.getAsString();
      if (!S)
        return std::nullopt;
      C.UnlessWaitsForDevice.push_back(S->str());
    }
  }
  const llvm::json::Array *Entries = O->getArray("reads_last_error_first");
  if (!Entries)
    return C.PageableFrom.empty() && !C.RepeatsVia && C.UnlessWaitsForDevice.empty() &&
                   !C.PairedAcross
               ? std::nullopt
               : std::optional<FindingCondition>(C);
  for (const llvm::json::Value &E : *Entries) {
    const llvm::json::Array *Calls = E.getAsArray();
    if (!Calls)
      return std::nullopt;
    std::vector<std::string> Usrs;
    for (const llvm::json::Value &U : *Calls) {
      std::optional<llvm::StringRef> S = U.getAsString();
      if (!S)
        return std::nullopt;
      Usrs.push_back(S->str());
    }
    C.ReadsLastErrorFirst.push_back(std::move(Usrs));
  }
  return C;
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

void SummaryIndex::addCalls(const std::string &Usr, const FunctionSummary &S) {
  if (S.Calls.empty())
    return;
  CallFacts &Into = CallGraph[Usr];
  Into.Calls.insert(S.Calls.begin(), S.Calls.end());
  for (const auto &[Callee, Site] : S.CallsEveryIteration)
    Into.EveryIteration.try_emplace(Callee, Site);
  Repeated.reset();
}

void SummaryIndex::add(const UnitSummaries &Unit) {
  Resolved.clear();
  Repeated.reset();
  for (const auto &[Usr, Summary] : Unit) {
    addCalls(Usr, Summary);
    // Every unit's calls count, whatever the units say about the caller itself.
    for (const auto &[Callee, Params] : Summary.Passes)
      for (const auto &[K, M] : Params)
        addPassed(Callee, K, M);
    auto [It, New] = Summaries.try_emplace(Usr, Summary);
    if (!New && It->second && !(*It->second == Summary))
      It->second.reset(); // two units disagree (two static functions of one name?): unknown
  }
}

void SummaryIndex::set(std::string Usr, std::optional<FunctionSummary> Summary) {
  Resolved.clear();
  Repeated.reset();
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
    return firstUse(Calls) == LastErrorUse::Read;
  });
}

const HostMemorySummary *SummaryIndex::memoryOf(const HandedMemory &M) const {
  if (M.Argument)
    return CallersComplete && M.Param >= 0 ? passedTo(M.Usr, M.Param) : nullptr;
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
  // summary of the callee, only the calls.
  if ((!M.Argument && (It == Summaries.end() || !It->second)) || !Open.insert(M).second)
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
  return S;
}

const FunctionSummary *SummaryIndex::find(llvm::StringRef Usr) const {
  auto It = Summaries.find(Usr.str());
  return It != Summaries.end() && It->second ? &*It->second : nullptr;
}

bool SummaryIndex::waitsForDevice(llvm::StringRef Usr) const {
  auto It = Summaries.find(Usr.str());
  return It != Summaries.end() && It->second && It->second->WaitsForDevice;
}

bool SummaryIndex::drops(const FindingCondition &C) const {
  if (!C.ReadsLastErrorFirst.empty() && holds(C))
    return true;
  if (!C.UnlessWaitsForDevice.empty() &&
      llvm::all_of(C.UnlessWaitsForDevice, [&](const std::string &U) { return waitsForDevice(U); }))
    return true;
  if (C.RepeatsVia && !repeatedBy(C.RepeatsVia->first))
    return true;
  if (C.PairedAcross && !pairedInLoop(*C.PairedAcross))
    return true;
  return llvm::any_of(C.PageableFrom, [&](const HandedMemory &M) {
    return hostMemory(M) != HostMemoryFact::Pageable;
  });
}

namespace {
constexpr llvm::StringLiteral IndexFormat = "cudalint-index/1";
} // namespace

llvm::json::Value summaryToJson(const FunctionSummary &S) {
  llvm::json::Object O;
  if (!S.LastError.trivial()) {
    llvm::json::Array Pending;
    for (const std::string &U : S.LastError.Pending)
      Pending.push_back(U);
    O["last_error"] = llvm::json::Array{std::move(Pending), static_cast<int>(S.LastError.Then)};
  }
  if (S.Returns)
    O["returns"] = memoryToJson(*S.Returns);
  if (!S.OutParams.empty()) {
    llvm::json::Object Params;
    for (const auto &[K, M] : S.OutParams)
      Params[std::to_string(K)] = memoryToJson(M);
    O["out_params"] = std::move(Params);
  }
  if (!S.Calls.empty()) {
    llvm::json::Array Calls;
    for (const std::string &U : S.Calls)
      Calls.push_back(U);
    O["calls"] = std::move(Calls);
  }
  if (!S.CallsEveryIteration.empty()) {
    O["calls_every_iteration"] = sitesToJson(S.CallsEveryIteration);
  }
  if (S.WaitsForDevice)
    O["waits_for_device"] = true;
  if (!S.AcquiresEveryCall.empty())
    O["acquires_every_call"] = sitesToJson(S.AcquiresEveryCall);
  if (!S.ReleasesEveryCall.empty())
    O["releases_every_call"] = sitesToJson(S.ReleasesEveryCall);
  if (!S.ChurnsEveryCall.empty())
    O["churns_every_call"] = sitesToJson(S.ChurnsEveryCall);
  if (S.DeviceWork)
    O["device_work"] = static_cast<int64_t>(S.DeviceWork);
  if (!S.Passes.empty())
    O["passes"] = passedToJson(S.Passes);
  return O;
}

std::optional<FunctionSummary> summaryFromJson(const llvm::json::Value &V) {
  const llvm::json::Object *F = V.getAsObject();
  if (!F || (!F->get("last_error") && !F->get("returns") && !F->get("out_params") &&
             !F->get("calls") && !F->get("waits_for_device") &&
             !F->get("acquires_every_call") && !F->get("releases_every_call") &&
             !F->get("churns_every_call") && !F->get("passes")))
    return std::nullopt; // a summary says something
  FunctionSummary S;
  if (const llvm::json::Value *WV = F->get("waits_for_device")) {
    std::optional<bool> Waits = WV->getAsBoolean();
    if (!Waits)
      return std::nullopt;
    S.WaitsForDevice = *Waits;
  }
  if (const llvm::json::Value *LV = F->get("last_error")) {
    const llvm::json::Array *L = LV->getAsArray();
    const llvm::json::Array *Pending = L && L->size() == 2 ? (*L)[0].getAsArray() : nullptr;
    std::optional<int64_t> Use = Pending ? (*L)[1].getAsInteger() : std::nullopt;
    if (!Use || *Use < 0 || *Use > static_cast<int>(LastErrorUse::OwnCudaWork))
      return std::nullopt;
    S.LastError.Then = static_cast<LastErrorUse>(*Use);
    for (const llvm::json::Value &U : *Pending) {
      std::optional<llvm::StringRef> Callee = U.getAsString();
      if (!Callee)
        return std::nullopt;
      S.LastError.Pending.push_back(Callee->str());
    }
  }
  if (const llvm::json::Value *R = F->get("returns")) {
    if (!(S.Returns = memoryFromJson(R)))
      return std::nullopt;
  }
  if (const llvm::json::Value *PV = F->get("out_params")) {
    const llvm::json::Object *Params = PV->getAsObject();
    if (!Params)
      return std::nullopt;
    for (const auto &[Key, MV] : *Params) {
      unsigned K = 0;
      std::optional<HostMemorySummary> M = memoryFromJson(&MV);
      if (llvm::StringRef(Key).getAsInteger(10, K) || !M)
        return std::nullopt;
      S.OutParams[K] = std::move(*M);
    }
  }
  if (const llvm::json::Value *CV = F->get("calls")) {
    const llvm::json::Array *Calls = CV->getAsArray();
    if (!Calls)
      return std::nullopt;
    for (const llvm::json::Value &U : *Calls) {
      std::optional<llvm::StringRef> Callee = U.getAsString();
      if (!Callee)
        return std::nullopt;
      S.Calls.insert(Callee->str());
    }
  }
  if (const llvm::json::Value *EV = F->get("calls_every_iteration")) {
    if (!sitesFromJson(*EV, S.CallsEveryIteration) ||
        llvm::any_of(llvm::make_first_range(S.CallsEveryIteration),
                     [&](const std::string &Callee) { return !S.Calls.count(Callee); }))
      return std::nullopt; // a loop's callee is one of the calls
  }
  for (auto [Key, Into] : {std::pair{"acquires_every_call", &S.AcquiresEveryCall},
                           std::pair{"releases_every_call", &S.ReleasesEveryCall},
                           std::pair{"churns_every_call", &S.ChurnsEveryCall}})
    if (const llvm::json::Value *V = F->get(Key); V && !sitesFromJson(*V, *Into))
      return std::nullopt;
  if (const llvm::json::Value *PV = F->get("passes"); PV && !passedFromJson(*PV, S.Passes))
    return std::nullopt;
  if (const llvm::json::Value *WV = F->get("device_work")) {
    std::optional<int64_t> Bits = WV->getAsInteger();
    if (!Bits || *Bits < 0 || *Bits > 0xffff)
      return std::nullopt;
    S.DeviceWork = static_cast<unsigned>(*Bits);
  }
  return S;
}

std::string renderIndexFile(const SummaryIndex &Index) {
  llvm::json::Object Functions;
  for (const auto &[Usr, Summary] : Index.entries()) {
    if (!Summary) {
      Functions[Usr] = nullptr;
      continue;
    }
    FunctionSummary Own = *Summary;
    Own.Passes.clear(); // joined over the units in "passed"
    llvm::json::Value Entry = summaryToJson(Own);
    if (!Entry.getAsObject()->empty())
      Functions[Usr] = std::move(Entry);
  }
  llvm::json::Object File{{"format", IndexFormat}, {"functions", std::move(Functions)}};
  llvm::json::Object OfUnknown;
  for (const auto &[Usr, Summary] : Index.entries())
    if (!Summary)
      if (std::optional<FunctionSummary> Calls = Index.callsOf(Usr))
        OfUnknown[Usr] = summaryToJson(*Calls);
  if (!OfUnknown.empty())
    File["calls_of_unknown"] = std::move(OfUnknown);
  if (!Index.passed().empty())
    File["passed"] = passedToJson(Index.passed());
  if (Index.callersComplete())
    File["callers_complete"] = true;
  std::string Text;
  llvm::raw_string_ostream(Text) << llvm::json::Value(std::move(File));
  return Text + "\n";
}

llvm::Expected<SummaryIndex> parseIndexFile(llvm::StringRef Text) {
  auto Bad = [](const char *Why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "not a cudalint index: %s",
                                   Why);
  };
  llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(Text);
  if (!Parsed)
    return Parsed.takeError();
  const llvm::json::Object *O = Parsed->getAsObject();
  if (!O || O->getString("format") != std::optional<llvm::StringRef>(IndexFormat))
    return Bad("another format (expected \"cudalint-index/1\")");
  const llvm::json::Object *Functions = O->getObject("functions");
  if (!Functions)
    return Bad("no functions");
  SummaryIndex Index;
  for (const auto &[Usr, Entry] : *Functions) {
    if (Entry.getAsNull()) {
      Index.set(Usr.str(), std::nullopt);
      continue;
    }
    std::optional<FunctionSummary> S = summaryFromJson(Entry);
    if (!S)
      return Bad("a malformed function entry");
    Index.set(Usr.str(), std::move(*S));
  }
  if (const llvm::json::Value *PV = O->get("passed")) {
    PassedMemory Passed;
    if (!passedFromJson(*PV, Passed))
      return Bad("a malformed \"passed\" entry");
    for (const auto &[Callee, Params] : Passed)
      for (const auto &[K, M] : Params)
        Index.addPassed(Callee, K, M);
  }
  if (const llvm::json::Object *OfUnknown = O->getObject("calls_of_unknown"))
    for (const auto &[Usr, Entry] : *OfUnknown) {
      std::optional<FunctionSummary> Calls = summaryFromJson(Entry);
      if (!Calls)
        return Bad("a malformed \"calls_of_unknown\" entry");
      Index.addCalls(Usr.str(), *Calls);
    }
  if (const llvm::json::Value *CV = O->get("callers_complete")) {
    std::optional<bool> Complete = CV->getAsBoolean();
    if (!Complete)
      return Bad("a malformed \"callers_complete\" entry");
    Index.setCallersComplete(*Complete);
  }
  return Index;
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

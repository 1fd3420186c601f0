//===--- SummaryJson.cpp - function summaries, conditions and the index file as JSON ------===//
//
// The textual forms of FunctionSummaries.h's facts: a summary as a worker sends it and as the
// index file stores it, a finding's condition note, and the index file (cudalint-index/1).
//
//===--------------------------------------------------------------------------------------===//
#include "FunctionSummaries.h"
#include "ProbeData.h"
#include "llvm/Support/JSON.h"

namespace clang::tidy::cuda {

namespace {
constexpr llvm::StringLiteral NotePrefix = "cudalint-condition ";
} // namespace

namespace {
llvm::json::Array handedToJson(const std::vector<HandedMemory> &Ms) {
  llvm::json::Array A;
  for (const HandedMemory &M : Ms)
    A.push_back(M.Stored     ? llvm::json::Array{M.Usr, M.Param, "stored"}
                : M.Argument ? llvm::json::Array{M.Usr, M.Param, true}
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
    // A third element: true for an argument, "stored" for a field's or a global's stores.
    bool Stored = Pair->size() == 3 && (*Pair)[2].getAsString() == "stored";
    std::optional<bool> Argument =
        Pair->size() == 3 && !Stored ? (*Pair)[2].getAsBoolean() : false;
    if (!Usr || !Param || *Param < -1 || !Argument || (*Argument && *Param < 0) ||
        (Stored && *Param != -1))
      return std::nullopt;
    Out.push_back({Usr->str(), static_cast<int>(*Param), *Argument, Stored});
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

/// {"blocking": b, "non_blocking": b, "foreign": b}, and back (nullopt for a malformed one).
llvm::json::Object streamsToJson(const StreamFacts &S) {
  return llvm::json::Object{
      {"blocking", S.Blocking}, {"non_blocking", S.NonBlocking}, {"foreign", S.Foreign}};
}
std::optional<StreamFacts> streamsFromJson(const llvm::json::Value &V) {
  const llvm::json::Object *O = V.getAsObject();
  if (!O)
    return std::nullopt;
  std::optional<bool> B = O->getBoolean("blocking"), N = O->getBoolean("non_blocking"),
                      F = O->getBoolean("foreign");
  if (!B || !N || !F)
    return std::nullopt;
  return StreamFacts{*B, *N, *F};
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
  if (!C.CallersRead.empty())
    O["callers_read"] = C.CallersRead;
  if (!C.PageableFrom.empty())
    O["pageable_from"] = handedToJson(C.PageableFrom);
  if (C.RepeatsVia)
    O["repeats_via"] = llvm::json::Array{C.RepeatsVia->first, C.RepeatsVia->second};
  if (C.Repeats == RepeatedWork::Allocation)
    O["repeats_what"] = "allocation";
  if (C.PairedAcross)
    O["paired_across"] = llvm::json::Array{C.PairedAcross->Storage, C.PairedAcross->Usr,
                                           C.PairedAcross->Name, C.PairedAcross->Releases};
  if (C.UnlessStreamsNonBlocking)
    O["unless_streams_nonblocking"] = true;
  if (!C.UnlessWaitsForDevice.empty()) {
    llvm::json::Array Usrs;
    for (const std::string &U : C.UnlessWaitsForDevice)
      Usrs.push_back(U);
    O["unless_waits_for_device"] = std::move(Usrs);
  }
  if (C.UnlessIgnoresStream)
    O["unless_ignores_stream"] = llvm::json::Array{C.UnlessIgnoresStream->first,
                                                   int64_t(C.UnlessIgnoresStream->second)};
  if (C.IfQueuesWorkOn)
    O["if_queues_work_on"] =
        llvm::json::Array{C.IfQueuesWorkOn->first, int64_t(C.IfQueuesWorkOn->second)};
  std::string Text;
  llvm::raw_string_ostream(Text) << NotePrefix << llvm::json::Value(std::move(O));
  return Text;
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
  // [usr, parameter] pairs.
  for (auto [Key, Into] : {std::pair{"unless_ignores_stream", &C.UnlessIgnoresStream},
                           std::pair{"if_queues_work_on", &C.IfQueuesWorkOn}})
    if (const llvm::json::Array *Pair = O->getArray(Key)) {
      std::optional<llvm::StringRef> Usr =
          Pair->size() == 2 ? (*Pair)[0].getAsString() : std::nullopt;
      std::optional<int64_t> Param = Usr ? (*Pair)[1].getAsInteger() : std::nullopt;
      if (!Param || *Param < 0 || *Param > 0xffff)
        return std::nullopt;
      *Into = {Usr->str(), unsigned(*Param)};
    }
  if (const llvm::json::Value *V = O->get("unless_streams_nonblocking")) {
    if (V->getAsBoolean() != std::optional<bool>(true))
      return std::nullopt;
    C.UnlessStreamsNonBlocking = true;
  }
  if (std::optional<llvm::StringRef> Usr = O->getString("callers_read"))
    C.CallersRead = Usr->str();
  const llvm::json::Array *Entries = O->getArray("reads_last_error_first");
  if (!Entries)
    return C.PageableFrom.empty() && !C.RepeatsVia && C.UnlessWaitsForDevice.empty() &&
                   !C.UnlessIgnoresStream && !C.IfQueuesWorkOn && !C.PairedAcross && !C.UnlessStreamsNonBlocking
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
  if (!S.ReadsAfterCalling.empty()) {
    llvm::json::Object Reads;
    for (const auto &[Callee, Read] : S.ReadsAfterCalling)
      Reads[Callee] = Read;
    O["reads_after_calling"] = std::move(Reads);
  }
  if (S.WaitsForDevice)
    O["waits_for_device"] = true;
  if (!S.IgnoredStreams.empty()) {
    llvm::json::Array Params;
    for (unsigned K : S.IgnoredStreams)
      Params.push_back(int64_t(K));
    O["ignores_streams"] = std::move(Params);
  }
  if (!S.QueuesWorkOn.empty()) {
    std::map<std::string, SourceSite> ByParam;
    for (const auto &[K, Site] : S.QueuesWorkOn)
      ByParam[std::to_string(K)] = Site;
    O["queues_work_on"] = sitesToJson(ByParam);
  }
  if (!S.HandsStreamTo.empty()) {
    llvm::json::Object ByParam;
    for (const auto &[K, Callees] : S.HandsStreamTo) {
      llvm::json::Array To;
      for (const auto &[Usr, Param] : Callees)
        To.push_back(llvm::json::Array{Usr, int64_t(Param)});
      ByParam[std::to_string(K)] = std::move(To);
    }
    O["hands_stream_to"] = std::move(ByParam);
  }
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
  if (S.Stored)
    O["stored"] = memoryToJson(*S.Stored);
  if (S.Streams)
    O["streams"] = streamsToJson(*S.Streams);
  return O;
}

std::optional<FunctionSummary> summaryFromJson(const llvm::json::Value &V) {
  const llvm::json::Object *F = V.getAsObject();
  if (!F || (!F->get("last_error") && !F->get("returns") && !F->get("out_params") &&
             !F->get("calls") && !F->get("waits_for_device") && !F->get("ignores_streams") &&
             !F->get("queues_work_on") && !F->get("hands_stream_to") &&
             !F->get("acquires_every_call") && !F->get("releases_every_call") &&
             !F->get("churns_every_call") && !F->get("passes") && !F->get("stored") &&
             !F->get("streams") && !F->get("reads_after_calling")))
    return std::nullopt; // a summary says something
  FunctionSummary S;
  if (const llvm::json::Value *WV = F->get("waits_for_device")) {
    std::optional<bool> Waits = WV->getAsBoolean();
    if (!Waits)
      return std::nullopt;
    S.WaitsForDevice = *Waits;
  }
  if (const llvm::json::Value *IV = F->get("ignores_streams")) {
    const llvm::json::Array *Params = IV->getAsArray();
    if (!Params)
      return std::nullopt;
    for (const llvm::json::Value &K : *Params) {
      std::optional<int64_t> Index = K.getAsInteger();
      if (!Index || *Index < 0 || *Index > 0xffff)
        return std::nullopt;
      S.IgnoredStreams.insert(unsigned(*Index));
    }
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
  if (const llvm::json::Object *Reads = F->getObject("reads_after_calling"))
    for (const auto &[Callee, Read] : *Reads) {
      std::optional<bool> B = Read.getAsBoolean();
      if (!B)
        return std::nullopt;
      S.ReadsAfterCalling[Callee.str()] = *B;
    }
  for (auto [Key, Into] : {std::pair{"acquires_every_call", &S.AcquiresEveryCall},
                           std::pair{"releases_every_call", &S.ReleasesEveryCall},
                           std::pair{"churns_every_call", &S.ChurnsEveryCall}})
    if (const llvm::json::Value *V = F->get(Key); V && !sitesFromJson(*V, *Into))
      return std::nullopt;
  if (const llvm::json::Value *QV = F->get("queues_work_on")) {
    std::map<std::string, SourceSite> ByParam;
    if (!sitesFromJson(*QV, ByParam))
      return std::nullopt;
    for (auto &[Key, Site] : ByParam) {
      unsigned K = 0;
      if (llvm::StringRef(Key).getAsInteger(10, K) || K > 0xffff)
        return std::nullopt;
      S.QueuesWorkOn[K] = std::move(Site);
    }
  }
  if (const llvm::json::Value *HV = F->get("hands_stream_to")) {
    const llvm::json::Object *ByParam = HV->getAsObject();
    if (!ByParam)
      return std::nullopt;
    for (const auto &[Key, ToV] : *ByParam) {
      unsigned K = 0;
      const llvm::json::Array *To = ToV.getAsArray();
      if (llvm::StringRef(Key).getAsInteger(10, K) || K > 0xffff || !To)
        return std::nullopt;
      for (const llvm::json::Value &Edge : *To) {
        const llvm::json::Array *Pair = Edge.getAsArray();
        std::optional<llvm::StringRef> Usr =
            Pair && Pair->size() == 2 ? (*Pair)[0].getAsString() : std::nullopt;
        std::optional<int64_t> Param = Usr ? (*Pair)[1].getAsInteger() : std::nullopt;
        if (!Param || *Param < 0 || *Param > 0xffff)
          return std::nullopt;
        S.HandsStreamTo[K].insert({Usr->str(), unsigned(*Param)});
      }
    }
  }
  if (const llvm::json::Value *PV = F->get("passes"); PV && !passedFromJson(*PV, S.Passes))
    return std::nullopt;
  if (const llvm::json::Value *SV = F->get("stored"); SV && !(S.Stored = memoryFromJson(SV)))
    return std::nullopt;
  if (const llvm::json::Value *TV = F->get("streams"); TV && !(S.Streams = streamsFromJson(*TV)))
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
    Own.Stored.reset(); // and in "stored"
    Own.Streams.reset(); // and in "streams"
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
  if (!Index.stored().empty()) {
    llvm::json::Object Stored;
    for (const auto &[Usr, M] : Index.stored())
      Stored[Usr] = memoryToJson(M);
    File["stored"] = std::move(Stored);
  }
  if (std::optional<StreamFacts> Streams = Index.streams())
    File["streams"] = streamsToJson(*Streams);
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
  if (const llvm::json::Value *SV = O->get("stored")) {
    const llvm::json::Object *Stored = SV->getAsObject();
    if (!Stored)
      return Bad("a malformed \"stored\" entry");
    for (const auto &[Usr, MV] : *Stored) {
      std::optional<HostMemorySummary> M = memoryFromJson(&MV);
      if (!M)
        return Bad("a malformed \"stored\" entry");
      Index.addStored(Usr.str(), *M);
    }
  }
  if (const llvm::json::Object *OfUnknown = O->getObject("calls_of_unknown"))
    for (const auto &[Usr, Entry] : *OfUnknown) {
      std::optional<FunctionSummary> Calls = summaryFromJson(Entry);
      if (!Calls)
        return Bad("a malformed \"calls_of_unknown\" entry");
      Index.addCalls(Usr.str(), *Calls);
    }
  if (const llvm::json::Value *TV = O->get("streams")) {
    std::optional<StreamFacts> Streams = streamsFromJson(*TV);
    if (!Streams)
      return Bad("a malformed \"streams\" entry");
    Index.addStreams(*Streams);
  }
  if (const llvm::json::Value *CV = O->get("callers_complete")) {
    std::optional<bool> Complete = CV->getAsBoolean();
    if (!Complete)
      return Bad("a malformed \"callers_complete\" entry");
    Index.setCallersComplete(*Complete);
  }
  return Index;
}

} // namespace clang::tidy::cuda

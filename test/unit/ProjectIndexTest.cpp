//===--- ProjectIndexTest.cpp - function summaries, the project index and its join -----===//
#include "CompileCommands.h"
#include "ProjectIndex.h"
#include "Runner.h"
#include "TidyConfig.h"
#include "UnitAnalysis.h"
#include "analysis/FunctionSummaries.h"
#include <map>
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <nlohmann/json.hpp>

using namespace cudalint;
using namespace clang::tidy::cuda;

namespace {

UnitSummaries unit(std::initializer_list<std::pair<std::string, LastErrorSummary>> Functions) {
  UnitSummaries U;
  for (const auto &[Usr, S] : Functions)
    U[Usr].LastError = S;
  return U;
}
const LastErrorSummary Reads{{}, LastErrorUse::Read};
const LastErrorSummary Clears{{}, LastErrorUse::Clear};
LastErrorSummary calls(std::vector<std::string> Usrs, LastErrorUse Then = LastErrorUse::None) {
  return {std::move(Usrs), Then};
}

TEST(LastErrorSummary, TheFirstKnownEffectWins) {
  LastErrorSummary S;
  S.append(calls({"a"}));
  S.append(calls({"b"}, LastErrorUse::Clear));
  S.append(calls({"c"}, LastErrorUse::Read)); // after a known clear: never reached
  EXPECT_EQ(S, calls({"a", "b"}, LastErrorUse::Clear));
  EXPECT_TRUE(LastErrorSummary().trivial());
}

TEST(SummaryIndex, ResolvesThroughOtherUnits) {
  SummaryIndex Index;
  Index.add(unit({{"check", Reads}}));
  Index.add(unit({{"relay", calls({"log", "check"})}, {"log", {}}}));
  Index.add(unit({{"clear", Clears}, {"clearThenCheck", calls({"clear", "check"})}}));
  EXPECT_EQ(Index.lastErrorUse("check"), LastErrorUse::Read);
  EXPECT_EQ(Index.lastErrorUse("relay"), LastErrorUse::Read); // log touches nothing
  EXPECT_EQ(Index.lastErrorUse("clearThenCheck"), LastErrorUse::Clear);
  EXPECT_EQ(Index.lastErrorUse("nowhere"), LastErrorUse::None); // defined in no unit
  EXPECT_EQ(Index.firstUse({"nowhere", "log", "relay"}), LastErrorUse::Read);
  EXPECT_EQ(Index.firstUse({"clear", "check"}), LastErrorUse::Clear);
  EXPECT_EQ(Index.firstUse({}), LastErrorUse::None);
  // A function that does CUDA work of its own before it reads stops the search: the finding stays.
  Index.add(unit({{"create", calls({}, LastErrorUse::OwnCudaWork)}}));
  EXPECT_EQ(Index.firstUse({"log", "create", "check"}), LastErrorUse::OwnCudaWork);
  EXPECT_FALSE(Index.holds({{{"create", "check"}}, {}}));
}

TEST(SummaryIndex, UnitsThatDisagreeMakeItUnknown) {
  SummaryIndex Index;
  Index.add(unit({{"same", Reads}, {"twoStatics", Reads}}));
  Index.add(unit({{"same", Reads}, {"twoStatics", Clears}}));
  EXPECT_EQ(Index.lastErrorUse("same"), LastErrorUse::Read);
  EXPECT_EQ(Index.lastErrorUse("twoStatics"), LastErrorUse::None);
  Index.add(unit({{"twoStatics", Reads}})); // unknown stays unknown
  EXPECT_EQ(Index.lastErrorUse("twoStatics"), LastErrorUse::None);
}

TEST(SummaryIndex, RecursionIsUnknownWhereItCloses) {
  SummaryIndex Index;
  // ping -> pong -> ping: the cycle itself decides nothing; what follows it does.
  Index.add(unit({{"ping", calls({"pong"})}, {"pong", calls({"ping", "check"})}}));
  Index.add(unit({{"check", Reads}, {"self", calls({"self"})}}));
  EXPECT_EQ(Index.lastErrorUse("self"), LastErrorUse::None);
  // Asked in either order, the answers agree (nothing half-computed is memoized).
  EXPECT_EQ(Index.lastErrorUse("pong"), LastErrorUse::Read);
  EXPECT_EQ(Index.lastErrorUse("ping"), LastErrorUse::Read);
  SummaryIndex Other;
  Other.add(unit({{"ping", calls({"pong"})}, {"pong", calls({"ping", "check"})}}));
  Other.add(unit({{"check", Reads}}));
  EXPECT_EQ(Other.lastErrorUse("ping"), LastErrorUse::Read);
  EXPECT_EQ(Other.lastErrorUse("pong"), LastErrorUse::Read);
}

TEST(FindingCondition, NoteRoundTripAndEveryEntryMustHold) {
  FindingCondition C{{{"c:@F@a#", "c:@F@check#*1C#"}, {"c:@F@check#*1C#"}}, {}};
  std::string Note = encodeConditionNote(C);
  EXPECT_TRUE(isConditionNote(Note));
  std::optional<FindingCondition> Back = decodeConditionNote(Note);
  ASSERT_TRUE(Back);
  EXPECT_EQ(Back->ReadsLastErrorFirst, C.ReadsLastErrorFirst);
  EXPECT_FALSE(decodeConditionNote("cudalint-condition {\"other\": 1}"));
  EXPECT_FALSE(decodeConditionNote("cudalint-condition [not json"));
  EXPECT_FALSE(decodeConditionNote("an ordinary note"));

  SummaryIndex Index;
  Index.add(unit({{"c:@F@check#*1C#", Reads}, {"c:@F@log#", {}}}));
  EXPECT_TRUE(Index.holds(C));
  EXPECT_FALSE(Index.holds({{{"c:@F@check#*1C#"}, {"c:@F@log#"}}, {}})); // one call stays unchecked
  EXPECT_FALSE(Index.holds({})); // no entry: nothing to drop
}

// Since stop 45: an entry that ends with CallersReadMark also holds when its calls touch no
// last error and every caller of the function reads it after the call (two calls up here).
TEST(FindingCondition, CallersThatReadAfterTheCall) {
  auto Calling = [](std::map<std::string, bool> Reads) {
    FunctionSummary S;
    S.ReadsAfterCalling = std::move(Reads);
    return S;
  };
  SummaryIndex Index;
  Index.add({{"c:@F@step#", Calling({{"c:@F@upload#", true}, {"c:@F@stage#", false}})},
             {"c:@F@loop#", Calling({{"c:@F@stage#", true}})},
             {"c:@F@main#", Calling({{"c:@F@tail#", false}})}});
  FindingCondition C;
  C.ReadsLastErrorFirst = {{CallersReadMark.str()}};
  C.CallersRead = "c:@F@upload#";
  EXPECT_FALSE(Index.holds(C)); // not every unit analysed: callers unknown
  Index.setCallersComplete(true);
  EXPECT_TRUE(Index.holds(C));
  std::optional<FindingCondition> Back = decodeConditionNote(encodeConditionNote(C));
  ASSERT_TRUE(Back);
  EXPECT_TRUE(Index.holds(*Back));
  C.CallersRead = "c:@F@stage#"; // step does not read after it, loop does; who calls step?
  EXPECT_FALSE(Index.holds(C));
  Index.add({{"c:@F@driver#", Calling({{"c:@F@step#", true}})}});
  EXPECT_TRUE(Index.holds(C)); // step's one caller reads after it
  C.CallersRead = "c:@F@tail#";
  EXPECT_FALSE(Index.holds(C));
  C.CallersRead = "c:@F@nobody#";
  EXPECT_FALSE(Index.holds(C)); // no caller at all
}

TEST(SummaryIndex, IndexFileRoundTrip) {
  SummaryIndex Index;
  Index.add(unit({{"check", Reads}, {"relay", calls({"log", "check"})}, {"two", Reads}}));
  Index.add(unit({{"two", Clears}, {"create", calls({}, LastErrorUse::OwnCudaWork)}}));
  llvm::Expected<SummaryIndex> Back = parseIndexFile(renderIndexFile(Index));
  ASSERT_TRUE(static_cast<bool>(Back)) << llvm::toString(Back.takeError());
  EXPECT_EQ(Back->entries(), Index.entries()); // "two" stays unknown
  EXPECT_EQ(Back->lastErrorUse("relay"), LastErrorUse::Read);
  EXPECT_EQ(Back->lastErrorUse("create"), LastErrorUse::OwnCudaWork);
  for (const char *Bad : {"{}", "{\"format\": \"cudalint-index/2\", \"functions\": {}}",
                          "{\"format\": \"cudalint-index/1\", \"functions\": {\"f\": {}}}",
                          "{\"format\": \"cudalint-index/1\", \"functions\": "
                          "{\"f\": {\"last_error\": [[], 9]}}}",
                          "not json"}) {
    llvm::Expected<SummaryIndex> E = parseIndexFile(Bad);
    EXPECT_FALSE(static_cast<bool>(E)) << Bad;
    if (!E)
      llvm::consumeError(E.takeError());
  }
}

clang::tidy::ClangTidyError finding(unsigned Offset, std::vector<std::string> Notes) {
  clang::tidy::ClangTidyError E("cuda-unchecked-error", clang::tidy::ClangTidyError::Warning, "/b",
                                false);
  E.Message = clang::tooling::DiagnosticMessage("dropped");
  E.Message.FilePath = "/s/main.cu";
  E.Message.FileOffset = Offset;
  for (std::string &N : Notes)
    E.Notes.emplace_back(N);
  return E;
}

TEST(ProjectIndex, DropsWhatHoldsAndTakesEveryConditionNoteOff) {
  std::vector<TranslationUnitOutcome> Outcomes(3);
  Outcomes[0].Summaries = unit({{"check", Reads}});
  Outcomes[1].Diagnostics.push_back(finding(1, {encodeConditionNote({{{"check"}}, {}})}));
  Outcomes[1].Diagnostics.push_back(finding(2, {"kept note", encodeConditionNote({{{"log"}}, {}})}));
  Outcomes[1].Diagnostics.push_back(finding(3, {"plain"}));
  Outcomes[1].Diagnostics.push_back(finding(4, {encodeConditionNote({{{"audit"}}, {}})}));
  // A crashed unit's summaries are not trusted (it has none in practice).
  Outcomes[2].Crashed = true;
  Outcomes[2].Summaries = unit({{"audit", Reads}});
  IndexJoinCounts Counts =
      applyProjectIndex(Outcomes, buildProjectIndex(Outcomes, /*WholeProgram=*/true));
  EXPECT_EQ(Counts.Functions, 1u);
  EXPECT_EQ(Counts.Conditional, 3u);
  EXPECT_EQ(Counts.Dropped, 1u);
  const auto &Left = Outcomes[1].Diagnostics;
  ASSERT_EQ(Left.size(), 3u);
  EXPECT_EQ(Left[0].Message.FileOffset, 2u);
  ASSERT_EQ(Left[0].Notes.size(), 1u);
  EXPECT_EQ(Left[0].Notes[0].Message, "kept note");
  EXPECT_EQ(Left[1].Notes.size(), 1u);
  EXPECT_TRUE(Left[2].Notes.empty());
}

TEST(ProjectIndex, SummariesCrossTheProcessBoundaryVersioned) {
  TranslationUnitOutcome Outcome;
  Outcome.Summaries = unit({{"relay", calls({"check", "log"}, LastErrorUse::Clear)}});
  std::optional<TranslationUnitOutcome> Back = deserializeOutcome(serializeOutcome(Outcome));
  ASSERT_TRUE(Back);
  EXPECT_EQ(Back->Summaries, Outcome.Summaries);
  // Another layout (an old cache entry) is refused, never half read.
  std::string Bytes = serializeOutcome(Outcome);
  nlohmann::json Doc = nlohmann::json::from_cbor(Bytes);
  Doc["summaries"]["version"] = 0;
  std::vector<uint8_t> Old = nlohmann::json::to_cbor(Doc);
  EXPECT_FALSE(deserializeOutcome(llvm::StringRef(reinterpret_cast<const char *>(Old.data()),
                                                  Old.size())));
  Doc.erase("summaries");
  std::vector<uint8_t> None = nlohmann::json::to_cbor(Doc);
  EXPECT_FALSE(deserializeOutcome(llvm::StringRef(reinterpret_cast<const char *>(None.data()),
                                                  None.size())));
}


TEST(FunctionSummaries, ComputedPerUnitWithTheirConditions) {
  TranslationUnitOutcome O = analyse(R"cu(
#include <cuda_runtime.h>
void checkElsewhere(const char *);
void log(const char *);
void reads() { if (cudaGetLastError() != cudaSuccess) log("failed"); }
void clears() { cudaGetLastError(); }
void relays() { log("x"); checkElsewhere("x"); }
void localThenElsewhere() { reads(); checkElsewhere("y"); }
void nothing() { log("z"); }
void dropped(void **p) { cudaMalloc(p, 8); log("a"); checkElsewhere("a"); }
void ownWorkFirst() { cudaSetDevice(0); checkElsewhere("set"); }
void elsewhereThenOwnWork() { checkElsewhere("x"); cudaSetDevice(0); }
void syncFirst() { (void)cudaDeviceSynchronize(); checkElsewhere("sync"); }
)cu");
  ASSERT_FALSE(O.CompileErrors);
  const std::string Check = "c:@F@checkElsewhere#*1C#", Log = "c:@F@log#*1C#";
  EXPECT_EQ(O.Summaries["c:@F@reads#"].LastError, Reads);
  EXPECT_EQ(O.Summaries["c:@F@clears#"].LastError, Clears);
  EXPECT_EQ(O.Summaries["c:@F@relays#"].LastError, calls({Log, Check}));
  EXPECT_EQ(O.Summaries["c:@F@localThenElsewhere#"].LastError, Reads); // known here first
  EXPECT_EQ(O.Summaries.count("c:@F@nothing#"), 1u); // log: only the index can tell
  // A read after its own CUDA call checks that call, not the caller's; a synchronize is not one.
  EXPECT_EQ(O.Summaries["c:@F@ownWorkFirst#"].LastError, calls({}, LastErrorUse::OwnCudaWork));
  EXPECT_EQ(O.Summaries["c:@F@elsewhereThenOwnWork#"].LastError,
            calls({Check}, LastErrorUse::OwnCudaWork));
  EXPECT_EQ(O.Summaries["c:@F@syncFirst#"].LastError, calls({Check}));
  // The dropped cudaMalloc's finding carries its condition: log, then checkElsewhere, and when
  // neither reads nor clears the last error, the callers of 'dropped' (since stop 45).
  std::optional<FindingCondition> C;
  for (const clang::tidy::ClangTidyError &E : O.Diagnostics)
    if (llvm::StringRef(E.Message.Message).contains("cudaMalloc"))
      for (const auto &N : E.Notes)
        if (!C)
          C = decodeConditionNote(N.Message);
  ASSERT_TRUE(C);
  EXPECT_EQ(C->ReadsLastErrorFirst,
            (std::vector<std::vector<std::string>>{{Log, Check, CallersReadMark.str()}}));
  EXPECT_EQ(C->CallersRead, "c:@F@dropped#**v#");
}

// ---- host memory that functions hand to other units (cuda-pageable-async-memcpy) --------

HostMemorySummary memory(HostMemoryFact Known, std::vector<HandedMemory> Pending = {}) {
  HostMemorySummary M;
  M.Known = Known;
  M.Pending = std::move(Pending);
  return M;
}
UnitSummaries returning(std::initializer_list<std::pair<std::string, HostMemorySummary>> Fns) {
  UnitSummaries U;
  for (const auto &[Usr, M] : Fns)
    U[Usr].Returns = M;
  return U;
}
using HF = HostMemoryFact;

TEST(HostMemorySummaries, ResolvedThroughOtherUnits) {
  SummaryIndex Index;
  Index.add(returning({{"pageable", memory(HF::Pageable)}, {"pinned", memory(HF::Pinned)}}));
  Index.add(returning({{"relay", memory(HF::None, {{"pageable", -1}})},
                       {"either", memory(HF::Pinned, {{"pageable", -1}})},
                       {"loop", memory(HF::None, {{"loop2", -1}})},
                       {"loop2", memory(HF::Pageable, {{"loop", -1}})}}));
  UnitSummaries Rows;
  Rows["rows"].OutParams[1] = memory(HF::Pageable);
  Index.add(Rows);
  EXPECT_EQ(Index.hostMemory({"pageable", -1}), HF::Pageable);
  EXPECT_EQ(Index.hostMemory({"pinned", -1}), HF::Pinned);
  EXPECT_EQ(Index.hostMemory({"relay", -1}), HF::Pageable); // decided through two units
  EXPECT_EQ(Index.hostMemory({"either", -1}), HF::Unknown); // pinned or pageable
  EXPECT_EQ(Index.hostMemory({"loop", -1}), HF::Unknown);   // a cycle
  EXPECT_EQ(Index.hostMemory({"nowhere", -1}), HF::Unknown);
  EXPECT_EQ(Index.hostMemory({"rows", 1}), HF::Pageable);
  EXPECT_EQ(Index.hostMemory({"rows", 0}), HF::Unknown);  // nothing stored through 0
  EXPECT_EQ(Index.hostMemory({"rows", -1}), HF::Unknown); // returns nothing known
  // A pageable-copy finding stays only when every memory it needs is known pageable.
  EXPECT_FALSE(Index.drops({{}, {{"relay", -1}, {"rows", 1}}}));
  EXPECT_TRUE(Index.drops({{}, {{"relay", -1}, {"pinned", -1}}}));
  EXPECT_TRUE(Index.drops({{}, {{"nowhere", -1}}}));
  EXPECT_FALSE(Index.drops({})); // no condition: nothing to drop
  // Two units that disagree: unknown.
  Index.add(returning({{"pageable", memory(HF::Pinned)}}));
  EXPECT_EQ(Index.hostMemory({"relay", -1}), HF::Unknown);
}

TEST(HostMemorySummaries, NoteIndexFileAndCacheRoundTrip) {
  FindingCondition C{{}, {{"c:@F@load#I#", -1}, {"c:@F@rows#**I#", 0}}};
  std::optional<FindingCondition> Back = decodeConditionNote(encodeConditionNote(C));
  ASSERT_TRUE(Back);
  EXPECT_EQ(Back->PageableFrom, C.PageableFrom);
  EXPECT_TRUE(Back->ReadsLastErrorFirst.empty());
  EXPECT_FALSE(decodeConditionNote(R"(cudalint-condition {"pageable_from": [["f"]]})"));

  UnitSummaries U = returning({{"relay", memory(HF::None, {{"load", -1}})}});
  U["rows"].OutParams[2] = memory(HF::Pinned);
  U["rows"].LastError = Reads;
  SummaryIndex Index;
  Index.add(U);
  llvm::Expected<SummaryIndex> File = parseIndexFile(renderIndexFile(Index));
  ASSERT_TRUE(bool(File)) << llvm::toString(File.takeError());
  EXPECT_EQ(File->entries(), Index.entries());
  EXPECT_FALSE(bool(parseIndexFile(
      R"({"format": "cudalint-index/1", "functions": {"f": {"returns": [7, []]}}})")));

  TranslationUnitOutcome Outcome;
  Outcome.Summaries = U;
  std::optional<TranslationUnitOutcome> Cached = deserializeOutcome(serializeOutcome(Outcome));
  ASSERT_TRUE(Cached);
  EXPECT_EQ(Cached->Summaries, U);
}

TEST(HostMemorySummaries, AllocationSiteThroughTheChainAndTheIndexFile) {
  HostMemorySummary Load = memory(HF::Pageable);
  Load.Allocated = HostMemorySummary::Site{"/src/loader.cpp", 130, "malloc"};
  SummaryIndex Index;
  Index.add(returning({{"load", Load}, {"relay", memory(HF::None, {{"load", -1}})},
                       {"bare", memory(HF::Pageable)}}));
  const HostMemorySummary::Site *Site = Index.allocationSite({"relay", -1});
  ASSERT_TRUE(Site); // the allocation at the end of the chain
  EXPECT_EQ(Site->File, "/src/loader.cpp");
  EXPECT_EQ(Site->Offset, 130u);
  EXPECT_EQ(HostMemorySummary::siteNote(*Site),
            "pageable buffer allocated here with malloc, in another translation unit");
  EXPECT_EQ(Index.allocationSite({"bare", -1}), nullptr);
  EXPECT_EQ(Index.allocationSite({"nowhere", -1}), nullptr);

  llvm::Expected<SummaryIndex> File = parseIndexFile(renderIndexFile(Index));
  ASSERT_TRUE(bool(File)) << llvm::toString(File.takeError());
  Site = File->allocationSite({"load", -1});
  ASSERT_TRUE(Site);
  EXPECT_EQ(Site->Allocator, "malloc");
  EXPECT_FALSE(bool(parseIndexFile(
      R"({"format": "cudalint-index/1", "functions": {"f": {"returns": [1, [], ["a", -1, "m"]]}}})")));
}

TEST(HostMemorySummaries, HandOffsWalkTheChainOutwards) {
  // load() allocates and returns; relay() returns load()'s memory: the notes go allocation,
  // load's return, relay's return; a chain with no site has no hops.
  HostMemorySummary Load = memory(HF::Pageable);
  Load.Allocated = HostMemorySummary::Site{"/src/loader.cpp", 130, "malloc"};
  Load.Handed = HostMemorySummary::HandOff{"/src/loader.cpp", 120, "returned here by 'load'"};
  HostMemorySummary Relay = memory(HF::None, {{"load", -1}});
  Relay.Handed = HostMemorySummary::HandOff{"/src/relay.cpp", 40, "returned here by 'relay'"};
  HostMemorySummary Bare = memory(HF::Pageable);
  Bare.Handed = HostMemorySummary::HandOff{"/src/bare.cpp", 1, "returned here by 'bare'"};
  SummaryIndex Index;
  Index.add(returning({{"load", Load}, {"relay", Relay}, {"bare", Bare}}));
  std::vector<HostMemorySummary::HandOff> Hops = Index.handOffs({"relay", -1});
  ASSERT_EQ(Hops.size(), 2u);
  EXPECT_EQ(Hops[0].How, "returned here by 'load'");
  EXPECT_EQ(Hops[1].File, "/src/relay.cpp");
  EXPECT_TRUE(Index.handOffs({"bare", -1}).empty());

  // The hand-off travels in the index file (after a null when there is no allocation site).
  llvm::Expected<SummaryIndex> File = parseIndexFile(renderIndexFile(Index));
  ASSERT_TRUE(bool(File)) << llvm::toString(File.takeError());
  Hops = File->handOffs({"relay", -1});
  ASSERT_EQ(Hops.size(), 2u);
  EXPECT_EQ(Hops[1].Offset, 40u);
  EXPECT_FALSE(bool(parseIndexFile(R"({"format": "cudalint-index/1", "functions": {"f": )"
                                   R"({"returns": [1, [], null, ["a", 1]]}}})")));
}

TEST(HostMemorySummaries, ComputedByTheProvenanceOfTheDefiningUnit) {
  // A plain C++ loader: no CUDA header, summarised all the same.
  TranslationUnitOutcome O = analyse(R"cpp(
#include <cstdlib>
#include <vector>
float *elsewhere(int n);
void fillElsewhere(int **p, int n);
float *heap(int n) { return (float *)malloc(n * sizeof(float)); }
float *relay(int n) { return elsewhere(n); }
float *orNull(int n) { if (n == 0) return nullptr; return new float[n]; }
std::vector<float> table(8);
float *tableData() { return table.data(); }
void rows(int **p, int n) { *p = (int *)calloc(n, sizeof(int)); }
void rowsRef(int n, float *&p) { p = new float[n]; }
void handOn(int **p, int n) { fillElsewhere(p, n); }
float *given(float *p) { return p; }
static float *local(int n) { return (float *)malloc(n); }
float *useLocal(int n) { return local(n); }
)cpp",
                                     "-*,cuda-pageable-async-memcpy", "cpp");
  ASSERT_FALSE(O.CompileErrors);
  auto Returns = [&](const std::string &Usr) { return O.Summaries[Usr].Returns; };
  EXPECT_EQ(Returns("c:@F@heap#I#"), memory(HF::Pageable));
  EXPECT_EQ(Returns("c:@F@relay#I#"), memory(HF::None, {{"c:@F@elsewhere#I#", -1}}));
  EXPECT_EQ(Returns("c:@F@orNull#I#"), memory(HF::Pageable)); // a null adds nothing
  EXPECT_EQ(Returns("c:@F@tableData#"), memory(HF::Pageable));
  EXPECT_EQ(Returns("c:@F@useLocal#I#"), memory(HF::Pageable));
  EXPECT_EQ(O.Summaries["c:@F@rows#**I#I#"].OutParams,
            (std::map<unsigned, HostMemorySummary>{{0, memory(HF::Pageable)}}));
  EXPECT_EQ(O.Summaries["c:@F@rowsRef#I#&*f#"].OutParams,
            (std::map<unsigned, HostMemorySummary>{{1, memory(HF::Pageable)}}));
  EXPECT_EQ(O.Summaries["c:@F@handOn#**I#I#"].OutParams,
            (std::map<unsigned, HostMemorySummary>{
                {0, memory(HF::None, {{"c:@F@fillElsewhere#**I#I#", 0}})}}));
  // Unknown is not recorded: a caller's memory (callers elsewhere), a static function.
  EXPECT_FALSE(Returns("c:@F@given#*f#"));
  EXPECT_EQ(O.Summaries.count("c:summaries@F@local#I#"), 0u);
}

TEST(HostMemorySummaries, PinnedMixedAndRegisteredMemory) {
  TranslationUnitOutcome O = analyse(R"cu(
#include <cuda_runtime.h>
#include <cstdlib>
float *pinned(int n) { float *p; cudaMallocHost(&p, n * sizeof(float)); return p; }
float *either(int n, bool pin) { return pin ? pinned(n) : (float *)malloc(n); }
float *registered(int n) {
  float *p = (float *)malloc(n);
  cudaHostRegister(p, n, cudaHostRegisterDefault);
  return p;
}
void registeredAfter(float **out, int n) {
  *out = (float *)malloc(n);
  cudaHostRegister(*out, n, cudaHostRegisterDefault);
}
float *device(int n) { float *p; cudaMalloc(&p, n); return p; }
void pinnedRows(int **rows, int n) { int *p; cudaHostAlloc((void **)&p, n, 0); *rows = p; }
)cu",
                                     "-*,cuda-pageable-async-memcpy");
  ASSERT_FALSE(O.CompileErrors);
  EXPECT_EQ(O.Summaries["c:@F@pinned#I#"].Returns, memory(HF::Pinned));
  EXPECT_EQ(O.Summaries["c:@F@pinnedRows#**I#I#"].OutParams,
            (std::map<unsigned, HostMemorySummary>{{0, memory(HF::Pinned)}}));
  // No memory fact (a summary may still list the functions they call).
  for (const char *Unknown : {"c:@F@either#I#b#", "c:@F@registered#I#",
                              "c:@F@registeredAfter#**f#I#", "c:@F@device#I#"}) {
    auto It = O.Summaries.find(Unknown);
    EXPECT_TRUE(It == O.Summaries.end() || (!It->second.Returns && It->second.OutParams.empty()))
        << Unknown;
  }
}

TEST(FunctionSummaries, NothingWithoutACollector) {
  // The plugin and cudalint-clangd open no collector: no summary, no condition note.
  EXPECT_EQ(SummaryCollector::active(), nullptr);
  UnitSummaries S;
  {
    SummaryCollector Collect(S);
    EXPECT_EQ(SummaryCollector::active(), &S);
  }
  EXPECT_EQ(SummaryCollector::active(), nullptr);
}


TEST(CallSummaries, LoopsOfOneUnitRepeatTheFunctionsOfAnother) {
  // frames.cpp's view: a loop calls frame() (internal) and upload() directly; frame() calls
  // draw(); once() is called outside the loop, and a loop that runs once repeats nothing.
  TranslationUnitOutcome O = analyse(R"cpp(
void upload(int n);
void draw(int n);
void once(int n);
void inOneTripLoop(int n);
static void frame(int n) { if (n) draw(n); }
void run(int frames, int n) {
  for (int f = 0; f < frames; ++f) {
    frame(n);
    upload(n);
  }
  once(n);
  for (int i = 0; i < 1; ++i)
    inOneTripLoop(n);
}
)cpp",
                                     "-*,cuda-pageable-async-memcpy", "cpp");
  ASSERT_FALSE(O.CompileErrors);
  const FunctionSummary &Run = O.Summaries["c:@F@run#I#I#"];
  EXPECT_EQ(Run.Calls.size(), 4u);
  EXPECT_EQ(Run.CallsEveryIteration.size(), 2u);
  EXPECT_TRUE(Run.CallsEveryIteration.count("c:@F@upload#I#"));
  EXPECT_FALSE(Run.CallsEveryIteration.count("c:@F@once#I#"));
  EXPECT_FALSE(Run.CallsEveryIteration.count("c:@F@inOneTripLoop#I#"));

  SummaryIndex Index;
  Index.add(O.Summaries);
  const SourceSite *Upload = Index.repeatedBy("c:@F@upload#I#");
  const SourceSite *Draw = Index.repeatedBy("c:@F@draw#I#"); // through frame()
  ASSERT_TRUE(Upload && Draw);
  EXPECT_LT(Draw->Offset, Upload->Offset); // the site of the loop's call to frame()
  EXPECT_FALSE(Index.repeatedBy("c:@F@once#I#"));
  EXPECT_FALSE(Index.repeatedBy("c:@F@inOneTripLoop#I#"));
  EXPECT_FALSE(Index.repeatedBy("c:@F@run#I#I#"));

  // The condition: kept only when the index knows a loop that repeats the function.
  FindingCondition Repeats;
  Repeats.RepeatsVia = {"c:@F@draw#I#", "draw"};
  std::optional<FindingCondition> Back = decodeConditionNote(encodeConditionNote(Repeats));
  ASSERT_TRUE(Back && Back->RepeatsVia);
  EXPECT_EQ(Back->RepeatsVia->second, "draw");
  EXPECT_EQ(Back->Repeats, RepeatedWork::Copy);
  EXPECT_FALSE(Index.drops(*Back));
  // What repeats travels with it (cuda-alloc-in-loop's per-call allocations), and its note
  // says so; an unknown kind makes the note malformed, not a copy.
  Repeats.Repeats = RepeatedWork::Allocation;
  std::optional<FindingCondition> Alloc = decodeConditionNote(encodeConditionNote(Repeats));
  ASSERT_TRUE(Alloc);
  EXPECT_EQ(Alloc->Repeats, RepeatedWork::Allocation);
  EXPECT_TRUE(llvm::StringRef(repeatNote("draw", Alloc->Repeats)).starts_with("the allocation repeats"));
  EXPECT_TRUE(llvm::StringRef(repeatNote("draw")).starts_with("the copy repeats"));
  std::string Odd = encodeConditionNote(Repeats);
  Odd.replace(Odd.find("allocation"), 10, "launch");
  EXPECT_FALSE(decodeConditionNote(Odd));
  Back->RepeatsVia->first = "c:@F@once#I#";
  EXPECT_TRUE(Index.drops(*Back));
}

TEST(CallSummaries, IndexFileRoundTripAndMalformedEntries) {
  FunctionSummary S;
  S.Calls = {"c:@F@a#", "c:@F@b#"};
  S.CallsEveryIteration["c:@F@a#"] = {"/src/main.cpp", 42};
  std::optional<FunctionSummary> Back = summaryFromJson(summaryToJson(S));
  ASSERT_TRUE(Back);
  EXPECT_EQ(Back->Calls, S.Calls);
  ASSERT_TRUE(Back->CallsEveryIteration.count("c:@F@a#"));
  EXPECT_EQ(Back->CallsEveryIteration["c:@F@a#"].Offset, 42u);
  // A loop's callee that is not among the calls, a negative offset: malformed.
  llvm::Expected<llvm::json::Value> NotACall = llvm::json::parse(
      R"({"calls": ["c:@F@a#"], "calls_every_iteration": {"c:@F@b#": ["/f.cpp", 1]}})");
  ASSERT_TRUE(bool(NotACall));
  EXPECT_FALSE(summaryFromJson(*NotACall));
  llvm::Expected<llvm::json::Value> Negative = llvm::json::parse(
      R"({"calls": ["c:@F@a#"], "calls_every_iteration": {"c:@F@a#": ["/f.cpp", -1]}})");
  ASSERT_TRUE(bool(Negative));
  EXPECT_FALSE(summaryFromJson(*Negative));
}

TEST(ChurnSummaries, WhatEveryCallAllocatesAndFreesRoundTrips) {
  // A header helper's per-call churn, for an editor whose AST lacks the body.
  FunctionSummary S;
  S.ChurnsEveryCall["cudaMalloc"] = {"/src/helpers.cuh", 324};
  S.ChurnsEveryCall["cudaFree"] = {"/src/helpers.cuh", 497};
  S.DeviceWork = 3;
  std::optional<FunctionSummary> Back = summaryFromJson(summaryToJson(S));
  ASSERT_TRUE(Back);
  EXPECT_EQ(*Back, S);
  EXPECT_EQ(Back->ChurnsEveryCall["cudaFree"].Offset, 497u);
  EXPECT_EQ(Back->DeviceWork, 3u);
  SummaryIndex Index;
  Index.add({{"c:@F@helper#", S}});
  ASSERT_TRUE(Index.find("c:@F@helper#"));
  EXPECT_EQ(Index.find("c:@F@helper#")->ChurnsEveryCall.size(), 2u);
  EXPECT_EQ(Index.find("c:@F@nowhere#"), nullptr);
  FunctionSummary Other = S;
  Other.DeviceWork = 0; // another unit saw other work: the units disagree
  Index.add({{"c:@F@helper#", Other}});
  EXPECT_EQ(Index.find("c:@F@helper#"), nullptr);
  llvm::Expected<llvm::json::Value> Bad =
      llvm::json::parse(R"({"churns_every_call": {"cudaFree": ["/f.cu", 1]}, "device_work": -1})");
  ASSERT_TRUE(bool(Bad));
  EXPECT_FALSE(summaryFromJson(*Bad));
}

TEST(CallSummaries, EveryProgramsLoopsCountWhereUnitsDisagree) {
  // A database of two programs: each defines grad_check() under one USR, differently; the
  // test program's loop calls it on every iteration, and it calls upload(), which repeats.
  FunctionSummary Test, Bench;
  Test.Calls = {"c:@F@upload#"};
  Test.LastError = {{}, LastErrorUse::Read};
  Bench.Calls = {"c:@F@other#"};
  FunctionSummary MainLoop;
  MainLoop.Calls = {"c:@F@grad_check#"};
  MainLoop.CallsEveryIteration["c:@F@grad_check#"] = {"/src/test_gpu.cu", 90};
  SummaryIndex Index;
  Index.add({{"c:@F@grad_check#", Test}, {"c:@F@main#", MainLoop}});
  Index.add({{"c:@F@grad_check#", Bench}, {"c:@F@main#", FunctionSummary()}});
  EXPECT_EQ(Index.find("c:@F@grad_check#"), nullptr); // the units disagree: unknown
  ASSERT_TRUE(Index.repeatedBy("c:@F@upload#"));       // but its calls count
  EXPECT_EQ(Index.repeatedBy("c:@F@upload#")->Offset, 90u);
  EXPECT_FALSE(Index.repeatedBy("c:@F@nowhere#"));
  llvm::Expected<SummaryIndex> File = parseIndexFile(renderIndexFile(Index));
  ASSERT_TRUE(bool(File)) << llvm::toString(File.takeError());
  EXPECT_TRUE(File->repeatedBy("c:@F@upload#"));
  EXPECT_TRUE(File->repeatedBy("c:@F@other#"));
}

TEST(PairSummaries, TheHalvesOfAPairMeetOnlyInOneLoop) {
  // gpu.cu's view: begin() allocates a global on every call, end() frees it, member halves
  // likewise; a file-local global and an element of an array are not names other units share.
  TranslationUnitOutcome O = analyse(R"cpp(
#include "cuda_runtime.h"
float *g_frame;
static float *s_local;
float *g_bufs[4];
void begin(int n) { cudaMalloc(&g_frame, n); cudaMalloc(&s_local, n); cudaMalloc(&g_bufs[0], n); }
void end() { cudaFree(g_frame); }
void both(int n) { cudaMalloc(&g_frame, n); cudaFree(g_frame); }
struct Pinned { float *host; void open(int n); void close(); };
void Pinned::open(int n) { cudaMallocHost(&host, n); }
void Pinned::close() { cudaFreeHost(host); }
)cpp",
                                     "-*,cuda-alloc-in-loop");
  ASSERT_FALSE(O.CompileErrors);
  ASSERT_TRUE(O.Summaries.count("c:@F@begin#I#") && O.Summaries.count("c:@F@end#"));
  const FunctionSummary &Begin = O.Summaries.at("c:@F@begin#I#");
  ASSERT_EQ(Begin.AcquiresEveryCall.size(), 1u);
  std::string Frame = Begin.AcquiresEveryCall.begin()->first;
  EXPECT_EQ(Frame, "alloc|c:@g_frame");
  EXPECT_TRUE(O.Summaries.at("c:@F@end#").ReleasesEveryCall.count(Frame));
  // Both halves in one call: the per-call rule's, not a half.
  EXPECT_TRUE(!O.Summaries.count("c:@F@both#I#") ||
              O.Summaries.at("c:@F@both#I#").AcquiresEveryCall.empty());
  ASSERT_TRUE(O.Summaries.count("c:@S@Pinned@F@open#I#"));
  const FunctionSummary &Open = O.Summaries.at("c:@S@Pinned@F@open#I#");
  ASSERT_EQ(Open.AcquiresEveryCall.size(), 1u);
  EXPECT_TRUE(llvm::StringRef(Open.AcquiresEveryCall.begin()->first).starts_with("alloc|this/"));

  // app.cpp's view: one loop calls begin() and end(), another only begin().
  FunctionSummary Loop, HalfLoop;
  Loop.Calls = {"c:@F@begin#I#", "c:@F@end#"};
  Loop.CallsEveryIteration = {{"c:@F@begin#I#", {"/app.cpp", 10}}, {"c:@F@end#", {"/app.cpp", 30}}};
  HalfLoop.Calls = {"c:@F@begin#I#"};
  HalfLoop.CallsEveryIteration = {{"c:@F@begin#I#", {"/app.cpp", 50}}};
  SummaryIndex Index;
  Index.add(O.Summaries);
  Index.add(UnitSummaries{{"c:@F@halfLoop#", HalfLoop}});
  SplitPair Acquire{Frame, "c:@F@begin#I#", "begin", false};
  EXPECT_FALSE(Index.pairedInLoop(Acquire)); // no loop frees it too
  Index.add(UnitSummaries{{"c:@F@run#", Loop}});
  std::optional<SummaryIndex::PairedLoop> Paired = Index.pairedInLoop(Acquire);
  ASSERT_TRUE(Paired);
  EXPECT_EQ(Paired->LoopCall.Offset, 10u);
  EXPECT_EQ(Paired->PartnerCall.Offset,
            O.Summaries.at("c:@F@end#").ReleasesEveryCall.at(Frame).Offset);
  SplitPair Release{Frame, "c:@F@end#", "end", true};
  EXPECT_TRUE(Index.pairedInLoop(Release));
  SplitPair OtherStorage{"alloc|c:@g_other", "c:@F@begin#I#", "begin", false};
  EXPECT_FALSE(Index.pairedInLoop(OtherStorage));

  // The condition and the summaries survive their notes and the index file.
  FindingCondition C;
  C.PairedAcross = Acquire;
  std::optional<FindingCondition> Back = decodeConditionNote(encodeConditionNote(C));
  ASSERT_TRUE(Back && Back->PairedAcross);
  EXPECT_EQ(Back->PairedAcross->Storage, Frame);
  EXPECT_FALSE(Back->PairedAcross->Releases);
  EXPECT_FALSE(Index.drops(*Back));
  Back->PairedAcross->Storage = "alloc|c:@g_other";
  EXPECT_TRUE(Index.drops(*Back));
  llvm::Expected<SummaryIndex> File = parseIndexFile(renderIndexFile(Index));
  ASSERT_TRUE(static_cast<bool>(File)) << llvm::toString(File.takeError());
  EXPECT_TRUE(File->pairedInLoop(Acquire));
  llvm::Expected<llvm::json::Value> Malformed =
      llvm::json::parse(R"({"acquires_every_call": {"alloc|c:@g": ["/f.cu"]}})");
  ASSERT_TRUE(bool(Malformed));
  EXPECT_FALSE(summaryFromJson(*Malformed));
}

} // namespace

TEST(PassedMemory, EveryCallOfTheWholeProgramDecides) {
  // header() is called from two units with pageable memory, relay() passes its own parameter
  // on to inner(), mixed() gets pinned memory from one caller; nobody calls lonely().
  auto passes = [](std::string Callee, unsigned Param, HostMemorySummary M) {
    UnitSummaries U;
    U["caller" + std::to_string(Param) + Callee].Passes[Callee][Param] = std::move(M);
    return U;
  };
  HostMemorySummary Alloc = memory(HF::Pageable);
  Alloc.Allocated = HostMemorySummary::Site{"/src/a.cu", 40, "malloc"};
  Alloc.Handed = HostMemorySummary::HandOff{"/src/a.cu", 80, "passed here as 'h' of 'header'"};
  SummaryIndex Index;
  Index.add(passes("header", 1, Alloc));
  Index.add(passes("header", 1, memory(HF::Pageable)));
  Index.add(passes("relay", 0, memory(HF::Pageable)));
  Index.add(passes("inner", 0, memory(HF::None, {{"relay", 0, true}})));
  Index.add(passes("mixed", 0, memory(HF::Pageable)));
  Index.add(passes("mixed", 0, memory(HF::Pinned)));
  HandedMemory Header{"header", 1, true}, Inner{"inner", 0, true};
  // Not known to be every call until the front end says the run saw the whole program.
  EXPECT_EQ(Index.hostMemory(Header), HF::Unknown);
  Index.setCallersComplete(true);
  EXPECT_EQ(Index.hostMemory(Header), HF::Pageable);
  EXPECT_EQ(Index.hostMemory(Inner), HF::Pageable); // through relay's callers
  EXPECT_EQ(Index.hostMemory({"mixed", 0, true}), HF::Unknown);
  EXPECT_EQ(Index.hostMemory({"lonely", 0, true}), HF::Unknown);
  EXPECT_EQ(Index.hostMemory({"header", 0, true}), HF::Unknown); // nothing passed there
  EXPECT_EQ(Index.hostMemory({"header", 1}), HF::Unknown); // what header stores: not known
  ASSERT_TRUE(Index.allocationSite(Header));
  EXPECT_EQ(Index.allocationSite(Header)->Offset, 40u);
  ASSERT_EQ(Index.handOffs(Header).size(), 1u);
  EXPECT_EQ(Index.handOffs(Header)[0].How, "passed here as 'h' of 'header'");
  EXPECT_EQ(HostMemorySummary::siteNote(*Index.allocationSite(Header), /*InThisUnit=*/true),
            "pageable buffer allocated here with malloc");
  // A caller's stack variable has no allocator (held-out round 33 saw "allocated here with ,").
  EXPECT_EQ(HostMemorySummary::siteNote({"/src/b.cu", 7, ""}),
            "pageable memory declared here, in another translation unit");

  // The index file keeps the joined calls and the completeness; the condition note the kind.
  llvm::Expected<SummaryIndex> File = parseIndexFile(renderIndexFile(Index));
  ASSERT_TRUE(bool(File)) << llvm::toString(File.takeError());
  EXPECT_TRUE(File->callersComplete());
  EXPECT_EQ(File->hostMemory(Inner), HF::Pageable);
  EXPECT_EQ(File->hostMemory({"mixed", 0, true}), HF::Unknown);
  FindingCondition Needs;
  Needs.PageableFrom = {Header, {"load", -1}};
  std::optional<FindingCondition> Back = decodeConditionNote(encodeConditionNote(Needs));
  ASSERT_TRUE(Back);
  EXPECT_EQ(Back->PageableFrom, (std::vector<HandedMemory>{Header, {"load", -1}}));
  EXPECT_FALSE(decodeConditionNote(R"(cudalint-condition {"pageable_from": [["f", -1, true]]})"));
  EXPECT_FALSE(bool(parseIndexFile(
      R"({"format": "cudalint-index/1", "functions": {}, "callers_complete": 1})")));
}

TEST(ProjectIndex, CallersCompleteOnlyForTheWholeProgram) {
  std::vector<TranslationUnitOutcome> Outcomes(2);
  EXPECT_TRUE(buildProjectIndex(Outcomes, /*WholeProgram=*/true).callersComplete());
  EXPECT_FALSE(buildProjectIndex(Outcomes, /*WholeProgram=*/false).callersComplete());
  Outcomes[1].TimedOut = true; // its calls were never seen
  EXPECT_FALSE(buildProjectIndex(Outcomes, /*WholeProgram=*/true).callersComplete());
  Outcomes[1].TimedOut = false;
  Outcomes[1].Crashed = true;
  EXPECT_FALSE(buildProjectIndex(Outcomes, /*WholeProgram=*/true).callersComplete());
}

TEST(StoredMemory, EveryStoreOfTheWholeProgramDecides) {
  // Two units store into Buf::host_ (malloc'd both times), a field one unit fills with malloc
  // and another with cudaMallocHost is mixed, a global is stored through another field.
  auto stores = [](std::string Storage, HostMemorySummary M) {
    UnitSummaries U;
    U[Storage].Stored = std::move(M);
    return U;
  };
  HostMemorySummary Alloc = memory(HF::Pageable);
  Alloc.Allocated = HostMemorySummary::Site{"/src/buf.cpp", 12, "malloc"};
  Alloc.Handed = HostMemorySummary::HandOff{"/src/buf.cpp", 10, "stored here into 'Buf::host_'"};
  SummaryIndex Index;
  Index.add(stores("host_", Alloc));
  Index.add(stores("host_", memory(HF::Pageable)));
  Index.add(stores("mixed_", memory(HF::Pageable)));
  Index.add(stores("mixed_", memory(HF::Pinned)));
  Index.add(stores("g_copy", memory(HF::None, {{"host_", -1, false, /*Stored=*/true}})));
  HandedMemory Host{"host_", -1, false, true}, Copy{"g_copy", -1, false, true};
  // Not known to be every store until the front end says the run saw the whole program.
  EXPECT_EQ(Index.hostMemory(Host), HF::Unknown);
  Index.setCallersComplete(true);
  EXPECT_EQ(Index.hostMemory(Host), HF::Pageable);
  EXPECT_EQ(Index.hostMemory(Copy), HF::Pageable); // through the field it copies
  EXPECT_EQ(Index.hostMemory({"mixed_", -1, false, true}), HF::Unknown);
  EXPECT_EQ(Index.hostMemory({"unstored_", -1, false, true}), HF::Unknown);
  EXPECT_EQ(Index.hostMemory({"host_", -1}), HF::Unknown); // no function of that name
  ASSERT_TRUE(Index.allocationSite(Host));
  EXPECT_EQ(Index.allocationSite(Host)->Offset, 12u);
  ASSERT_EQ(Index.handOffs(Host).size(), 1u);
  EXPECT_EQ(Index.handOffs(Host)[0].How, "stored here into 'Buf::host_'");

  // The index file and the condition note keep what was stored and how it is named.
  llvm::Expected<SummaryIndex> File = parseIndexFile(renderIndexFile(Index));
  ASSERT_TRUE(bool(File)) << llvm::toString(File.takeError());
  EXPECT_EQ(File->hostMemory(Copy), HF::Pageable);
  EXPECT_EQ(File->hostMemory({"mixed_", -1, false, true}), HF::Unknown);
  FindingCondition Needs;
  Needs.PageableFrom = {Host};
  std::optional<FindingCondition> Back = decodeConditionNote(encodeConditionNote(Needs));
  ASSERT_TRUE(Back);
  EXPECT_EQ(Back->PageableFrom, (std::vector<HandedMemory>{Host}));
  EXPECT_FALSE(
      decodeConditionNote(R"(cudalint-condition {"pageable_from": [["f", 0, "stored"]]})"));

  // A unit that registers an address it cannot follow may have pinned any of them.
  Index.add(stores(AnyStorageUsr.str(), memory(HF::Unknown)));
  EXPECT_EQ(Index.hostMemory(Host), HF::Unknown);
  EXPECT_EQ(Index.hostMemory(Copy), HF::Unknown);
}

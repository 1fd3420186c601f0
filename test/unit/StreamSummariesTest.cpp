//===--- StreamSummariesTest.cpp - stream facts of the project index ----------------------===//
// What other units learn about streams: functions that only wait for the device, stream
// parameters a function never reads, and the streams of the whole program.
#include "UnitAnalysis.h"
#include "analysis/FunctionSummaries.h"
#include "gtest/gtest.h"

using namespace cudalint;
using namespace clang::tidy::cuda;

namespace {

TEST(WaitSummaries, OnlyAFunctionKnownToWaitDropsTheFinding) {
  FunctionSummary Waits;
  Waits.WaitsForDevice = true;
  std::optional<FunctionSummary> Back = summaryFromJson(summaryToJson(Waits));
  ASSERT_TRUE(Back);
  EXPECT_TRUE(Back->WaitsForDevice);
  llvm::Expected<llvm::json::Value> NotABool = llvm::json::parse(R"({"waits_for_device": 1})");
  ASSERT_TRUE(bool(NotABool));
  EXPECT_FALSE(summaryFromJson(*NotABool));

  FindingCondition C;
  C.UnlessWaitsForDevice = {"c:@F@sync#"};
  std::optional<FindingCondition> Note = decodeConditionNote(encodeConditionNote(C));
  ASSERT_TRUE(Note);
  EXPECT_EQ(Note->UnlessWaitsForDevice, C.UnlessWaitsForDevice);

  SummaryIndex Index;
  EXPECT_FALSE(Index.drops(C)); // defined in no analysed unit: the finding stays
  FunctionSummary Logs;
  Logs.Calls = {"c:@F@vprintf#"};
  Index.add(UnitSummaries{{"c:@F@sync#", Waits}, {"c:@F@log#", Logs}});
  EXPECT_TRUE(Index.drops(C));
  C.UnlessWaitsForDevice.push_back("c:@F@log#");
  EXPECT_FALSE(Index.drops(C)); // every function must wait
  Index.add(UnitSummaries{{"c:@F@sync#", Logs}}); // units that disagree: unknown
  C.UnlessWaitsForDevice = {"c:@F@sync#"};
  EXPECT_FALSE(Index.drops(C));
}

} // namespace

TEST(StreamFacts, EveryStreamNonBlockingNeedsTheWholeProgram) {
  auto unit = [](StreamFacts F) {
    UnitSummaries U;
    U[StreamsUsr.str()].Streams = F;
    return U;
  };
  FindingCondition Legacy;
  Legacy.UnlessStreamsNonBlocking = true;
  SummaryIndex Index;
  EXPECT_FALSE(Index.drops(Legacy)); // no stream seen at all
  Index.add(unit({/*Blocking=*/false, /*NonBlocking=*/true, /*Foreign=*/false}));
  EXPECT_FALSE(Index.drops(Legacy)); // not known to be the whole program
  Index.setCallersComplete(true);
  EXPECT_TRUE(Index.drops(Legacy));
  // The index file and the condition note keep them.
  llvm::Expected<SummaryIndex> File = parseIndexFile(renderIndexFile(Index));
  ASSERT_TRUE(bool(File)) << llvm::toString(File.takeError());
  EXPECT_TRUE(File->drops(Legacy));
  std::optional<FindingCondition> Back = decodeConditionNote(encodeConditionNote(Legacy));
  ASSERT_TRUE(Back);
  EXPECT_TRUE(Back->UnlessStreamsNonBlocking);
  // One unit's blocking stream, or a stream from outside the project, keeps the finding.
  SummaryIndex Blocking = Index;
  Blocking.add(unit({true, false, false}));
  EXPECT_FALSE(Blocking.drops(Legacy));
  SummaryIndex Foreign = Index;
  Foreign.add(unit({false, false, true}));
  EXPECT_FALSE(Foreign.drops(Legacy));
  EXPECT_FALSE(bool(parseIndexFile(
      R"({"format": "cudalint-index/1", "functions": {}, "streams": {"blocking": 1}})")));
}

namespace {
/// The stream parameters that the summary of the function named \p Name never reads.
std::set<unsigned> ignoredBy(const TranslationUnitOutcome &O, llvm::StringRef Name) {
  for (const auto &[Usr, S] : O.Summaries)
    if (llvm::StringRef(Usr).contains(("@F@" + Name + "#").str()))
      return S.IgnoredStreams;
  return {};
}
/// The stream parameters Name's summary says its work runs on.
std::set<unsigned> queuedOnBy(const TranslationUnitOutcome &O, llvm::StringRef Name) {
  std::set<unsigned> Params;
  for (const auto &[Usr, S] : O.Summaries)
    if (llvm::StringRef(Usr).contains(("@F@" + Name + "#").str()))
      for (const auto &[K, Site] : S.QueuesWorkOn)
        Params.insert(K);
  return Params;
}
} // namespace

TEST(StreamParameters, WorkRunsOnTheStreamTheCallerPasses) {
  TranslationUnitOutcome O = analyse(R"cu(
#include "cuda_runtime.h"
__global__ void k(float *p) {}
void launches(float *p, cudaStream_t s) { k<<<1, 1, 0, s>>>(p); }
void copies(float *h, float *d, cudaStream_t const &s) {
  cudaMemcpyAsync(h, d, 4, cudaMemcpyDeviceToHost, s);
}
void forwards(float *p, int n, cudaStream_t s) { launches(p, s); }
void waitsOnly(cudaStream_t s) { cudaStreamSynchronize(s); }
void replacesNull(float *p, cudaStream_t s, cudaStream_t mine) {
  if (s == nullptr) s = mine;
  k<<<1, 1, 0, s>>>(p);
}
void picks(float *p, cudaStream_t s, cudaStream_t mine) { k<<<1, 1, 0, s ? s : mine>>>(p); }
void createsInto(cudaStream_t s) { cudaStreamCreate(&s); }
void secondParam(float *p, cudaStream_t a, cudaStream_t b) { k<<<1, 1, 0, b>>>(p); }
static void fileLocal(float *p, cudaStream_t s) { k<<<1, 1, 0, s>>>(p); }
void elsewhere(float *p, cudaStream_t s);
void handsOn(float *p, cudaStream_t s) { elsewhere(p, s); }
)cu",
                                     "-*,cuda-default-stream");
  ASSERT_FALSE(O.CompileErrors);
  EXPECT_EQ(queuedOnBy(O, "launches"), std::set<unsigned>{1});
  EXPECT_EQ(queuedOnBy(O, "copies"), std::set<unsigned>{2});
  EXPECT_EQ(queuedOnBy(O, "forwards"), std::set<unsigned>{2}); // through `launches`
  EXPECT_EQ(queuedOnBy(O, "secondParam"), std::set<unsigned>{2});
  EXPECT_TRUE(queuedOnBy(O, "waitsOnly").empty());    // waits: queues nothing
  EXPECT_TRUE(queuedOnBy(O, "replacesNull").empty()); // tests and replaces it
  EXPECT_TRUE(queuedOnBy(O, "picks").empty());        // `s ? s : mine`
  EXPECT_TRUE(queuedOnBy(O, "createsInto").empty());
  EXPECT_TRUE(queuedOnBy(O, "fileLocal").empty()); // no other unit can call it
  EXPECT_TRUE(queuedOnBy(O, "handsOn").empty());   // its work is another unit's to say
  bool HandsOn = false;
  for (const auto &[Usr, S] : O.Summaries)
    if (llvm::StringRef(Usr).contains("@F@handsOn#"))
      HandsOn = S.HandsStreamTo.count(1) && S.HandsStreamTo.at(1).size() == 1 &&
                llvm::StringRef(S.HandsStreamTo.at(1).begin()->first).contains("@F@elsewhere#");
  EXPECT_TRUE(HandsOn);

  // The condition and the index file keep the fact; only the known parameter keeps the finding.
  FindingCondition C;
  C.IfQueuesWorkOn = {"c:@F@wrap#", 1};
  std::optional<FindingCondition> Note = decodeConditionNote(encodeConditionNote(C));
  ASSERT_TRUE(Note && Note->IfQueuesWorkOn);
  EXPECT_EQ(*Note->IfQueuesWorkOn, *C.IfQueuesWorkOn);
  SummaryIndex Index;
  EXPECT_TRUE(Index.drops(C)); // defined in no analysed unit: unknown, dropped
  FunctionSummary Wrap;
  Wrap.QueuesWorkOn = {{1, {"wrap.cu", 40}}};
  Index.add(UnitSummaries{{"c:@F@wrap#", Wrap}});
  EXPECT_FALSE(Index.drops(C));
  llvm::Expected<SummaryIndex> File = parseIndexFile(renderIndexFile(Index));
  ASSERT_TRUE(bool(File)) << llvm::toString(File.takeError());
  EXPECT_FALSE(File->drops(C));
  ASSERT_TRUE(File->queuedWorkOn("c:@F@wrap#", 1));
  EXPECT_EQ(File->queuedWorkOn("c:@F@wrap#", 1)->Offset, 40u);
  C.IfQueuesWorkOn->second = 2;
  EXPECT_TRUE(Index.drops(C));
  FunctionSummary Other;
  Other.Calls = {"c:@F@log#"};
  Index.add(UnitSummaries{{"c:@F@wrap#", Other}}); // units that disagree: unknown
  C.IfQueuesWorkOn->second = 1;
  EXPECT_TRUE(Index.drops(C));
  llvm::Expected<llvm::json::Value> Bad =
      llvm::json::parse(R"({"queues_work_on": {"x": ["wrap.cu", 40]}})");
  ASSERT_TRUE(bool(Bad));
  EXPECT_FALSE(summaryFromJson(*Bad));

  // A function that hands the stream on to another unit's: the index follows the hand-off, a
  // cycle of hand-offs is unknown.
  SummaryIndex Chain;
  FunctionSummary Relay, Loop, Work;
  Relay.HandsStreamTo[0] = {{"c:@F@work#", 2}};
  Loop.HandsStreamTo[0] = {{"c:@F@loop#", 0}};
  Work.QueuesWorkOn = {{2, {"work.cu", 7}}};
  Chain.add(UnitSummaries{{"c:@F@relay#", Relay}, {"c:@F@loop#", Loop}});
  EXPECT_FALSE(Chain.queuedWorkOn("c:@F@relay#", 0)); // its callee in no analysed unit
  Chain.add(UnitSummaries{{"c:@F@work#", Work}});
  ASSERT_TRUE(Chain.queuedWorkOn("c:@F@relay#", 0));
  EXPECT_EQ(Chain.queuedWorkOn("c:@F@relay#", 0)->File, "work.cu");
  EXPECT_FALSE(Chain.queuedWorkOn("c:@F@relay#", 1));
  EXPECT_FALSE(Chain.queuedWorkOn("c:@F@loop#", 0));
  llvm::Expected<SummaryIndex> ChainFile = parseIndexFile(renderIndexFile(Chain));
  ASSERT_TRUE(bool(ChainFile)) << llvm::toString(ChainFile.takeError());
  EXPECT_TRUE(ChainFile->queuedWorkOn("c:@F@relay#", 0));
}

TEST(StreamParameters, OnlyAWrapperKnownNeverToReadItsStreamDropsTheFinding) {
  TranslationUnitOutcome O = analyse(R"cu(
#include "cuda_runtime.h"
void ignores(float *p, cudaStream_t s = 0) { (void)s; cudaMemset(p, 0, 4); }
void uses(float *p, cudaStream_t s = 0) { cudaMemsetAsync(p, 0, 4, s); }
void onlyIfAsync(float *p, bool async, cudaStream_t s = 0) {
  if (async) cudaMemsetAsync(p, 0, 4, s); else cudaMemset(p, 0, 4);
}
void forwards(float *p, cudaStream_t s = 0) { ignores(p, s); }
void forwardsToUser(float *p, cudaStream_t const &s = 0) { uses(p, s); }
static void fileLocal(float *p, cudaStream_t s = 0) { cudaMemset(p, 0, 4); }
)cu",
                                     "-*,cuda-missing-stream");
  ASSERT_FALSE(O.CompileErrors);
  EXPECT_EQ(ignoredBy(O, "ignores"), std::set<unsigned>{1});
  EXPECT_EQ(ignoredBy(O, "forwards"), std::set<unsigned>{1}); // handed to `ignores` only
  EXPECT_TRUE(ignoredBy(O, "uses").empty());
  EXPECT_TRUE(ignoredBy(O, "onlyIfAsync").empty()); // the flag is known only per call
  EXPECT_TRUE(ignoredBy(O, "forwardsToUser").empty());
  EXPECT_TRUE(ignoredBy(O, "fileLocal").empty()); // no other unit can call it

  // The summary, the condition and the index file keep it; only the known parameter drops.
  FindingCondition C;
  C.UnlessIgnoresStream = {"c:@F@wrap#", 1};
  std::optional<FindingCondition> Note = decodeConditionNote(encodeConditionNote(C));
  ASSERT_TRUE(Note && Note->UnlessIgnoresStream);
  EXPECT_EQ(*Note->UnlessIgnoresStream, *C.UnlessIgnoresStream);
  SummaryIndex Index;
  EXPECT_FALSE(Index.drops(C)); // defined in no analysed unit: the finding stays
  FunctionSummary Wrap;
  Wrap.IgnoredStreams = {1};
  Index.add(UnitSummaries{{"c:@F@wrap#", Wrap}});
  EXPECT_TRUE(Index.drops(C));
  llvm::Expected<SummaryIndex> File = parseIndexFile(renderIndexFile(Index));
  ASSERT_TRUE(bool(File)) << llvm::toString(File.takeError());
  EXPECT_TRUE(File->drops(C));
  C.UnlessIgnoresStream->second = 2;
  EXPECT_FALSE(Index.drops(C));
  FunctionSummary Reads;
  Reads.Calls = {"c:@F@log#"};
  Index.add(UnitSummaries{{"c:@F@wrap#", Reads}}); // units that disagree: unknown
  C.UnlessIgnoresStream->second = 1;
  EXPECT_FALSE(Index.drops(C));
  llvm::Expected<llvm::json::Value> Negative = llvm::json::parse(R"({"ignores_streams": [-1]})");
  ASSERT_TRUE(bool(Negative));
  EXPECT_FALSE(summaryFromJson(*Negative));
  EXPECT_FALSE(
      decodeConditionNote(R"(cudalint-condition {"unless_ignores_stream": ["c:@F@wrap#"]})"));
}

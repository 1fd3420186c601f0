//===--- CiScaleTest.cpp - source-root paths, shard options, merge, cache keys ---------===//
#include "CliOptions.h"
#include "FileSystem.h"
#include "Merge.h"
#include "ResultCache.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include <nlohmann/json.hpp>

using namespace cudalint;
using ::testing::HasSubstr;

namespace {

TEST(DisplayPath, RelativeBelowTheRootOnly) {
  EXPECT_EQ(displayPath("/r/src/a.cu", "/r"), "src/a.cu");
  EXPECT_EQ(displayPath("/r/src/a.cu", "/r/"), "src/a.cu");
  EXPECT_EQ(displayPath("/r", "/r"), ".");
  EXPECT_EQ(displayPath("/rx/a.cu", "/r"), "/rx/a.cu"); // a sibling that shares a prefix
  EXPECT_EQ(displayPath("/other/a.cu", "/r"), "/other/a.cu");
  EXPECT_EQ(displayPath("/r/a.cu", "/"), "/r/a.cu"); // '/' keeps paths absolute
  EXPECT_EQ(displayPath("/r/a.cu", ""), "/r/a.cu");
}

TEST(CiOptions, ShardSourceRootAndCache) {
  llvm::Expected<CliOptions> O =
      parseCliOptions({"--shard=2/4", "--sarif-root=old", "--source-root=new", "--cache-dir=c",
                       "--cache-url=http://localhost:8080/ac/", "a.cu"});
  ASSERT_TRUE(static_cast<bool>(O)) << llvm::toString(O.takeError());
  EXPECT_EQ(O->ShardIndex, 2u);
  EXPECT_EQ(O->ShardCount, 4u);
  EXPECT_EQ(O->SourceRoot, "new"); // the last of the two spellings wins
  EXPECT_EQ(O->CacheDir, "c");
  for (const char *Bad :
       {"--shard=0/4", "--shard=5/4", "--shard=1/0", "--shard=1", "--shard=a/b"}) {
    llvm::Expected<CliOptions> E = parseCliOptions({Bad, "a.cu"});
    ASSERT_FALSE(static_cast<bool>(E)) << Bad;
    EXPECT_THAT(llvm::toString(E.takeError()), HasSubstr("--shard needs <k>/<n>"));
  }
  for (const char *Bad :
       {"--cache-url=https://x/", "--cache-url=http://:80/", "--cache-url=http://h:99999/"}) {
    llvm::Expected<CliOptions> E = parseCliOptions({Bad, "a.cu"});
    ASSERT_FALSE(static_cast<bool>(E)) << Bad;
    EXPECT_THAT(llvm::toString(E.takeError()), HasSubstr("--cache-url="));
  }
}

using json = nlohmann::ordered_json;

json finding(const std::string &File, unsigned Line, const std::string &Unit, bool Clean) {
  return {{"check", "cuda-x"},
          {"severity", "warning"},
          {"message", "m"},
          {"file", File},
          {"line", Line},
          {"column", 3},
          {"end", nullptr},
          {"notes", json::array()},
          {"fixes", json::array()},
          {"tu_parsed_cleanly", Clean},
          {"translation_unit", Unit},
          {"fingerprint", "f"}};
}

json unit(const std::string &File) {
  return {{"file", File},
          {"directory", "build"},
          {"parsed_cleanly", true},
          {"host_parsed_cleanly", true},
          {"declares_cuda_api", true},
          {"crashed", false},
          {"timed_out", false},
          {"failure", nullptr},
          {"compile_errors", json::array()}};
}

json report(std::vector<json> Units, std::vector<json> Findings, int Exit) {
  return {{"schema", "cudalint/1"},
          {"tool", {{"name", "cudalint"}, {"version", "0.1.0"}}},
          {"checks", {"cuda-x"}},
          {"summary",
           {{"findings", Findings.size()},
            {"suppressed", {{"nolint", 1}, {"non_user_code", 0}}},
            {"exit_code", Exit}}},
          {"input_errors", json::array()},
          {"translation_units", Units},
          {"findings", Findings}};
}

TEST(Merge, HeaderFindingOnceWithTheFirstUnitInOrder) {
  json A = report(
      {unit("src/d.cu")},
      {finding("inc/h.cuh", 9, "src/d.cu", true), finding("src/d.cu", 2, "src/d.cu", true)}, 1);
  json B = report({unit("src/b.cu")}, {finding("inc/h.cuh", 9, "src/b.cu", false)}, 1);
  llvm::Expected<MergedReport> M = mergeReports({A.dump(), B.dump()}, {"a.json", "b.json"});
  ASSERT_TRUE(static_cast<bool>(M)) << llvm::toString(M.takeError());
  json Out = json::parse(M->Document);
  EXPECT_EQ(M->ExitCode, 1);
  ASSERT_EQ(Out["findings"].size(), 2u);
  EXPECT_EQ(Out["findings"][0]["translation_unit"], "src/b.cu"); // b.cu sorts before d.cu
  EXPECT_EQ(Out["findings"][0]["tu_parsed_cleanly"], true);      // one unit parsed it cleanly
  EXPECT_EQ(Out["translation_units"][0]["file"], "src/b.cu");
  EXPECT_EQ(Out["summary"]["findings"], 2);
  EXPECT_EQ(Out["summary"]["suppressed"]["nolint"], 2); // summed over the shards
  EXPECT_EQ(Out["summary"]["translation_units"], 2);
}

TEST(Merge, RefusesWhatItCannotJoin) {
  json A = report({}, {}, 0), B = report({}, {}, 0);
  B["checks"] = {"cuda-y"};
  llvm::Expected<MergedReport> M = mergeReports({A.dump(), B.dump()}, {"a", "b"});
  ASSERT_FALSE(static_cast<bool>(M));
  EXPECT_THAT(llvm::toString(M.takeError()), HasSubstr("ran other checks"));
  M = mergeReports({A.dump(), "not json"}, {"a", "b"});
  ASSERT_FALSE(static_cast<bool>(M));
  EXPECT_THAT(llvm::toString(M.takeError()), HasSubstr("is neither a cudalint JSON report"));
  json C = A;
  C["summary"]["baseline"] = {{"suppressed", 0}, {"gone", 0}};
  M = mergeReports({A.dump(), C.dump()}, {"a", "c"});
  ASSERT_FALSE(static_cast<bool>(M));
  EXPECT_THAT(llvm::toString(M.takeError()), HasSubstr("--baseline"));
}

json sarifShard(std::vector<json> Notifications, int ExitCode) {
  json Run = {{"tool", {{"driver", {{"name", "cudalint"}, {"version", "1"}, {"rules", json::array()}}}}},
              {"invocations", {{{"exitCode", ExitCode}, {"toolExecutionNotifications", Notifications}}}},
              {"results", json::array()}};
  return {{"version", "2.1.0"}, {"runs", {Run}}};
}

TEST(Merge, SarifNotificationsKeepTheirLevel) {
  // The project index's warning (a unit stopped, dropped findings may be real) stays a
  // warning; an input error stays an error and decides the exit code (bench/cache.py found
  // the warning turned into an error).
  json Warning = {{"level", "warning"}, {"message", {{"text", "the project index dropped 3"}}}};
  json Error = {{"level", "error"}, {"message", {{"text", "cannot read 'x.cu'"}}}};
  llvm::Expected<MergedReport> M = mergeReports(
      {sarifShard({Warning}, 0).dump(), sarifShard({Warning}, 0).dump()}, {"a", "b"});
  ASSERT_TRUE(static_cast<bool>(M)) << llvm::toString(M.takeError());
  json Out = json::parse(M->Document);
  json Notes = Out["runs"][0]["invocations"][0]["toolExecutionNotifications"];
  ASSERT_EQ(Notes.size(), 1u);
  EXPECT_EQ(Notes[0]["level"], "warning");
  EXPECT_EQ(M->ExitCode, 0);
  M = mergeReports({sarifShard({Warning}, 0).dump(), sarifShard({Error}, 2).dump()}, {"a", "b"});
  ASSERT_TRUE(static_cast<bool>(M)) << llvm::toString(M.takeError());
  Out = json::parse(M->Document);
  Notes = Out["runs"][0]["invocations"][0]["toolExecutionNotifications"];
  ASSERT_EQ(Notes.size(), 2u);
  EXPECT_EQ(M->ExitCode, 2);
}

TEST(CacheKey, ChangesWithWhatTheResultDependsOn) {
  CacheKeyBase Base;
  Base.ToolIdentity = "cudalint test";
  TranslationUnitJob Job;
  Job.File = "/r/a.cu";
  Job.Command = clang::tooling::CompileCommand("/r", "/r/a.cu", {"clang++", "-c", "/r/a.cu"}, "");
  clang::tidy::ClangTidyOptions Options;
  Options.Checks = "-*,cuda-*";
  std::string Key = cacheKey(Base, Job, Options);
  EXPECT_EQ(Key.size(), 64u);
  EXPECT_EQ(Key, cacheKey(Base, Job, Options));
  clang::tidy::ClangTidyOptions OtherUser = Options;
  OtherUser.User = "someone";
  EXPECT_EQ(Key, cacheKey(Base, Job, OtherUser)); // the user name changes no result

  clang::tidy::ClangTidyOptions OtherChecks = Options;
  OtherChecks.Checks = "-*,cuda-missing-stream";
  EXPECT_NE(Key, cacheKey(Base, Job, OtherChecks));
  clang::tidy::ClangTidyOptions Extra = Options;
  Extra.ExtraArgs = std::vector<std::string>{"-DX"};
  EXPECT_NE(Key, cacheKey(Base, Job, Extra));
  CacheKeyBase Notes = Base;
  Notes.FixNotes = true;
  EXPECT_NE(Key, cacheKey(Notes, Job, Options));
  CacheKeyBase Probe = Base;
  Probe.ProbeDigest = contentDigest("{}");
  EXPECT_NE(Key, cacheKey(Probe, Job, Options));
  TranslationUnitJob Define = Job;
  Define.Command.CommandLine.push_back("-DY");
  EXPECT_NE(Key, cacheKey(Base, Define, Options));

  EXPECT_EQ(contentDigest("a").size(), 32u);
  EXPECT_NE(contentDigest("a"), contentDigest("b"));
}

} // namespace

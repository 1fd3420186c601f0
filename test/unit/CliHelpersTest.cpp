//===--- CliHelpersTest.cpp - option parsing, command preparation, output helpers -----===//
#include "CliOptions.h"
#include "CompileCommands.h"
#include "Driver.h"
#include "FindingFilters.h"
#include "Output.h"
#include "clang-tidy/ClangTidyModule.h"
#include "analysis/CheckInfo.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include <set>

namespace clang::tidy {
extern volatile int CudaLintModuleAnchorSource;
}

using namespace cudalint;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

namespace {

using Args = std::vector<std::string>;

CliOptions parse(const Args &A) {
  llvm::Expected<CliOptions> O = parseCliOptions(A);
  EXPECT_TRUE(static_cast<bool>(O)) << (O ? "" : llvm::toString(O.takeError()));
  return O ? *O : CliOptions();
}

std::string parseError(const Args &A) {
  llvm::Expected<CliOptions> O = parseCliOptions(A);
  if (O)
    return "";
  return llvm::toString(O.takeError());
}

TEST(CliOptions, ClangTidySpellings) {
  CliOptions O = parse({"-checks=-*,cuda-x", "--header-filter", "inc/.*", "--fix", "-p", "build",
                        "a.cu", "b.cu", "--warnings-as-errors=cuda-*", "-quiet"});
  EXPECT_EQ(O.Checks, "-*,cuda-x");
  EXPECT_EQ(O.HeaderFilter, "inc/.*");
  EXPECT_EQ(O.WarningsAsErrors, "cuda-*");
  EXPECT_TRUE(O.Fix);
  EXPECT_TRUE(O.Quiet);
  EXPECT_EQ(O.BuildPath, "build");
  EXPECT_THAT(O.Sources, ElementsAre("a.cu", "b.cu"));
  EXPECT_FALSE(O.CompileArgs.has_value());
}

TEST(CliOptions, CompileArgsAfterDoubleDash) {
  CliOptions O = parse({"a.cu", "--", "-I", "inc", "--fix"});
  EXPECT_THAT(O.Sources, ElementsAre("a.cu"));
  ASSERT_TRUE(O.CompileArgs.has_value());
  EXPECT_THAT(*O.CompileArgs, ElementsAre("-I", "inc", "--fix"));
  EXPECT_FALSE(O.Fix);
  EXPECT_TRUE(parse({"a.cu", "--"}).CompileArgs->empty());
}

TEST(CliOptions, FormatsJobsAndBooleans) {
  EXPECT_EQ(parse({"--format=sarif"}).Format, OutputFormat::Sarif);
  EXPECT_EQ(parse({"--format", "json"}).Format, OutputFormat::Json);
  EXPECT_EQ(parse({"-j", "4"}).Jobs, 4u);
  EXPECT_EQ(parse({"-j8"}).Jobs, 8u);
  EXPECT_EQ(parse({"--jobs=2"}).Jobs, 2u);
  EXPECT_EQ(parse({"--use-color"}).UseColor, true);
  EXPECT_EQ(parse({"--use-color=false"}).UseColor, false);
  EXPECT_EQ(parse({"--system-headers=0"}).SystemHeaders, false);
  CliOptions Fix = parse({"--fix-notes"});
  EXPECT_TRUE(Fix.Fix && Fix.FixNotes && !Fix.FixErrors);
  CliOptions Repeat = parse({"--extra-arg=-DA", "--extra-arg", "-DB", "--removed-arg=-Werror"});
  EXPECT_THAT(Repeat.ExtraArgs, ElementsAre("-DA", "-DB"));
  EXPECT_THAT(Repeat.RemovedArgs, ElementsAre("-Werror"));
}

TEST(CliOptions, MistakesAreExplained) {
  EXPECT_THAT(parseError({"--frobnicate"}), HasSubstr("unknown option '--frobnicate'"));
  EXPECT_THAT(parseError({"--format=xml"}), HasSubstr("unknown output format 'xml'"));
  EXPECT_THAT(parseError({"-j", "many"}), HasSubstr("-j needs a number"));
  EXPECT_THAT(parseError({"--checks"}), HasSubstr("needs a value"));
  EXPECT_THAT(parseError({"--fix=yes"}), HasSubstr("takes no value"));
  EXPECT_THAT(parseError({"--use-color=maybe"}), HasSubstr("true or false"));
  EXPECT_THAT(parseError({"--config=x", "--config-file=y"}), HasSubstr("cannot be used together"));
  EXPECT_THAT(parseError({"-p", "build", "a.cu", "--", "-DX"}), HasSubstr("-p and '--'"));
}

TEST(CliOptions, HelpMentionsEveryExitCode) {
  std::string Help = cliHelpText();
  for (const char *Code : {"  0  ", "  1  ", "  2  ", "  3  "})
    EXPECT_THAT(Help, HasSubstr(Code));
}

TEST(ExitCodes, Precedence) {
  EXPECT_EQ(exitCodeFor(false, 0, 0), 0);
  EXPECT_EQ(exitCodeFor(false, 0, 3), 1);
  EXPECT_EQ(exitCodeFor(false, 1, 3), 3);
  EXPECT_EQ(exitCodeFor(true, 1, 3), 2);
  EXPECT_EQ(exitCodeFor(true, 0, 0), 2);
}

ToolchainEnvironment fakeEnvironment(std::set<std::string> Dirs, std::string CudaPathEnv = "") {
  ToolchainEnvironment Env;
  Env.ResourceDir = "/res";
  Env.CudaPathEnv = std::move(CudaPathEnv);
  Env.IsDirectory = [Dirs](llvm::StringRef Path) { return Dirs.count(Path.str()) != 0; };
  return Env;
}

TEST(PrepareCommand, CudaFileGetsHostSideAndToolkitFlags) {
  auto Env = fakeEnvironment({"/usr/local/cuda/include/cccl"});
  EXPECT_THAT(prepareCommandForAnalysis({"clang++", "-c", "a.cu"}, "a.cu", Env, false),
              ElementsAre("clang++", "-c", "a.cu", "--cuda-host-only", "-Wno-unknown-cuda-version",
                          "-isystem", "/usr/local/cuda/include/cccl", "-resource-dir", "/res"));
}

TEST(PrepareCommand, RespectsTheUsersChoices) {
  auto Env = fakeEnvironment({"/opt/cuda/include/cccl", "/usr/local/cuda/include/cccl"});
  EXPECT_THAT(prepareCommandForAnalysis({"clang++", "--cuda-device-only", "--cuda-path=/opt/cuda",
                                         "-resource-dir=/mine", "a.cu"},
                                        "a.cu", Env, false),
              ElementsAre("clang++", "--cuda-device-only", "--cuda-path=/opt/cuda",
                          "-resource-dir=/mine", "a.cu", "-Wno-unknown-cuda-version", "-isystem",
                          "/opt/cuda/include/cccl"));
  EXPECT_THAT(prepareCommandForAnalysis({"clang++", "--offload-host-only", "-nocudainc", "a.cu"},
                                        "a.cu", Env, true),
              ElementsAre("clang++", "--offload-host-only", "-nocudainc", "a.cu",
                          "-Wno-unknown-cuda-version"));
}

TEST(PrepareCommand, ToolkitIncludesBecomeSystemIncludes) {
  auto Env = fakeEnvironment({});
  Env.IsCudaToolkitInclude = [](llvm::StringRef Dir) { return Dir == "/usr/local/cuda/include"; };
  EXPECT_THAT(prepareCommandForAnalysis({"g++", "-I/usr/local/cuda/include", "-I", "include",
                                         "-I", "/usr/local/cuda/include", "-c", "a.cpp"},
                                        "a.cpp", Env, true),
              ElementsAre("g++", "-isystem", "/usr/local/cuda/include", "-I", "include",
                          "-isystem", "/usr/local/cuda/include", "-c", "a.cpp"));
  // Without the hook (or for another folder) nothing changes.
  EXPECT_THAT(prepareCommandForAnalysis({"g++", "-Iinclude", "-c", "a.cpp"}, "a.cpp", Env, true),
              ElementsAre("g++", "-Iinclude", "-c", "a.cpp"));
}

TEST(PrepareCommand, FlagsGoBeforeAnEndOfFlagsMarker) {
  auto Env = fakeEnvironment({});
  EXPECT_THAT(prepareCommandForAnalysis({"clang++", "-c", "--", "a.cu"}, "a.cu", Env, false),
              ElementsAre("clang++", "-c", "--cuda-host-only", "-Wno-unknown-cuda-version",
                          "-resource-dir", "/res", "--", "a.cu"));
}

TEST(PrepareCommand, CudaPathFromEnvironment) {
  auto Env = fakeEnvironment({"/env/cuda", "/env/cuda/include/cccl"}, "/env/cuda");
  EXPECT_THAT(prepareCommandForAnalysis({"clang++", "a.cu"}, "a.cu", Env, true),
              ElementsAre("clang++", "a.cu", "--cuda-host-only", "-Wno-unknown-cuda-version",
                          "--cuda-path=/env/cuda", "-isystem", "/env/cuda/include/cccl"));
  // A $CUDA_PATH that does not exist is ignored.
  auto Missing = fakeEnvironment({}, "/gone");
  EXPECT_EQ(resolveCudaPath({"clang++"}, Missing), "/usr/local/cuda");
}

TEST(NvccCompatibility, CudaCommandsGetTheHeaderAndRelaxedRegister) {
  std::vector<std::string> Cuda = {"clang++", "-x", "cuda", "a.cpp"};
  addNvccCompatibility(Cuda, "a.cpp", "/c/compat.h");
  addNvccCompatibility(Cuda, "a.cpp", "/c/compat.h"); // idempotent
  EXPECT_THAT(Cuda, ElementsAre("clang++", "-x", "cuda", "a.cpp", "-Wno-register",
                                "-Wno-c++11-narrowing", "-Wno-invalid-constexpr",
                                "-Wno-missing-template-arg-list-after-template-kw", "-include",
                                "/c/compat.h"));
  std::vector<std::string> NoHeader = {"clang++", "a.cu"};
  addNvccCompatibility(NoHeader, "a.cu", "");
  EXPECT_THAT(NoHeader, ElementsAre("clang++", "a.cu", "-Wno-register", "-Wno-c++11-narrowing",
                                    "-Wno-invalid-constexpr",
                                    "-Wno-missing-template-arg-list-after-template-kw"));
  std::vector<std::string> Cxx = {"clang++", "a.cpp"};
  addNvccCompatibility(Cxx, "a.cpp", "/c/compat.h");
  EXPECT_THAT(Cxx, ElementsAre("clang++", "a.cpp"));
}

TEST(PrepareCommand, CuhIsCudaAndCppIsNot) {
  auto Env = fakeEnvironment({});
  EXPECT_THAT(prepareCommandForAnalysis({"clang++", "k.cuh"}, "k.cuh", Env, true),
              ElementsAre("clang++", "-x", "cuda", "k.cuh", "--cuda-host-only",
                          "-Wno-unknown-cuda-version"));
  EXPECT_THAT(prepareCommandForAnalysis({"clang++", "a.cpp"}, "a.cpp", Env, false),
              ElementsAre("clang++", "a.cpp", "-resource-dir", "/res"));
  EXPECT_TRUE(isCudaCompile({"clang++", "-x", "cuda", "a.cpp"}, "a.cpp"));
  EXPECT_FALSE(isCudaCompile({"clang++", "-x", "c++", "a.cu"}, "a.cu"));
}

TEST(SarifPaths, Uris) {
  EXPECT_EQ(fileUri("/a b/c#d.cu"), "file:///a%20b/c%23d.cu");
  EXPECT_EQ(relativeUri("/src/proj/k.cu", "/src/proj"), "k.cu");
  EXPECT_EQ(relativeUri("/src/proj/sub dir/k.cu", "/src/proj/"), "sub%20dir/k.cu");
  EXPECT_EQ(relativeUri("/src/project2/k.cu", "/src/proj"), std::nullopt);
  EXPECT_EQ(relativeUri("/elsewhere/k.cu", "/src/proj"), std::nullopt);
}

TEST(CheckInfo, EveryRegisteredCheckIsDescribed) {
  (void)clang::tidy::CudaLintModuleAnchorSource;
  clang::tidy::ClangTidyCheckFactories Factories;
  for (const auto &Module : clang::tidy::ClangTidyModuleRegistry::entries())
    Module.instantiate()->addCheckFactories(Factories);
  unsigned CudaChecks = 0;
  for (const auto &Factory : Factories) {
    llvm::StringRef Name = Factory.getKey();
    if (!Name.starts_with("cuda-"))
      continue;
    ++CudaChecks;
    const clang::tidy::cuda::CheckInfo *Info = clang::tidy::cuda::findCheckInfo(Name);
    ASSERT_NE(Info, nullptr) << Name.str() << " needs an entry in checks/analysis/CheckInfo.cpp";
    EXPECT_FALSE(Info->Summary.empty());
    EXPECT_FALSE(Info->Description.empty());
  }
  EXPECT_GT(CudaChecks, 0u);
  EXPECT_EQ(clang::tidy::cuda::checkDocPath("cuda-elapsed-time-disable-timing"),
            "checks/cuda/elapsed-time-disable-timing.md");
  EXPECT_EQ(clang::tidy::cuda::checkDocPath("clang-diagnostic-error"), "");
}

TEST(CheckInfo, TableIsSorted) {
  auto Infos = clang::tidy::cuda::allCheckInfos();
  for (size_t I = 1; I < Infos.size(); ++I)
    EXPECT_LT(Infos[I - 1].Name, Infos[I].Name);
}

} // namespace

namespace {
TEST(ChangedLines, UnifiedDiffHunks) {
  const char *Diff = "diff --git a/src/a.cu b/src/a.cu\n"
                     "--- a/src/a.cu\n"
                     "+++ b/src/a.cu\n"
                     "@@ -3 +3 @@ void f() {\n"
                     "@@ -10,2 +11,3 @@\n"
                     "@@ -20,4 +22,0 @@\n" // lines removed only: nothing to keep
                     "--- a/gone.cu\n"
                     "+++ /dev/null\n"
                     "@@ -1,5 +0,0 @@\n"
                     "--- /dev/null\n"
                     "+++ b/new.cu\n"
                     "@@ -0,0 +1,4 @@\n";
  cudalint::LineFilter F = cudalint::parseUnifiedDiff(Diff, "/top");
  ASSERT_EQ(F.size(), 2u);
  EXPECT_EQ(F[0].Name, "/top/src/a.cu");
  EXPECT_THAT(F[0].Lines, ElementsAre(std::pair(3u, 3u), std::pair(11u, 13u)));
  EXPECT_EQ(F[1].Name, "/top/new.cu");
  EXPECT_THAT(F[1].Lines, ElementsAre(std::pair(1u, 4u)));
}

TEST(ChangedLines, LineFilterJson) {
  auto F = cudalint::parseLineFilter(R"([{"name":"a.cu","lines":[[1,3]]},{"name":"b.h"}])");
  ASSERT_TRUE(static_cast<bool>(F));
  ASSERT_EQ(F->size(), 2u);
  EXPECT_THAT((*F)[0].Lines, ElementsAre(std::pair(1u, 3u)));
  EXPECT_TRUE((*F)[1].Lines.empty());
  for (const char *Bad : {"{}", R"([{"lines":[]}])", R"([{"name":"a","lines":[[1]]}])"}) {
    auto E = cudalint::parseLineFilter(Bad);
    EXPECT_FALSE(static_cast<bool>(E)) << Bad;
    if (!E)
      llvm::consumeError(E.takeError());
  }
}
} // namespace

//===--- NvccTranslationTest.cpp - nvcc command lines to clang command lines ----------===//
#include "NvccTranslation.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include <map>

using cudalint::clangGpuArch;
using cudalint::DroppedFlag;
using cudalint::isNvccCommand;
using cudalint::NvccTranslation;
using cudalint::stripCompilerLauncher;
using cudalint::translateNvccCommand;
using ::testing::ElementsAre;
using ::testing::IsEmpty;

namespace {

using Args = std::vector<std::string>;

/// Translates "nvcc <Flags> a.cu" and returns the clang arguments after "clang++".
Args clangArgs(const Args &Flags, std::vector<DroppedFlag> *Dropped = nullptr,
               const std::map<std::string, std::string> &Files = {}) {
  Args Argv = {"/usr/local/cuda/bin/nvcc"};
  Argv.insert(Argv.end(), Flags.begin(), Flags.end());
  auto Read = [&](llvm::StringRef Path) -> std::optional<std::string> {
    auto It = Files.find(Path.str());
    if (It == Files.end())
      return std::nullopt;
    return It->second;
  };
  NvccTranslation T = translateNvccCommand(Argv, Read);
  EXPECT_EQ(T.Args.front(), "clang++");
  if (Dropped)
    *Dropped = T.Dropped;
  return Args(T.Args.begin() + 1, T.Args.end());
}

TEST(NvccCommand, RecognisesNvccInAnyFolder) {
  EXPECT_TRUE(isNvccCommand({"nvcc", "a.cu"}));
  EXPECT_TRUE(isNvccCommand({"/usr/local/cuda-12.4/bin/nvcc"}));
  EXPECT_TRUE(isNvccCommand({"C:/CUDA/bin/nvcc.exe"}));
  EXPECT_FALSE(isNvccCommand({"/usr/bin/clang++", "a.cu"}));
  EXPECT_FALSE(isNvccCommand({"nvcc-wrapper"}));
  EXPECT_FALSE(isNvccCommand({}));
}

TEST(NvccCommand, StripsCompilerLaunchers) {
  EXPECT_THAT(stripCompilerLauncher({"/usr/bin/ccache", "nvcc", "-c"}), ElementsAre("nvcc", "-c"));
  EXPECT_THAT(stripCompilerLauncher({"sccache", "clang++"}), ElementsAre("clang++"));
  EXPECT_THAT(stripCompilerLauncher({"ccache"}), ElementsAre("ccache"));
  EXPECT_THAT(stripCompilerLauncher({"g++", "a.cpp"}), ElementsAre("g++", "a.cpp"));
}

TEST(NvccCommand, FindsTheToolkitRootOfNvcc) {
  EXPECT_EQ(translateNvccCommand({"/opt/cuda-12.4/bin/nvcc", "a.cu"}).ToolkitRoot,
            "/opt/cuda-12.4");
  EXPECT_EQ(translateNvccCommand({"nvcc", "a.cu"}).ToolkitRoot, "");
}

TEST(NvccArchitectures, MapToClangNames) {
  EXPECT_EQ(clangGpuArch("sm_90"), "sm_90");
  EXPECT_EQ(clangGpuArch("sm_90a"), "sm_90a");
  EXPECT_EQ(clangGpuArch("compute_80"), "sm_80");
  EXPECT_EQ(clangGpuArch("lto_86"), "sm_86");
  EXPECT_EQ(clangGpuArch("sm_100f"), "sm_100"); // family targets: clang 22 has none
  EXPECT_EQ(clangGpuArch("sm_999"), "");
  EXPECT_EQ(clangGpuArch("gfx90a"), "");
  EXPECT_EQ(clangGpuArch("native"), "");
}

TEST(NvccArchitectures, AllSpellings) {
  EXPECT_THAT(clangArgs({"-arch=sm_90", "a.cu"}), ElementsAre("a.cu", "--cuda-gpu-arch=sm_90"));
  EXPECT_THAT(clangArgs({"-arch", "sm_80", "a.cu"}), ElementsAre("a.cu", "--cuda-gpu-arch=sm_80"));
  EXPECT_THAT(clangArgs({"--gpu-architecture=compute_75", "--gpu-code=sm_75,compute_75", "a.cu"}),
              ElementsAre("a.cu", "--cuda-gpu-arch=sm_75"));
  EXPECT_THAT(clangArgs({"-gencode", "arch=compute_70,code=sm_70", "-gencode",
                         "arch=compute_90,code=[sm_90,compute_90]", "a.cu"}),
              ElementsAre("a.cu", "--cuda-gpu-arch=sm_70", "--cuda-gpu-arch=sm_90"));
  EXPECT_THAT(clangArgs({"--generate-code=arch=compute_52,code=[compute_52,sm_52]", "a.cu"}),
              ElementsAre("a.cu", "--cuda-gpu-arch=sm_52"));
  EXPECT_THAT(clangArgs({"-gencode=arch=compute_86,code=\"sm_86,compute_86\"", "a.cu"}),
              ElementsAre("a.cu", "--cuda-gpu-arch=sm_86"));
  EXPECT_THAT(clangArgs({"-arch=native", "a.cu"}), ElementsAre("a.cu"));
  EXPECT_THAT(clangArgs({"-arch=all-major", "a.cu"}), ElementsAre("a.cu"));
}

TEST(NvccArchitectures, UnknownArchitectureIsReported) {
  std::vector<DroppedFlag> Dropped;
  EXPECT_THAT(clangArgs({"-arch=sm_999", "a.cu"}, &Dropped), ElementsAre("a.cu"));
  ASSERT_EQ(Dropped.size(), 1u);
  EXPECT_EQ(Dropped[0].Flag, "-arch sm_999");
}

TEST(NvccHostOptions, UnwrapsCommaListsAndSpaces) {
  EXPECT_THAT(clangArgs({"-Xcompiler", "-fPIC,-Wall", "a.cu"}),
              ElementsAre("-fPIC", "-Wall", "a.cu"));
  EXPECT_THAT(clangArgs({"-Xcompiler=-fvisibility=hidden", "a.cu"}),
              ElementsAre("-fvisibility=hidden", "a.cu"));
  EXPECT_THAT(clangArgs({"--compiler-options", "-O2 -fno-strict-aliasing", "a.cu"}),
              ElementsAre("-O2", "-fno-strict-aliasing", "a.cu"));
  EXPECT_THAT(clangArgs({"--compiler-options=-isystem,/opt/inc", "a.cu"}),
              ElementsAre("-isystem", "/opt/inc", "a.cu"));
  // A flag and its value in two -Xcompiler arguments.
  EXPECT_THAT(clangArgs({"-Xcompiler", "-include", "-Xcompiler", "pre.h", "a.cu"}),
              ElementsAre("-include", "pre.h", "a.cu"));
  // An escaped comma stays in the value.
  EXPECT_THAT(clangArgs({"-Xcompiler", "-DPAIR=a\\,b", "a.cu"}), ElementsAre("-DPAIR=a,b", "a.cu"));
}

TEST(NvccHostOptions, DropsWhatStopsOrFailsAnalysis) {
  std::vector<DroppedFlag> Dropped;
  EXPECT_THAT(
      clangArgs({"-Xcompiler", "-Werror,-Wall,-Werror=shadow,-pedantic-errors", "a.cu"}, &Dropped),
      ElementsAre("-Wall", "a.cu"));
  EXPECT_THAT(Dropped, IsEmpty()); // dropped on purpose, nothing to tell
  EXPECT_THAT(clangArgs({"-Xcompiler", "-fno-such-gcc-flag,/wd4819", "a.cu"}, &Dropped),
              ElementsAre("a.cu"));
  ASSERT_EQ(Dropped.size(), 2u);
  EXPECT_EQ(Dropped[0].Flag, "-fno-such-gcc-flag");
  EXPECT_EQ(Dropped[0].Reason, "host compiler flag unknown to clang");
  EXPECT_EQ(Dropped[1].Flag, "/wd4819");
  EXPECT_THAT(clangArgs({"-Xcompiler", "-isystem", "a.cu"}, &Dropped), ElementsAre("a.cu"));
  ASSERT_EQ(Dropped.size(), 1u);
  EXPECT_EQ(Dropped[0].Reason, "host compiler flag without its value");
}

TEST(NvccFlags, DroppedWithoutTrace) {
  Args Flags = {"-ccbin",
                "/usr/bin/g++-12",
                "--compiler-bindir=/usr/bin/gcc",
                "-Xptxas",
                "-v,-O3",
                "--ptxas-options=-warn-spills",
                "-Xnvlink",
                "--verbose",
                "-Xlinker",
                "-rpath",
                "-Xfatbin",
                "-compress-all",
                "-Xcudafe",
                "--diag_suppress=177",
                "-lineinfo",
                "-G",
                "-g",
                "--use_fast_math",
                "-use_fast_math",
                "-dlink",
                "--resource-usage",
                "-t",
                "8",
                "--threads=0",
                "-t4",
                "--keep",
                "--keep-dir",
                "tmp",
                "-Werror",
                "all-warnings",
                "--Werror=cross-execution-space-call,reorder",
                "-Wno-deprecated-gpu-targets",
                "--expt-relaxed-constexpr",
                "--expt-extended-lambda",
                "--extended-lambda",
                "-expt-relaxed-constexpr",
                "--default-stream",
                "legacy",
                "-m64",
                "--machine",
                "64",
                "-maxrregcount=64",
                "--ftz=true",
                "--prec-div=false",
                "-cudart",
                "shared",
                "--cudadevrt=static",
                "-o",
                "a.o",
                "-MD",
                "-MT",
                "a.o",
                "-MF",
                "a.o.d",
                "--diag-suppress=20012",
                "-lcudart",
                "-L/opt/lib",
                "--library-path",
                "/opt/lib",
                "-v",
                "--forward-unknown-to-host-linker",
                "a.cu"};
  std::vector<DroppedFlag> Dropped;
  EXPECT_THAT(clangArgs(Flags, &Dropped), ElementsAre("a.cu"));
  EXPECT_THAT(Dropped, IsEmpty());
}

TEST(NvccFlags, BareWerrorDoesNotSwallowTheSource) {
  EXPECT_THAT(clangArgs({"-Werror", "a.cu"}), ElementsAre("a.cu"));
  EXPECT_THAT(clangArgs({"--Werror", "-c", "a.cu"}), ElementsAre("-c", "a.cu"));
}

TEST(NvccFlags, RelocatableDeviceCode) {
  EXPECT_THAT(clangArgs({"-rdc=true", "a.cu"}), ElementsAre("-fgpu-rdc", "a.cu"));
  EXPECT_THAT(clangArgs({"-rdc", "true", "a.cu"}), ElementsAre("-fgpu-rdc", "a.cu"));
  EXPECT_THAT(clangArgs({"--relocatable-device-code=true", "a.cu"}),
              ElementsAre("-fgpu-rdc", "a.cu"));
  EXPECT_THAT(clangArgs({"-rdc=false", "a.cu"}), ElementsAre("a.cu"));
  EXPECT_THAT(clangArgs({"-dc", "a.cu"}), ElementsAre("-c", "-fgpu-rdc", "a.cu"));
  EXPECT_THAT(clangArgs({"--device-c", "a.cu"}), ElementsAre("-c", "-fgpu-rdc", "a.cu"));
  EXPECT_THAT(clangArgs({"-rdc=true", "-dc", "a.cu"}), ElementsAre("-fgpu-rdc", "-c", "a.cu"));
}

TEST(NvccFlags, DefaultStream) {
  // What nvcc itself passes to the host compiler (clang 22's -fgpu-default-stream is HIP-only).
  EXPECT_THAT(clangArgs({"--default-stream", "per-thread", "a.cu"}),
              ElementsAre("-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1", "a.cu"));
  EXPECT_THAT(clangArgs({"-default-stream=per-thread", "a.cu"}),
              ElementsAre("-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1", "a.cu"));
  EXPECT_THAT(clangArgs({"--default-stream=legacy", "a.cu"}), ElementsAre("a.cu"));
  EXPECT_THAT(clangArgs({"--default-stream", "null", "a.cu"}), ElementsAre("a.cu"));
}

TEST(NvccFlags, LanguageAndStandard) {
  EXPECT_THAT(clangArgs({"-x", "cu", "-c", "a.cpp"}), ElementsAre("-x", "cuda", "-c", "a.cpp"));
  EXPECT_THAT(clangArgs({"--x=c++", "a.cpp"}), ElementsAre("-x", "c++", "a.cpp"));
  EXPECT_THAT(clangArgs({"-std=c++17", "a.cu"}), ElementsAre("-std=c++17", "a.cu"));
  EXPECT_THAT(clangArgs({"--std", "c++20", "a.cu"}), ElementsAre("-std=c++20", "a.cu"));
  EXPECT_THAT(clangArgs({"-std", "c++14", "a.cu"}), ElementsAre("-std=c++14", "a.cu"));
}

TEST(NvccFlags, PreprocessorFlagsAllForms) {
  EXPECT_THAT(clangArgs({"-I", "inc", "-Iinc2", "-I=inc3", "--include-path", "a,b",
                         "--include-path=c", "a.cu"}),
              ElementsAre("-Iinc", "-Iinc2", "-Iinc3", "-Ia", "-Ib", "-Ic", "a.cu"));
  EXPECT_THAT(clangArgs({"-isystem", "/s1", "-isystem=/s2", "--system-include", "/s3", "a.cu"}),
              ElementsAre("-isystem", "/s1", "-isystem", "/s2", "-isystem", "/s3", "a.cu"));
  EXPECT_THAT(clangArgs({"-DA", "-D", "B=2", "--define-macro", "C=3,D", "-DE=x\\,y",
                         "--define-macro=F", "a.cu"}),
              ElementsAre("-DA", "-DB=2", "-DC=3", "-DD", "-DE=x,y", "-DF", "a.cu"));
  EXPECT_THAT(clangArgs({"-UA", "-U", "B", "--undefine-macro=C", "a.cu"}),
              ElementsAre("-UA", "-UB", "-UC", "a.cu"));
  EXPECT_THAT(clangArgs({"-include", "pre.h", "--pre-include", "p2.h", "a.cu"}),
              ElementsAre("-include", "pre.h", "-include", "p2.h", "a.cu"));
}

TEST(NvccFlags, KeptFlags) {
  EXPECT_THAT(clangArgs({"-c", "-O3", "-O", "2", "--optimize=1", "-w", "-Wreorder",
                         "-Wno-deprecated-declarations", "--no-exceptions", "-ftemplate-depth",
                         "1000", "a.cu"}),
              ElementsAre("-c", "-O3", "-O2", "-O1", "-w", "-Wreorder",
                          "-Wno-deprecated-declarations", "-fno-exceptions",
                          "-ftemplate-depth=1000", "a.cu"));
}

TEST(NvccFlags, UnknownFlagsAreDroppedAndReported) {
  std::vector<DroppedFlag> Dropped;
  EXPECT_THAT(clangArgs({"--frobnicate", "-fPIC", "--mystery=3", "a.cu"}, &Dropped),
              ElementsAre("a.cu"));
  ASSERT_EQ(Dropped.size(), 3u);
  EXPECT_EQ(Dropped[0].Flag, "--frobnicate");
  EXPECT_EQ(Dropped[0].Reason, "unknown nvcc flag");
  EXPECT_EQ(Dropped[1].Flag, "-fPIC");
  EXPECT_EQ(Dropped[2].Flag, "--mystery"); // without its value
}

TEST(NvccFlags, ForwardUnknownToHostCompiler) {
  // CMake's usual form: the switch comes first, host flags follow without -Xcompiler.
  std::vector<DroppedFlag> Dropped;
  EXPECT_THAT(clangArgs({"-forward-unknown-to-host-compiler", "-fPIC", "-Wall",
                         "-fno-such-gcc-flag", "a.cu"},
                        &Dropped),
              ElementsAre("-fPIC", "-Wall", "a.cu"));
  ASSERT_EQ(Dropped.size(), 1u);
  EXPECT_EQ(Dropped[0].Flag, "-fno-such-gcc-flag");
  // It applies wherever it appears.
  EXPECT_THAT(clangArgs({"-fPIC", "a.cu", "--forward-unknown-opts"}), ElementsAre("-fPIC", "a.cu"));
}

TEST(NvccFlags, MissingValueIsReported) {
  std::vector<DroppedFlag> Dropped;
  EXPECT_THAT(clangArgs({"a.cu", "-I"}, &Dropped), ElementsAre("a.cu"));
  ASSERT_EQ(Dropped.size(), 1u);
  EXPECT_EQ(Dropped[0].Reason, "missing value");
}

TEST(NvccOptionsFiles, AreReadAndTranslated) {
  std::map<std::string, std::string> Files = {
      {"inc.rsp", "-I\"/path with space/inc\" -isystem /sys\n-DX=1 --options-file more.rsp"},
      {"more.rsp", "--expt-relaxed-constexpr -arch=sm_90"}};
  EXPECT_THAT(clangArgs({"--options-file", "inc.rsp", "-c", "a.cu"}, nullptr, Files),
              ElementsAre("-I/path with space/inc", "-isystem", "/sys", "-DX=1", "-c", "a.cu",
                          "--cuda-gpu-arch=sm_90"));
  EXPECT_THAT(clangArgs({"-optf", "more.rsp", "a.cu"}, nullptr, Files),
              ElementsAre("a.cu", "--cuda-gpu-arch=sm_90"));
}

TEST(NvccOptionsFiles, UnreadableOrRecursiveFilesAreReported) {
  std::vector<DroppedFlag> Dropped;
  EXPECT_THAT(clangArgs({"--options-file=gone.rsp", "a.cu"}, &Dropped), ElementsAre("a.cu"));
  ASSERT_EQ(Dropped.size(), 1u);
  EXPECT_EQ(Dropped[0].Reason, "the options file cannot be read");

  std::map<std::string, std::string> Loop = {{"self.rsp", "-DX --options-file self.rsp"}};
  clangArgs({"--options-file", "self.rsp", "a.cu"}, &Dropped, Loop);
  ASSERT_EQ(Dropped.size(), 1u);
  EXPECT_EQ(Dropped[0].Reason, "options files nested too deeply");
}

TEST(NvccCommand, RealCMakeLine) {
  // What CMake 3.28 writes for a CUDA target with separable compilation.
  Args Argv = {"/usr/local/cuda/bin/nvcc",
               "-forward-unknown-to-host-compiler",
               "-DUSE_THING",
               "--options-file",
               "CMakeFiles/app.dir/includes_CUDA.rsp",
               "-O3",
               "-DNDEBUG",
               "-std=c++17",
               "--generate-code=arch=compute_90,code=[compute_90,sm_90]",
               "-Xcompiler=-fPIC",
               "--expt-relaxed-constexpr",
               "-rdc=true",
               "--default-stream",
               "per-thread",
               "-MD",
               "-MT",
               "CMakeFiles/app.dir/k.cu.o",
               "-MF",
               "CMakeFiles/app.dir/k.cu.o.d",
               "-x",
               "cu",
               "-dc",
               "/src/k.cu",
               "-o",
               "CMakeFiles/app.dir/k.cu.o"};
  auto Read = [](llvm::StringRef Path) -> std::optional<std::string> {
    if (Path == "CMakeFiles/app.dir/includes_CUDA.rsp")
      return std::string("-I/src/include -isystem /opt/dep/include");
    return std::nullopt;
  };
  NvccTranslation T = translateNvccCommand(Argv, Read);
  EXPECT_THAT(T.Args, ElementsAre("clang++", "-DUSE_THING", "-I/src/include", "-isystem",
                                  "/opt/dep/include", "-O3", "-DNDEBUG", "-std=c++17", "-fPIC",
                                  "-fgpu-rdc", "-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1", "-x",
                                  "cuda", "-c", "/src/k.cu", "--cuda-gpu-arch=sm_90"));
  EXPECT_THAT(T.Dropped, IsEmpty());
  EXPECT_EQ(T.ToolkitRoot, "/usr/local/cuda");
}

} // namespace

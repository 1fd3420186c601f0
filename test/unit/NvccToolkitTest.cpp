//===--- NvccToolkitTest.cpp - nvcc's toolkit flags and version macros ------------------===//
#include "CompileCommands.h"
#include "NvccTranslationToolkit.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include <set>

using namespace cudalint;
using ::testing::ElementsAre;

namespace {

TEST(ToolkitVersion, NvccVersionFromVersionJsonAndApiFromCudaH) {
  ToolkitVersionSources S;
  S.VersionJson = R"({"cuda": {"version": "12.4.1"}, "cuda_nvcc": {"version": "12.4.131"}})";
  S.CudaH = "#ifndef X\n#define CUDA_VERSION_X 1\n#  define CUDA_VERSION 12040\n";
  std::optional<CudaToolkitVersion> V = parseToolkitVersion(S);
  ASSERT_TRUE(V);
  EXPECT_EQ(V->Major, 12u);
  EXPECT_EQ(V->Minor, 4u);
  EXPECT_EQ(V->Build, 131u);
  EXPECT_EQ(V->ApiMajor, 12u);
  EXPECT_EQ(V->ApiMinor, 4u);
}

TEST(ToolkitVersion, DistInfoWhenThereIsNoVersionJson) {
  ToolkitVersionSources S;
  S.DistInfoNames = {"nvidia_cuda_cccl-13.0.85.dist-info", "nvidia_cuda_nvcc-13.0.88.dist-info"};
  S.CudaH = "#define CUDA_VERSION 13000\n";
  std::optional<CudaToolkitVersion> V = parseToolkitVersion(S);
  ASSERT_TRUE(V);
  EXPECT_THAT(nvccVersionMacros(*V),
              ElementsAre("-D__CUDACC_VER_MAJOR__=13", "-D__CUDACC_VER_MINOR__=0",
                          "-D__CUDACC_VER_BUILD__=88", "-D__CUDA_API_VER_MAJOR__=13",
                          "-D__CUDA_API_VER_MINOR__=0"));
}

TEST(ToolkitVersion, OnlyCudaHGivesNoBuildNumber) {
  ToolkitVersionSources S;
  S.CudaH = "#define CUDA_VERSION 11080\n";
  std::optional<CudaToolkitVersion> V = parseToolkitVersion(S);
  ASSERT_TRUE(V);
  EXPECT_THAT(nvccVersionMacros(*V),
              ElementsAre("-D__CUDACC_VER_MAJOR__=11", "-D__CUDACC_VER_MINOR__=8",
                          "-D__CUDA_API_VER_MAJOR__=11", "-D__CUDA_API_VER_MINOR__=8"));
}

TEST(ToolkitVersion, NothingReadableIsNoVersion) {
  ToolkitVersionSources S;
  S.VersionJson = "not json";
  S.DistInfoNames = {"nvidia_cuda_nvcc-x.y.dist-info"};
  S.CudaH = "#define CUDA_VERSION_MAJOR 13\n";
  EXPECT_FALSE(parseToolkitVersion(S));
}

TEST(HostFileFlags, WhatNvccGivesACppFile) {
  std::set<std::string> Dirs = {"/cuda/targets/x86_64-linux/include",
                                "/cuda/targets/x86_64-linux/include/cccl"};
  auto IsDir = [&](llvm::StringRef P) { return Dirs.count(P.str()) != 0; };
  CudaToolkitVersion V;
  V.Major = V.ApiMajor = 13;
  V.Build = 88;
  std::vector<std::string> Flags = nvccHostFileFlags("/cuda", V, "900", IsDir);
  // The toolkit folder under targets/ exists on x86-64 Linux only; elsewhere <root>/include.
  std::string Include = Flags.size() > 2 ? Flags[2] : "";
  EXPECT_TRUE(Include == "-I/cuda/targets/x86_64-linux/include" || Include == "-I/cuda/include");
  EXPECT_EQ(Flags[0], "-D__CUDA_ARCH_LIST__=900");
  EXPECT_EQ(Flags[1], "-D__NVCC__");
  EXPECT_THAT(Flags, ::testing::Contains("-D__CUDACC_VER_BUILD__=88"));
  EXPECT_THAT(Flags, ::testing::Contains("-D__CUDACC_DEVICE_ATOMIC_BUILTINS__=1"));
  EXPECT_THAT(Flags, ::testing::Not(::testing::Contains("-D__CUDACC__")));
  // Without a version: no version macros, nothing invented.
  std::vector<std::string> Unversioned = nvccHostFileFlags("/cuda", std::nullopt, "", IsDir);
  for (const std::string &F : Unversioned)
    EXPECT_EQ(llvm::StringRef(F).find("VER_"), llvm::StringRef::npos) << F;
}

TEST(HostFileFlags, ArchList) {
  EXPECT_EQ(cudaArchList({"sm_90", "sm_100", "sm_90a"}), "900,1000,900");
  EXPECT_EQ(cudaArchList({}), "");
}

TEST(HostFileFlags, OnlyForCAndCxxFiles) {
  ToolchainEnvironment Env;
  Env.IsDirectory = [](llvm::StringRef) { return false; };
  std::vector<std::string> Cu = {"clang++", "-c", "k.cu"};
  addNvccHostFileFlags(Cu, "k.cu", "/cuda", {}, Env);
  EXPECT_THAT(Cu, ElementsAre("clang++", "-c", "k.cu"));
  std::vector<std::string> C = {"clang++", "-c", "h.c"};
  addNvccHostFileFlags(C, "h.c", "", {}, Env);
  EXPECT_THAT(C, ElementsAre("clang++", "-D__NVCC__", "-I/usr/local/cuda/include",
                             "-D__NVCC_DIAG_PRAGMA_SUPPORT__=1",
                             "-D__CUDACC_DEVICE_ATOMIC_BUILTINS__=1", "-c", "h.c"));
}

TEST(NvccCompatLayer, EveryCudaCommandGetsItUnlessTurnedOff) {
  ToolchainEnvironment Env;
  Env.ResourceDir = "/res";
  Env.IsDirectory = [](llvm::StringRef) { return false; };
  Env.NvccCompat = true;
  Env.NvccCompatHeader = "/c/compat.h";
  Env.ToolkitVersion = [](llvm::StringRef) {
    CudaToolkitVersion V;
    V.Major = V.ApiMajor = 13;
    return std::optional<CudaToolkitVersion>(V);
  };
  EXPECT_THAT(
      prepareCommandForAnalysis({"clang++", "-D__CUDACC_VER_MINOR__=5", "a.cu"}, "a.cu", Env, true),
      ElementsAre("clang++", "-D__CUDACC_VER_MINOR__=5", "a.cu", "--cuda-host-only",
                  "-Wno-unknown-cuda-version", "-Wno-register", "-Wno-c++11-narrowing",
                  "-Wno-invalid-constexpr", "-Wno-missing-template-arg-list-after-template-kw",
                  "-include", "/c/compat.h",
                  "-D__CUDACC_VER_MAJOR__=13", "-D__CUDA_API_VER_MAJOR__=13",
                  "-D__CUDA_API_VER_MINOR__=0"));
  // A C++ file is no CUDA: nothing of the layer, but for what g++ accepts where g++ compiles it.
  EXPECT_THAT(prepareCommandForAnalysis({"clang++", "a.cpp"}, "a.cpp", Env, true),
              ElementsAre("clang++", "a.cpp"));
  EXPECT_THAT(prepareCommandForAnalysis({"clang++-22", "a.cpp"}, "a.cpp", Env, true),
              ElementsAre("clang++-22", "a.cpp"));
  for (const char *Gcc : {"/usr/bin/g++", "x86_64-linux-gnu-g++-12", "gcc-13", "c++", "cc"})
    EXPECT_THAT(prepareCommandForAnalysis({Gcc, "a.cpp", "--", "a.cpp"}, "a.cpp", Env, true),
                ElementsAre(Gcc, "a.cpp", "-Wno-register", "-Wno-c++11-narrowing",
                            "-Wno-invalid-constexpr",
                            "-Wno-missing-template-arg-list-after-template-kw", "--", "a.cpp"))
        << Gcc;
  Env.NvccCompat = false;
  EXPECT_THAT(prepareCommandForAnalysis({"clang++", "a.cu"}, "a.cu", Env, true),
              ElementsAre("clang++", "a.cu", "--cuda-host-only", "-Wno-unknown-cuda-version"));
  EXPECT_THAT(prepareCommandForAnalysis({"g++", "a.cpp"}, "a.cpp", Env, true),
              ElementsAre("g++", "a.cpp"));
}

} // namespace

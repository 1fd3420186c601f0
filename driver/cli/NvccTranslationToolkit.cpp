//===--- NvccTranslationToolkit.cpp - what nvcc adds from its toolkit -------------------===//
#include "NvccTranslationToolkit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"
#include <map>
#include <mutex>

namespace cudalint {
namespace {

struct Triplet {
  unsigned Major = 0, Minor = 0;
  std::optional<unsigned> Patch;
};

/// "13.0.88" -> {13, 0, 88}; "13.0" -> {13, 0}.
std::optional<Triplet> parseDotted(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 3> Parts;
  Text.trim().split(Parts, '.');
  Triplet T;
  if (Parts.size() < 2 || Parts[0].getAsInteger(10, T.Major) || Parts[1].getAsInteger(10, T.Minor))
    return std::nullopt;
  unsigned Patch = 0;
  if (Parts.size() > 2 && !Parts[2].getAsInteger(10, Patch))
    T.Patch = Patch;
  return T;
}

/// The cuda_nvcc version of version.json ({"cuda_nvcc": {"version": "13.0.88"}, ...}).
std::optional<Triplet> nvccFromVersionJson(llvm::StringRef Text) {
  if (Text.empty())
    return std::nullopt;
  llvm::Expected<llvm::json::Value> Json = llvm::json::parse(Text);
  if (!Json) {
    llvm::consumeError(Json.takeError());
    return std::nullopt;
  }
  const llvm::json::Object *Root = Json->getAsObject();
  const llvm::json::Object *Nvcc = Root ? Root->getObject("cuda_nvcc") : nullptr;
  std::optional<llvm::StringRef> Version = Nvcc ? Nvcc->getString("version") : std::nullopt;
  return Version ? parseDotted(*Version) : std::nullopt;
}

/// "nvidia_cuda_nvcc-13.0.88.dist-info" among the dist-info entries.
std::optional<Triplet> nvccFromDistInfo(llvm::ArrayRef<std::string> Names) {
  for (llvm::StringRef Name : Names)
    if (Name.consume_front("nvidia_cuda_nvcc-") && Name.consume_back(".dist-info"))
      if (std::optional<Triplet> T = parseDotted(Name))
        return T;
  return std::nullopt;
}

/// CUDA_VERSION of cuda.h ("#define CUDA_VERSION 13000").
std::optional<unsigned> cudaVersionDefine(llvm::StringRef CudaH) {
  while (!CudaH.empty()) {
    auto [Line, Rest] = CudaH.split('\n');
    CudaH = Rest;
    llvm::StringRef L = Line.ltrim();
    if (!L.consume_front("#"))
      continue;
    L = L.ltrim();
    if (!L.consume_front("define") || L.empty() || !llvm::isSpace(L.front()))
      continue;
    L = L.ltrim();
    if (!L.consume_front("CUDA_VERSION") || L.empty() || !llvm::isSpace(L.front()))
      continue;
    unsigned Value = 0;
    if (!L.trim().getAsInteger(10, Value))
      return Value;
  }
  return std::nullopt;
}

std::string readText(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  return Buffer ? (*Buffer)->getBuffer().str() : std::string();
}

/// The folder nvcc's INCLUDES names: <root>/targets/<host arch>-linux/include.
std::string toolkitIncludeDir(llvm::StringRef Root,
                              const std::function<bool(llvm::StringRef)> &IsDirectory) {
  llvm::Triple Host(llvm::sys::getProcessTriple());
  std::vector<const char *> Targets;
  if (Host.getArch() == llvm::Triple::x86_64)
    Targets = {"x86_64-linux"};
  else if (Host.getArch() == llvm::Triple::aarch64)
    Targets = {"sbsa-linux", "aarch64-linux"};
  for (const char *Target : Targets) {
    llvm::SmallString<256> Dir(Root);
    llvm::sys::path::append(Dir, "targets", Target, "include");
    if (IsDirectory && IsDirectory(Dir))
      return std::string(Dir);
  }
  llvm::SmallString<256> Dir(Root);
  llvm::sys::path::append(Dir, "include");
  return std::string(Dir);
}

} // namespace

std::optional<CudaToolkitVersion> parseToolkitVersion(const ToolkitVersionSources &Sources) {
  std::optional<Triplet> Nvcc = nvccFromVersionJson(Sources.VersionJson);
  if (!Nvcc)
    Nvcc = nvccFromDistInfo(Sources.DistInfoNames);
  std::optional<unsigned> Api = cudaVersionDefine(Sources.CudaH);
  if (!Nvcc && !Api)
    return std::nullopt;
  CudaToolkitVersion V;
  if (Api) {
    V.ApiMajor = *Api / 1000;
    V.ApiMinor = *Api % 1000 / 10;
  }
  if (Nvcc) {
    V.Major = Nvcc->Major;
    V.Minor = Nvcc->Minor;
    V.Build = Nvcc->Patch;
  } else {
    V.Major = V.ApiMajor;
    V.Minor = V.ApiMinor;
  }
  if (!Api) {
    V.ApiMajor = V.Major;
    V.ApiMinor = V.Minor;
  }
  return V;
}

std::optional<CudaToolkitVersion> readToolkitVersion(llvm::StringRef Root) {
  static std::mutex Lock;
  static std::map<std::string, std::optional<CudaToolkitVersion>> Cache;
  std::lock_guard<std::mutex> Guard(Lock);
  auto [It, Inserted] = Cache.try_emplace(Root.str());
  if (!Inserted)
    return It->second;
  ToolkitVersionSources Sources;
  llvm::SmallString<256> Path(Root);
  llvm::sys::path::append(Path, "version.json");
  Sources.VersionJson = readText(Path);
  Path = Root;
  llvm::sys::path::append(Path, "dist-info");
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator I(Path, EC), E; I != E && !EC; I.increment(EC))
    Sources.DistInfoNames.push_back(llvm::sys::path::filename(I->path()).str());
  Path = Root;
  llvm::sys::path::append(Path, "include", "cuda.h");
  Sources.CudaH = readText(Path);
  It->second = parseToolkitVersion(Sources);
  return It->second;
}

std::vector<std::string> nvccVersionMacros(const CudaToolkitVersion &V) {
  std::vector<std::string> Flags = {"-D__CUDACC_VER_MAJOR__=" + std::to_string(V.Major),
                                    "-D__CUDACC_VER_MINOR__=" + std::to_string(V.Minor)};
  if (V.Build)
    Flags.push_back("-D__CUDACC_VER_BUILD__=" + std::to_string(*V.Build));
  Flags.push_back("-D__CUDA_API_VER_MAJOR__=" + std::to_string(V.ApiMajor));
  Flags.push_back("-D__CUDA_API_VER_MINOR__=" + std::to_string(V.ApiMinor));
  return Flags;
}

std::string cudaArchList(llvm::ArrayRef<std::string> ClangArchs) {
  std::vector<std::string> Numbers;
  for (llvm::StringRef Arch : ClangArchs) {
    unsigned Number = 0;
    if (Arch.consume_front("sm_") && !Arch.take_while(llvm::isDigit).getAsInteger(10, Number))
      Numbers.push_back(std::to_string(Number * 10));
  }
  return llvm::join(Numbers, ",");
}

std::vector<std::string>
nvccHostFileFlags(llvm::StringRef Root, const std::optional<CudaToolkitVersion> &Version,
                  llvm::StringRef ArchList,
                  const std::function<bool(llvm::StringRef)> &IsDirectory) {
  std::vector<std::string> Flags;
  if (!ArchList.empty())
    Flags.push_back(("-D__CUDA_ARCH_LIST__=" + ArchList).str());
  Flags.push_back("-D__NVCC__");
  std::string Include = toolkitIncludeDir(Root, IsDirectory);
  Flags.push_back("-I" + Include);
  llvm::SmallString<256> Cccl(Include);
  llvm::sys::path::append(Cccl, "cccl");
  if (IsDirectory && IsDirectory(Cccl))
    Flags.insert(Flags.end(), {"-isystem", std::string(Cccl)});
  if (Version)
    for (std::string &Macro : nvccVersionMacros(*Version))
      Flags.push_back(std::move(Macro));
  Flags.push_back("-D__NVCC_DIAG_PRAGMA_SUPPORT__=1");
  Flags.push_back("-D__CUDACC_DEVICE_ATOMIC_BUILTINS__=1");
  return Flags;
}

} // namespace cudalint

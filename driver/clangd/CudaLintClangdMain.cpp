//===--- CudaLintClangdMain.cpp - clangd with the cuda-* checks built in ------------------===//
//
// clangd cannot load clang-tidy plugins, so cudalint-clangd is stock clangd (Debian's
// libclangdMain.a) with the cuda-* module linked in. Flags, features and behaviour are those of
// clangd-22; the cuda-* checks are enabled like any other clang-tidy check (see docs/editors.md).
// One addition: CUDA files are parsed as nvcc parses them (the nvcc compatibility layer, as in
// the cudalint CLI) through a resource dir whose CUDA wrapper header also includes
// cudalint_nvcc_compat.h; --nvcc-compat=false (cudalint's spelling) turns it off.
//
//===--------------------------------------------------------------------------------------===//

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace clang::clangd {
// Defined in libclangdMain.a; LLVM ships no header for it.
int clangdMain(int argc, char *argv[]);
} // namespace clang::clangd

namespace clang::tidy {
// Defined next to the cuda-* module's registration; referencing it keeps the module linked.
extern volatile int CudaLintModuleAnchorSource;
} // namespace clang::tidy

namespace {
bool mentionsResourceDir(const char *Arg) {
  return Arg && std::strstr(Arg, "resource-dir") != nullptr;
}

/// --nvcc-compat[=<bool>]: true, false, or nullptr when \p Arg is another flag.
const bool *nvccCompatFlag(const char *Arg) {
  static const bool On = true, Off = false;
  for (const char *Spelling : {"--nvcc-compat", "-nvcc-compat"}) {
    size_t Length = std::strlen(Spelling);
    if (std::strncmp(Arg, Spelling, Length) != 0)
      continue;
    const char *Value = Arg + Length;
    if (*Value == 0)
      return &On;
    if (*Value != '=')
      continue;
    ++Value;
    for (const char *Yes : {"true", "1", "yes", "on"})
      if (std::strcmp(Value, Yes) == 0)
        return &On;
    return &Off;
  }
  return nullptr;
}
/// The compatibility resource dir beside this executable (../lib/cudalint/clangd-resource-dir,
/// in the build tree as when installed anywhere), else the one the build made.
std::string compatResourceDir(const char *Argv0) {
  static int Anchor;
  llvm::SmallString<256> Dir(llvm::sys::fs::getMainExecutable(Argv0, &Anchor));
  llvm::sys::path::remove_filename(Dir);
  llvm::sys::path::append(Dir, "..", "lib", "cudalint", "clangd-resource-dir");
  if (llvm::sys::fs::is_directory(Dir))
    return std::string(Dir);
  return CUDALINT_CLANGD_RESOURCE_DIR;
}
} // namespace

int main(int argc, char *argv[]) {
  // A volatile read the optimizer cannot drop: it pulls in the module's object file.
  static int ModuleAnchor = clang::tidy::CudaLintModuleAnchorSource;
  (void)ModuleAnchor;

  // clangd looks for clang's built-in headers (and the CUDA wrapper headers) next to its own
  // executable, where stock clangd-22 finds them and we do not. Default to clang-22's resource
  // dir, unless the user chose one on the command line or in CLANGD_FLAGS.
  std::vector<char *> Args = {argv[0]};
  bool UserChose = mentionsResourceDir(std::getenv("CLANGD_FLAGS"));
  bool NvccCompat = true;
  for (int I = 1; I < argc; ++I) {
    if (const bool *Compat = nvccCompatFlag(argv[I])) {
      NvccCompat = *Compat;
      continue; // clangd does not know it
    }
    UserChose = UserChose || mentionsResourceDir(argv[I]);
    Args.push_back(argv[I]);
  }
  std::string ResourceDirFlag = std::string("--resource-dir=") +
                                (NvccCompat ? compatResourceDir(argv[0]) : CUDALINT_RESOURCE_DIR);
  if (!UserChose)
    Args.push_back(ResourceDirFlag.data());
  Args.push_back(nullptr);
  return clang::clangd::clangdMain(static_cast<int>(Args.size() - 1), Args.data());
}

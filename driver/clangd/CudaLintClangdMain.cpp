//===--- CudaLintClangdMain.cpp - clangd with the cuda-* checks built in ------------------===//
//
// clangd cannot load clang-tidy plugins, so cudalint-clangd is stock clangd (Debian's
// libclangdMain.a) with the cuda-* module linked in. Flags, features and behaviour are those of
// clangd-22; the cuda-* checks are enabled like any other clang-tidy check (see docs/editors.md).
//
//===--------------------------------------------------------------------------------------===//

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
} // namespace

int main(int argc, char *argv[]) {
  // A volatile read the optimizer cannot drop: it pulls in the module's object file.
  static int ModuleAnchor = clang::tidy::CudaLintModuleAnchorSource;
  (void)ModuleAnchor;

  // clangd looks for clang's built-in headers (and the CUDA wrapper headers) next to its own
  // executable, where stock clangd-22 finds them and we do not. Default to clang-22's resource
  // dir, unless the user chose one on the command line or in CLANGD_FLAGS.
  std::vector<char *> Args(argv, argv + argc);
  bool UserChose = mentionsResourceDir(std::getenv("CLANGD_FLAGS"));
  for (int I = 1; I < argc; ++I)
    UserChose = UserChose || mentionsResourceDir(argv[I]);
  std::string ResourceDirFlag = std::string("--resource-dir=") + CUDALINT_RESOURCE_DIR;
  if (!UserChose)
    Args.push_back(ResourceDirFlag.data());
  Args.push_back(nullptr);
  return clang::clangd::clangdMain(static_cast<int>(Args.size() - 1), Args.data());
}

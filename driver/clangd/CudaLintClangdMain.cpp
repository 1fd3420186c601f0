//===--- CudaLintClangdMain.cpp - clangd with the cuda-* checks built in ------------------===//
//
// clangd cannot load clang-tidy plugins, so cudalint-clangd is stock clangd (Debian's
// libclangdMain.a) with the cuda-* module linked in. Flags, features and behaviour are those of
// clangd-22; the cuda-* checks are enabled like any other clang-tidy check (see docs/editors.md).
//
//===--------------------------------------------------------------------------------------===//

namespace clang::clangd {
// Defined in libclangdMain.a; LLVM ships no header for it.
int clangdMain(int argc, char *argv[]);
} // namespace clang::clangd

namespace clang::tidy {
// Defined next to the cuda-* module's registration; referencing it keeps the module linked.
extern volatile int CudaLintModuleAnchorSource;
} // namespace clang::tidy

int main(int argc, char *argv[]) {
  // A volatile read the optimizer cannot drop: it pulls in the module's object file.
  static int ModuleAnchor = clang::tidy::CudaLintModuleAnchorSource;
  (void)ModuleAnchor;
  return clang::clangd::clangdMain(argc, argv);
}

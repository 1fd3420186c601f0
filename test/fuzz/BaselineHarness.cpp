//===--- BaselineHarness.cpp - the first fuzz harness, kept to measure the current one ----===//
//
// The harness as issue 20 measured it (commit c2f478f, unchanged through c817fd9): each input
// runs through clang-tidy's own runClangTidy, with a driver, a fresh compiler and every header
// parsed again. bench/fuzz-throughput.sh runs it under libFuzzer beside cuda-checks-fuzzer,
// with the same seeds and flags, to compare inputs per second. Not a test.
//
//===--------------------------------------------------------------------------------------===//
#include "clang-tidy/ClangTidy.h"
#include "clang-tidy/ClangTidyDiagnosticConsumer.h"
#include "clang-tidy/ClangTidyOptions.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <cstddef>
#include <cstdint>
#include <string>

namespace clang::tidy {
extern volatile int CudaLintModuleAnchorSource;
}

using namespace clang;
using namespace clang::tidy;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  (void)CudaLintModuleAnchorSource;
  // The file lives only in memory, in a real folder: the tool changes into the folder.
  static const std::string Dir = [] {
    llvm::SmallString<128> D;
    llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, D);
    return std::string(D);
  }();
  static const std::string File = Dir + "/cudalint-fuzz-input.cu";
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile(File, 0,
                  llvm::MemoryBuffer::getMemBufferCopy(
                      llvm::StringRef(reinterpret_cast<const char *>(Data), Size), File));
  auto FS = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(llvm::vfs::getRealFileSystem());
  FS->pushOverlay(Memory);

  ClangTidyOptions Options = ClangTidyOptions::getDefaults();
  Options.Checks = "-*,cuda-*";
  ClangTidyContext Context(
      std::make_unique<DefaultOptionsProvider>(ClangTidyGlobalOptions(), Options));
  tooling::FixedCompilationDatabase Compilations(
      Dir,
      {"-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib", "-std=c++17",
       "-resource-dir", CUDALINT_RESOURCE_DIR, "-I", CUDALINT_FUZZ_INPUTS, "-ferror-limit=20",
       "-fbracket-depth=64", "-ftemplate-depth=64", "-fconstexpr-steps=100000"});
  runClangTidy(Context, Compilations, {File}, FS, /*ApplyAnyFix=*/false,
               /*EnableCheckProfile=*/false, "", /*Quiet=*/true);
  return 0;
}

//===--- CudaLintMain.cpp - the cudalint command ---------------------------------------===//
//
// cudalint [options] <source>... [-- <compiler arguments>]: runs the cuda-* checks, like
// clang-tidy, with nvcc compile databases, parallel translation units, and text, JSON and
// SARIF reports. See docs/cli.md.
//
//===----------------------------------------------------------------------------------===//
#include "CliOptions.h"
#include "Driver.h"
#include "Merge.h"
#include "Runner.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include <csignal>

namespace clang::tidy {
// Defined next to the cuda-* module's registration; referencing it links the module in.
extern volatile int CudaLintModuleAnchorSource;
} // namespace clang::tidy

int main(int argc, const char **argv) {
  llvm::InitLLVM Init(argc, argv);
  cudalint::rememberCommandLine(argc, argv); // to restart after a failed one-unit analysis
  // Past a file-size limit (ulimit -f) a write fails with EFBIG and the writer reports it
  // (exit 2); LLVM's handler for SIGXFSZ would print a crash trace first.
  std::signal(SIGXFSZ, SIG_IGN);
  int ModuleAnchor = clang::tidy::CudaLintModuleAnchorSource;
  (void)ModuleAnchor;

  // @file arguments, as clang-tidy accepts them.
  llvm::SmallVector<const char *> Argv(argv + 1, argv + argc);
  llvm::BumpPtrAllocator Alloc;
  llvm::cl::ExpansionContext Expansion(Alloc, llvm::cl::TokenizeGNUCommandLine);
  if (llvm::Error E = Expansion.expandResponseFiles(Argv)) {
    llvm::errs() << "cudalint: error: " << llvm::toString(std::move(E)) << "\n";
    return cudalint::ExitInputError;
  }
  std::vector<std::string> Args(Argv.begin(), Argv.end());
  if (!Args.empty() && Args.front() == "merge") // cudalint merge OUT IN...: no analysis
    return cudalint::runMerge(llvm::ArrayRef(Args).drop_front());
  llvm::Expected<cudalint::CliOptions> Options = cudalint::parseCliOptions(Args);
  if (!Options) {
    llvm::errs() << "cudalint: error: " << llvm::toString(Options.takeError()) << "\n";
    return cudalint::ExitInputError;
  }

  llvm::InitializeAllTargetInfos();
  llvm::InitializeAllTargetMCs();
  llvm::InitializeAllAsmParsers();
  // A crash inside one translation unit ends that unit's analysis, not the run.
  llvm::CrashRecoveryContext::Enable();
  return cudalint::runCudaLint(*Options);
}

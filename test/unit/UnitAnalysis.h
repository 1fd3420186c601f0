//===--- UnitAnalysis.h - one unit analysed as the CLI does, for the unit tests ---------===//
#ifndef CUDALINT_TEST_UNIT_UNITANALYSIS_H
#define CUDALINT_TEST_UNIT_UNITANALYSIS_H

#include "CompileCommands.h"
#include "Runner.h"
#include "TidyConfig.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

namespace cudalint {

/// Runs \p Checks over \p Code as one unit, as the CLI does (CUDA, or C++ for a .cpp file).
inline TranslationUnitOutcome analyse(llvm::StringRef Code,
                               std::string Checks = "-*,cuda-unchecked-error",
                               llvm::StringRef Suffix = "cu") {
  llvm::SmallString<128> Path;
  EXPECT_FALSE(llvm::sys::fs::createTemporaryFile("summaries", Suffix, Path));
  {
    std::error_code EC;
    llvm::raw_fd_ostream(Path, EC) << Code;
  }
  TranslationUnitJob Job;
  Job.File = std::string(Path);
  Job.Command.Directory = std::string(llvm::sys::path::parent_path(Path));
  Job.Command.Filename = Job.File;
  std::vector<std::string> Command{"clang++", "-std=c++17", "-I" CUDALINT_TEST_CHECKER_INPUTS,
                                   "-c", Job.File};
  if (Suffix == "cu")
    Command.insert(Command.begin() + 1, {"-x", "cuda", "-nocudainc", "-nocudalib"});
  Job.Command.CommandLine = prepareCommandForAnalysis(Command, Job.File,
                                                      currentToolchainEnvironment(false), false);
  OptionsProviderFactory Factory = [Checks] {
    clang::tidy::ClangTidyOptions Options = clang::tidy::ClangTidyOptions::getDefaults();
    Options.Checks = Checks;
    return std::make_unique<clang::tidy::DefaultOptionsProvider>(
        clang::tidy::ClangTidyGlobalOptions(), Options);
  };
  TranslationUnitOutcome Outcome = analyseTranslationUnit(Job, Factory, false);
  llvm::sys::fs::remove(Path);
  return Outcome;
}

} // namespace cudalint

#endif

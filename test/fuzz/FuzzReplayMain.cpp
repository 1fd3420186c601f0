//===--- FuzzReplayMain.cpp - replays files through the fuzz harness, without libFuzzer ----===//
//
// Links CudaChecksFuzzer.cpp's LLVMFuzzerTestOneInput with this main() in the ordinary build
// (gcc or clang, no instrumentation): every file named on the command line, or found in a
// folder named there, is run through the harness once, in name order. A crash or an abort
// names the input that caused it (LLVM's stack dump prints "replaying input <path>"); the exit
// status is then not 0, which fails the ctest test. The mutation run needs the libFuzzer build
// (scripts/fuzz).
//
// usage: cuda-checks-fuzz-replay [--slowest=N] [--incremental|--compare] FILE_OR_FOLDER...
//
// Each input is parsed in a compiler of its own (CUDALINT_FUZZ_FRESH=1), as cudalint does,
// unless --incremental (the libFuzzer build's default: one session across inputs) or --compare
// (both; an input whose diagnostics differ between them aborts the replay) is given.
//
//===--------------------------------------------------------------------------------------===//
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <stdlib.h>
#include <string>
#include <utility>
#include <vector>

extern "C" int LLVMFuzzerInitialize(int *Argc, char ***Argv);
extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size);

/// libFuzzer's byte-level mutator, which the harness's custom mutator calls; a replay never
/// mutates.
extern "C" size_t LLVMFuzzerMutate(uint8_t *, size_t, size_t) {
  llvm::errs() << "cuda-checks-fuzz-replay: LLVMFuzzerMutate called during a replay\n";
  std::abort();
}

namespace {

/// The regular files under \p Path (itself, when it is one), sorted.
void collectFiles(const std::string &Path, std::vector<std::string> &Files) {
  if (!llvm::sys::fs::is_directory(Path)) {
    Files.push_back(Path);
    return;
  }
  std::vector<std::string> Found;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Path, EC), End; It != End && !EC;
       It.increment(EC))
    if (llvm::sys::fs::is_regular_file(It->path()))
      Found.push_back(It->path());
  std::sort(Found.begin(), Found.end());
  Files.insert(Files.end(), Found.begin(), Found.end());
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM Init(argc, argv); // stack dump on a crash, with the entry below
  unsigned Slowest = 0;
  std::vector<std::string> Files;
  for (int I = 1; I < argc; ++I) {
    llvm::StringRef Arg(argv[I]);
    if (Arg.consume_front("--slowest=")) {
      if (Arg.getAsInteger(10, Slowest)) {
        llvm::errs() << "cuda-checks-fuzz-replay: bad --slowest\n";
        return 2;
      }
    } else if (Arg == "--incremental") {
      ::setenv("CUDALINT_FUZZ_FRESH", "0", 1);
    } else if (Arg == "--compare") {
      ::setenv("CUDALINT_FUZZ_COMPARE", "1", 1);
    } else {
      collectFiles(argv[I], Files);
    }
  }
  ::setenv("CUDALINT_FUZZ_FRESH", "1", 0); // unless set above or by the caller
  if (Files.empty()) {
    llvm::errs() << "usage: cuda-checks-fuzz-replay [--slowest=N] [--incremental|--compare] "
                    "FILE_OR_FOLDER...\n";
    return 2;
  }

  using Clock = std::chrono::steady_clock;
  const auto Start = Clock::now();
  LLVMFuzzerInitialize(&argc, &argv);
  const double SetUpSeconds = std::chrono::duration<double>(Clock::now() - Start).count();

  std::vector<std::pair<double, std::string>> Times;
  for (const std::string &File : Files) {
    auto Buffer = llvm::MemoryBuffer::getFile(File, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
    if (!Buffer) {
      llvm::errs() << "cuda-checks-fuzz-replay: cannot read " << File << ": "
                   << Buffer.getError().message() << "\n";
      return 2;
    }
    const std::string Entry = "replaying input " + File;
    llvm::PrettyStackTraceString Naming(Entry.c_str());
    const std::clock_t Before = std::clock();
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>((*Buffer)->getBufferStart()),
                           (*Buffer)->getBufferSize());
    Times.emplace_back(double(std::clock() - Before) / CLOCKS_PER_SEC, File);
  }

  double Total = 0; // CPU seconds of the inputs, set-up excluded
  for (const auto &T : Times)
    Total += T.first;
  const double Wall = std::chrono::duration<double>(Clock::now() - Start).count();
  llvm::outs() << "cuda-checks-fuzz-replay: " << Times.size() << " inputs, no crash; set-up "
               << llvm::format("%.2f", SetUpSeconds) << " s wall; inputs "
               << llvm::format("%.2f", Total) << " s CPU ("
               << llvm::format("%.2f", 1000 * Total / Times.size()) << " ms per input); "
               << llvm::format("%.1f", Wall) << " s wall in all\n";
  std::sort(Times.rbegin(), Times.rend());
  for (unsigned I = 0; I < Slowest && I < Times.size(); ++I)
    llvm::outs() << llvm::format("  %8.1f ms CPU  ", 1000 * Times[I].first) << Times[I].second
                 << "\n";
  return 0;
}

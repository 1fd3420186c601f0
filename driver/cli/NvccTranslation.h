//===--- NvccTranslation.h - nvcc command lines to clang command lines ---------------===//
//
// Real CMake projects put nvcc command lines in compile_commands.json. Clang rejects most
// nvcc flags, so every nvcc command is translated before analysis: architectures become
// --cuda-gpu-arch, -Xcompiler payloads are unwrapped, nvcc-only flags are dropped, and the
// few flags with a host-side meaning are mapped to what nvcc itself passes to the host
// compiler. The translation is a pure function of its input (options files are read through
// a callback) so that it can be tested exhaustively.
//
//===----------------------------------------------------------------------------------===//
#ifndef CUDALINT_DRIVER_CLI_NVCCTRANSLATION_H
#define CUDALINT_DRIVER_CLI_NVCCTRANSLATION_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cudalint {

/// A flag left out of the translated command, and why (shown to the user once per run).
struct DroppedFlag {
  std::string Flag;   ///< as written, without its value ("--foo", "-fgcc-only")
  std::string Reason; ///< e.g. "unknown nvcc flag"
  bool operator<(const DroppedFlag &O) const {
    return Flag != O.Flag ? Flag < O.Flag : Reason < O.Reason;
  }
  bool operator==(const DroppedFlag &O) const { return Flag == O.Flag && Reason == O.Reason; }
};

struct NvccTranslation {
  std::vector<std::string> Args;    ///< clang command line; Args[0] is "clang++"
  std::vector<DroppedFlag> Dropped; ///< flags the user should hear about
  /// "<root>" when the compiler was spelled "<root>/bin/nvcc"; the caller decides whether
  /// that toolkit exists on this machine.
  std::string ToolkitRoot;
  std::vector<std::string> Archs; ///< the --cuda-gpu-arch values, in order
};

/// Returns the contents of an nvcc options file, or nullopt when it cannot be read. The
/// path is passed as written in the command (relative to the command's directory).
using OptionsFileReader = std::function<std::optional<std::string>(llvm::StringRef Path)>;

/// Drops a compiler launcher (ccache, sccache, buildcache) in front of the compiler.
std::vector<std::string> stripCompilerLauncher(llvm::ArrayRef<std::string> Argv);

/// True when Argv[0] is nvcc (any directory, with or without .exe).
bool isNvccCommand(llvm::ArrayRef<std::string> Argv);

/// Translates an nvcc command line (Argv[0] is nvcc) into a clang command line.
NvccTranslation translateNvccCommand(llvm::ArrayRef<std::string> Argv,
                                     const OptionsFileReader &ReadOptionsFile = nullptr);

/// Maps an nvcc architecture name (sm_90, compute_90a, lto_80, sm_100f) to the sm_XX name
/// clang 22 accepts for --cuda-gpu-arch, or "" when clang does not know it.
std::string clangGpuArch(llvm::StringRef NvccArch);

} // namespace cudalint

#endif

//===--- CompileCommands.h - where compile commands come from, and what clang needs ---===//
#ifndef CUDALINT_DRIVER_CLI_COMPILECOMMANDS_H
#define CUDALINT_DRIVER_CLI_COMPILECOMMANDS_H

#include "CliOptions.h"
#include "NvccTranslation.h"
#include "NvccTranslationToolkit.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <functional>
#include <map>
#include <memory>
#include <mutex>

namespace cudalint {

/// What preparing a command needs to know about this machine (injected for the tests).
struct ToolchainEnvironment {
  std::string ResourceDir; ///< clang's resource dir, found when cudalint was configured
  std::string CudaPathEnv; ///< $CUDA_PATH, "" when unset
  std::function<bool(llvm::StringRef)> IsDirectory;
  /// True for a CUDA toolkit's include folder (it holds cuda_runtime_api.h); unset: none is.
  std::function<bool(llvm::StringRef)> IsCudaToolkitInclude;
  /// The nvcc compatibility layer for CUDA commands (--nvcc-compat): -Wno-register, the
  /// forced-include NvccCompatHeader (when not empty) and nvcc's version macros.
  bool NvccCompat = false;
  std::string NvccCompatHeader;
  /// The version of the toolkit at a root; unset: no version macros.
  std::function<std::optional<CudaToolkitVersion>(llvm::StringRef Root)> ToolkitVersion;
};

/// This machine's environment; \p NvccCompat: whether CUDA commands get the nvcc
/// compatibility layer.
ToolchainEnvironment currentToolchainEnvironment(bool NvccCompat = true);

/// True when \p Args compile \p File as CUDA: an explicit -x cuda, or a .cu/.cuh file
/// without -x.
bool isCudaCompile(llvm::ArrayRef<std::string> Args, llvm::StringRef File);

/// The CUDA installation the command uses: --cuda-path, else $CUDA_PATH, else
/// /usr/local/cuda. \p FromEnvironment tells whether $CUDA_PATH was used.
std::string resolveCudaPath(llvm::ArrayRef<std::string> Args, const ToolchainEnvironment &Env,
                            bool *FromEnvironment = nullptr);

/// Adds what an in-process clang needs to analyse a CUDA file the way nvcc compiles it:
/// -x cuda for .cuh (clang does not know the extension), --cuda-host-only unless the
/// command picks a side, -Wno-unknown-cuda-version, --cuda-path from $CUDA_PATH,
/// -isystem <cuda>/include/cccl (nvcc adds it implicitly), the nvcc compatibility layer when
/// Env.NvccCompat and, unless \p ForExport, -resource-dir (clang's wrapper headers live
/// there).
std::vector<std::string> prepareCommandForAnalysis(std::vector<std::string> Args,
                                                   llvm::StringRef File,
                                                   const ToolchainEnvironment &Env, bool ForExport);

/// The forced-include header that gives host code what nvcc gives it implicitly (host
/// min/max overloads): next to the cudalint executable (../lib/cudalint/nvcc-compat/), else
/// in the source folder cudalint was configured from; "" when neither exists.
std::string nvccCompatHeader();

/// For a CUDA command: relaxes what nvcc accepts and clang makes an error (-Wno-register,
/// ...) and force-includes \p CompatHeader (unless empty).
void addNvccCompatibility(std::vector<std::string> &Args, llvm::StringRef File,
                          llvm::StringRef CompatHeader);

/// For an nvcc command compiling a C or C++ file (not CUDA): what nvcc gives the host
/// compiler (nvccHostFileFlags) for the toolkit next to the command's nvcc, else --cuda-path,
/// $CUDA_PATH or /usr/local/cuda. \p ClangArchs are the translated --cuda-gpu-arch values.
void addNvccHostFileFlags(std::vector<std::string> &Args, llvm::StringRef File,
                          llvm::StringRef ToolkitRoot, llvm::ArrayRef<std::string> ClangArchs,
                          const ToolchainEnvironment &Env);

/// A compile database whose commands lose their compiler launcher (ccache) and whose nvcc
/// commands are translated to clang. Remembers every dropped flag so that the user is told
/// once per run, not once per file.
class TranslatingDatabase : public clang::tooling::CompilationDatabase {
public:
  TranslatingDatabase(std::unique_ptr<clang::tooling::CompilationDatabase> Base,
                      ToolchainEnvironment Env)
      : Base(std::move(Base)), Env(std::move(Env)) {}

  std::vector<clang::tooling::CompileCommand>
  getCompileCommands(llvm::StringRef FilePath) const override;
  std::vector<std::string> getAllFiles() const override { return Base->getAllFiles(); }
  std::vector<clang::tooling::CompileCommand> getAllCompileCommands() const override;

  /// Dropped flags not returned before, each with the first file whose command had it.
  std::vector<std::pair<DroppedFlag, std::string>> takeNewDroppedFlags();

private:
  clang::tooling::CompileCommand translate(clang::tooling::CompileCommand Command) const;

  std::unique_ptr<clang::tooling::CompilationDatabase> Base;
  ToolchainEnvironment Env;
  mutable std::mutex Lock;
  mutable std::map<DroppedFlag, std::string> Dropped; // flag -> first file
  std::map<DroppedFlag, bool> Reported;
};

struct LoadedDatabase {
  std::unique_ptr<clang::tooling::CompilationDatabase> Database;
  TranslatingDatabase *Translator = nullptr; ///< inside Database; null for '--'
  std::string JsonPath; ///< the compile_commands.json read; "" for '--' or none found
};

/// Loads the compile commands: '--' arguments, -p's compile_commands.json, or one found in
/// a parent folder of \p FirstSource. Without any, every file gets an empty command
/// (LoadedDatabase::JsonPath is then empty and CompileArgs unset).
llvm::Expected<LoadedDatabase> loadCompileDatabase(const CliOptions &Options,
                                                   llvm::StringRef FirstSource);

/// Writes \p Commands, prepared for clang (without -resource-dir), to
/// \p Dir/compile_commands.json.
llvm::Error writeCompileDatabase(const std::vector<clang::tooling::CompileCommand> &Commands,
                                 llvm::StringRef Dir, const ToolchainEnvironment &Env);

} // namespace cudalint

#endif

//===--- NvccTranslationToolkit.h - what nvcc adds from its toolkit ---------------------===//
//
// nvcc gives every file it compiles the toolkit's include folders and its version macros;
// `nvcc -dryrun -c x.cpp` shows them on the host compiler's command line. cudalint derives the
// same flags from the installed toolkit: its nvcc version from version.json (or the nvcc
// package's dist-info folder), its API version from cuda.h. Pure functions over what was read,
// so that the unit tests can feed any toolkit.
//
//===----------------------------------------------------------------------------------===//
#ifndef CUDALINT_DRIVER_CLI_NVCCTRANSLATIONTOOLKIT_H
#define CUDALINT_DRIVER_CLI_NVCCTRANSLATIONTOOLKIT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cudalint {

struct CudaToolkitVersion {
  unsigned Major = 0, Minor = 0;       ///< nvcc's (__CUDACC_VER_MAJOR__, __CUDACC_VER_MINOR__)
  std::optional<unsigned> Build;       ///< nvcc's __CUDACC_VER_BUILD__, when the toolkit says it
  unsigned ApiMajor = 0, ApiMinor = 0; ///< __CUDA_API_VER_MAJOR__/MINOR__ (cuda.h's CUDA_VERSION)
};

/// What a toolkit says about its version; each part is empty when not found.
struct ToolkitVersionSources {
  std::string VersionJson;                ///< <root>/version.json
  std::vector<std::string> DistInfoNames; ///< entries of <root>/dist-info/
  std::string CudaH;                      ///< <root>/include/cuda.h
};

/// The version, or nullopt when neither an nvcc version nor CUDA_VERSION is found.
std::optional<CudaToolkitVersion> parseToolkitVersion(const ToolkitVersionSources &Sources);

/// Reads the sources of \p Root (cached per root; thread-safe) and parses them.
std::optional<CudaToolkitVersion> readToolkitVersion(llvm::StringRef Root);

/// nvcc's version macros, as -D flags: __CUDACC_VER_{MAJOR,MINOR,BUILD}__ and
/// __CUDA_API_VER_{MAJOR,MINOR}__ (BUILD only when known).
std::vector<std::string> nvccVersionMacros(const CudaToolkitVersion &V);

/// What nvcc passes to the host compiler for a .cpp or .c file of toolkit \p Root:
/// -D__CUDA_ARCH_LIST__ (when \p ArchList is not empty, e.g. "900,1000"), -D__NVCC__,
/// -I<toolkit include>, -isystem <toolkit include>/cccl (when it exists), the version
/// macros, -D__NVCC_DIAG_PRAGMA_SUPPORT__=1 and -D__CUDACC_DEVICE_ATOMIC_BUILTINS__=1.
/// The toolkit include folder is <Root>/targets/<arch>-linux/include when it exists (nvcc's
/// own), else <Root>/include.
std::vector<std::string> nvccHostFileFlags(llvm::StringRef Root,
                                           const std::optional<CudaToolkitVersion> &Version,
                                           llvm::StringRef ArchList,
                                           const std::function<bool(llvm::StringRef)> &IsDirectory);

/// nvcc's __CUDA_ARCH_LIST__ value for clang architectures ("sm_90", "sm_100"): "900,1000".
std::string cudaArchList(llvm::ArrayRef<std::string> ClangArchs);

} // namespace cudalint

#endif

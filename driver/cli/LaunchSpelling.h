//===--- LaunchSpelling.h - kernel launches written `<< <` ... `>> >` ------------------===//
//
// Visual Studio's formatter writes a kernel launch as `k << <grid, block, 0, s >> > (args)`.
// nvcc compiles that; clang takes `<<<` and `>>>` only as single tokens and rejects the file
// ("expected expression"), so every check would lose the translation unit. cudalint reads
// CUDA translation units through a file system that writes such launches as clang spells them,
// in place and at the same length, so that every offset, line and column is the file's own.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_DRIVER_CLI_LAUNCHSPELLING_H
#define CUDALINT_DRIVER_CLI_LAUNCHSPELLING_H

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <mutex>
#include <optional>
#include <string>

namespace cudalint {

/// Text with every launch opened by `<<` whitespace `<` (not `operator<< <`) respelled
/// `<<<` followed by that whitespace, and its close `>>` whitespace `>` (the first one at the
/// same bracket depth) respelled `>>>` and the whitespace; comments and literals are left
/// alone. nullopt when the text has no such launch.
std::optional<std::string> respellLaunches(llvm::StringRef Text);

/// Reads files through respellLaunches. The hashes of a respelled file's own contents are
/// kept: what the parse read is that file, as far as caches and --fix are concerned.
class LaunchSpellingFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  explicit LaunchSpellingFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base)
      : ProxyFileSystem(std::move(Base)) {}
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override;
  /// The contents on disk of Name (a name it was opened by) when it was respelled.
  std::optional<std::string> original(llvm::StringRef Name) const;

private:
  mutable std::mutex Lock;
  llvm::StringMap<std::string> Originals;
};

} // namespace cudalint

#endif

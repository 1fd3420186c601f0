//===--- FileSystem.h - small path and file-system helpers for the CLI --------------===//
#ifndef CUDALINT_DRIVER_CLI_FILESYSTEM_H
#define CUDALINT_DRIVER_CLI_FILESYSTEM_H

#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <string>

namespace cudalint {

/// A real file system with its own working directory (unlike getRealFileSystem(), changing
/// it does not chdir the process, so worker threads can each use one).
inline llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
physicalFileSystem(llvm::StringRef WorkingDir = "") {
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS(
      llvm::vfs::createPhysicalFileSystem().release());
  if (!WorkingDir.empty())
    (void)FS->setCurrentWorkingDirectory(WorkingDir);
  return FS;
}

/// \p Path made absolute against \p Base (the current directory when empty), with "." and
/// ".." removed.
inline std::string absolutePath(llvm::StringRef Path, llvm::StringRef Base = "") {
  llvm::SmallString<256> Result;
  if (llvm::sys::path::is_absolute(Path)) {
    Result = Path;
  } else {
    if (Base.empty())
      llvm::sys::fs::current_path(Result);
    else if (llvm::sys::path::is_absolute(Base))
      Result = Base;
    else
      Result = absolutePath(Base);
    llvm::sys::path::append(Result, Path);
  }
  llvm::sys::path::remove_dots(Result, /*remove_dot_dot=*/true);
  return std::string(Result);
}

/// True when \p AbsolutePath is \p Root or lies below it; every path lies below "/" (and
/// below no root at all).
inline bool isUnderRoot(llvm::StringRef AbsolutePath, llvm::StringRef Root) {
  llvm::StringRef Base = Root.rtrim('/');
  if (Base.empty())
    return true;
  if (!AbsolutePath.starts_with(Base))
    return false;
  llvm::StringRef Rest = AbsolutePath.drop_front(Base.size());
  return Rest.empty() || Rest.starts_with("/");
}

/// How reports name \p AbsolutePath: relative to \p Root when it lies below it ("." for the
/// root itself), else unchanged; a root of "/" (or none) keeps every path absolute. Reports
/// that name files this way read the same on every machine that checks out the sources
/// under some root.
inline std::string displayPath(llvm::StringRef AbsolutePath, llvm::StringRef Root) {
  llvm::StringRef Base = Root.rtrim('/');
  if (Base.empty() || !isUnderRoot(AbsolutePath, Root))
    return AbsolutePath.str();
  llvm::StringRef Rest = AbsolutePath.drop_front(Base.size());
  Rest.consume_front("/");
  return Rest.empty() ? "." : Rest.str();
}

} // namespace cudalint

#endif

//===--- AtomicOutput.cpp - files written whole or not at all -------------------------------===//
#include "Output.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cudalint {

namespace {

llvm::Error failure(const llvm::Twine &Path, const llvm::Twine &What, std::error_code EC) {
  return llvm::createStringError(EC, "cannot write '" + Path + "': " + What +
                                         (EC ? ": " + EC.message() : std::string()));
}

std::error_code lastError() { return std::error_code(errno, std::generic_category()); }

/// write(2) all of \p Bytes, then fsync when \p Durable.
std::error_code writeAllTo(int Fd, llvm::StringRef Bytes, bool Durable) {
  while (!Bytes.empty()) {
    ssize_t N = ::write(Fd, Bytes.data(), Bytes.size());
    if (N < 0 && errno == EINTR)
      continue;
    if (N < 0)
      return lastError();
    if (N == 0)
      return std::make_error_code(std::errc::io_error);
    Bytes = Bytes.drop_front(N);
  }
  if (Durable && ::fsync(Fd) != 0 && errno != EINVAL) // EINVAL: a device without fsync
    return lastError();
  return {};
}

/// The file a path names, through symlinks, so that replacing it keeps the links.
std::string resolved(llvm::StringRef Path) {
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(Path, Real))
    return std::string(Real);
  return Path.str();
}

} // namespace

llvm::Error checkWritable(llvm::StringRef Path) {
  std::string Target = resolved(Path);
  llvm::sys::fs::file_status Status;
  if (!llvm::sys::fs::status(Target, Status)) {
    if (llvm::sys::fs::is_directory(Status))
      return failure(Path, "it is a directory", {});
    if (!llvm::sys::fs::is_regular_file(Status)) { // a device or a pipe: written in place
      int Fd = ::open(Target.c_str(), O_WRONLY | O_CLOEXEC | O_NONBLOCK);
      if (Fd < 0)
        return failure(Path, "cannot open it", lastError());
      ::close(Fd);
      return llvm::Error::success();
    }
  }
  llvm::StringRef Folder = llvm::sys::path::parent_path(Target);
  if (Folder.empty())
    Folder = ".";
  if (!llvm::sys::fs::is_directory(Folder))
    return failure(Path, "its folder does not exist",
                   std::make_error_code(std::errc::no_such_file_or_directory));
  if (llvm::sys::fs::access(Folder, llvm::sys::fs::AccessMode::Write))
    return failure(Path, "its folder is not writable",
                   std::make_error_code(std::errc::permission_denied));
  return llvm::Error::success();
}

llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents, bool Durable) {
  std::string Target = resolved(Path);
  llvm::sys::fs::file_status Status;
  bool Exists = !llvm::sys::fs::status(Target, Status);
  if (Exists && !llvm::sys::fs::is_regular_file(Status)) {
    // /dev/stdout, /dev/full, a pipe: no rename possible; every error still counts.
    int Fd = ::open(Target.c_str(), O_WRONLY | O_CLOEXEC | O_TRUNC);
    if (Fd < 0)
      return failure(Path, "cannot open it", lastError());
    std::error_code EC = writeAllTo(Fd, Contents, /*Durable=*/false);
    if (::close(Fd) != 0 && !EC)
      EC = lastError();
    return EC ? failure(Path, "write failed", EC) : llvm::Error::success();
  }
  // A unique temporary file next to the target, renamed over it when complete: readers and
  // concurrent runs see the old file or a whole new one, never a part.
  llvm::SmallString<256> Model(Target);
  Model += ".cudalint-%%%%%%%%.tmp";
  int Fd = -1;
  llvm::SmallString<256> Temporary;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, Fd, Temporary))
    return failure(Path, "cannot create a temporary file next to it", EC);
  std::error_code EC = writeAllTo(Fd, Contents, Durable);
  if (!EC && Exists) // keep the permissions of the file replaced
    if (::fchmod(Fd, Status.permissions()) != 0)
      EC = lastError();
  if (::close(Fd) != 0 && !EC)
    EC = lastError();
  if (!EC)
    EC = llvm::sys::fs::rename(Temporary, Target);
  if (EC) {
    llvm::sys::fs::remove(Temporary);
    return failure(Path, "write failed", EC);
  }
  if (Durable) { // the rename itself reaches the disk with the folder's entry
    llvm::SmallString<256> Folder = llvm::sys::path::parent_path(Target);
    int Dir = ::open(Folder.empty() ? "." : Folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (Dir >= 0) {
      ::fsync(Dir);
      ::close(Dir);
    }
  }
  return llvm::Error::success();
}

llvm::Error writeToStdout(llvm::StringRef Contents) {
  llvm::outs() << Contents;
  llvm::outs().flush();
  if (llvm::outs().has_error()) {
    std::error_code EC = llvm::outs().error();
    llvm::outs().clear_error(); // else LLVM aborts at exit with "IO failure on output stream"
    return failure("<stdout>", "write failed", EC);
  }
  return llvm::Error::success();
}

} // namespace cudalint

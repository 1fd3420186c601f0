//===--- LaunchSpelling.cpp - kernel launches written `<< <` ... `>> >` ----------------===//
#include "LaunchSpelling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"

namespace cudalint {
namespace {

bool isSpace(char C) { return C == ' ' || C == '\t' || C == '\r' || C == '\n'; }

/// The end of the comment, string or character literal that starts at I, or I when none does.
size_t skipNonCode(llvm::StringRef T, size_t I) {
  if (T.substr(I).starts_with("//")) {
    size_t End = T.find('\n', I);
    return End == llvm::StringRef::npos ? T.size() : End;
  }
  if (T.substr(I).starts_with("/*")) {
    size_t End = T.find("*/", I + 2);
    return End == llvm::StringRef::npos ? T.size() : End + 2;
  }
  if (T[I] == '"' || T[I] == '\'') {
    // A raw string literal is rare in launch code; its quotes are taken as plain ones.
    char Quote = T[I];
    for (size_t J = I + 1; J < T.size(); ++J) {
      if (T[J] == '\\')
        ++J;
      else if (T[J] == Quote || T[J] == '\n')
        return J + 1;
    }
    return T.size();
  }
  return I;
}

/// The length of `C C` + whitespace + `C` at I (C is '<' or '>'), or 0. Not `C C C`.
size_t spacedTriple(llvm::StringRef T, size_t I, char C) {
  if (I + 2 >= T.size() || T[I] != C || T[I + 1] != C || !isSpace(T[I + 2]))
    return 0;
  size_t J = I + 2;
  while (J < T.size() && isSpace(T[J]))
    ++J;
  if (J >= T.size() || T[J] != C || (J + 1 < T.size() && (T[J + 1] == C || T[J + 1] == '=')))
    return 0;
  return J + 1 - I;
}

/// True when the identifier just before I is `operator` (`operator<< <T>(...)`).
bool afterOperatorKeyword(llvm::StringRef T, size_t I) {
  llvm::StringRef Before = T.take_front(I).rtrim();
  return Before.ends_with("operator") &&
         (Before.size() == 8 || !llvm::isAlnum(Before[Before.size() - 9]) &&
                                    Before[Before.size() - 9] != '_');
}

/// Writes `C C C` + the whitespace over the Length characters at I.
void respell(std::string &Out, size_t I, size_t Length, char C) {
  std::string Spaces = Out.substr(I + 2, Length - 3);
  Out.replace(I, Length, std::string(3, C) + Spaces);
}

} // namespace

std::optional<std::string> respellLaunches(llvm::StringRef Text) {
  // Most files have no `<<` whitespace `<` at all: one search decides.
  bool Candidate = false;
  for (size_t I = Text.find("<<"); I != llvm::StringRef::npos && !Candidate;
       I = Text.find("<<", I + 2))
    Candidate = spacedTriple(Text, I, '<') != 0;
  if (!Candidate)
    return std::nullopt;
  std::string Out = Text.str();
  bool Changed = false;
  for (size_t I = 0; I < Text.size();) {
    if (size_t Skip = skipNonCode(Text, I); Skip != I) {
      I = Skip;
      continue;
    }
    size_t Open = spacedTriple(Text, I, '<');
    if (!Open || (I > 0 && Text[I - 1] == '<') || afterOperatorKeyword(Text, I)) {
      ++I;
      continue;
    }
    // The close: `>> >` at bracket depth 0 before the launch's statement ends.
    int Depth = 0;
    size_t Close = 0, At = I + Open;
    for (size_t J = At; J < Text.size(); ++J) {
      if (size_t Skip = skipNonCode(Text, J); Skip != J) {
        J = Skip - 1;
        continue;
      }
      char C = Text[J];
      if (C == '(' || C == '[' || C == '{')
        ++Depth;
      else if (C == ')' || C == ']' || C == '}') {
        if (--Depth < 0)
          break;
      } else if (C == ';') {
        break;
      } else if (Depth == 0 && (Close = spacedTriple(Text, J, '>'))) {
        At = J;
        break;
      }
    }
    if (!Close) {
      ++I;
      continue;
    }
    respell(Out, I, Open, '<');
    respell(Out, At, Close, '>');
    Changed = true;
    I = At + Close;
  }
  if (!Changed)
    return std::nullopt;
  return Out;
}

namespace {

/// A file whose contents were read already: the buffer itself the first time (the file
/// manager reads a file once), read again from Base after that.
class ReadFile : public llvm::vfs::File {
public:
  ReadFile(llvm::vfs::Status S, std::unique_ptr<llvm::MemoryBuffer> B,
           llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base, std::string Path)
      : S(std::move(S)), B(std::move(B)), Base(std::move(Base)), Path(std::move(Path)) {}
  llvm::ErrorOr<llvm::vfs::Status> status() override { return S; }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> getBuffer(const llvm::Twine &Name, int64_t,
                                                               bool, bool) override {
    if (B)
      return std::move(B);
    auto Again = Base->getBufferForFile(Path);
    if (!Again)
      return Again.getError();
    std::optional<std::string> Respelled = respellLaunches((*Again)->getBuffer());
    if (!Respelled)
      return std::move(*Again);
    return llvm::MemoryBuffer::getMemBufferCopy(*Respelled, Name);
  }
  std::error_code close() override { return {}; }

private:
  llvm::vfs::Status S;
  std::unique_ptr<llvm::MemoryBuffer> B;
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base;
  std::string Path;
};

/// Source files that may hold launches (not the C++ library's extension-less headers).
bool mayHoldLaunches(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  return llvm::is_contained({".cu", ".cuh", ".h", ".hpp", ".hh", ".hxx", ".inl", ".cpp", ".cc",
                             ".cxx", ".c", ".inc"},
                            Ext);
}

} // namespace

llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
LaunchSpellingFileSystem::openFileForRead(const llvm::Twine &Path) {
  std::string Name = Path.str();
  auto F = ProxyFileSystem::openFileForRead(Name);
  if (!F || !mayHoldLaunches(Name))
    return F;
  llvm::ErrorOr<llvm::vfs::Status> S = (*F)->status();
  if (!S)
    return F;
  auto Buffer = (*F)->getBuffer(Name, S->getSize(), /*RequiresNullTerminator=*/true,
                                /*IsVolatile=*/false);
  if (!Buffer)
    return Buffer.getError();
  std::optional<std::string> Respelled = respellLaunches((*Buffer)->getBuffer());
  if (!Respelled)
    return std::make_unique<ReadFile>(*S, std::move(*Buffer), &getUnderlyingFS(), Name);
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Originals[Name] = (*Buffer)->getBuffer().str();
  }
  return std::make_unique<ReadFile>(*S, llvm::MemoryBuffer::getMemBufferCopy(*Respelled, Name),
                                    &getUnderlyingFS(), Name);
}

std::optional<std::string> LaunchSpellingFileSystem::original(llvm::StringRef Name) const {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Originals.find(Name);
  if (It == Originals.end())
    return std::nullopt;
  return It->second;
}

} // namespace cudalint

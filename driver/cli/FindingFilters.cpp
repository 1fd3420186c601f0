//===--- FindingFilters.cpp - fingerprints, baselines and changed-lines filters -------===//
#include "FindingFilters.h"
#include "FileSystem.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include <nlohmann/json.hpp>
#include <set>
#include <tuple>

namespace cudalint {
namespace {

using json = nlohmann::ordered_json;

llvm::Error failure(const llvm::Twine &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Message);
}

/// \p File relative to \p Root when it lies below it, else as it is.
std::string relativeTo(llvm::StringRef File, llvm::StringRef Root) {
  llvm::StringRef Base = Root.rtrim('/');
  if (!Base.empty() && File.starts_with(Base) && File.substr(Base.size()).starts_with("/"))
    return File.substr(Base.size() + 1).str();
  return File.str();
}

std::string normalisedSpaces(llvm::StringRef Line) {
  llvm::SmallVector<llvm::StringRef, 16> Words;
  Line.split(Words, ' ', -1, /*KeepEmpty=*/false);
  std::string Out;
  for (llvm::StringRef W : Words) {
    W = W.trim();
    if (W.empty())
      continue;
    if (!Out.empty())
      Out += ' ';
    Out += W.str();
  }
  return Out;
}

bool isFinding(const ReportedDiagnostic &D) { return !D.IsCompileError; }

/// Removes the findings \p Drop selects; returns how many.
template <class Pred> unsigned dropFindings(Report &R, Pred Drop) {
  size_t Before = R.Diagnostics.size();
  llvm::erase_if(R.Diagnostics,
                 [&](const ReportedDiagnostic &D) { return isFinding(D) && Drop(D); });
  return Before - R.Diagnostics.size();
}

} // namespace

void assignFingerprints(Report &R, llvm::StringRef Root) {
  std::map<std::tuple<std::string, std::string, std::string>, unsigned> Rank;
  for (ReportedDiagnostic &D : R.Diagnostics) {
    std::string Path = relativeTo(D.Where.File, Root);
    std::string Text = normalisedSpaces(R.Sources->lineText(D.Where.File, D.Where.Line));
    unsigned N = ++Rank[{D.Check, Path, Text}];
    llvm::SHA256 Hash;
    for (llvm::StringRef Part :
         {llvm::StringRef(D.Check), llvm::StringRef(Path), llvm::StringRef(Text)}) {
      Hash.update(Part);
      Hash.update(llvm::StringRef("\0", 1));
    }
    Hash.update(std::to_string(N));
    std::array<uint8_t, 32> Digest = Hash.final();
    D.Fingerprint = llvm::toHex(llvm::ArrayRef(Digest).take_front(16), /*LowerCase=*/true);
  }
}

llvm::Error writeBaseline(const Report &R, llvm::StringRef Root, llvm::StringRef Path) {
  json Findings = json::array();
  for (const ReportedDiagnostic &D : R.Diagnostics)
    if (isFinding(D))
      Findings.push_back({{"fingerprint", D.Fingerprint},
                          {"check", D.Check},
                          {"file", relativeTo(D.Where.File, Root)},
                          {"line", D.Where.Line},
                          {"message", D.Message}});
  json Doc = {{"schema", "cudalint-baseline/1"}, {"findings", Findings}};
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_Text);
  if (EC)
    return failure("cannot write baseline '" + Path + "': " + EC.message());
  OS << Doc.dump(2) << "\n";
  OS.close();
  if (OS.has_error()) {
    OS.clear_error();
    return failure("cannot write baseline '" + Path + "': the write failed");
  }
  return llvm::Error::success();
}

llvm::Expected<BaselineOutcome> applyBaseline(Report &R, llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return failure("cannot read baseline '" + Path + "': " + Buffer.getError().message());
  json Doc = json::parse((*Buffer)->getBuffer().begin(), (*Buffer)->getBuffer().end(), nullptr,
                         /*allow_exceptions=*/false);
  if (Doc.is_discarded() || !Doc.is_object() || Doc.value("schema", "") != "cudalint-baseline/1" ||
      !Doc.contains("findings") || !Doc["findings"].is_array())
    return failure("'" + Path + "' is not a cudalint baseline (written by --write-baseline)");
  std::set<std::string> Known;
  for (const json &F : Doc["findings"])
    if (F.is_object() && F.contains("fingerprint") && F["fingerprint"].is_string())
      Known.insert(F["fingerprint"].get<std::string>());
  std::set<std::string> Seen;
  BaselineOutcome Out;
  Out.Suppressed = dropFindings(R, [&](const ReportedDiagnostic &D) {
    Seen.insert(D.Fingerprint);
    return Known.count(D.Fingerprint) != 0;
  });
  for (const std::string &F : Known)
    Out.Gone += !Seen.count(F);
  return Out;
}

llvm::Expected<LineFilter> parseLineFilter(llvm::StringRef Text) {
  json Doc = json::parse(Text.begin(), Text.end(), nullptr, /*allow_exceptions=*/false);
  auto Invalid = [&] {
    return failure("invalid --line-filter: expected [{\"name\": \"file\", \"lines\": [[first, "
                   "last], ...]}, ...]");
  };
  if (!Doc.is_array())
    return Invalid();
  LineFilter Filter;
  for (const json &E : Doc) {
    if (!E.is_object() || !E.contains("name") || !E["name"].is_string())
      return Invalid();
    LineFilterEntry Entry{E["name"].get<std::string>(), {}};
    if (E.contains("lines")) {
      if (!E["lines"].is_array())
        return Invalid();
      for (const json &Range : E["lines"]) {
        if (!Range.is_array() || Range.size() != 2 || !Range[0].is_number_unsigned() ||
            !Range[1].is_number_unsigned())
          return Invalid();
        Entry.Lines.emplace_back(Range[0].get<unsigned>(), Range[1].get<unsigned>());
      }
    }
    Filter.push_back(std::move(Entry));
  }
  return Filter;
}

LineFilter parseUnifiedDiff(llvm::StringRef Diff, llvm::StringRef TopLevel) {
  LineFilter Filter;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Diff.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    if (Line.consume_front("+++ ")) {
      Filter.push_back({"", {}});
      if (Line.consume_front("b/")) // "/dev/null" (a deleted file) keeps no line
        Filter.back().Name = absolutePath(Line.rtrim("\r\t"), TopLevel);
      continue;
    }
    // "@@ -a,b +c,d @@": d lines from c were added or changed; "+c" alone is one line.
    if (!Line.consume_front("@@ ") || Filter.empty() || Filter.back().Name.empty())
      continue;
    llvm::StringRef Added = Line.split(' ').second.split(' ').first;
    if (!Added.consume_front("+"))
      continue;
    auto [First, Count] = Added.split(',');
    unsigned Start = 0, N = 1;
    if (First.getAsInteger(10, Start) || (!Count.empty() && Count.getAsInteger(10, N)))
      continue;
    if (N > 0)
      Filter.back().Lines.emplace_back(Start, Start + N - 1);
  }
  // A file with no added line keeps nothing: drop it rather than keep it whole.
  llvm::erase_if(Filter, [](const LineFilterEntry &E) { return E.Lines.empty(); });
  return Filter;
}

llvm::Expected<LineFilter> changedLines(llvm::StringRef Revision, llvm::StringRef Directory) {
  llvm::ErrorOr<std::string> Git = llvm::sys::findProgramByName("git");
  if (!Git)
    return failure("--diff needs git on PATH");
  llvm::SmallString<128> Out;
  if (std::error_code EC = llvm::sys::fs::createTemporaryFile("cudalint-diff", "txt", Out))
    return failure("--diff: cannot create a temporary file: " + EC.message());
  auto Run = [&](llvm::ArrayRef<llvm::StringRef> Args) -> llvm::Expected<std::string> {
    std::string Message;
    std::optional<llvm::StringRef> Redirects[] = {llvm::StringRef(""), Out.str(),
                                                  llvm::StringRef("")};
    int RC = llvm::sys::ExecuteAndWait(*Git, Args, std::nullopt, Redirects, 0, 0, &Message);
    auto Text = llvm::MemoryBuffer::getFile(Out);
    if (RC != 0 || !Text)
      return failure("--diff: '" + llvm::join(Args, " ") + "' failed" +
                     (Message.empty() ? "" : ": " + Message));
    return (*Text)->getBuffer().str();
  };
  llvm::Expected<std::string> Top = Run({"git", "-C", Directory, "rev-parse", "--show-toplevel"});
  llvm::Expected<std::string> Diff = Top ? Run({"git", "-C", Directory, "diff", "-U0", "--no-color",
                                                "--no-ext-diff", "--no-renames", Revision, "--"})
                                         : Top.takeError();
  llvm::sys::fs::remove(Out);
  if (!Diff)
    return Diff.takeError();
  return parseUnifiedDiff(*Diff, llvm::StringRef(*Top).trim());
}

unsigned keepLines(Report &R, const LineFilter &Keep) {
  return dropFindings(R, [&](const ReportedDiagnostic &D) {
    for (const LineFilterEntry &E : Keep) {
      if (!llvm::StringRef(D.Where.File).ends_with(E.Name))
        continue;
      if (E.Lines.empty())
        return false;
      for (auto [First, Last] : E.Lines)
        if (First <= D.Where.Line && D.Where.Line <= Last)
          return false;
    }
    return true;
  });
}

} // namespace cudalint

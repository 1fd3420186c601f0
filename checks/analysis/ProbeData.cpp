//===--- ProbeData.cpp - what cudalint-probe needs to measure a finding -------------------===//
#include "ProbeData.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"

namespace clang::tidy::cuda {

static constexpr llvm::StringLiteral NotePrefix = "cudalint-probe-data ";

std::string encodeProbeNote(const ProbeFindingData &Data) {
  llvm::json::Object O;
  if (!Data.File.empty()) {
    O["file"] = Data.File;
    O["line"] = Data.Line;
    O["column"] = Data.Column;
  }
  const ProbeConfig &C = Data.Config;
  if (C.Bytes)
    O["bytes"] = *C.Bytes;
  if (C.Direction)
    O["direction"] = *C.Direction == ProbeDirection::HostToDevice ? "H2D" : "D2H";
  if (C.AllocBytes)
    O["alloc_bytes"] = *C.AllocBytes;
  if (C.Streams)
    O["streams"] = *C.Streams;
  std::string Text;
  llvm::raw_string_ostream(Text) << NotePrefix << llvm::json::Value(std::move(O));
  return Text;
}

std::optional<llvm::json::Value> parseMachineNote(llvm::StringRef NoteText,
                                                  llvm::StringRef Prefix) {
  if (!NoteText.consume_front(Prefix))
    return std::nullopt;
  llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(NoteText);
  if (!Parsed) {
    llvm::consumeError(Parsed.takeError());
    return std::nullopt;
  }
  return std::move(*Parsed);
}

std::optional<ProbeFindingData> decodeProbeNote(llvm::StringRef NoteText) {
  std::optional<llvm::json::Value> Parsed = parseMachineNote(NoteText, NotePrefix);
  const llvm::json::Object *O = Parsed ? Parsed->getAsObject() : nullptr;
  if (!O)
    return std::nullopt;
  ProbeFindingData Data;
  if (std::optional<llvm::StringRef> File = O->getString("file")) {
    Data.File = File->str();
    Data.Line = O->getInteger("line").value_or(0);
    Data.Column = O->getInteger("column").value_or(0);
  }
  ProbeConfig &C = Data.Config;
  if (const llvm::json::Value *V = O->get("bytes"))
    C.Bytes = V->getAsUINT64();
  if (std::optional<llvm::StringRef> D = O->getString("direction"))
    C.Direction = *D == "D2H" ? ProbeDirection::DeviceToHost : ProbeDirection::HostToDevice;
  if (const llvm::json::Value *V = O->get("alloc_bytes"))
    C.AllocBytes = V->getAsUINT64();
  if (std::optional<int64_t> S = O->getInteger("streams"))
    C.Streams = static_cast<unsigned>(*S);
  return Data;
}

ProbeHook::ProbeHook(ClangTidyCheck::OptionsView &Options)
    // As a string: the bool overload is not exported to every front end (clangd's link).
    : Enabled(Options.getLocalOrGlobal("ProbeData", "false").equals_insensitive("true")),
      ResultsPath(Options.getLocalOrGlobal("ProbeResults", "")) {}

void ProbeHook::storeOptions(ClangTidyOptions::OptionMap &Opts,
                             ClangTidyCheck::OptionsView &Options) const {
  Options.store(Opts, "ProbeResults", ResultsPath);
}

llvm::SmallVector<std::string, 1> ProbeHook::notesFor(const SourceManager &SM, SourceLocation Loc,
                                                      const ProbeConfig &Config) const {
  if (!Enabled)
    return {};
  ProbeFindingData Data;
  Data.Config = Config;
  PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(Loc));
  if (P.isValid()) {
    Data.File = llvm::sys::path::filename(P.getFilename()).str();
    Data.Line = P.getLine();
    Data.Column = P.getColumn();
  }
  return {encodeProbeNote(Data)};
}

} // namespace clang::tidy::cuda

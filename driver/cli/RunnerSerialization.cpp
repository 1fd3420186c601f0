//===--- RunnerSerialization.cpp - a unit's outcome as bytes, for worker processes ---------===//
#include "Runner.h"
#include <nlohmann/json.hpp>

namespace cudalint {

using json = nlohmann::json;
using clang::tidy::ClangTidyError;
using clang::tooling::DiagnosticMessage;

namespace {

json messageToJson(const DiagnosticMessage &M) {
  json Fixes = json::array();
  for (const auto &[File, Replacements] : M.Fix)
    for (const clang::tooling::Replacement &R : Replacements)
      Fixes.push_back({File.str(), R.getFilePath().str(), R.getOffset(), R.getLength(),
                       R.getReplacementText().str()});
  json Ranges = json::array();
  for (const clang::tooling::FileByteRange &R : M.Ranges)
    Ranges.push_back({R.FilePath, R.FileOffset, R.Length});
  return {{"m", M.Message}, {"f", M.FilePath}, {"o", M.FileOffset}, {"fix", Fixes}, {"r", Ranges}};
}

DiagnosticMessage messageFromJson(const json &J) {
  DiagnosticMessage M(J.at("m").get<std::string>());
  M.FilePath = J.at("f").get<std::string>();
  M.FileOffset = J.at("o").get<unsigned>();
  for (const json &F : J.at("fix")) {
    clang::tooling::Replacement R(F.at(1).get<std::string>(), F.at(2).get<unsigned>(),
                                  F.at(3).get<unsigned>(), F.at(4).get<std::string>());
    // The worker's replacements did not conflict; keep them all even if they would now.
    llvm::consumeError(M.Fix[F.at(0).get<std::string>()].add(R));
  }
  for (const json &R : J.at("r")) {
    clang::tooling::FileByteRange Range;
    Range.FilePath = R.at(0).get<std::string>();
    Range.FileOffset = R.at(1).get<unsigned>();
    Range.Length = R.at(2).get<unsigned>();
    M.Ranges.push_back(std::move(Range));
  }
  return M;
}

json errorToJson(const ClangTidyError &E) {
  json Notes = json::array();
  for (const DiagnosticMessage &N : E.Notes)
    Notes.push_back(messageToJson(N));
  return {{"name", E.DiagnosticName},
          {"level", static_cast<int>(E.DiagLevel)},
          {"dir", E.BuildDirectory},
          {"werror", E.IsWarningAsError},
          {"aliases", E.EnabledDiagnosticAliases},
          {"message", messageToJson(E.Message)},
          {"notes", Notes}};
}

ClangTidyError errorFromJson(const json &J) {
  ClangTidyError E(J.at("name").get<std::string>(),
                   static_cast<ClangTidyError::Level>(J.at("level").get<int>()),
                   J.at("dir").get<std::string>(), J.at("werror").get<bool>());
  E.EnabledDiagnosticAliases = J.at("aliases").get<std::vector<std::string>>();
  E.Message = messageFromJson(J.at("message"));
  for (const json &N : J.at("notes"))
    E.Notes.push_back(messageFromJson(N));
  return E;
}

/// The summaries' layout; a reader refuses another (a cache entry of another layout is a miss).
constexpr int SummariesVersion = 10;

/// Each function as the index file writes it (clang::tidy::cuda::summaryToJson).
json summariesToJson(const clang::tidy::cuda::UnitSummaries &Summaries) {
  json Functions = json::object();
  for (const auto &[Usr, S] : Summaries) {
    std::string Text;
    llvm::raw_string_ostream(Text) << clang::tidy::cuda::summaryToJson(S);
    Functions[Usr] = json::parse(Text);
  }
  return {{"version", SummariesVersion}, {"functions", Functions}};
}

/// False for summaries of another version or with values out of range.
bool summariesFromJson(const json &J, clang::tidy::cuda::UnitSummaries &Summaries) {
  if (J.at("version").get<int>() != SummariesVersion)
    return false;
  for (const auto &[Usr, F] : J.at("functions").items()) {
    llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(F.dump());
    if (!Parsed) {
      llvm::consumeError(Parsed.takeError());
      return false;
    }
    std::optional<clang::tidy::cuda::FunctionSummary> S =
        clang::tidy::cuda::summaryFromJson(*Parsed);
    if (!S)
      return false;
    Summaries[Usr] = std::move(*S);
  }
  return true;
}

} // namespace

std::string serializeOutcome(const TranslationUnitOutcome &Outcome) {
  json Errors = json::array();
  for (const ClangTidyError &E : Outcome.Diagnostics)
    Errors.push_back(errorToJson(E));
  json DeviceBodies = json::array();
  for (const DeviceBodyRange &B : Outcome.Facts.DeviceBodies)
    DeviceBodies.push_back({B.File, B.Begin, B.End});
  const clang::tidy::ClangTidyStats &S = Outcome.Stats;
  json Document = {{"diagnostics", Errors},
                   {"stats",
                    {S.ErrorsDisplayed, S.ErrorsIgnoredCheckFilter, S.ErrorsIgnoredNOLINT,
                     S.ErrorsIgnoredNonUserCode, S.ErrorsIgnoredLineFilter}},
                   {"compile_errors", Outcome.CompileErrors},
                   {"hashes", Outcome.ParsedHashes},
                   {"declares_cuda_api", Outcome.Facts.DeclaresCudaApi},
                   {"cuda_api_through_pointers", Outcome.Facts.CudaApiThroughPointers},
                   {"device_bodies", DeviceBodies},
                   {"inputs", Outcome.Inputs},
                   {"summaries", summariesToJson(Outcome.Summaries)}};
  // Paths and messages may hold any bytes: JSON strings must be UTF-8, so raw bytes travel
  // as CBOR byte-exact strings.
  std::vector<uint8_t> Bytes = json::to_cbor(Document);
  return std::string(Bytes.begin(), Bytes.end());
}

std::optional<TranslationUnitOutcome> deserializeOutcome(llvm::StringRef Bytes) {
  json Document = json::from_cbor(Bytes.bytes_begin(), Bytes.bytes_end(), /*strict=*/true,
                                  /*allow_exceptions=*/false);
  if (Document.is_discarded() || !Document.is_object())
    return std::nullopt;
  TranslationUnitOutcome Outcome;
  try {
    for (const json &E : Document.at("diagnostics"))
      Outcome.Diagnostics.push_back(errorFromJson(E));
    const json &S = Document.at("stats");
    Outcome.Stats.ErrorsDisplayed = S.at(0).get<unsigned>();
    Outcome.Stats.ErrorsIgnoredCheckFilter = S.at(1).get<unsigned>();
    Outcome.Stats.ErrorsIgnoredNOLINT = S.at(2).get<unsigned>();
    Outcome.Stats.ErrorsIgnoredNonUserCode = S.at(3).get<unsigned>();
    Outcome.Stats.ErrorsIgnoredLineFilter = S.at(4).get<unsigned>();
    Outcome.CompileErrors = Document.at("compile_errors").get<bool>();
    Outcome.ParsedHashes = Document.at("hashes").get<std::map<std::string, uint64_t>>();
    Outcome.Facts.DeclaresCudaApi = Document.at("declares_cuda_api").get<bool>();
    Outcome.Facts.CudaApiThroughPointers = Document.at("cuda_api_through_pointers").get<bool>();
    for (const json &B : Document.at("device_bodies"))
      Outcome.Facts.DeviceBodies.push_back(
          {B.at(0).get<std::string>(), B.at(1).get<unsigned>(), B.at(2).get<unsigned>()});
    Outcome.Inputs = Document.at("inputs").get<decltype(Outcome.Inputs)>();
    if (!summariesFromJson(Document.at("summaries"), Outcome.Summaries))
      return std::nullopt;
  } catch (const json::exception &) {
    return std::nullopt;
  }
  return Outcome;
}

} // namespace cudalint

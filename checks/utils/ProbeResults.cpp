//===--- ProbeResults.cpp - measured costs from cudalint-probe on findings --------------===//
#include "ProbeResults.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <nlohmann/json.hpp>
#include <cmath>
#include <cstdio>
#include <map>
#include <mutex>
#include <set>

namespace clang::tidy::cuda {

using json = nlohmann::json;

class ProbeCostReporter::Results {
public:
  json Doc;
  std::string Gpu;
};

namespace {

std::mutex PlanMutex;
bool PlanRecording = false;
std::map<std::string, ProbePlanItem> PlanItems;

std::string fixed(double V, int Digits) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%.*f", Digits, V);
  return Buf;
}

std::string bytesText(uint64_t B) {
  if (B >= (1ull << 20) && B % (1ull << 20) == 0)
    return std::to_string(B >> 20) + " MiB";
  if (B >= (1ull << 10) && B % (1ull << 10) == 0)
    return std::to_string(B >> 10) + " KiB";
  return std::to_string(B) + " bytes";
}

/// The by_size row nearest to Bytes on a log scale (ties to the smaller size).
const json *nearestRow(const json &Rows, const char *Key, uint64_t Bytes) {
  const json *Best = nullptr;
  double BestDist = 0;
  for (const json &Row : Rows) {
    if (!Row.contains(Key) || !Row[Key].is_number())
      continue;
    double Size = Row[Key].get<double>();
    double Dist = std::fabs(std::log2(Size) - std::log2(double(std::max<uint64_t>(Bytes, 1))));
    if (!Best || Dist < BestDist - 1e-9) {
      Best = &Row;
      BestDist = Dist;
    }
  }
  return Best;
}

double number(const json &Row, const char *Key) {
  return Row.contains(Key) && Row[Key].is_number() ? Row[Key].get<double>() : NAN;
}

std::shared_ptr<const ProbeCostReporter::Results> loadResults(const std::string &Path) {
  static std::mutex CacheMutex;
  static std::map<std::string, std::shared_ptr<const ProbeCostReporter::Results>> Cache;
  std::lock_guard<std::mutex> Lock(CacheMutex);
  auto It = Cache.find(Path);
  if (It != Cache.end())
    return It->second;
  std::shared_ptr<const ProbeCostReporter::Results> Out;
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer) {
    llvm::errs() << "cudalint: cannot read probe results '" << Path
                 << "': " << Buffer.getError().message() << "\n";
  } else {
    auto R = std::make_shared<ProbeCostReporter::Results>();
    R->Doc = json::parse((*Buffer)->getBuffer().begin(), (*Buffer)->getBuffer().end(), nullptr,
                         /*allow_exceptions=*/false);
    if (R->Doc.is_discarded() || !R->Doc.is_object() || !R->Doc.contains("schema") ||
        R->Doc["schema"] != "cudalint-probe/1") {
      llvm::errs() << "cudalint: '" << Path << "' is not a cudalint-probe/1 results file\n";
    } else {
      const json &M = R->Doc["machine"];
      R->Gpu = M.contains("gpu") && M["gpu"].contains("name") ? M["gpu"]["name"].get<std::string>()
                                                             : std::string("this GPU");
      Out = R;
    }
  }
  Cache[Path] = Out;
  return Out;
}

/// The figure for one finding: at its size where the check measured sizes, else the summary.
std::optional<std::string> measuredText(const ProbeCostReporter::Results &R, llvm::StringRef Check,
                                        const ProbeConfig &C) {
  if (!R.Doc.contains("checks") || !R.Doc["checks"].contains(Check.str()))
    return std::nullopt;
  const json &Entry = R.Doc["checks"][Check.str()];
  if (Check == "pageable-async-memcpy" && C.Bytes && Entry.contains("by_size")) {
    std::string Dir = C.Direction.value_or("H2D") == "D2H" ? "d2h" : "h2d";
    if (const json *Row = nearestRow(Entry["by_size"], "bytes", *C.Bytes)) {
      double Pageable = number(*Row, (Dir + "_pageable_gbps").c_str());
      double Pinned = number(*Row, (Dir + "_pinned_gbps").c_str());
      if (std::isfinite(Pageable) && std::isfinite(Pinned) && Pageable > 0)
        return "measured on " + R.Gpu + " at " + bytesText(Row->at("bytes").get<uint64_t>()) +
               ": pageable " + (Dir == "d2h" ? "D2H " : "H2D ") + fixed(Pageable, 2) +
               " GB/s vs pinned " + fixed(Pinned, 2) + " GB/s (" + fixed(Pinned / Pageable, 1) +
               "x)";
    }
  }
  if (Check == "alloc-in-loop" && C.AllocBytes && Entry.contains("by_size")) {
    if (const json *Row = nearestRow(Entry["by_size"], "alloc_bytes", *C.AllocBytes)) {
      double Bad = number(*Row, "malloc_free_us_per_iter");
      double Fixed = number(*Row, "hoisted_us_per_iter");
      if (std::isfinite(Bad) && std::isfinite(Fixed))
        return "measured on " + R.Gpu + " at " + bytesText(Row->at("alloc_bytes").get<uint64_t>()) +
               ": " + fixed(Bad, 1) + " us per iteration with the allocation in the loop vs " +
               fixed(Fixed, 1) + " us hoisted";
    }
  }
  if (Entry.contains("summary") && Entry["summary"].is_string())
    return "measured on " + R.Gpu + ": " + Entry["summary"].get<std::string>();
  return std::nullopt;
}

/// For cuda-elapsed-time-disable-timing the finding is a failure, not a cost: it is confirmed
/// when the probe saw cudaEventElapsedTime fail on DisableTiming events.
std::string elapsedTimeConfirmation(const ProbeCostReporter::Results &R, const json &P) {
  const char *Case = "disable_disable";
  if (!P.contains("elapsed_time_cases") || !P["elapsed_time_cases"].contains(Case))
    return "not confirmed on " + R.Gpu + ": the probe has no result for this call";
  const json &C = P["elapsed_time_cases"][Case];
  std::string Error = C.contains("error") && C["error"].is_string() ? C["error"].get<std::string>()
                                                                    : std::string("cudaSuccess");
  if (Error == "cudaSuccess")
    return "not confirmed on " + R.Gpu + ": cudaEventElapsedTime succeeded on DisableTiming events";
  bool Untouched = C.contains("output_untouched") && C["output_untouched"] == true;
  return "confirmed on " + R.Gpu + ": cudaEventElapsedTime on DisableTiming events returned " +
         Error + (Untouched ? ", output untouched" : "");
}

std::optional<std::string> confirmationText(const ProbeCostReporter::Results &R,
                                            llvm::StringRef Check, const std::string &Id) {
  if (!R.Doc.contains("plan_results") || !R.Doc["plan_results"].contains(Id))
    return std::nullopt;
  const json &P = R.Doc["plan_results"][Id];
  if (Check == "elapsed-time-disable-timing")
    return elapsedTimeConfirmation(R, P);
  double Factor = number(P, "cost_factor");
  bool Verified = P.contains("verified") && P["verified"] == true;
  if (!std::isfinite(Factor) || !Verified)
    return "not confirmed on " + R.Gpu + ": the measurement for this finding did not verify";
  std::string Detail = P.contains("summary") && P["summary"].is_string()
                           ? ": " + P["summary"].get<std::string>()
                           : "";
  if (Factor > 1.0)
    return "confirmed on " + R.Gpu + ": " + fixed(Factor, 2) + "x worse than the fix" + Detail;
  return "not confirmed on " + R.Gpu + ": the flagged pattern measured " + fixed(Factor, 2) +
         "x the fix's cost for this configuration" + Detail;
}

} // namespace

std::string probeFindingId(llvm::StringRef Check, const SourceManager &SM, SourceLocation Loc) {
  PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(Loc));
  if (P.isInvalid())
    return Check.str();
  return Check.str() + "@" + llvm::sys::path::filename(P.getFilename()).str() + ":" +
         std::to_string(P.getLine()) + ":" + std::to_string(P.getColumn());
}

void setProbePlanRecording(bool Enabled) {
  std::lock_guard<std::mutex> Lock(PlanMutex);
  PlanRecording = Enabled;
}

std::vector<ProbePlanItem> takeProbePlanItems() {
  std::lock_guard<std::mutex> Lock(PlanMutex);
  std::vector<ProbePlanItem> Out;
  for (auto &KV : PlanItems)
    Out.push_back(KV.second);
  PlanItems.clear();
  return Out;
}

ProbeCostReporter::ProbeCostReporter(llvm::StringRef CheckName,
                                     ClangTidyCheck::OptionsView &Options)
    : ShortName(CheckName.starts_with("cuda-") ? CheckName.drop_front(5).str() : CheckName.str()),
      Path(Options.getLocalOrGlobal("ProbeResults", "")) {
  if (!Path.empty())
    Loaded = loadResults(Path);
}

void ProbeCostReporter::storeOptions(ClangTidyOptions::OptionMap &Opts,
                                     ClangTidyCheck::OptionsView &Options) const {
  Options.store(Opts, "ProbeResults", Path);
}

llvm::SmallVector<std::string, 2>
ProbeCostReporter::notesFor(const SourceManager &SM, SourceLocation Loc,
                            const ProbeConfig &Config) const {
  llvm::SmallVector<std::string, 2> Notes;
  std::string Id = probeFindingId(ShortName, SM, Loc);
  {
    std::lock_guard<std::mutex> Lock(PlanMutex);
    if (PlanRecording)
      PlanItems.emplace(Id, ProbePlanItem{Id, ShortName, Config});
  }
  if (!Loaded)
    return Notes;
  if (auto Text = measuredText(*Loaded, ShortName, Config))
    Notes.push_back(*Text);
  if (auto Text = confirmationText(*Loaded, ShortName, Id))
    Notes.push_back(*Text);
  return Notes;
}

} // namespace clang::tidy::cuda

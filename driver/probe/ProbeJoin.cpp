//===--- ProbeJoin.cpp - cudalint-probe's measurements joined with findings ----------------===//
#include "ProbeJoin.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cmath>
#include <cstdio>

namespace cudalint::probe {

using clang::tidy::cuda::decodeProbeNote;
using clang::tidy::cuda::ProbeDirection;
using clang::tidy::cuda::ProbeFindingData;
using llvm::json::Object;

namespace {

/// How a plan result confirms a finding: the pattern measured slower than its fix, or the
/// probe saw the flagged call fail.
enum class Confirm { Cost, Failure };
enum class ProbeField { Bytes, Direction, AllocBytes, Streams };

struct BenchInfo {
  llvm::StringLiteral Bench;
  Confirm How;
};

struct PlanKey {
  llvm::StringLiteral Bench;
  llvm::StringLiteral Key;
  ProbeField Field;
  bool Required;
};

const BenchInfo Benches[] = {
#define CUDALINT_PROBE_BENCH(Bench, How) {Bench, Confirm::How},
#define CUDALINT_PROBE_PLAN_KEY(Bench, Key, Field, Required)
#include "ProbeCatalog.def"
#undef CUDALINT_PROBE_PLAN_KEY
#undef CUDALINT_PROBE_BENCH
};

const PlanKey PlanKeys[] = {
#define CUDALINT_PROBE_BENCH(Bench, How)
#define CUDALINT_PROBE_PLAN_KEY(Bench, Key, Field, Required)                                       \
  {Bench, Key, ProbeField::Field, Required},
#include "ProbeCatalog.def"
#undef CUDALINT_PROBE_PLAN_KEY
#undef CUDALINT_PROBE_BENCH
};

const BenchInfo *benchInfo(llvm::StringRef Bench) {
  for (const BenchInfo &B : Benches)
    if (B.Bench == Bench)
      return &B;
  return nullptr;
}

std::optional<llvm::json::Value> fieldValue(const ProbeConfig &C, ProbeField F) {
  switch (F) {
  case ProbeField::Bytes:
    return C.Bytes ? std::optional<llvm::json::Value>(*C.Bytes) : std::nullopt;
  case ProbeField::Direction:
    if (!C.Direction)
      return std::nullopt;
    return llvm::json::Value(*C.Direction == ProbeDirection::DeviceToHost ? "D2H" : "H2D");
  case ProbeField::AllocBytes:
    return C.AllocBytes ? std::optional<llvm::json::Value>(*C.AllocBytes) : std::nullopt;
  case ProbeField::Streams:
    return C.Streams ? std::optional<llvm::json::Value>(*C.Streams) : std::nullopt;
  }
  return std::nullopt;
}

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

double number(const Object *O, llvm::StringRef Key) {
  std::optional<double> V = O ? O->getNumber(Key) : std::nullopt;
  return V ? *V : NAN;
}

std::string text(const Object *O, llvm::StringRef Key, llvm::StringRef Otherwise = "") {
  std::optional<llvm::StringRef> V = O ? O->getString(Key) : std::nullopt;
  return (V ? *V : Otherwise).str();
}

/// The by_size row nearest to Bytes on a log scale (ties to the smaller size).
const Object *nearestRow(const Object &Entry, llvm::StringRef Key, uint64_t Bytes) {
  const llvm::json::Array *Rows = Entry.getArray("by_size");
  if (!Rows)
    return nullptr;
  const Object *Best = nullptr;
  double BestDist = 0;
  for (const llvm::json::Value &V : *Rows) {
    const Object *Row = V.getAsObject();
    std::optional<double> Size = Row ? Row->getNumber(Key) : std::nullopt;
    if (!Size)
      continue;
    double Dist = std::fabs(std::log2(*Size) - std::log2(double(std::max<uint64_t>(Bytes, 1))));
    if (!Best || Dist < BestDist - 1e-9) {
      Best = Row;
      BestDist = Dist;
    }
  }
  return Best;
}

uint64_t sizeOf(const Object &Row, llvm::StringRef Key) {
  return static_cast<uint64_t>(Row.getNumber(Key).value_or(0));
}

} // namespace

llvm::Expected<ProbeResults> ProbeResults::load(llvm::StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(), "cannot read probe results '" + Path +
                                                          "': " + Buffer.getError().message());
  llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse((*Buffer)->getBuffer());
  const Object *Doc = Parsed ? Parsed->getAsObject() : nullptr;
  if (!Parsed)
    llvm::consumeError(Parsed.takeError());
  if (!Doc || Doc->getString("schema") != std::optional<llvm::StringRef>("cudalint-probe/1"))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "'" + Path + "' is not a cudalint-probe/1 results file");
  ProbeResults R;
  const Object *Machine = Doc->getObject("machine");
  R.Gpu = text(Machine ? Machine->getObject("gpu") : nullptr, "name", "this GPU");
  R.Doc = std::make_shared<const Object>(std::move(*Parsed->getAsObject()));
  return R;
}

/// The figure for one finding: at its size where the check measured sizes, else the summary.
std::optional<std::string> ProbeResults::measured(llvm::StringRef Bench,
                                                  const ProbeConfig &C) const {
  const Object *Checks = Doc->getObject("checks");
  const Object *Entry = Checks ? Checks->getObject(Bench) : nullptr;
  if (!Entry)
    return std::nullopt;
  // The by_size rows of these two benchmarks (docs/probe.md) quote a finding's own size.
  if (Bench == "pageable-async-memcpy" && C.Bytes) {
    bool D2H = C.Direction == ProbeDirection::DeviceToHost;
    std::string Dir = D2H ? "d2h" : "h2d";
    if (const Object *Row = nearestRow(*Entry, "bytes", *C.Bytes)) {
      double Pageable = number(Row, Dir + "_pageable_gbps");
      double Pinned = number(Row, Dir + "_pinned_gbps");
      if (std::isfinite(Pageable) && std::isfinite(Pinned) && Pageable > 0)
        return "measured on " + Gpu + " at " + bytesText(sizeOf(*Row, "bytes")) + ": pageable " +
               (D2H ? "D2H " : "H2D ") + fixed(Pageable, 2) + " GB/s vs pinned " +
               fixed(Pinned, 2) + " GB/s (" + fixed(Pinned / Pageable, 1) + "x)";
    }
  }
  if (Bench == "alloc-in-loop" && C.AllocBytes) {
    if (const Object *Row = nearestRow(*Entry, "alloc_bytes", *C.AllocBytes)) {
      double Bad = number(Row, "malloc_free_us_per_iter");
      double Fixed = number(Row, "hoisted_us_per_iter");
      if (std::isfinite(Bad) && std::isfinite(Fixed))
        return "measured on " + Gpu + " at " + bytesText(sizeOf(*Row, "alloc_bytes")) + ": " +
               fixed(Bad, 1) + " us per iteration with the allocation in the loop vs " +
               fixed(Fixed, 1) + " us hoisted";
    }
  }
  if (std::optional<llvm::StringRef> Summary = Entry->getString("summary"))
    return "measured on " + Gpu + ": " + Summary->str();
  return std::nullopt;
}

std::optional<std::string> ProbeResults::confirmed(llvm::StringRef Bench,
                                                   llvm::StringRef Id) const {
  const Object *Plans = Doc->getObject("plan_results");
  const Object *P = Plans ? Plans->getObject(Id) : nullptr;
  if (!P)
    return std::nullopt;
  const BenchInfo *Info = benchInfo(Bench);
  if (Info && Info->How == Confirm::Failure) {
    // The finding is a failure, not a cost: confirmed when the probe saw the call fail.
    // A benchmark may say what it saw as {"failure": {"observed": bool, "detail": text}}.
    if (const Object *F = P->getObject("failure"))
      return (F->getBoolean("observed").value_or(false) ? "confirmed on " : "not confirmed on ") +
             Gpu + ": " + text(F, "detail", "no detail recorded");
    const Object *Cases = P->getObject("elapsed_time_cases");
    const Object *C = Cases ? Cases->getObject("disable_disable") : nullptr;
    if (!C)
      return "not confirmed on " + Gpu + ": the probe has no result for this call";
    std::string Error = text(C, "error", "cudaSuccess");
    if (Error == "cudaSuccess")
      return "not confirmed on " + Gpu + ": cudaEventElapsedTime succeeded on DisableTiming events";
    bool Untouched = C->getBoolean("output_untouched").value_or(false);
    return "confirmed on " + Gpu + ": cudaEventElapsedTime on DisableTiming events returned " +
           Error + (Untouched ? ", output untouched" : "");
  }
  double Factor = number(P, "cost_factor");
  if (!std::isfinite(Factor) || !P->getBoolean("verified").value_or(false))
    return "not confirmed on " + Gpu + ": the measurement for this finding did not verify";
  std::string Summary = text(P, "summary");
  std::string Detail = P->getString("summary") ? ": " + Summary : "";
  if (Factor > 1.0)
    return "confirmed on " + Gpu + ": " + fixed(Factor, 2) + "x worse than the fix" + Detail;
  return "not confirmed on " + Gpu + ": the flagged pattern measured " + fixed(Factor, 2) +
         "x the fix's cost for this configuration" + Detail;
}

std::vector<std::string> ProbeResults::notesFor(llvm::StringRef Bench, llvm::StringRef Id,
                                                const ProbeConfig &Config) const {
  std::vector<std::string> Notes;
  if (std::optional<std::string> Text = measured(Bench, Config))
    Notes.push_back(std::move(*Text));
  if (std::optional<std::string> Text = confirmed(Bench, Id))
    Notes.push_back(std::move(*Text));
  return Notes;
}

void ProbeJoin::join(std::vector<clang::tidy::ClangTidyError> &Findings) {
  for (clang::tidy::ClangTidyError &Finding : Findings) {
    llvm::StringRef Bench = Finding.DiagnosticName;
    Bench.consume_front("cuda-");
    decltype(Finding.Notes) Notes;
    for (clang::tooling::DiagnosticMessage &Note : Finding.Notes) {
      std::optional<ProbeFindingData> Data = decodeProbeNote(Note.Message);
      if (!Data) {
        Notes.push_back(std::move(Note));
        continue;
      }
      std::string Id = Bench.str();
      if (!Data->File.empty())
        Id += "@" + Data->File + ":" + std::to_string(Data->Line) + ":" +
              std::to_string(Data->Column);
      Seen.emplace(Id, PlanItem{Id, Bench.str(), Data->Config});
      if (!Results)
        continue;
      for (std::string &Text : Results->notesFor(Bench, Id, Data->Config)) {
        clang::tooling::DiagnosticMessage Measured;
        Measured.Message = std::move(Text);
        Measured.FilePath = Note.FilePath;
        Measured.FileOffset = Note.FileOffset;
        Notes.push_back(std::move(Measured));
      }
    }
    Finding.Notes = std::move(Notes);
  }
}

std::vector<PlanItem> ProbeJoin::planItems() const {
  std::vector<PlanItem> Items;
  for (const auto &[Id, Item] : Seen) {
    // cudalint-probe --plan needs every required key: a finding whose size is known only at
    // run time cannot be measured as it is.
    bool Measurable = benchInfo(Item.Bench) != nullptr;
    for (const PlanKey &K : PlanKeys)
      if (K.Bench == Item.Bench && K.Required && !fieldValue(Item.Config, K.Field))
        Measurable = false;
    if (Measurable)
      Items.push_back(Item);
  }
  return Items;
}

std::string renderProbePlan(const std::vector<PlanItem> &Items) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  llvm::json::OStream J(OS, /*IndentSize=*/2);
  J.array([&] {
    for (const PlanItem &Item : Items)
      J.object([&] {
        J.attribute("id", Item.Id);
        J.attribute("check", Item.Bench);
        Object Config;
        for (const PlanKey &K : PlanKeys)
          if (K.Bench == Item.Bench)
            if (std::optional<llvm::json::Value> V = fieldValue(Item.Config, K.Field))
              Config[K.Key] = std::move(*V);
        if (!Config.empty())
          J.attribute("config", llvm::json::Value(std::move(Config)));
      });
  });
  OS << "\n";
  return Text;
}

} // namespace cudalint::probe

//===--- ProbePlan.cpp - the findings' configurations as a cudalint-probe plan --------===//
#include "Output.h"
#include "utils/ProbeResults.h"
#include "llvm/Support/FileSystem.h"
#include <nlohmann/json.hpp>

namespace cudalint {

namespace {

/// Whether cudalint-probe --plan can measure the finding: the configuration its benchmark
/// requires is known statically (a copy's size, an allocation's size).
bool measurable(const clang::tidy::cuda::ProbePlanItem &Item) {
  if (Item.Check == "pageable-async-memcpy")
    return Item.Config.Bytes.has_value();
  if (Item.Check == "alloc-in-loop")
    return Item.Config.AllocBytes.has_value();
  return true;
}

} // namespace

llvm::Error writeProbePlan(llvm::StringRef Path,
                           std::vector<clang::tidy::cuda::ProbePlanItem> Items) {
  llvm::sort(Items, [](const auto &A, const auto &B) { return A.Id < B.Id; });
  Items.erase(std::unique(Items.begin(), Items.end(),
                          [](const auto &A, const auto &B) { return A.Id == B.Id; }),
              Items.end());
  nlohmann::ordered_json Plan = nlohmann::ordered_json::array();
  for (const clang::tidy::cuda::ProbePlanItem &Item : Items) {
    if (!measurable(Item))
      continue;
    nlohmann::ordered_json Config = nlohmann::ordered_json::object();
    if (Item.Config.Bytes)
      Config["bytes"] = *Item.Config.Bytes;
    if (Item.Config.Direction)
      Config["direction"] = *Item.Config.Direction;
    if (Item.Config.AllocBytes)
      Config["alloc_bytes"] = *Item.Config.AllocBytes;
    if (Item.Config.Streams)
      Config["streams"] = *Item.Config.Streams;
    nlohmann::ordered_json Entry = {{"id", Item.Id}, {"check", Item.Check}};
    if (!Config.empty())
      Entry["config"] = std::move(Config);
    Plan.push_back(std::move(Entry));
  }
  return writeFileAtomically(Path, Plan.dump(2) + "\n", /*Durable=*/false);
}

} // namespace cudalint

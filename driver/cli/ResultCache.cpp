//===--- ResultCache.cpp - translation unit results, keyed by content -----------------===//
#include "ResultCache.h"
#include "Output.h"
#include "clang-tidy/ClangTidyOptions.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <nlohmann/json.hpp>

#ifndef CUDALINT_VERSION
#error "CUDALINT_VERSION must be defined by the build"
#endif

namespace cudalint {

using json = nlohmann::json;

namespace {

constexpr const char *EntryFormat = "cudalint-cache/1";

void warn(const llvm::Twine &Message) { llvm::errs() << "cudalint: warning: " << Message << "\n"; }

class FolderCache : public CacheBackend {
public:
  explicit FolderCache(llvm::StringRef Dir) : Dir(Dir) {}

  std::optional<std::string> get(llvm::StringRef Key) override {
    auto Buffer = llvm::MemoryBuffer::getFile(path(Key), /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
    if (!Buffer)
      return std::nullopt;
    return (*Buffer)->getBuffer().str();
  }

  bool put(llvm::StringRef Key, llvm::StringRef Value) override {
    if (Failed)
      return false;
    std::string Path = path(Key);
    // A temporary file renamed over the entry: readers see all of it or nothing.
    std::error_code EC = llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path));
    if (!EC)
      if (llvm::Error E = writeFileAtomically(Path, Value, /*Durable=*/false))
        EC = llvm::errorToErrorCode(std::move(E));
    if (EC) {
      Failed = true;
      warn("cannot write to the cache folder '" + Dir + "' (" + EC.message() +
           "); continuing without storing results");
    }
    return !Failed;
  }

  llvm::StringRef name() const override { return "local"; }

private:
  std::string path(llvm::StringRef Key) const {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, Key.take_front(2), Key.drop_front(2));
    return std::string(P);
  }
  std::string Dir;
  bool Failed = false;
};

} // namespace

std::unique_ptr<CacheBackend> makeFolderCache(llvm::StringRef Dir) {
  return std::make_unique<FolderCache>(Dir);
}

std::string contentDigest(llvm::StringRef Contents) {
  llvm::XXH128_hash_t H = llvm::xxh3_128bits(llvm::arrayRefFromStringRef(Contents));
  return llvm::utohexstr(H.high64, /*LowerCase=*/true, 16) +
         llvm::utohexstr(H.low64, /*LowerCase=*/true, 16);
}

std::string toolIdentity() {
  std::string Identity =
      std::string("cudalint ") + CUDALINT_VERSION + " LLVM " + LLVM_VERSION_STRING;
  // The checks are linked into the executable: its bytes name the checks' code.
  static int Anchor;
  std::string Self = llvm::sys::fs::getMainExecutable(nullptr, &Anchor);
  auto Buffer = llvm::MemoryBuffer::getFile(Self, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  Identity += " " + (Buffer ? contentDigest((*Buffer)->getBuffer()) : "unknown-" + Self);
  return Identity;
}

std::string cacheKey(const CacheKeyBase &Base, const TranslationUnitJob &Job,
                     const clang::tidy::ClangTidyOptions &Options) {
  clang::tidy::ClangTidyOptions Config = Options;
  Config.User = std::nullopt; // the user's name changes no cuda-* result
  llvm::SHA256 Hash;
  auto Add = [&](llvm::StringRef Part) {
    Hash.update(Part);
    Hash.update(llvm::StringRef("\0", 1));
  };
  Add(EntryFormat);
  Add(Base.ToolIdentity);
  Add(Base.ProbeDigest);
  Add(Base.FixNotes ? "fix-notes" : "");
  Add(clang::tidy::configurationAsText(Config));
  Add(Job.File);
  Add(Job.Command.Directory);
  for (const std::string &Arg : analysisCommandLine(Job, Options))
    Add(Arg);
  std::array<uint8_t, 32> Digest = Hash.final();
  return llvm::toHex(Digest, /*LowerCase=*/true);
}

bool ResultCache::unchanged(const std::vector<std::pair<std::string, std::string>> &Inputs) {
  for (const auto &[Path, Digest] : Inputs) {
    auto [It, New] = Digests.try_emplace(Path);
    if (New) {
      auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                                /*RequiresNullTerminator=*/false);
      It->second = Buffer ? contentDigest((*Buffer)->getBuffer()) : "missing";
    }
    if (It->second != Digest)
      return false;
  }
  return true;
}

std::optional<TranslationUnitOutcome> ResultCache::lookup(llvm::StringRef Key) {
  bool Stale = false;
  for (size_t I = 0; I < Backends.size(); ++I) {
    std::optional<std::string> Bytes = Backends[I]->get(Key);
    if (!Bytes)
      continue;
    json Entry = json::from_cbor(*Bytes, /*strict=*/true, /*allow_exceptions=*/false);
    if (Entry.is_discarded() || !Entry.is_object() || Entry.value("format", "") != EntryFormat)
      continue; // unreadable: overwritten after the analysis
    std::vector<std::pair<std::string, std::string>> Inputs;
    std::optional<TranslationUnitOutcome> Outcome;
    try {
      Inputs = Entry.at("inputs").get<decltype(Inputs)>();
      const json::binary_t &Stored = Entry.at("outcome").get_binary();
      Outcome = deserializeOutcome(
          llvm::StringRef(reinterpret_cast<const char *>(Stored.data()), Stored.size()));
    } catch (const json::exception &) {
      continue;
    }
    if (!Outcome)
      continue;
    if (!unchanged(Inputs)) { // a file it was parsed from changed: not this entry
      Stale = true;
      continue;
    }
    ++Stats.Hits;
    Stats.SharedHits += Backends[I]->name() == "shared";
    for (size_t J = 0; J < I; ++J) // found further down: the faster backends get it too
      Backends[J]->put(Key, *Bytes);
    return Outcome;
  }
  ++Stats.Misses;
  Stats.Stale += Stale;
  return std::nullopt;
}

void ResultCache::store(llvm::StringRef Key, const TranslationUnitOutcome &Outcome) {
  if (Outcome.Crashed || Outcome.TimedOut || Outcome.Inputs.empty())
    return;
  std::string Bytes = serializeOutcome(Outcome);
  json Entry = {{"format", EntryFormat},
                {"inputs", Outcome.Inputs},
                {"outcome", json::binary(std::vector<std::uint8_t>(Bytes.begin(), Bytes.end()))}};
  std::vector<uint8_t> Cbor = json::to_cbor(Entry);
  llvm::StringRef Value(reinterpret_cast<const char *>(Cbor.data()), Cbor.size());
  bool Stored = false;
  for (auto &Backend : Backends)
    Stored |= Backend->put(Key, Value);
  Stats.Stored += Stored;
}

} // namespace cudalint

//===--- ResultCache.h - translation unit results, keyed by content -------------------===//
//
// A unit's outcome is stored under a key that digests everything the analysis depends on
// but the files it reads: the cudalint version and executable (the checks are linked in),
// LLVM's version, the effective configuration for the file (checks, options, filters), the
// compile command as clang runs it (after nvcc translation, with --extra-arg and friends),
// --fix-notes, and the probe results file. The entry holds, next to the outcome, the digest
// of every file the parse read (main file, user and system headers) as it saw them: a hit
// re-hashes each one, so an edited header is a miss, never a stale result.
//
// Backends: a local folder (--cache-dir; entries written to a temporary file and renamed,
// so concurrent runs never see half an entry) and plain HTTP GET/PUT (--cache-url; an
// nginx WebDAV location, bazel-remote's /ac/). A backend that fails is a one-line warning
// and is not asked again in this run; the analysis continues uncached.
//
//===----------------------------------------------------------------------------------===//
#ifndef CUDALINT_DRIVER_CLI_RESULTCACHE_H
#define CUDALINT_DRIVER_CLI_RESULTCACHE_H

#include "Runner.h"
#include "llvm/ADT/StringMap.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cudalint {

/// Where entries live; every store goes to each backend, a lookup asks them in order.
class CacheBackend {
public:
  virtual ~CacheBackend() = default;
  virtual std::optional<std::string> get(llvm::StringRef Key) = 0;
  /// False when the entry was not stored.
  virtual bool put(llvm::StringRef Key, llvm::StringRef Value) = 0;
  virtual llvm::StringRef name() const = 0; ///< "local" or "shared"
};

/// --cache-dir: DIR/<2 hex>/<62 hex>.
std::unique_ptr<CacheBackend> makeFolderCache(llvm::StringRef Dir);
/// --cache-url: GET and PUT <url><64 hex>; nullptr and \p Why for a URL it cannot use.
std::unique_ptr<CacheBackend> makeHttpCache(llvm::StringRef Url, std::string &Why);

/// Everything of the key that is the same for every unit of a run.
struct CacheKeyBase {
  std::string ToolIdentity; ///< version, LLVM version, digest of the executable
  std::string ProbeDigest;  ///< digest of --probe-results' file, "" without one
  bool FixNotes = false;
};
/// The identity of this cudalint: its version, LLVM's, and its executable's digest.
std::string toolIdentity();

/// The key of \p Job under \p Options (the configuration for its file): 64 hex digits.
std::string cacheKey(const CacheKeyBase &Base, const TranslationUnitJob &Job,
                     const clang::tidy::ClangTidyOptions &Options);

class ResultCache {
public:
  explicit ResultCache(std::vector<std::unique_ptr<CacheBackend>> Backends)
      : Backends(std::move(Backends)) {}

  /// The stored outcome, when every file it was parsed from still has the same content.
  std::optional<TranslationUnitOutcome> lookup(llvm::StringRef Key);
  /// Stores a whole outcome (never a crashed or timed-out one).
  void store(llvm::StringRef Key, const TranslationUnitOutcome &Outcome);

  struct Counts {
    unsigned Hits = 0, SharedHits = 0, Misses = 0, Stale = 0, Stored = 0;
  } Stats;

private:
  bool unchanged(const std::vector<std::pair<std::string, std::string>> &Inputs);
  std::vector<std::unique_ptr<CacheBackend>> Backends;
  llvm::StringMap<std::string> Digests; ///< files hashed in this run
};

/// The digest of \p Contents that entries record for each input file.
std::string contentDigest(llvm::StringRef Contents);

} // namespace cudalint

#endif

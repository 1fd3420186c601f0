//===--- FunctionSummaries.h - facts about functions that other translation units use ----===//
//
// A check sees one translation unit. A fact that decides a finding may live in a function
// defined in another one (issue 14). When a front end analyses a whole project (the CLI), it
// opens a SummaryCollector around each unit's parse; while one is open, checks
//  - record a summary of each function the unit defines, keyed by its clang USR, and
//  - mark a finding that a function the unit only declares could disprove with a condition
//    note ("cudalint-condition {json}"): drop the finding when the condition holds.
// After every unit, the front end puts the summaries into a SummaryIndex and drops the findings
// whose condition holds there (driver/cli/ProjectIndex.h). Without a collector (the clang-tidy
// plugin, cudalint-clangd) nothing is recorded and no note is attached.
//
// The facts so far: what a call does first to the CUDA runtime's last error (reads and uses
// it, clears it without reading, or neither), for cuda-unchecked-error; what host memory a
// function returns or stores through an out-parameter (pageable or pinned), for
// cuda-pageable-async-memcpy; and the project functions each function calls, and which of them
// on every iteration of a loop, so that a copy in one unit is known to repeat when a loop in
// another calls its function (cuda-pageable-async-memcpy's uploads of unbounded size,
// cuda-alloc-in-loop's per-call allocations); and what host memory each function's calls pass
// to the pointer parameters of functions other units may call, joined over every unit, so that
// a copy of such a parameter (a header's function) is decided by every call of the program
// when the run saw it whole; what each unit stores into pointer members and globals other
// units may store into too; and the streams each unit creates or takes from outside, for
// cuda-default-stream's question "is every stream of the program non-blocking?". A function
// defined in no analysed unit, reached through a pointer or a virtual call, recursion, or a USR
// whose units disagree is unknown: an unchecked-error finding stays, a pageable-copy finding
// that needs the fact goes.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_FUNCTIONSUMMARIES_H
#define CUDALINT_CHECKS_ANALYSIS_FUNCTIONSUMMARIES_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace clang {
class Decl;
class FunctionDecl;
namespace tidy {
class ClangTidyCheck;
} // namespace tidy
} // namespace clang

namespace clang::tidy::cuda {

/// What a call does to the runtime's last error, seen from its caller.
enum class LastErrorUse {
  None,  ///< neither (or unknown)
  Read,  ///< reads it and uses the value (a used cudaGetLastError, a checking function)
  Clear, ///< clears it without reading (`cudaGetLastError();`)
  /// Summaries only: makes CUDA calls of its own (not a synchronize) before it reads or clears
  /// the last error. A read after them checks that work, not its caller's (a library's
  /// `create()` that sets the device and then checks), so it decides nothing for the caller.
  OwnCudaWork,
};

/// The first read or clear of the last error in a sequence of calls, as far as one unit sees:
/// first the calls to functions it only declares (their USRs, in order), whose effect only the
/// index knows, then the first read or clear it knows itself (None: none follows).
struct LastErrorSummary {
  /// At most this many functions are queued; later ones are taken to leave the last error
  /// alone (each call of a function with N calls of different functions after it would
  /// otherwise hold O(N) names: 3000 of them took 1.5 GB).
  static constexpr size_t MaxPending = 64;
  std::vector<std::string> Pending;
  LastErrorUse Then = LastErrorUse::None;

  bool trivial() const { return Pending.empty() && Then == LastErrorUse::None; }
  /// Appends what follows: the first known effect wins, declared-only calls queue before it
  /// (each function once: a later call of it decides as the first).
  void append(const LastErrorSummary &Next);
  bool operator==(const LastErrorSummary &O) const {
    return Pending == O.Pending && Then == O.Then;
  }
};

/// The host memory a function hands out, seen from a caller.
enum class HostMemoryFact {
  None,     ///< no memory of its own (only what Pending adds)
  Pageable, ///< malloc, new, std::vector storage, ...
  Pinned,   ///< cudaMallocHost, cudaHostAlloc, ...
  Unknown,  ///< anything else, or origins of different kinds (index answers, passed memory)
};

/// Memory that another unit's function hands out: its return value (Param < 0), or what it
/// stores through its parameter Param (`T **p`, `T *&p`). With Argument: the memory that the
/// callers of function Usr pass as its pointer parameter Param, every call the index saw. With
/// Stored: the memory stored into the field or global variable Usr, every store the index saw.
struct HandedMemory {
  std::string Usr;
  int Param = -1;
  bool Argument = false;
  bool Stored = false;
  bool operator==(const HandedMemory &O) const {
    return Usr == O.Usr && Param == O.Param && Argument == O.Argument && Stored == O.Stored;
  }
  bool operator<(const HandedMemory &O) const {
    return std::tie(Usr, Param, Argument, Stored) < std::tie(O.Usr, O.Param, O.Argument, O.Stored);
  }
};

/// The kind of the memory a function returns or stores into one out-parameter, as far as one
/// unit sees: Known for the origins it sees, and the memory of other units' functions
/// (Pending), which must all agree with it. An unknown one is not recorded.
struct HostMemorySummary {
  HostMemoryFact Known = HostMemoryFact::None;
  std::vector<HandedMemory> Pending;
  /// Where its pageable memory is allocated (the first such origin), for the note of a finding
  /// in another unit: an absolute path, an offset in it, the allocator ("malloc"). Not part of
  /// the fact: units that agree on the kind agree.
  struct Site {
    std::string File;
    unsigned Offset = 0;
    std::string Allocator;
  };
  std::optional<Site> Allocated;
  /// Where the function hands the memory on: returns it, stores it through the out-parameter,
  /// or passes the out-parameter on to another unit's function (How says which), for the chain
  /// of notes of a finding in another unit (issue 14). Not part of the fact either.
  struct HandOff {
    std::string File;
    unsigned Offset = 0;
    std::string How;
  };
  std::optional<HandOff> Handed;
  bool operator==(const HostMemorySummary &O) const {
    return Known == O.Known && Pending == O.Pending;
  }
  /// The note at an allocation site, in the unit whose finding it explains (\p InThisUnit: a
  /// file that unit's parse read, where a caller passes the memory down).
  static std::string siteNote(const Site &S, bool InThisUnit = false) {
    // No allocator: a stack or static variable, an array, a string literal.
    return (S.Allocator.empty() ? "pageable memory declared here"
                                : "pageable buffer allocated here with " + S.Allocator) +
           (InThisUnit ? "" : ", in another translation unit");
  }
};

/// \p From joined into \p Into: pageable (or pinned) only when both are, None counting as
/// neither; Pending united; the first allocation and hand-off kept, for the notes.
void joinHostMemory(HostMemorySummary &Into, const HostMemorySummary &From);

/// Host memory passed to the pointer parameters of functions: callee USR -> parameter -> memory.
using PassedMemory = std::map<std::string, std::map<unsigned, HostMemorySummary>>;

/// A place in a source file: an absolute path and an offset in it.
struct SourceSite {
  std::string File;
  unsigned Offset = 0;
};

/// The streams one unit creates or obtains, for the program-wide question "is every stream
/// non-blocking?" (the legacy default stream synchronizes with blocking streams only).
struct StreamFacts {
  bool Blocking = false;    ///< creates a stream not known to be non-blocking
  bool NonBlocking = false; ///< creates a stream with cudaStreamNonBlocking
  /// Obtains a stream handle from code outside the project (a library's stream, a framework's
  /// current stream), or compiles the default stream per thread: unknown streams.
  bool Foreign = false;
  void join(const StreamFacts &O) {
    Blocking |= O.Blocking;
    NonBlocking |= O.NonBlocking;
    Foreign |= O.Foreign;
  }
};

/// What a function of the project does, as the unit that defines it sees it.
struct FunctionSummary {
  LastErrorSummary LastError; ///< a call's first effect on the last error
  std::optional<HostMemorySummary> Returns;       ///< the host memory it returns
  std::map<unsigned, HostMemorySummary> OutParams; ///< what it stores through parameter k
  /// The project functions it calls directly (USRs; not virtual calls, not through pointers).
  std::set<std::string> Calls;
  /// Of those, the ones it calls on every iteration of a loop of its own body that repeats
  /// (LoopWork::repeatingLoopApartFromDevices), each with the first such call. Not part of
  /// the fact's identity (units that agree on the callees agree).
  std::map<std::string, SourceSite> CallsEveryIteration;
  /// The project functions it calls (USRs), each with whether every such call is followed in
  /// this body by a read of the runtime's last error before anything clears it: a runtime call
  /// whose result the callee drops is read there (cuda-unchecked-error). Not part of the
  /// identity; the index joins every unit's (SummaryIndex::everyCallerReadsAfter).
  std::map<std::string, bool> ReadsAfterCalling;
  /// It only waits for the device (SyncOrder.h waitsForDeviceOnly): a call of it is a
  /// cudaDeviceSynchronize for the stream checks of the units that call it.
  bool WaitsForDevice = false;
  /// The stream parameters (by index) it never reads: not on any path, not handed to a
  /// function that reads them (MissingStreamCheck's streamUnusedOnPath, called from nowhere).
  /// A call that omits such a parameter enqueues nothing on the default stream through it.
  std::set<unsigned> IgnoredStreams;
  /// The stream parameters (by index) its asynchronous work runs on as the caller passes them
  /// (StreamParameters.h workQueuedOnParameter), each with that work's place: a call that
  /// passes the legacy default stream there puts the work on it (cuda-default-stream).
  std::map<unsigned, SourceSite> QueuesWorkOn;
  /// For a stream parameter with no such work in its unit: the functions of other units it
  /// hands that parameter to, unchanged (callee USR, parameter index); the index follows them
  /// (SummaryIndex::queuedWorkOn, a fixed point over the calls).
  std::map<unsigned, std::set<std::pair<std::string, unsigned>>> HandsStreamTo;
  /// Storage it acquires (allocates, pins or registers) on every call without releasing it,
  /// and storage it releases on every call without acquiring it, by a name every unit spells
  /// alike (storageKeyAcross, CallSummaries.h), each with the call's place: half of a
  /// per-frame init()/cleanup() pair (cuda-alloc-in-loop).
  std::map<std::string, SourceSite> AcquiresEveryCall, ReleasesEveryCall;
  /// The synchronizing allocations and frees it pairs on every call (cuda-alloc-in-loop's
  /// per-call rule), by API name, each with its first call's place, and the device work it
  /// does besides (LoopWork's work bits): an editor whose AST lacks its body (a header's
  /// function, skipped in clangd's preamble) reports a loop that calls it from these.
  std::map<std::string, SourceSite> ChurnsEveryCall;
  unsigned DeviceWork = 0;
  /// The host memory it passes to pointer parameter k of project functions other units can
  /// call (callee USR -> k -> memory, its calls joined; Known Unknown when any call's memory
  /// is unknown or the function takes the callee's address). Not part of its identity: the
  /// index joins every unit's calls (SummaryIndex::passedTo).
  PassedMemory Passes;
  /// Only in the entry of a field or a global variable (its USR, not a function's): the host
  /// memory this unit stores into it, every store joined (Known Unknown when one is unknown, or
  /// when the unit may pin or register it). Not part of the identity: the index joins every
  /// unit's stores (SummaryIndex::storedIn).
  std::optional<HostMemorySummary> Stored;
  /// Only in the entry StreamsUsr: the streams this unit creates or obtains (joined by the
  /// index: SummaryIndex::everyStreamNonBlocking). Not part of the identity.
  std::optional<StreamFacts> Streams;
  bool operator==(const FunctionSummary &O) const {
    auto SameKeys = [](const std::map<std::string, SourceSite> &A,
                       const std::map<std::string, SourceSite> &B) {
      return llvm::equal(llvm::make_first_range(A), llvm::make_first_range(B));
    };
    return LastError == O.LastError && Returns == O.Returns && OutParams == O.OutParams &&
           Calls == O.Calls && WaitsForDevice == O.WaitsForDevice &&
           IgnoredStreams == O.IgnoredStreams &&
           llvm::equal(llvm::make_first_range(QueuesWorkOn),
                       llvm::make_first_range(O.QueuesWorkOn)) &&
           HandsStreamTo == O.HandsStreamTo &&
           SameKeys(AcquiresEveryCall, O.AcquiresEveryCall) &&
           SameKeys(ReleasesEveryCall, O.ReleasesEveryCall) &&
           SameKeys(ChurnsEveryCall, O.ChurnsEveryCall) && DeviceWork == O.DeviceWork;
  }
};

/// Summaries of the functions one unit defines, by USR (only non-trivial ones are kept), and
/// what it stores into fields and globals other units may read (FunctionSummary::Stored).
using UnitSummaries = std::map<std::string, FunctionSummary>;

/// The entry under which a unit that may pin host memory it cannot name (a registration of an
/// address it cannot follow) stores Unknown: then no field or global is known pageable.
inline constexpr llvm::StringLiteral AnyStorageUsr = "*";
/// The entry under which a unit records its streams (FunctionSummary::Streams).
inline constexpr llvm::StringLiteral StreamsUsr = "*streams";

/// While alive, checks on this thread record summaries into \p Into and attach condition
/// notes (one unit's parse). Not nested.
class SummaryCollector {
public:
  explicit SummaryCollector(UnitSummaries &Into);
  ~SummaryCollector();
  SummaryCollector(const SummaryCollector &) = delete;
  SummaryCollector &operator=(const SummaryCollector &) = delete;
  /// The open collector's summaries on this thread, or nullptr.
  static UnitSummaries *active();
};

/// A function only this file can call (static, or in an anonymous namespace; not a method)
/// that nothing in it references: dead code, which clang's -Wunused-function names.
bool isUncalledFileLocalFunction(const FunctionDecl *FD);

/// The clang USR of \p D; "" when it has none.
std::string usrOf(const Decl *D);

/// A function of the project that units can name alike and whose calls go where they say:
/// not a builtin, not dispatched virtually, not declared in a system header.
bool isProjectFunctionDecl(const FunctionDecl *FD);

/// A function whose effect only the project index can tell: declared here without a body,
/// outside system headers, with external linkage, called directly (not virtual), not a CUDA
/// API function nor a builtin.
bool isProjectExternal(const FunctionDecl *FD);

/// A finding's condition. Drop it when, for every entry of ReadsLastErrorFirst, the calls it
/// lists (in order) read the last error before anything clears it (one entry per unchecked
/// call of the finding); keep it only when every memory in PageableFrom is known pageable,
/// and, when RepeatsVia is set, only when a loop somewhere in the project calls it (its USR
/// and its name) on every iteration, directly or through other functions; drop it when every
/// function of UnlessWaitsForDevice (USRs) only waits for the device; drop it when the function
/// of UnlessIgnoresStream (USR, parameter) never reads that stream parameter; keep it only when
/// the function of IfQueuesWorkOn (USR, parameter) queues work on that stream parameter; when
/// PairedAcross is
/// set, keep it only when a loop calls, on every iteration, both that function and one that
/// does the other half on that storage.
/// What a finding kept by RepeatsVia repeats: the note at the loop's call says it.
enum class RepeatedWork { Copy, Allocation };
/// Half of an acquire/release pair split over two functions: Function (its USR and name)
/// acquires Storage on every call, or (Releases) releases it.
struct SplitPair {
  std::string Storage, Usr, Name;
  bool Releases = false;
};
struct FindingCondition {
  std::vector<std::vector<std::string>> ReadsLastErrorFirst;
  std::vector<HandedMemory> PageableFrom;
  std::optional<std::pair<std::string, std::string>> RepeatsVia;
  RepeatedWork Repeats = RepeatedWork::Copy;
  std::vector<std::string> UnlessWaitsForDevice;
  std::optional<std::pair<std::string, unsigned>> UnlessIgnoresStream;
  std::optional<std::pair<std::string, unsigned>> IfQueuesWorkOn;
  std::optional<SplitPair> PairedAcross;
  /// The function (USR) whose callers an entry of ReadsLastErrorFirst that ends with
  /// CallersReadMark leaves it to: such an entry also holds when its calls neither read nor
  /// clear the last error and every caller of that function reads it after the call.
  std::string CallersRead;
  /// Drop it when every stream of the whole program is known to be non-blocking
  /// (SummaryIndex::everyStreamNonBlocking): legacy-stream work then waits for none of them.
  bool UnlessStreamsNonBlocking = false;
};
/// The last element of a ReadsLastErrorFirst entry that its function's callers may check.
inline constexpr llvm::StringLiteral CallersReadMark = "^callers";
/// The notes of a kept PairedAcross finding: at the loop's call of its function, and at the
/// other half's call in the partner function.
std::string pairedPartnerNote(bool PartnerReleases);
/// The note at the call of a loop that makes \p Function (a name) repeat, found through the
/// index: in another unit, or (\p InThisUnit) in a file the finding's own unit read, further up
/// its calls than the check looks.
std::string repeatNote(llvm::StringRef Function, RepeatedWork What = RepeatedWork::Copy,
                       bool InThisUnit = false);

/// The note at the work a function queues on the stream a call passes it (\p Function, a
/// name; empty when only the index knows the place).
std::string queuedWorkNote(llvm::StringRef Function);

/// "cudalint-condition {json}", and back (nullopt for any other note).
std::string encodeConditionNote(const FindingCondition &C);
std::optional<FindingCondition> decodeConditionNote(llvm::StringRef NoteText);
bool isConditionNote(llvm::StringRef NoteText);

/// The summaries of every analysed unit, joined.
class SummaryIndex {
public:
  /// Adds one unit's summaries; a USR that two units summarise differently becomes unknown.
  void add(const UnitSummaries &Unit);
  /// What a call to \p Usr does first to the last error, through the index (a fixed point:
  /// a cycle of calls is unknown, None).
  LastErrorUse lastErrorUse(llvm::StringRef Usr) const;
  /// The first effect of calling \p Calls in order (None when none reads or clears).
  LastErrorUse firstUse(const std::vector<std::string> &Calls) const;
  /// True when \p C holds: every entry reads first.
  bool holds(const FindingCondition &C) const;
  /// True when the run saw every caller (callersComplete), \p Usr has one, and each call of
  /// it is followed by a read of the last error in its caller, or, up to three calls up, by
  /// reads after every call of that caller.
  bool everyCallerReadsAfter(llvm::StringRef Usr, unsigned Depth = 0) const;
  /// Where a loop calls, on every iteration, \p Usr or a function that reaches it through
  /// calls the index knows (the first such call found); nullptr when no known loop does.
  const SourceSite *repeatedBy(llvm::StringRef Usr) const;
  /// A loop that calls, on every iteration, \p P's function and a function that does the
  /// other half on its storage: that loop's call of P's function and the other half's call.
  struct PairedLoop {
    SourceSite LoopCall, PartnerCall;
  };
  std::optional<PairedLoop> pairedInLoop(const SplitPair &P) const;
  /// What every call the index saw passes as pointer parameter \p Param of \p Usr, joined
  /// over the units; nullptr when none passes anything there.
  const HostMemorySummary *passedTo(llvm::StringRef Usr, unsigned Param) const;
  /// Whether every unit of the program was analysed to the end (the whole database, no shard,
  /// none crashed or timed out): only then do the calls the index saw stand for every caller.
  void setCallersComplete(bool Complete) { CallersComplete = Complete; }
  bool callersComplete() const { return CallersComplete; }
  /// The summary of \p Usr; nullptr when no unit defines it or units disagree.
  const FunctionSummary *find(llvm::StringRef Usr) const;
  /// True when the index knows that \p Usr only waits for the device.
  bool waitsForDevice(llvm::StringRef Usr) const;
  /// True when the index knows that \p Usr never reads its stream parameter \p Param.
  bool ignoresStream(llvm::StringRef Usr, unsigned Param) const;
  /// Where \p Usr queues work on its stream parameter \p Param, itself or through the
  /// functions of other units it hands the parameter to (HandsStreamTo, followed up to eight
  /// calls; a cycle is unknown); nullptr when it does not, or the index does not know.
  const SourceSite *queuedWorkOn(llvm::StringRef Usr, unsigned Param, unsigned Depth = 0) const;
  /// The kind of memory \p M is, through the index (a cycle, or a function no unit defines:
  /// Unknown).
  HostMemoryFact hostMemory(const HandedMemory &M) const;
  /// Where the pageable memory \p M stands for is allocated, through the index; nullptr when
  /// no unit recorded it.
  const HostMemorySummary::Site *allocationSite(const HandedMemory &M) const;
  /// The places \p M is handed on, from where the memory is allocated outwards to \p M's own
  /// function (the path allocationSite takes); empty when no unit recorded them.
  std::vector<HostMemorySummary::HandOff> handOffs(const HandedMemory &M) const;
  /// True when a finding with condition \p C goes: the last error is read first, or some
  /// memory it needs pageable is not known to be.
  bool drops(const FindingCondition &C) const;
  size_t size() const { return Summaries.size(); }
  /// Sets one entry as it is; nullopt: unknown (read back from an index file).
  void set(std::string Usr, std::optional<FunctionSummary> Summary);
  /// Joins one call's (or one function's calls') memory \p M into passedTo(\p Usr, \p Param).
  void addPassed(const std::string &Usr, unsigned Param, const HostMemorySummary &M);
  const PassedMemory &passed() const { return Passed; }
  /// Joins one unit's stores \p M into storedIn(\p Usr).
  void addStored(const std::string &Usr, const HostMemorySummary &M);
  /// What every unit the index saw stores into field or global \p Usr, joined; nullptr when
  /// none stores anything there, or when a unit may pin memory it cannot name (AnyStorageUsr).
  const HostMemorySummary *storedIn(llvm::StringRef Usr) const;
  const std::map<std::string, HostMemorySummary> &stored() const { return Stored; }
  /// Joins one unit's streams into the program's.
  void addStreams(const StreamFacts &S) {
    Streams.join(S);
    HasStreams = true;
  }
  std::optional<StreamFacts> streams() const {
    return HasStreams ? std::optional<StreamFacts>(Streams) : std::nullopt;
  }
  /// True when the run saw the whole program (callersComplete), some unit creates a stream
  /// non-blocking, none creates one otherwise, and none obtains a stream from outside.
  bool everyStreamNonBlocking() const {
    return CallersComplete && HasStreams && Streams.NonBlocking && !Streams.Blocking &&
           !Streams.Foreign;
  }
  const std::map<std::string, std::optional<FunctionSummary>> &entries() const {
    return Summaries;
  }
  /// Unites \p S's calls and loop calls into those of \p Usr (add and set do it; the index
  /// file's calls of functions whose units disagree too): the loops of every program count.
  void addCalls(const std::string &Usr, const FunctionSummary &S);
  /// Every unit's calls of \p Usr, united (only Calls and CallsEveryIteration set).
  std::optional<FunctionSummary> callsOf(llvm::StringRef Usr) const;

private:
  HostMemoryFact resolveMemory(const HandedMemory &M, std::set<HandedMemory> &Open) const;
  const HostMemorySummary *memoryOf(const HandedMemory &M) const;
  /// With \p Path, the summaries passed on the way, outermost first.
  const HostMemorySummary::Site *
  siteOf(const HandedMemory &M, std::set<HandedMemory> &Open,
         std::vector<const HostMemorySummary *> *Path = nullptr) const;
  LastErrorUse resolve(llvm::StringRef Usr, llvm::StringMap<bool> &Open) const;
  /// nullopt: units disagree.
  std::map<std::string, std::optional<FunctionSummary>> Summaries;
  /// FunctionSummary::Passes of every unit, joined by callee and parameter.
  PassedMemory Passed;
  /// FunctionSummary::Stored of every unit, joined by field or global.
  std::map<std::string, HostMemorySummary> Stored;
  /// FunctionSummary::Streams of every unit, joined.
  StreamFacts Streams;
  bool HasStreams = false;
  bool CallersComplete = false;
  mutable llvm::StringMap<LastErrorUse> Resolved;
  /// Every unit's calls and loop calls per function, united even where the units disagree
  /// on the rest of its summary: a database of several programs (a test and a benchmark that
  /// both define main()) holds one function per program under one USR, and a loop of any of
  /// them repeats what it calls (held-out round 33, baidu-research/warp-ctc@94b2fa1).
  struct CallFacts {
    std::set<std::string> Calls;
    std::map<std::string, SourceSite> EveryIteration;
    std::map<std::string, bool> ReadsAfter; ///< callee -> every unit's calls read after it
  };
  std::map<std::string, CallFacts> CallGraph;
  /// repeatedBy's answers, computed on the first query after a change: every function that a
  /// loop's call reaches, with that call.
  mutable std::optional<std::map<std::string, SourceSite>> Repeated;
  /// Callee -> (caller, whether the caller reads the last error after every call of it),
  /// computed on the first query after a change.
  mutable std::optional<std::map<std::string, std::vector<std::pair<std::string, bool>>>> Callers;
};

/// The index as a file (`cudalint --export-index`) that the plugin and cudalint-clangd read
/// through the check option ProjectIndex: JSON {"format": "cudalint-index/1", "functions":
/// {USR: {"last_error": [[USR...], use], "returns": M, "out_params": {"k": M}, "calls": [USR...],
/// "calls_every_iteration": {USR: [file, offset]}, "reads_after_calling": {USR: bool},
/// "waits_for_device": true,
/// "acquires_every_call" / "releases_every_call" / "churns_every_call": {key: [file, offset]},
/// "device_work": bits} or null for
/// unknown}, "passed": {callee USR: {"k": M}}, "calls_of_unknown": {USR: {"calls": [...],
/// "calls_every_iteration": {...}}}, "callers_complete": true}, each key present when
/// known, M being [fact, [[USR, param(, true for what callers pass)]...]] or, with the
/// allocation site and the hand-off, [fact, [...], [file, offset, allocator] or null, [file,
/// offset, how]].
std::string renderIndexFile(const SummaryIndex &Index);
/// The index of such a file; an error for another format or a malformed one.
llvm::Expected<SummaryIndex> parseIndexFile(llvm::StringRef Text);
/// One function's summary as the index file writes it, and back (nullopt: malformed).
llvm::json::Value summaryToJson(const FunctionSummary &S);
std::optional<FunctionSummary> summaryFromJson(const llvm::json::Value &V);

/// The check option ProjectIndex: the index file, read on first use.
class ProjectIndexOption {
public:
  explicit ProjectIndexOption(llvm::StringRef Path) : Path(Path.str()) {}
  const std::string &path() const { return Path; }
  /// The index; nullptr when the option is empty or the file cannot be used, and then, on
  /// the first call only, \p Error says why.
  const SummaryIndex *get(std::string &Error);
  /// The same, the reason reported once as \p Check's configuration error.
  const SummaryIndex *get(ClangTidyCheck &Check);

private:
  std::string Path;
  bool Loaded = false;
  std::optional<SummaryIndex> Index;
};

} // namespace clang::tidy::cuda

#endif

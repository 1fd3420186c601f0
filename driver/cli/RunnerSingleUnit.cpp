//===--- RunnerSingleUnit.cpp - a run of one translation unit, in this process --------------===//
//
// A worker process costs a fork and, in the worker, faulting in again the pages of code and
// data the supervisor had mapped: about 25 ms, 3.5 % of a typical unit, paid once per cudalint
// process. A whole-database run pays it once per -j slot; a run per file (a pre-commit hook,
// bench/speed.py's per-TU rows) pays it for every unit. So a run of exactly one unit analyses
// it here, and keeps the guarantees of a worker another way: when the analysis crashes (a
// signal, on an alternate stack so that a stack overflow is caught too), needs more memory than
// the limit, or outlives --timeout, this process replaces itself (execve, the same pid, the
// same command line) with a fresh cudalint whose environment says what happened. That one
// reports the unit as crashed or timed out without analysing it, exactly as a supervisor would.
//
//===----------------------------------------------------------------------------------------===//
#include "Driver.h"
#include "Runner.h"
#include "clang/Basic/Stack.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/sysinfo.h>
#include <thread>
#include <unistd.h>

extern char **environ;

namespace cudalint {

namespace {

/// Set by a restart for the restarted process: "<pid>:<kind><number>", kind 's' (a signal,
/// its number), 'm' (out of memory) or 't' (--timeout, its seconds). The pid must be this
/// process's own: a value inherited from elsewhere is ignored.
constexpr char RestartVariable[] = "CUDALINT_RESTARTED_AFTER";

/// The command line, saved by rememberCommandLine; empty: no restart, so workers are used.
std::string Executable;
std::vector<char *> SavedArgv;

/// The restart's environment, made before the analysis: the signal handler only fills in
/// RestartEntry and calls execve (both async-signal-safe).
std::vector<char *> RestartEnvironment;
char RestartEntry[96];
std::atomic<bool> Restarting{false};

const int FatalSignals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS};

/// Appends \p Value in decimal at \p Out, without the C library (a signal handler's rule).
char *appendNumber(char *Out, unsigned long Value) {
  char Digits[24];
  int N = 0;
  do {
    Digits[N++] = char('0' + Value % 10);
    Value /= 10;
  } while (Value);
  while (N)
    *Out++ = Digits[--N];
  return Out;
}

[[noreturn]] void restart(char Kind, unsigned long Number) {
  char *Out = RestartEntry;
  for (const char *C = RestartVariable; *C; ++C)
    *Out++ = *C;
  *Out++ = '=';
  Out = appendNumber(Out, static_cast<unsigned long>(::getpid()));
  *Out++ = ':';
  *Out++ = Kind;
  Out = appendNumber(Out, Number);
  *Out = '\0';
  ::execve(Executable.c_str(), SavedArgv.data(), RestartEnvironment.data());
  static const char Lost[] = "cudalint: error: the analysis failed and cudalint could not "
                             "restart to report it; no report was written\n";
  (void)!::write(STDERR_FILENO, Lost, sizeof(Lost) - 1);
  ::_exit(ExitInputError);
}

void onFatalSignal(int Signal) {
  // A fault while printing the stack dump below restarts at once.
  if (!Restarting.exchange(true))
    llvm::sys::RunSignalHandlers(); // LLVM's stack dump on stderr, as a worker prints it
  restart('s', static_cast<unsigned long>(Signal));
}

[[noreturn]] void onOutOfMemory() { restart('m', 0); }

/// The restarted process's outcome, from RestartVariable; nullopt when this process was not
/// restarted.
std::optional<TranslationUnitOutcome> failureBeforeRestart(const RunSettings &Settings) {
  const char *Value = std::getenv(RestartVariable);
  if (!Value)
    return std::nullopt;
  llvm::StringRef Entry(Value);
  std::string Pid = std::to_string(::getpid()) + ":";
  unsigned long Number = 0;
  if (!Entry.consume_front(Pid) || Entry.empty() || Entry.drop_front().getAsInteger(10, Number))
    return std::nullopt;
  char Kind = Entry.front();
  ::unsetenv(RestartVariable);
  TranslationUnitOutcome Outcome;
  Outcome.CompileErrors = true;
  Outcome.TimedOut = Kind == 't';
  Outcome.Crashed = !Outcome.TimedOut;
  if (Kind == 's')
    Outcome.Failure = describeSignal(static_cast<int>(Number));
  else if (Kind == 'm')
    Outcome.Failure = outOfMemoryFailure(Settings.MaxMemoryMiB);
  else
    Outcome.Failure = "timed out after " + std::to_string(Number) + " s (--timeout)";
  return Outcome;
}

/// The address-space limit of the analysis: --max-memory, else what the machine can hold
/// (memory and swap), so that a runaway allocation is reported rather than ended by the
/// kernel's out-of-memory killer, which would take the whole run.
rlim_t memoryLimit(const RunSettings &Settings) {
  if (Settings.MaxMemoryMiB)
    return rlim_t(Settings.MaxMemoryMiB) << 20;
  struct sysinfo Info;
  if (::sysinfo(&Info) != 0)
    return RLIM_INFINITY;
  return (rlim_t(Info.totalram) + rlim_t(Info.totalswap)) * Info.mem_unit;
}

/// The process-wide state an in-place analysis changes, restored when it ends.
class Guard {
public:
  explicit Guard(const RunSettings &Settings) {
    struct sigaction Handler = {};
    Handler.sa_handler = onFatalSignal;
    Handler.sa_flags = SA_ONSTACK | SA_NODEFER;
    sigemptyset(&Handler.sa_mask);
    for (size_t I = 0; I < std::size(FatalSignals); ++I)
      ::sigaction(FatalSignals[I], &Handler, &SavedHandlers[I]);
    ::getrlimit(RLIMIT_AS, &SavedLimit);
    rlimit Limit = SavedLimit;
    Limit.rlim_cur = std::min(memoryLimit(Settings), SavedLimit.rlim_cur);
    ::setrlimit(RLIMIT_AS, &Limit);
    SavedNewHandler = std::set_new_handler(onOutOfMemory);
    llvm::install_bad_alloc_error_handler([](void *, const char *, bool) { onOutOfMemory(); });
  }
  ~Guard() {
    llvm::remove_bad_alloc_error_handler();
    std::set_new_handler(SavedNewHandler);
    ::setrlimit(RLIMIT_AS, &SavedLimit);
    for (size_t I = 0; I < std::size(FatalSignals); ++I)
      ::sigaction(FatalSignals[I], &SavedHandlers[I], nullptr);
  }

private:
  struct sigaction SavedHandlers[std::size(FatalSignals)];
  rlimit SavedLimit;
  std::new_handler SavedNewHandler;
};

/// An alternate signal stack for the calling thread, so that the handler of a stack overflow
/// has a stack to run on (the stack dump needs some: 1 MiB, reserved, touched as used).
class AlternateStack {
public:
  AlternateStack() {
    Memory = ::mmap(nullptr, Size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (Memory == MAP_FAILED)
      return;
    stack_t Stack = {};
    Stack.ss_sp = Memory;
    Stack.ss_size = Size;
    ::sigaltstack(&Stack, nullptr);
  }
  ~AlternateStack() {
    if (Memory == MAP_FAILED)
      return;
    stack_t Off = {};
    Off.ss_flags = SS_DISABLE;
    ::sigaltstack(&Off, nullptr);
    ::munmap(Memory, Size);
  }

private:
  static constexpr size_t Size = size_t(1) << 20;
  void *Memory = MAP_FAILED;
};

} // namespace

void rememberCommandLine(int Argc, const char **Argv) {
  static int Anchor;
  Executable = llvm::sys::fs::getMainExecutable(Argv[0], &Anchor);
  SavedArgv.clear();
  for (int I = 0; I < Argc; ++I)
    SavedArgv.push_back(::strdup(Argv[I]));
  SavedArgv.push_back(nullptr);
}

std::optional<TranslationUnitOutcome> runSingleUnitInPlace(const TranslationUnitJob &Job,
                                                           const OptionsProviderFactory &MakeProvider,
                                                           const RunSettings &Settings) {
  if (Executable.empty())
    return std::nullopt;
  if (std::optional<TranslationUnitOutcome> Failed = failureBeforeRestart(Settings))
    return Failed;
  RestartEnvironment.clear();
  for (char **Entry = environ; *Entry; ++Entry)
    RestartEnvironment.push_back(*Entry);
  RestartEnvironment.push_back(RestartEntry);
  RestartEnvironment.push_back(nullptr);
  if (Settings.Progress)
    llvm::errs() << "[1/1] " << Job.File << "\n";
  llvm::outs().flush();
  llvm::errs().flush();

  const size_t Stack = analysisStackSize(Settings.MaxMemoryMiB);
  TranslationUnitOutcome Outcome;
  std::mutex Lock;
  std::condition_variable Finished;
  bool Done = false;
  {
    Guard Installed(Settings);
    std::thread Watchdog;
    if (Settings.TimeoutSeconds)
      Watchdog = std::thread([&] {
        std::unique_lock<std::mutex> Hold(Lock);
        if (!Finished.wait_for(Hold, std::chrono::seconds(Settings.TimeoutSeconds),
                               [&] { return Done; }))
          restart('t', Settings.TimeoutSeconds);
      });
    llvm::thread Analysis(std::optional<unsigned>(Stack), [&] {
      AlternateStack OnOverflow;
      clang::noteBottomOfStack();
      Outcome = analyseTranslationUnit(Job, MakeProvider, Settings.FixNotes);
    });
    Analysis.join();
    {
      std::lock_guard<std::mutex> Hold(Lock);
      Done = true;
    }
    Finished.notify_all();
    if (Watchdog.joinable())
      Watchdog.join();
  }
  return Outcome;
}

} // namespace cudalint

//===--- RunnerProcess.cpp - each translation unit in its own worker process ---------------===//
//
// Why processes: a stack overflow cannot be recovered in-process (the signal handler has no
// stack left to run on, and LLVM's CrashRecoveryContext installs its handlers without an
// alternate stack), a hung analysis cannot be stopped in a thread, and an out-of-memory
// aborts the whole process. Forked workers have none of these problems: the supervisor (this,
// single-threaded) kills one after --timeout, limits its address space to --max-memory, and
// reads how it ended from its exit status. fork() without exec shares the parsed options and
// compile database. Each of the -j workers analyses units one after another (a fresh process
// per unit would fault in clang's code pages and bind its symbols again every time) until it
// dies; then the unit it was on is reported and a new worker takes over.
//
//===----------------------------------------------------------------------------------------===//
#include "Runner.h"
#include "clang/Basic/Stack.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"
#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <new>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace cudalint {

namespace {

/// A worker's exit status when an allocation failed.
constexpr int WorkerOutOfMemory = 86;
/// A worker's exit status when it could not send an outcome.
constexpr int WorkerCannotReport = 87;

using Clock = std::chrono::steady_clock;

struct Worker {
  pid_t Pid = -1;
  int CommandFd = -1;         ///< write end: the index of the next unit, 8 bytes
  int ResultFd = -1;          ///< read end: the outcome's size (8 bytes), then the outcome
  int LogFd = -1;             ///< the worker's stderr, an unlinked temporary file
  std::optional<size_t> Unit; ///< the unit it is analysing
  std::string Received;
  Clock::time_point Deadline = Clock::time_point::max();
};

bool writeAll(int Fd, llvm::StringRef Bytes) {
  while (!Bytes.empty()) {
    ssize_t N = ::write(Fd, Bytes.data(), Bytes.size());
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return false;
    Bytes = Bytes.drop_front(N);
  }
  return true;
}

bool readAll(int Fd, char *Buffer, size_t Size) {
  while (Size) {
    ssize_t N = ::read(Fd, Buffer, Size);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return false;
    Buffer += N;
    Size -= N;
  }
  return true;
}

std::string sizePrefix(uint64_t Size) { return std::string(reinterpret_cast<char *>(&Size), 8); }

[[noreturn]] void exitOutOfMemory() { ::_exit(WorkerOutOfMemory); }

/// The worker: analyses the units it is sent, each on a large stack, and sends back each
/// outcome; exits when the command pipe closes. Never returns.
[[noreturn]] void runWorker(const std::vector<TranslationUnitJob> &Jobs,
                            const OptionsProviderFactory &MakeProvider, const RunSettings &Settings,
                            int CommandFd, int ResultFd, int LogFd) {
  ::dup2(LogFd, STDERR_FILENO);
  const size_t Stack = analysisStackSize(Settings.MaxMemoryMiB);
  if (Settings.MaxMemoryMiB) {
    rlimit Limit;
    Limit.rlim_cur = Limit.rlim_max = rlim_t(Settings.MaxMemoryMiB) << 20;
    ::setrlimit(RLIMIT_AS, &Limit);
  }
  std::set_new_handler(exitOutOfMemory);
  llvm::install_bad_alloc_error_handler([](void *, const char *, bool) { exitOutOfMemory(); });
  uint64_t Index = 0;
  while (readAll(CommandFd, reinterpret_cast<char *>(&Index), sizeof(Index)) &&
         Index < Jobs.size()) {
    TranslationUnitOutcome Outcome;
    llvm::thread Analysis(std::optional<unsigned>(Stack), [&] {
      clang::noteBottomOfStack();
      Outcome = analyseTranslationUnit(Jobs[Index], MakeProvider, Settings.FixNotes);
    });
    Analysis.join();
    std::string Bytes = serializeOutcome(Outcome);
    if (!writeAll(ResultFd, sizePrefix(Bytes.size()) + Bytes))
      ::_exit(WorkerCannotReport);
  }
  // No destructors, no atexit handlers: they belong to the supervisor.
  ::_exit(0);
}

/// What the worker wrote on stderr (a crash's stack dump), at most 16 KiB.
std::string workerLog(int LogFd) {
  std::string Log;
  char Buffer[4096];
  ssize_t N;
  off_t Offset = 0;
  while (Log.size() < 16384 && (N = ::pread(LogFd, Buffer, sizeof(Buffer), Offset)) > 0) {
    Log.append(Buffer, N);
    Offset += N;
  }
  return Log;
}

std::string firstLines(llvm::StringRef Text, size_t Count) {
  size_t End = 0;
  for (size_t Line = 0; Line < Count; ++Line) {
    size_t NewLine = Text.find('\n', End);
    if (NewLine == llvm::StringRef::npos)
      return Text.str();
    End = NewLine + 1;
  }
  return Text.take_front(End).str() + "...\n";
}

/// How a worker that died with \p Status during a unit's analysis failed.
std::string describeDeath(int Status, const RunSettings &Settings) {
  if (WIFSIGNALED(Status))
    return describeSignal(WTERMSIG(Status));
  if (WEXITSTATUS(Status) == WorkerOutOfMemory)
    return outOfMemoryFailure(Settings.MaxMemoryMiB);
  return "crashed: its worker ended without a result (exit status " +
         std::to_string(WEXITSTATUS(Status)) + ")";
}

int waitFor(pid_t Pid) {
  int Status = 0;
  while (::waitpid(Pid, &Status, 0) < 0 && errno == EINTR) {
  }
  return Status;
}

/// Starts a worker; nullopt when the system refuses (the reason in \p Why).
std::optional<Worker> startWorker(const std::vector<TranslationUnitJob> &Jobs,
                                  const OptionsProviderFactory &MakeProvider,
                                  const RunSettings &Settings, const std::vector<Worker> &Others,
                                  std::string &Why) {
  int Commands[2], Results[2];
  if (::pipe(Commands) != 0) {
    Why = std::strerror(errno);
    return std::nullopt;
  }
  if (::pipe(Results) != 0) {
    Why = std::strerror(errno);
    ::close(Commands[0]);
    ::close(Commands[1]);
    return std::nullopt;
  }
  llvm::SmallString<128> LogPath;
  int LogFd = -1;
  if (llvm::sys::fs::createTemporaryFile("cudalint-worker", "log", LogFd, LogPath)) {
    Why = "cannot create a temporary file";
    for (int Fd : {Commands[0], Commands[1], Results[0], Results[1]})
      ::close(Fd);
    return std::nullopt;
  }
  llvm::sys::fs::remove(LogPath); // the open descriptor keeps it until the end
  llvm::outs().flush();
  llvm::errs().flush();
  pid_t Pid = ::fork();
  if (Pid == 0) {
    ::close(Commands[1]);
    ::close(Results[0]);
    // Another worker's command pipe held open here would never let it see its end.
    for (const Worker &Other : Others)
      for (int Fd : {Other.CommandFd, Other.ResultFd, Other.LogFd})
        ::close(Fd);
    runWorker(Jobs, MakeProvider, Settings, Commands[0], Results[1], LogFd);
  }
  ::close(Commands[0]);
  ::close(Results[1]);
  if (Pid < 0) {
    Why = std::strerror(errno);
    for (int Fd : {Commands[1], Results[0], LogFd})
      ::close(Fd);
    return std::nullopt;
  }
  Worker W;
  W.Pid = Pid;
  W.CommandFd = Commands[1];
  W.ResultFd = Results[0];
  W.LogFd = LogFd;
  return W;
}

/// Ends a worker (killed when \p Kill) and shows what it wrote on stderr.
void retire(Worker &W, bool Kill, bool Crashed, int *Status = nullptr) {
  if (Kill)
    ::kill(W.Pid, SIGKILL);
  ::close(W.CommandFd);
  int S = waitFor(W.Pid);
  if (Status)
    *Status = S;
  std::string Log = workerLog(W.LogFd);
  llvm::errs() << (Crashed ? firstLines(Log, 12) : Log); // a stack dump: its first lines
  ::close(W.ResultFd);
  ::close(W.LogFd);
}

/// The outcome when a whole message has arrived, and Received keeps what follows.
std::optional<TranslationUnitOutcome> takeOutcome(Worker &W) {
  if (W.Received.size() < 8)
    return std::nullopt;
  uint64_t Size;
  std::memcpy(&Size, W.Received.data(), 8);
  if (W.Received.size() < 8 + Size)
    return std::nullopt;
  std::optional<TranslationUnitOutcome> Outcome =
      deserializeOutcome(llvm::StringRef(W.Received).substr(8, Size));
  W.Received.erase(0, 8 + Size);
  if (!Outcome) { // a worker that sends garbage crashed as far as the report goes
    Outcome.emplace();
    Outcome->Crashed = Outcome->CompileErrors = true;
    Outcome->Failure = "crashed: its worker sent an unreadable result";
  }
  return Outcome;
}

} // namespace

std::string describeSignal(int Signal) {
  switch (Signal) {
  case SIGSEGV:
    return "crashed with a segmentation fault (a stack overflow or invalid memory access)";
  case SIGBUS:
    return "crashed with a bus error";
  case SIGABRT:
    return "crashed: aborted (an assertion or a fatal error)";
  case SIGKILL:
    return "crashed: killed (by the system, perhaps for running out of memory)";
  default:
    return std::string("crashed with signal ") + std::to_string(Signal) + " (" +
           ::strsignal(Signal) + ")";
  }
}

std::string outOfMemoryFailure(unsigned MaxMemoryMiB) {
  return MaxMemoryMiB ? "ran out of memory (--max-memory=" + std::to_string(MaxMemoryMiB) + ")"
                      : std::string("ran out of memory");
}

std::vector<TranslationUnitOutcome>
runChecksInProcesses(const std::vector<TranslationUnitJob> &Jobs,
                     const OptionsProviderFactory &MakeProvider, const RunSettings &Settings) {
  if (Jobs.size() == 1) // no worker: RunnerSingleUnit.cpp
    if (std::optional<TranslationUnitOutcome> Outcome =
            runSingleUnitInPlace(Jobs.front(), MakeProvider, Settings))
      return {std::move(*Outcome)};
  std::vector<TranslationUnitOutcome> Outcomes(Jobs.size());
  size_t Next = 0;
  auto Fail = [&](size_t Unit, bool TimedOut, std::string Why) {
    TranslationUnitOutcome &O = Outcomes[Unit];
    O.Crashed = !TimedOut;
    O.TimedOut = TimedOut;
    O.CompileErrors = true;
    O.Failure = std::move(Why);
  };
  auto Assign = [&](Worker &W) {
    if (Next >= Jobs.size())
      return false;
    size_t Unit = Next++;
    if (Settings.Progress)
      llvm::errs() << "[" << Unit + 1 << "/" << Jobs.size() << "] " << Jobs[Unit].File << "\n";
    W.Unit = Unit;
    W.Deadline = Settings.TimeoutSeconds
                     ? Clock::now() + std::chrono::seconds(Settings.TimeoutSeconds)
                     : Clock::time_point::max();
    return writeAll(W.CommandFd, sizePrefix(Unit)); // a dead worker is noticed on its pipe
  };

  // A worker that died is noticed on its result pipe, not by a SIGPIPE on its command pipe.
  struct sigaction IgnorePipe = {}, Saved;
  IgnorePipe.sa_handler = SIG_IGN;
  ::sigaction(SIGPIPE, &IgnorePipe, &Saved);
  std::vector<Worker> Workers;
  size_t Slots = std::clamp<size_t>(Settings.Jobs, 1, std::max<size_t>(Jobs.size(), 1));
  while (Next < Jobs.size() || !Workers.empty()) {
    // Fill the free slots: a worker per slot, each given a unit.
    while (Workers.size() < Slots && Next < Jobs.size()) {
      std::string Why;
      std::optional<Worker> W = startWorker(Jobs, MakeProvider, Settings, Workers, Why);
      if (!W) {
        Fail(Next++, false, "could not start a worker process: " + Why);
        continue;
      }
      Assign(*W);
      Workers.push_back(std::move(*W));
    }
    if (Workers.empty())
      continue;
    Clock::time_point Soonest = Clock::time_point::max();
    std::vector<pollfd> Polls;
    for (const Worker &W : Workers) {
      Polls.push_back({W.ResultFd, POLLIN, 0});
      Soonest = std::min(Soonest, W.Deadline);
    }
    int Wait = -1;
    if (Soonest != Clock::time_point::max())
      Wait = std::max<int64_t>(
          0, std::chrono::duration_cast<std::chrono::milliseconds>(Soonest - Clock::now()).count() +
                 1);
    if (::poll(Polls.data(), Polls.size(), Wait) < 0 && errno != EINTR)
      llvm::report_fatal_error("poll failed while supervising workers");
    std::vector<Worker> Alive;
    for (size_t I = 0; I < Workers.size(); ++I) {
      Worker &W = Workers[I];
      bool Ended = false;
      if (Polls[I].revents & (POLLIN | POLLHUP | POLLERR)) {
        char Buffer[65536];
        ssize_t N = ::read(W.ResultFd, Buffer, sizeof(Buffer));
        if (N > 0)
          W.Received.append(Buffer, N);
        Ended = N == 0 || (N < 0 && errno != EINTR && errno != EAGAIN);
      }
      if (std::optional<TranslationUnitOutcome> Outcome = takeOutcome(W)) {
        Outcomes[*W.Unit] = std::move(*Outcome);
        W.Unit.reset();
        if (!Ended && Assign(W)) {
          Alive.push_back(std::move(W));
          continue;
        }
      }
      if (Ended) { // died, or finished with no unit left
        int Status = 0;
        bool Crashed = W.Unit.has_value();
        retire(W, /*Kill=*/false, Crashed, &Status);
        if (Crashed)
          Fail(*W.Unit, false, describeDeath(Status, Settings));
      } else if (W.Unit && Clock::now() >= W.Deadline) {
        retire(W, /*Kill=*/true, /*Crashed=*/false);
        Fail(*W.Unit, true,
             "timed out after " + std::to_string(Settings.TimeoutSeconds) + " s (--timeout)");
      } else if (!W.Unit) { // idle, and no unit left: let it exit
        retire(W, /*Kill=*/false, /*Crashed=*/false);
      } else {
        Alive.push_back(std::move(W));
      }
    }
    Workers = std::move(Alive);
  }
  ::sigaction(SIGPIPE, &Saved, nullptr);
  return Outcomes;
}

} // namespace cudalint

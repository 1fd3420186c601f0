//===--- RunnerProcess.cpp - each translation unit in its own worker process ---------------===//
//
// Why processes: a stack overflow cannot be recovered in-process (the signal handler has no
// stack left to run on, and LLVM's CrashRecoveryContext installs its handlers without an
// alternate stack), a hung analysis cannot be stopped in a thread, and an out-of-memory
// aborts the whole process. A forked worker per unit has none of these problems: the
// supervisor (this, single-threaded) kills it after --timeout, limits its address space to
// --max-memory, and reads how it ended from its exit status. fork() without exec shares the
// parsed options and compile database, so a worker costs a fork and one pipe.
//
//===----------------------------------------------------------------------------------------===//
#include "Runner.h"
#include "clang/Basic/Stack.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"
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
/// A worker's exit status when it could not send its outcome.
constexpr int WorkerCannotReport = 87;

using Clock = std::chrono::steady_clock;

struct Worker {
  pid_t Pid = -1;
  size_t Index = 0;
  int ResultFd = -1; ///< read end of the pipe the worker writes its outcome to
  int LogFd = -1;    ///< the worker's stderr, an unlinked temporary file
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

[[noreturn]] void exitOutOfMemory() { ::_exit(WorkerOutOfMemory); }

/// The worker: analyses one unit on a large stack and sends the outcome; never returns.
[[noreturn]] void runWorker(const TranslationUnitJob &Job,
                            const OptionsProviderFactory &MakeProvider,
                            const RunSettings &Settings, int ResultFd, int LogFd) {
  ::dup2(LogFd, STDERR_FILENO);
  size_t Stack = AnalysisStackSize;
  if (Settings.MaxMemoryMiB) {
    rlimit Limit;
    Limit.rlim_cur = Limit.rlim_max = rlim_t(Settings.MaxMemoryMiB) << 20;
    ::setrlimit(RLIMIT_AS, &Limit);
    // The stack's reservation counts against the limit.
    Stack = std::min(Stack, (size_t(Settings.MaxMemoryMiB) << 20) / 4);
  }
  std::set_new_handler(exitOutOfMemory);
  llvm::install_bad_alloc_error_handler(
      [](void *, const char *, bool) { exitOutOfMemory(); });
  TranslationUnitOutcome Outcome;
  llvm::thread Analysis(std::optional<unsigned>(Stack), [&] {
    clang::noteBottomOfStack();
    Outcome = analyseTranslationUnit(Job, MakeProvider, Settings.FixNotes);
    Outcome.PlanItems = clang::tidy::cuda::takeProbePlanItems();
  });
  Analysis.join();
  bool Sent = writeAll(ResultFd, serializeOutcome(Outcome));
  // No destructors, no atexit handlers: they belong to the supervisor.
  ::_exit(Sent ? 0 : WorkerCannotReport);
}

/// What the worker wrote on stderr (a crash's stack dump), at most a few lines.
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

std::string describeSignal(int Signal) {
  switch (Signal) {
  case SIGSEGV:
    return "crashed with a segmentation fault (a stack overflow or invalid memory access)";
  case SIGBUS:
    return "crashed with a bus error";
  case SIGABRT:
    return "aborted (an assertion or a fatal error)";
  case SIGKILL:
    return "was killed (by the system, perhaps for running out of memory)";
  default:
    return std::string("crashed with signal ") + std::to_string(Signal) + " (" +
           ::strsignal(Signal) + ")";
  }
}

/// The outcome of a worker that has exited with \p Status.
TranslationUnitOutcome finish(Worker &W, int Status, const RunSettings &Settings) {
  std::optional<TranslationUnitOutcome> Outcome;
  if (WIFEXITED(Status) && WEXITSTATUS(Status) == 0)
    Outcome = deserializeOutcome(W.Received);
  if (!Outcome) {
    Outcome.emplace();
    Outcome->Crashed = Outcome->CompileErrors = true;
    if (WIFSIGNALED(Status))
      Outcome->Failure = describeSignal(WTERMSIG(Status));
    else if (WEXITSTATUS(Status) == WorkerOutOfMemory)
      Outcome->Failure = Settings.MaxMemoryMiB
                             ? "ran out of memory (--max-memory=" +
                                   std::to_string(Settings.MaxMemoryMiB) + ")"
                             : std::string("ran out of memory");
    else
      Outcome->Failure = "ended without a result (exit status " +
                         std::to_string(WEXITSTATUS(Status)) + ")";
  }
  std::string Log = workerLog(W.LogFd);
  if (Outcome->Crashed) // LLVM's stack dump: its first lines say where
    Log = firstLines(Log, 12);
  llvm::errs() << Log;
  return std::move(*Outcome);
}

/// Starts a worker for job \p Index; nullopt (and a recorded failure) when it cannot.
std::optional<Worker> start(size_t Index, const std::vector<TranslationUnitJob> &Jobs,
                            const OptionsProviderFactory &MakeProvider,
                            const RunSettings &Settings,
                            std::vector<TranslationUnitOutcome> &Outcomes) {
  auto Fail = [&](const std::string &Why) -> std::optional<Worker> {
    Outcomes[Index].Crashed = Outcomes[Index].CompileErrors = true;
    Outcomes[Index].Failure = "could not start a worker process: " + Why;
    return std::nullopt;
  };
  int Pipe[2];
  if (::pipe(Pipe) != 0)
    return Fail(std::strerror(errno));
  llvm::SmallString<128> LogPath;
  int LogFd = -1;
  if (llvm::sys::fs::createTemporaryFile("cudalint-worker", "log", LogFd, LogPath)) {
    ::close(Pipe[0]);
    ::close(Pipe[1]);
    return Fail("cannot create a temporary file");
  }
  llvm::sys::fs::remove(LogPath); // the open descriptor keeps it until the end
  llvm::outs().flush();
  llvm::errs().flush();
  pid_t Pid = ::fork();
  if (Pid == 0) {
    ::close(Pipe[0]);
    runWorker(Jobs[Index], MakeProvider, Settings, Pipe[1], LogFd);
  }
  ::close(Pipe[1]);
  if (Pid < 0) {
    ::close(Pipe[0]);
    ::close(LogFd);
    return Fail(std::strerror(errno));
  }
  Worker W;
  W.Pid = Pid;
  W.Index = Index;
  W.ResultFd = Pipe[0];
  W.LogFd = LogFd;
  if (Settings.TimeoutSeconds)
    W.Deadline = Clock::now() + std::chrono::seconds(Settings.TimeoutSeconds);
  return W;
}

int waitFor(pid_t Pid) {
  int Status = 0;
  while (::waitpid(Pid, &Status, 0) < 0 && errno == EINTR) {
  }
  return Status;
}

} // namespace

std::vector<TranslationUnitOutcome>
runChecksInProcesses(const std::vector<TranslationUnitJob> &Jobs,
                     const OptionsProviderFactory &MakeProvider, const RunSettings &Settings) {
  std::vector<TranslationUnitOutcome> Outcomes(Jobs.size());
  std::vector<Worker> Running;
  size_t Next = 0;
  size_t Parallel = std::max(1u, Settings.Jobs);
  while (Next < Jobs.size() || !Running.empty()) {
    while (Running.size() < Parallel && Next < Jobs.size()) {
      size_t Index = Next++;
      if (Settings.Progress)
        llvm::errs() << "[" << Index + 1 << "/" << Jobs.size() << "] " << Jobs[Index].File
                     << "\n";
      if (std::optional<Worker> W = start(Index, Jobs, MakeProvider, Settings, Outcomes))
        Running.push_back(std::move(*W));
    }
    if (Running.empty())
      continue;
    Clock::time_point Soonest = Clock::time_point::max();
    std::vector<pollfd> Polls;
    for (const Worker &W : Running) {
      Polls.push_back({W.ResultFd, POLLIN, 0});
      Soonest = std::min(Soonest, W.Deadline);
    }
    int Wait = -1;
    if (Soonest != Clock::time_point::max())
      Wait = std::max<int64_t>(
          0, std::chrono::duration_cast<std::chrono::milliseconds>(Soonest - Clock::now())
                     .count() + 1);
    if (::poll(Polls.data(), Polls.size(), Wait) < 0 && errno != EINTR)
      llvm::report_fatal_error("poll failed while supervising workers");
    std::vector<Worker> StillRunning;
    for (size_t I = 0; I < Running.size(); ++I) {
      Worker &W = Running[I];
      bool Ended = false;
      if (Polls[I].revents & (POLLIN | POLLHUP | POLLERR)) {
        char Buffer[65536];
        ssize_t N = ::read(W.ResultFd, Buffer, sizeof(Buffer));
        if (N > 0)
          W.Received.append(Buffer, N);
        Ended = N == 0 || (N < 0 && errno != EINTR && errno != EAGAIN);
      }
      if (Ended) {
        Outcomes[W.Index] = finish(W, waitFor(W.Pid), Settings);
      } else if (Clock::now() >= W.Deadline) {
        ::kill(W.Pid, SIGKILL);
        waitFor(W.Pid);
        TranslationUnitOutcome &O = Outcomes[W.Index];
        O.TimedOut = O.CompileErrors = true;
        O.Failure = "timed out after " + std::to_string(Settings.TimeoutSeconds) +
                    " s (--timeout)";
      } else {
        StillRunning.push_back(std::move(W));
        continue;
      }
      ::close(W.ResultFd);
      ::close(W.LogFd);
    }
    Running = std::move(StillRunning);
  }
  return Outcomes;
}

} // namespace cudalint

//===--- Runner.cpp - runs the checks over translation units, in parallel -------------===//
#include "Runner.h"
#include "CompileCommands.h"
#include "FileSystem.h"
#include "LaunchSpelling.h"
#include "ResultCache.h"
#include "clang-tidy/ClangTidy.h"
#include "clang-tidy/ClangTidyModule.h"
#include "clang/Basic/Stack.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"
#include "llvm/Support/xxhash.h"
#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>

namespace cudalint {

using namespace clang;
using clang::tidy::ClangTidyContext;
using clang::tidy::ClangTidyError;

namespace {

/// Creates the clang-tidy AST consumer for each translation unit, as clang-tidy does.
class TidyActionFactory : public tooling::FrontendActionFactory {
public:
  TidyActionFactory(ClangTidyContext &Context,
                    llvm::IntrusiveRefCntPtr<llvm::vfs::OverlayFileSystem> FS,
                    const LaunchSpellingFileSystem *Spelling,
                    std::map<std::string, uint64_t> &ParsedHashes, TranslationUnitOutcome &Out)
      : ConsumerFactory(Context, std::move(FS)), Spelling(Spelling), ParsedHashes(ParsedHashes),
        Out(Out) {}

  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<Action>(ConsumerFactory, Spelling, ParsedHashes, Out);
  }

  bool runInvocation(std::shared_ptr<CompilerInvocation> Invocation, FileManager *Files,
                     std::shared_ptr<PCHContainerOperations> PCHContainerOps,
                     DiagnosticConsumer *DiagConsumer) override {
    // Like clang-tidy: code may test __clang_analyzer__.
    Invocation->getPreprocessorOpts().SetUpStaticAnalyzer = true;
    // No "N warnings generated." from worker threads; the report counts findings.
    Invocation->getDiagnosticOpts().ShowCarets = false;
    return FrontendActionFactory::runInvocation(std::move(Invocation), Files,
                                                std::move(PCHContainerOps), DiagConsumer);
  }

private:
  class Action : public ASTFrontendAction {
  public:
    Action(tidy::ClangTidyASTConsumerFactory &Factory, const LaunchSpellingFileSystem *Spelling,
           std::map<std::string, uint64_t> &ParsedHashes, TranslationUnitOutcome &Out)
        : Factory(Factory), Spelling(Spelling), ParsedHashes(ParsedHashes), Out(Out) {}
    std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &Compiler,
                                                   llvm::StringRef File) override {
      std::vector<std::unique_ptr<ASTConsumer>> Consumers;
      Consumers.push_back(makeUnitFactsRecorder(Out.Facts));
      Consumers.push_back(Factory.createASTConsumer(Compiler, File));
      return std::make_unique<MultiplexConsumer>(std::move(Consumers));
    }

    /// Hashes of the user files as parsed: --fix refuses to edit a file changed since. And
    /// digests of every file read, system headers too: the result cache checks them.
    void EndSourceFileAction() override {
      const SourceManager &SM = getCompilerInstance().getSourceManager();
      std::map<std::string, std::string> Inputs;
      for (unsigned I = 0, N = SM.local_sloc_entry_size(); I < N; ++I) {
        const SrcMgr::SLocEntry &Entry = SM.getLocalSLocEntry(I);
        if (!Entry.isFile())
          continue;
        const SrcMgr::ContentCache &Content = Entry.getFile().getContentCache();
        std::optional<llvm::StringRef> Data = Content.getBufferDataIfLoaded();
        if (!Content.OrigEntry || !Data)
          continue;
        llvm::StringRef Name = Content.OrigEntry->getName();
        // A file whose launches were respelled is, to caches and --fix, the file on disk.
        std::optional<std::string> OnDisk = Spelling ? Spelling->original(Name) : std::nullopt;
        if (OnDisk)
          Data = *OnDisk;
        // ".." stays: through a symbolic link (/lib -> usr/lib) only the system resolves it.
        llvm::SmallString<256> Opened(Name);
        if (!llvm::sys::path::is_absolute(Opened))
          llvm::sys::path::make_absolute(WorkingDir(), Opened);
        Inputs.try_emplace(std::string(Opened), contentDigest(*Data));
        if (!SrcMgr::isSystem(Entry.getFile().getFileCharacteristic()))
          ParsedHashes[absolutePath(Name, WorkingDir())] = llvm::xxh3_64bits(*Data);
      }
      Out.Inputs.assign(Inputs.begin(), Inputs.end());
    }

  private:
    std::string WorkingDir() {
      llvm::ErrorOr<std::string> Dir =
          getCompilerInstance().getVirtualFileSystem().getCurrentWorkingDirectory();
      return Dir ? *Dir : std::string();
    }

    tidy::ClangTidyASTConsumerFactory &Factory;
    const LaunchSpellingFileSystem *Spelling;
    std::map<std::string, uint64_t> &ParsedHashes;
    TranslationUnitOutcome &Out;
  };

  tidy::ClangTidyASTConsumerFactory ConsumerFactory;
  const LaunchSpellingFileSystem *Spelling;
  std::map<std::string, uint64_t> &ParsedHashes;
  TranslationUnitOutcome &Out;
};

/// Reads the configuration of a file named relative to the compile command's folder (a
/// header included through `-c src/a.cu`) from that folder, not from cudalint's own.
class CommandDirectoryOptions : public tidy::ClangTidyOptionsProvider {
public:
  CommandDirectoryOptions(std::unique_ptr<tidy::ClangTidyOptionsProvider> Base, std::string Dir)
      : Base(std::move(Base)), Dir(std::move(Dir)) {}
  const tidy::ClangTidyGlobalOptions &getGlobalOptions() override {
    return Base->getGlobalOptions();
  }
  std::vector<OptionsSource> getRawOptions(llvm::StringRef FileName) override {
    return Base->getRawOptions(llvm::sys::path::is_absolute(FileName)
                                   ? FileName.str()
                                   : absolutePath(FileName, Dir));
  }

private:
  std::unique_ptr<tidy::ClangTidyOptionsProvider> Base;
  std::string Dir;
};

} // namespace

TranslationUnitOutcome analyseTranslationUnit(const TranslationUnitJob &Job,
                                              const OptionsProviderFactory &MakeProvider,
                                              bool FixNotes) {
  ClangTidyContext Context(std::make_unique<CommandDirectoryOptions>(MakeProvider(),
                                                                    Job.Command.Directory),
                           /*AllowEnablingAnalyzerAlphaCheckers=*/false,
                           /*EnableModuleHeadersParsing=*/false,
                           /*ExperimentalCustomChecks=*/false);
  tidy::ClangTidyDiagnosticConsumer Consumer(Context, /*ExternalDiagEngine=*/nullptr,
                                             /*RemoveIncompatibleErrors=*/true, FixNotes);
  auto DiagOpts = std::make_unique<DiagnosticOptions>();
  DiagnosticsEngine Engine(DiagnosticIDs::create(), *DiagOpts, &Consumer,
                           /*ShouldOwnClient=*/false);
  Context.setDiagnosticsEngine(std::move(DiagOpts), &Engine);

  // CUDA units are read with Visual Studio's `<< <` launches respelled (LaunchSpelling.h).
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Disk = physicalFileSystem(Job.Command.Directory);
  llvm::IntrusiveRefCntPtr<LaunchSpellingFileSystem> Spelling;
  if (isCudaCompile(Job.Command.CommandLine, Job.Command.Filename))
    Disk = Spelling = llvm::makeIntrusiveRefCnt<LaunchSpellingFileSystem>(Disk);
  auto FS = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(Disk);
  // Reference-counted: the compiler instance holds on to it.
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), FS);
  std::map<std::string, uint64_t> ParsedHashes;
  TranslationUnitOutcome Outcome;
  TidyActionFactory Factory(Context, FS, Spelling.get(), ParsedHashes, Outcome);
  tooling::ToolInvocation Invocation(analysisCommandLine(Job, Context.getOptionsForFile(Job.File)),
                                     &Factory, Files.get(),
                                     std::make_shared<PCHContainerOperations>());
  Invocation.setDiagnosticConsumer(&Consumer);
  bool Clean;
  {
    clang::tidy::cuda::SummaryCollector Collect(Outcome.Summaries);
    Clean = Invocation.run();
  }

  Outcome.Diagnostics = Consumer.take();
  Outcome.Stats = Context.getStats();
  Outcome.CompileErrors = !Clean || llvm::any_of(Outcome.Diagnostics, isCompileError);
  // Only the files that fixes would edit.
  auto KeepHashOf = [&](const tooling::DiagnosticMessage &M) {
    for (const auto &Entry : M.Fix) {
      std::string File = absolutePath(Entry.getKey(), Job.Command.Directory);
      auto Hash = ParsedHashes.find(File);
      if (Hash != ParsedHashes.end())
        Outcome.ParsedHashes.insert(*Hash);
    }
  };
  for (const ClangTidyError &E : Outcome.Diagnostics) {
    KeepHashOf(E.Message);
    for (const tooling::DiagnosticMessage &Note : E.Notes)
      KeepHashOf(Note);
  }
  return Outcome;
}

namespace {

TranslationUnitOutcome analyseSafely(const TranslationUnitJob &Job,
                                     const OptionsProviderFactory &MakeProvider, bool FixNotes) {
  TranslationUnitOutcome Outcome;
  llvm::CrashRecoveryContext Recovery;
  if (!Recovery.RunSafely([&] { Outcome = analyseTranslationUnit(Job, MakeProvider, FixNotes); })) {
    Outcome = TranslationUnitOutcome();
    Outcome.Crashed = true;
    Outcome.CompileErrors = true;
    Outcome.Failure = "crashed";
  }
  return Outcome;
}

} // namespace

bool isCompileError(const ClangTidyError &E) {
  return E.DiagLevel == ClangTidyError::Error && !E.IsWarningAsError &&
         llvm::StringRef(E.DiagnosticName).starts_with("clang-diagnostic-");
}

std::vector<std::string> analysisCommandLine(const TranslationUnitJob &Job,
                                             const tidy::ClangTidyOptions &Options) {
  std::vector<std::string> Args = Job.Command.CommandLine;
  llvm::StringRef File = Job.Command.Filename;
  Args = tooling::getClangStripOutputAdjuster()(Args, File);
  Args = tooling::getClangSyntaxOnlyAdjuster()(Args, File);
  Args = tooling::getClangStripDependencyFileAdjuster()(Args, File);
  if (Options.ExtraArgsBefore && !Args.empty())
    Args.insert(Args.begin() + 1, Options.ExtraArgsBefore->begin(), Options.ExtraArgsBefore->end());
  if (Options.ExtraArgs) // before a "--" that ends the flags
    Args = tooling::getInsertArgumentAdjuster(*Options.ExtraArgs,
                                              tooling::ArgumentInsertPosition::END)(Args, File);
  if (Options.RemovedArgs && !Args.empty())
    Args.erase(std::remove_if(Args.begin() + 1, Args.end(),
                              [&](const std::string &A) {
                                return llvm::is_contained(*Options.RemovedArgs, A);
                              }),
               Args.end());
  return tooling::getStripPluginsAdjuster()(Args, File);
}

std::vector<TranslationUnitOutcome> runChecks(const std::vector<TranslationUnitJob> &Jobs,
                                              const OptionsProviderFactory &MakeProvider,
                                              const RunSettings &Settings) {
  if (Settings.IsolateInProcesses)
    return runChecksInProcesses(Jobs, MakeProvider, Settings);
  std::vector<TranslationUnitOutcome> Outcomes(Jobs.size());
  std::atomic<size_t> Next{0};
  std::mutex ProgressLock;
  auto Worker = [&] {
    clang::noteBottomOfStack();
    for (size_t I = Next++; I < Jobs.size(); I = Next++) {
      if (Settings.Progress) {
        std::lock_guard<std::mutex> Guard(ProgressLock);
        llvm::errs() << "[" << I + 1 << "/" << Jobs.size() << "] " << Jobs[I].File << "\n";
      }
      Outcomes[I] = analyseSafely(Jobs[I], MakeProvider, Settings.FixNotes);
    }
  };
  size_t Threads = std::clamp<size_t>(Settings.Jobs, 1, std::max<size_t>(Jobs.size(), 1));
  std::vector<llvm::thread> Pool;
  for (size_t T = 0; T < Threads; ++T)
    Pool.emplace_back(std::optional<unsigned>(AnalysisStackSize), Worker);
  for (llvm::thread &Thread : Pool)
    Thread.join();
  return Outcomes;
}

} // namespace cudalint

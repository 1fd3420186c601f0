//===--- CudaChecksFuzzer.cpp - libFuzzer harness over every cuda-* check ----------------===//
//
// Each input is a CUDA source file. It is parsed host-side against the hermetic stand-in
// headers (test/checkers/Inputs) and every cuda-* check runs on it; the harness only looks for
// crashes, hangs and sanitizer reports, as clang-tidy's checks must survive any input.
//
// Speed: the stand-in headers and the standard headers the tests use are compiled once into a
// precompiled header (a temporary file, built at start-up) that every input includes; an
// input's own #include of them is then skipped by its include guard, and the checks walk only
// the input's own declarations (as clangd does over its preamble). CUDALINT_FUZZ_PCH=0 turns
// both off (to measure what they save).
// Incremental: by default one compiler over that PCH is kept across inputs, each input parsed
// as a main file of its own and taken back after the checks ran (the session below);
// CUDALINT_FUZZ_FRESH=1 gives each input a compiler of its own (the replay's default, as cudalint
// does; crashes are reproduced that way), CUDALINT_FUZZ_COMPARE=1 runs both and aborts when they
// disagree.
// Depth: a custom mutator (CudaProgramMutator.h) writes CUDA API call sequences into inputs.
//
//===--------------------------------------------------------------------------------------===//
#include "CudaProgramMutator.h"
#include "FuzzSession.h"
#include "clang-tidy/ClangTidy.h"
#include "clang-tidy/ClangTidyDiagnosticConsumer.h"
#include "clang-tidy/ClangTidyModule.h"
#include "clang-tidy/ClangTidyOptions.h"
#include "clang/Driver/CreateInvocationFromArgs.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Sema/Sema.h"
#include "clang/Serialization/ModuleCache.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <malloc.h>
#include <string>
#include <unistd.h>

namespace clang::tidy {
extern volatile int CudaLintModuleAnchorSource;
}

extern "C" size_t LLVMFuzzerMutate(uint8_t *Data, size_t Size, size_t MaxSize);

using namespace clang;
using namespace clang::tidy;
using namespace cudalint::fuzz;

namespace {

/// Everything the inputs include, in the order the tests include it.
const char *const PreludeSource =
    "#include <array>\n#include <cmath>\n#include <cstdlib>\n#include <cstring>\n"
    "#include <math.h>\n#include <memory>\n#include <new>\n#include <stddef.h>\n"
    "#include <stdlib.h>\n#include <string>\n#include <vector>\n#include \"cuda.h\"\n"
    "#include \"cuda_runtime.h\"\n";

} // namespace

const std::string &cudalint::fuzz::workDir() {
  static const std::string Dir = [] {
    llvm::SmallString<128> D;
    llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, D);
    llvm::sys::path::append(D, "cudalint-fuzz-" + std::to_string(::getpid()));
    llvm::sys::fs::create_directories(D);
    std::atexit([] { llvm::sys::fs::remove_directories(workDir()); });
    return std::string(D);
  }();
  return Dir;
}

namespace {

/// A folder named at build time, or by an environment variable where the fuzzer runs on another
/// machine (test/fuzz/bundle.py).
std::string folder(const char *Variable, const char *BuiltIn) {
  const char *Set = std::getenv(Variable);
  return Set && *Set ? Set : BuiltIn;
}

std::vector<std::string> compileFlags() {
  const std::string Inputs = folder("CUDALINT_FUZZ_INPUTS_DIR", CUDALINT_FUZZ_INPUTS);
  return {"-x",
          "cuda",
          "--cuda-host-only",
          "-nocudainc",
          "-nocudalib",
          "-std=c++17",
          "-resource-dir",
          folder("CUDALINT_FUZZ_RESOURCE_DIR", CUDALINT_RESOURCE_DIR),
          "-I",
          Inputs,
          "-I",
          Inputs + "/alloc-in-loop",
          "-fgpu-rdc", // the tests launch kernels from kernels
          "-ferror-limit=20",
          "-fno-spell-checking", // clang's typo correction: ~40 % of a mutated input's time
          "-fbracket-depth=64",
          "-ftemplate-depth=64",
          "-fconstexpr-steps=100000"};
}

std::string PchPath; // set once, before the first generation

/// Finishes the prelude's end-of-TU work before its PCH is written, and empties Sema's list of
/// declarations whose CUDA deferred diagnostics (host code called from
/// host-device code) are checked at the end of each translation unit. Written into the PCH, it
/// holds every inline function of the prelude, and every input would deserialize and walk them
/// all again (most of its time); the prelude's diagnostics were checked once, here.
class ForgetDeferredDiags : public ASTConsumer {
public:
  explicit ForgetDeferredDiags(CompilerInstance &CI) : CI(CI) {}
  void HandleTranslationUnit(ASTContext &) override {
    if (!CI.hasSema())
      return;
    Sema &S = CI.getSema();
    // A PCH leaves the vtables it uses to be defined at the end of every input (marking their
    // virtual members used, instantiating those of class templates): about 12 % of an input's
    // time. Defined here once, the PCH carries them done and an empty list.
    for (unsigned Round = 0; Round < 16 && S.DefineUsedVTables(); ++Round)
      S.PerformPendingInstantiations();
    S.DeclsToCheckForDeferredDiags.clear();
  }

private:
  CompilerInstance &CI;
};

/// Generates the prelude's PCH at PchPath.
class PreludePchAction : public GeneratePCHAction {
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef InFile) override {
    CI.getFrontendOpts().OutputFile = PchPath;
    // The templates the headers use are instantiated once, here, not again after every input.
    CI.getLangOpts().PCHInstantiateTemplates = true;
    std::vector<std::unique_ptr<ASTConsumer>> Consumers;
    Consumers.push_back(std::make_unique<ForgetDeferredDiags>(CI)); // before the PCH is written
    Consumers.push_back(GeneratePCHAction::CreateASTConsumer(CI, InFile));
    return std::make_unique<MultiplexConsumer>(std::move(Consumers));
  }
};

/// The PCH of the prelude, or "" when it is turned off or cannot be built.
std::string buildPrelude() {
  const char *Setting = std::getenv("CUDALINT_FUZZ_PCH");
  if (Setting && llvm::StringRef(Setting) == "0")
    return "";
  std::string Header = workDir() + "/prelude.cuh";
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Header, EC);
    if (EC)
      return "";
    OS << PreludeSource;
  }
  PchPath = workDir() + "/prelude.pch";
  tooling::FixedCompilationDatabase Compilations(workDir(), compileFlags());
  tooling::ClangTool Tool(Compilations, {Header});
  Tool.setDiagnosticConsumer(new IgnoringDiagConsumer()); // leaked once, by design
  if (Tool.run(tooling::newFrontendActionFactory<PreludePchAction>().get()) != 0) {
    llvm::errs() << "cuda-checks-fuzzer: cannot build the prelude PCH; running without it\n";
    return "";
  }
  return PchPath;
}

class TidyAction : public ASTFrontendAction {
public:
  TidyAction(ClangTidyASTConsumerFactory &Factory, bool MainFileOnly)
      : Factory(Factory), MainFileOnly(MainFileOnly) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef File) override {
    std::vector<std::unique_ptr<ASTConsumer>> Consumers;
    if (MainFileOnly) // first: scopes the checks' walk
      Consumers.push_back(std::make_unique<MainFileScope>());
    Consumers.push_back(Factory.createASTConsumer(CI, File));
    return std::make_unique<MultiplexConsumer>(std::move(Consumers));
  }

private:
  ClangTidyASTConsumerFactory &Factory;
  bool MainFileOnly;
};

} // namespace

/// The input's path: it exists only as a remapped buffer, in a real folder.
const std::string &cudalint::fuzz::inputPath() {
  static const std::string File = workDir() + "/cudalint-fuzz-input.cu";
  return File;
}

namespace {

/// The compiler invocation every input starts from, made once: running clang's driver for each
/// input (tool-chain and GCC-installation probing) would cost more than parsing a small input.
std::shared_ptr<CompilerInvocation> baseInvocation(const std::string &Pch) {
  std::vector<std::string> Args = {"clang-tool"};
  std::vector<std::string> Flags = compileFlags();
  Args.insert(Args.end(), Flags.begin(), Flags.end());
  if (!Pch.empty())
    Args.insert(Args.end(), {"-include-pch", Pch});
  Args.insert(Args.end(), {"-fsyntax-only", inputPath()});
  std::vector<const char *> Argv;
  for (const std::string &A : Args)
    Argv.push_back(A.c_str());
  CreateInvocationOptions Opts;
  Opts.VFS = llvm::vfs::getRealFileSystem();
  IgnoringDiagConsumer Quiet; // the driver's note that CUDA 13 is newer than clang knows
  DiagnosticOptions DiagOpts;
  Opts.Diags = CompilerInstance::createDiagnostics(*Opts.VFS, DiagOpts, &Quiet, false);
  std::shared_ptr<CompilerInvocation> Invocation = createInvocation(Argv, Opts);
  if (!Invocation) {
    llvm::errs() << "cuda-checks-fuzzer: cannot make the compiler invocation\n";
    std::abort();
  }
  Invocation->getDiagnosticOpts().ShowCarets = false; // no "N errors generated" per input
  Invocation->getFrontendOpts().DisableFree = false;   // the driver's -disable-free leaks each AST
  // The PCH is the harness's own, built a moment ago: no stat of its headers per input.
  Invocation->getPreprocessorOpts().DisablePCHOrModuleValidation =
      DisableValidationForModuleKind::PCH;
  return Invocation;
}

} // namespace

ClangTidyOptions cudalint::fuzz::tidyOptions() {
  ClangTidyOptions Options = ClangTidyOptions::getDefaults();
  Options.Checks = "-*,cuda-*";
  return Options;
}

const std::shared_ptr<ModuleCache> &cudalint::fuzz::sharedModuleCache() {
  // The PCH's bytes, read once and kept in a module cache every input shares.
  static const std::shared_ptr<ModuleCache> Cache = createCrossProcessModuleCache();
  return Cache;
}

namespace {

/// Parses \p Source in a compiler of its own with every cuda-* check; returns the diagnostics.
std::vector<ClangTidyError> analyseFresh(const CompilerInvocation &Base, bool MainFileOnly,
                                         llvm::StringRef Source) {
  ClangTidyContext Context(
      std::make_unique<DefaultOptionsProvider>(ClangTidyGlobalOptions(), tidyOptions()));
  ClangTidyDiagnosticConsumer Consumer(Context);
  auto DiagOpts = std::make_unique<DiagnosticOptions>();
  DiagnosticsEngine Engine(DiagnosticIDs::create(), *DiagOpts, &Consumer,
                           /*ShouldOwnClient=*/false);
  Context.setDiagnosticsEngine(std::move(DiagOpts), &Engine);
  Context.setCurrentFile(inputPath());

  auto Invocation = std::make_shared<CompilerInvocation>(Base);
  Invocation->getPreprocessorOpts().addRemappedFile( // the source manager frees it
      inputPath(), llvm::MemoryBuffer::getMemBufferCopy(Source, inputPath()).release());
  CompilerInstance Compiler(std::move(Invocation), std::make_shared<PCHContainerOperations>(),
                            sharedModuleCache());
  Compiler.createVirtualFileSystem(llvm::vfs::getRealFileSystem(), &Consumer);
  Compiler.createDiagnostics(&Consumer, /*ShouldOwnClient=*/false);
  ClangTidyASTConsumerFactory ConsumerFactory(Context);
  TidyAction Action(ConsumerFactory, MainFileOnly);
  Compiler.ExecuteAction(Action);
  Consumer.finish();
  return Consumer.take();
}

/// How many check warnings \p Errors holds; with CUDALINT_FUZZ_LIST_FINDINGS set, lists every
/// diagnostic (to compare two versions or modes of the harness on the same inputs).
unsigned report(const std::vector<ClangTidyError> &Errors) {
  static const bool List = std::getenv("CUDALINT_FUZZ_LIST_FINDINGS") != nullptr;
  unsigned Warnings = 0;
  for (const ClangTidyError &E : Errors) {
    Warnings += llvm::StringRef(E.DiagnosticName).starts_with("cuda-");
    if (List)
      llvm::errs() << "finding " << E.DiagnosticName << " @" << E.Message.FileOffset << "\n";
  }
  return Warnings;
}

/// A source every check setting must flag: if the set-up (the PCH above all) were broken, each
/// input would fail to parse and the fuzzer would test nothing, silently.
const char *const ProbeSource =
    "#include \"cuda_runtime.h\"\n"
    "void probe() {\n  cudaEvent_t a, b;\n"
    "  cudaEventCreateWithFlags(&a, cudaEventDisableTiming);\n  cudaEventCreate(&b);\n"
    "  cudaEventRecord(a);\n  cudaEventRecord(b);\n  cudaEventSynchronize(b);\n"
    "  float ms = 0;\n  cudaEventElapsedTime(&ms, a, b);\n}\n";

enum class Mode { Fresh, Incremental, Compare };

/// CUDALINT_FUZZ_FRESH=1: a compiler of its own per input (what cudalint does; the replay's
/// default, and how a crash is reproduced); CUDALINT_FUZZ_COMPARE=1: both, aborting when their
/// diagnostics differ; otherwise the incremental session. Without the PCH: fresh.
Mode mode() {
  static const Mode M = [] {
    auto On = [](const char *Variable) {
      const char *Set = std::getenv(Variable);
      return Set && llvm::StringRef(Set) == "1";
    };
    return On("CUDALINT_FUZZ_COMPARE") ? Mode::Compare
           : On("CUDALINT_FUZZ_FRESH") ? Mode::Fresh
                                       : Mode::Incremental;
  }();
  return M;
}

/// Each diagnostic as "check @offset", sorted: what the two modes must agree on.
std::vector<std::string> keys(const std::vector<ClangTidyError> &Errors) {
  std::vector<std::string> Keys;
  for (const ClangTidyError &E : Errors)
    Keys.push_back(E.DiagnosticName + " @" + std::to_string(E.Message.FileOffset));
  std::sort(Keys.begin(), Keys.end());
  return Keys;
}

/// The prelude's PCH and the base invocation, made once, before the first input: in
/// LLVMFuzzerInitialize, so that building the PCH on a loaded machine never counts against the
/// first input's -timeout.
const CompilerInvocation &setUp(std::string &Pch) {
  static std::string Built = buildPrelude();
  static const std::shared_ptr<CompilerInvocation> Base = [] {
    std::shared_ptr<CompilerInvocation> Invocation = baseInvocation(Built);
    if (report(analyseFresh(*Invocation, !Built.empty(), ProbeSource)) == 0 ||
        (!Built.empty() && mode() != Mode::Fresh &&
         report(analyseIncremental(*Invocation, ProbeSource)) == 0)) {
      llvm::errs() << "cuda-checks-fuzzer: the probe source gave no finding; the set-up is broken\n";
      std::abort();
    }
    return Invocation;
  }();
  Pch = Built;
  return *Base;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  // Each input allocates and frees a few MB (the AST, the PCH reader's tables): kept by malloc
  // rather than returned to the kernel (munmap and page faults were ~10 % of an input's time).
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
  std::string Pch;
  setUp(Pch);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  (void)CudaLintModuleAnchorSource;
  std::string Pch;
  const CompilerInvocation &Base = setUp(Pch);
  const llvm::StringRef Source(reinterpret_cast<const char *>(Data), Size);
  if (Pch.empty() || mode() == Mode::Fresh) {
    report(analyseFresh(Base, /*MainFileOnly=*/!Pch.empty(), Source));
    return 0;
  }
  const std::vector<ClangTidyError> Errors = analyseIncremental(Base, Source);
  report(Errors);
  if (mode() == Mode::Compare) {
    const std::vector<std::string> Incremental = keys(Errors),
                                   Fresh = keys(analyseFresh(Base, true, Source));
    if (Incremental != Fresh) {
      llvm::errs() << "cuda-checks-fuzzer: the incremental session and a fresh parse differ\n";
      for (const std::string &K : Incremental)
        if (!std::binary_search(Fresh.begin(), Fresh.end(), K))
          llvm::errs() << "  incremental only: " << K << "\n";
      for (const std::string &K : Fresh)
        if (!std::binary_search(Incremental.begin(), Incremental.end(), K))
          llvm::errs() << "  fresh only: " << K << "\n";
      std::abort();
    }
  }
  return 0;
}

/// Half of the mutations are libFuzzer's byte-level ones; the other half are structural.
extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *Data, size_t Size, size_t MaxSize,
                                          unsigned int Seed) {
  if (Seed % 2 == 0)
    return LLVMFuzzerMutate(Data, Size, MaxSize);
  std::string Mutated = cudalint::fuzz::mutateStructurally(
      std::string(reinterpret_cast<const char *>(Data), Size), Seed / 2);
  if (Mutated.size() > MaxSize)
    return LLVMFuzzerMutate(Data, Size, MaxSize);
  std::copy(Mutated.begin(), Mutated.end(), Data);
  return Mutated.size();
}

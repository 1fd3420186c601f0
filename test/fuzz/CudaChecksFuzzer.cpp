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
// Depth: a custom mutator (CudaProgramMutator.h) writes CUDA API call sequences into inputs.
//
//===--------------------------------------------------------------------------------------===//
#include "CudaProgramMutator.h"
#include "clang-tidy/ClangTidy.h"
#include "clang-tidy/ClangTidyDiagnosticConsumer.h"
#include "clang-tidy/ClangTidyModule.h"
#include "clang-tidy/ClangTidyOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <unistd.h>

namespace clang::tidy {
extern volatile int CudaLintModuleAnchorSource;
}

extern "C" size_t LLVMFuzzerMutate(uint8_t *Data, size_t Size, size_t MaxSize);

using namespace clang;
using namespace clang::tidy;

namespace {

/// Everything the inputs include, in the order the tests include it.
const char *const PreludeSource = "#include <array>\n#include <cstdlib>\n#include <cstring>\n"
                                  "#include <memory>\n#include <new>\n#include <string>\n"
                                  "#include <vector>\n#include \"cuda.h\"\n"
                                  "#include \"cuda_runtime.h\"\n";

const std::string &workDir() {
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

std::vector<std::string> compileFlags() {
  return {"-x",
          "cuda",
          "--cuda-host-only",
          "-nocudainc",
          "-nocudalib",
          "-std=c++17",
          "-resource-dir",
          CUDALINT_RESOURCE_DIR,
          "-I",
          CUDALINT_FUZZ_INPUTS,
          "-ferror-limit=20",
          "-fbracket-depth=64",
          "-ftemplate-depth=64",
          "-fconstexpr-steps=100000"};
}

std::string PchPath; // set once, before the first generation

/// Generates the prelude's PCH at PchPath.
class PreludePchAction : public GeneratePCHAction {
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef InFile) override {
    CI.getFrontendOpts().OutputFile = PchPath;
    return GeneratePCHAction::CreateASTConsumer(CI, InFile);
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

/// Runs the checks on the main file's declarations only (as clangd does over a preamble):
/// walking the whole translation unit would deserialize every declaration of the PCH.
class MainFileScope : public ASTConsumer {
public:
  bool HandleTopLevelDecl(DeclGroupRef Group) override {
    for (Decl *D : Group)
      if (D->getASTContext().getSourceManager().isWrittenInMainFile(D->getLocation()))
        TopLevel.push_back(D);
    return true;
  }
  void HandleTranslationUnit(ASTContext &Ctx) override { Ctx.setTraversalScope(TopLevel); }

private:
  std::vector<Decl *> TopLevel;
};

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

class TidyActionFactory : public tooling::FrontendActionFactory {
public:
  TidyActionFactory(ClangTidyASTConsumerFactory &Factory, bool MainFileOnly)
      : Factory(Factory), MainFileOnly(MainFileOnly) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<TidyAction>(Factory, MainFileOnly);
  }

private:
  ClangTidyASTConsumerFactory &Factory;
  bool MainFileOnly;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  (void)CudaLintModuleAnchorSource;
  static const std::string Pch = buildPrelude();
  // The file lives only in memory, in a real folder: the tool changes into the folder.
  static const std::string File = workDir() + "/cudalint-fuzz-input.cu";
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile(File, 0,
                  llvm::MemoryBuffer::getMemBufferCopy(
                      llvm::StringRef(reinterpret_cast<const char *>(Data), Size), File));
  auto FS = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(llvm::vfs::getRealFileSystem());
  FS->pushOverlay(Memory);

  ClangTidyOptions Options = ClangTidyOptions::getDefaults();
  Options.Checks = "-*,cuda-*";
  ClangTidyContext Context(
      std::make_unique<DefaultOptionsProvider>(ClangTidyGlobalOptions(), Options));
  ClangTidyDiagnosticConsumer Consumer(Context);
  auto DiagOpts = std::make_unique<DiagnosticOptions>();
  DiagnosticsEngine Engine(DiagnosticIDs::create(), *DiagOpts, &Consumer,
                           /*ShouldOwnClient=*/false);
  Context.setDiagnosticsEngine(std::move(DiagOpts), &Engine);
  Context.setCurrentFile(File);

  std::vector<std::string> Args = {"clang-tool"};
  std::vector<std::string> Flags = compileFlags();
  Args.insert(Args.end(), Flags.begin(), Flags.end());
  if (!Pch.empty())
    Args.insert(Args.end(), {"-include-pch", Pch});
  Args.insert(Args.end(), {"-fsyntax-only", File});
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), FS);
  ClangTidyASTConsumerFactory ConsumerFactory(Context, FS);
  TidyActionFactory Factory(ConsumerFactory, /*MainFileOnly=*/!Pch.empty());
  tooling::ToolInvocation Invocation(Args, &Factory, Files.get(),
                                     std::make_shared<PCHContainerOperations>());
  Invocation.setDiagnosticConsumer(&Consumer);
  Invocation.run();
  Consumer.finish();
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

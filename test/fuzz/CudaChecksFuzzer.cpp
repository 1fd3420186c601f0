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
#include "clang-tidy/ClangTidy.h"
#include "clang-tidy/ClangTidyDiagnosticConsumer.h"
#include "clang-tidy/ClangTidyModule.h"
#include "clang-tidy/ClangTidyOptions.h"
#include "clang/AST/DeclContextInternals.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Driver/CreateInvocationFromArgs.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Parse/Parser.h"
#include "clang/Sema/EnterExpressionEvaluationContext.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/TemplateInstCallback.h"
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
#include <optional>
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
const char *const PreludeSource =
    "#include <array>\n#include <cmath>\n#include <cstdlib>\n#include <cstring>\n"
    "#include <math.h>\n#include <memory>\n#include <new>\n#include <stddef.h>\n"
    "#include <stdlib.h>\n#include <string>\n#include <vector>\n#include \"cuda.h\"\n"
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

/// The input's path: it exists only as a remapped buffer, in a real folder.
const std::string &inputPath() {
  static const std::string File = workDir() + "/cudalint-fuzz-input.cu";
  return File;
}

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

ClangTidyOptions tidyOptions() {
  ClangTidyOptions Options = ClangTidyOptions::getDefaults();
  Options.Checks = "-*,cuda-*";
  return Options;
}

const std::shared_ptr<ModuleCache> &sharedModuleCache() {
  // The PCH's bytes, read once and kept in a module cache every input shares.
  static const std::shared_ptr<ModuleCache> Cache = createCrossProcessModuleCache();
  return Cache;
}

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

//===--- The incremental session ------------------------------------------------------------===//
//
// One compiler over the prelude's PCH, kept across inputs: each input is a main file of its own
// (a new FileID and translation-unit declaration), parsed to its end of file as a file of its
// own is, with Sema's end-of-TU work; the checks run on its top-level declarations; then what
// it added is taken back. Whatever an input does that is not taken back exactly makes the
// session be rebuilt before the next input (docs/robustness.md, "The incremental session").

/// Watches an input's preprocessing: records the macros it defines, and notes whatever the
/// session cannot take back (a header the PCH does not hold, a pragma, a change to a macro
/// defined before the input).
class InputWatch : public PPCallbacks {
public:
  explicit InputWatch(const SourceManager &SM) : SM(SM) {}

  FileID Input;
  void begin(FileID F, FileEntryRef E) {
    Input = F;
    InputFile = E;
    Defined.clear();
    Unsafe = nullptr;
  }
  /// Whether \p L was made while the current input was read.
  bool inInput(SourceLocation L) const {
    // Local file and macro entries are numbered in the order they were made.
    return Input.isValid() && L.isValid() && !SM.isLoadedSourceLocation(L) &&
           SM.getFileID(L).getHashValue() >= Input.getHashValue();
  }
  std::vector<IdentifierInfo *> Defined;
  const char *Unsafe = nullptr; // why the session must be rebuilt; null while it need not

  void FileChanged(SourceLocation Loc, FileChangeReason Reason, SrcMgr::CharacteristicKind,
                   FileID) override {
    if (Reason != EnterFile || Input.isInvalid())
      return;
    FileID F = SM.getFileID(Loc);
    OptionalFileEntryRef E = SM.getFileEntryRefForID(F);
    if (F != Input && !(E && InputFile && *E == *InputFile)) // the input including itself is fine
      Unsafe = "entered a header";
  }
  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    if (Input.isInvalid())
      return;
    const MacroDirective *Prev = MD->getPrevious();
    if (Prev && Prev->isDefined() && !inInput(Prev->getLocation()))
      Unsafe = "redefined a macro";
    Defined.push_back(Name.getIdentifierInfo());
  }
  void MacroUndefined(const Token &, const MacroDefinition &Def,
                      const MacroDirective *) override {
    if (Input.isValid() && Def && !inInput(Def.getMacroInfo()->getDefinitionLoc()))
      Unsafe = "undefined a macro";
  }
  void PragmaDirective(SourceLocation Loc, PragmaIntroducerKind Kind) override {
    if (Input.isInvalid())
      return;
    // Loop hints and #pragma once (of the input, a file of its own) change no state.
    if (Kind == PIK_HashPragma) {
      bool Invalid = false;
      const char *P = SM.getCharacterData(Loc, &Invalid);
      llvm::StringRef Text = Invalid ? "" : llvm::StringRef(P, 64);
      Text = Text.ltrim("# \t").drop_front(Text.ltrim("# \t").starts_with("pragma") ? 6 : 0);
      Text = Text.ltrim(" \t");
      llvm::StringRef Name = Text.take_while([](char C) { return isAsciiIdentifierContinue(C); });
      if (Name == "unroll" || Name == "nounroll" || Name == "once")
        return;
    }
    Unsafe = "a pragma";
  }

private:
  const SourceManager &SM;
  OptionalFileEntryRef InputFile;
};

/// Finds declarations of an input that link to declarations made before it: a redeclaration
/// (it joins their chain: a definition, default arguments, attributes), a specialization of a
/// template (it joins the template's list), a namespace reopened (its lookup table is shared).
class OutsideLinks : public RecursiveASTVisitor<OutsideLinks> {
public:
  explicit OutsideLinks(const InputWatch &W) : W(W) {}
  bool Found = false;
  bool VisitDecl(Decl *D) {
    const Decl *Prev = D->getPreviousDecl();
    const Decl *Template = nullptr;
    if (auto *S = dyn_cast<ClassTemplateSpecializationDecl>(D))
      Template = S->getSpecializedTemplate();
    else if (auto *V = dyn_cast<VarTemplateSpecializationDecl>(D))
      Template = V->getSpecializedTemplate();
    else if (auto *F = dyn_cast<FunctionDecl>(D))
      Template = F->getPrimaryTemplate();
    Found = (Prev && !W.inInput(Prev->getLocation())) ||
            (Template && !W.inInput(Template->getLocation()));
    return !Found;
  }

private:
  const InputWatch &W;
};

/// Notes whether Sema instantiated anything since the session began: until it has, a new
/// session would hold the same instantiations (the PCH's only).
class NoteInstantiations : public TemplateInstantiationCallback {
public:
  explicit NoteInstantiations(bool &Any) : Any(Any) {}
  void initialize(const Sema &) override {}
  void finalize(const Sema &) override {}
  void atTemplateBegin(const Sema &, const Sema::CodeSynthesisContext &) override { Any = true; }
  void atTemplateEnd(const Sema &, const Sema::CodeSynthesisContext &) override {}

private:
  bool &Any;
};

/// Sema's consumer for the whole session: collects the input's top-level declarations written in
/// its main file (as MainFileScope does).
class CollectInput : public ASTConsumer {
public:
  std::vector<Decl *> TopLevel;
  bool HandleTopLevelDecl(DeclGroupRef Group) override {
    for (Decl *D : Group)
      if (D->getASTContext().getSourceManager().isWrittenInMainFile(D->getLocation()))
        TopLevel.push_back(D);
    return true;
  }
};

/// Makes the compiler and Sema over an empty main file, and parses nothing.
class SessionAction : public ASTFrontendAction {
public:
  CollectInput *Collect = nullptr;
  SourceLocation BaseEnd;    // the empty main file's end
  SourceLocation EndOfInput; // the current input's end

private:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &, llvm::StringRef) override {
    auto C = std::make_unique<CollectInput>();
    Collect = C.get();
    return C;
  }
  TranslationUnitKind getTranslationUnitKind() override { return TU_Incremental; }
  void ExecuteAction() override {
    CompilerInstance &CI = getCompilerInstance();
    Preprocessor &PP = CI.getPreprocessor();
    // The empty main file's lexer stays, at its end: each input is entered over it, and a token
    // the parser peeks at past an input's end comes from it: the end of the empty file, an eof
    // (an annot_repl_input_end with -fincremental-extensions, which the parser does not stop
    // at everywhere). It is given the input's end, where a file's own eof lies.
    PP.enableIncrementalProcessing();
    BaseEnd = CI.getSourceManager().getLocForEndOfFile(CI.getSourceManager().getMainFileID());
    PP.setTokenWatcher([this](const Token &T) {
      if (T.isOneOf(tok::eof, tok::annot_repl_input_end) && T.getLocation() == BaseEnd) {
        Token &End = const_cast<Token &>(T); // Preprocessor::Lex's own token, not const
        End.setKind(tok::eof);
        if (EndOfInput.isValid())
          End.setLocation(EndOfInput);
      }
    });
    PP.EnterMainSourceFile();
    if (!CI.hasSema())
      CI.createSema(getTranslationUnitKind(), nullptr);
  }
};

class Session {
public:
  /// Inputs a session parses before it is rebuilt anyway: the AST is never freed.
  static unsigned limit() {
    static const unsigned Limit = [] {
      const char *Set = std::getenv("CUDALINT_FUZZ_SESSION_INPUTS");
      return Set && *Set ? std::max(1, std::atoi(Set)) : 500;
    }();
    return Limit;
  }

  explicit Session(const CompilerInvocation &Base)
      : Context(std::make_unique<DefaultOptionsProvider>(ClangTidyGlobalOptions(), tidyOptions())),
        Consumer(Context) {
    auto DiagOpts = std::make_unique<DiagnosticOptions>();
    Engine = std::make_unique<DiagnosticsEngine>(DiagnosticIDs::create(), *DiagOpts, &Consumer,
                                                 /*ShouldOwnClient=*/false);
    Context.setDiagnosticsEngine(std::move(DiagOpts), Engine.get());
    Context.setCurrentFile(inputPath());
    auto Invocation = std::make_shared<CompilerInvocation>(Base);
    Invocation->getPreprocessorOpts().addRemappedFile(
        inputPath(), llvm::MemoryBuffer::getMemBufferCopy("", inputPath()).release());
    Compiler = std::make_unique<CompilerInstance>(
        std::move(Invocation), std::make_shared<PCHContainerOperations>(), sharedModuleCache());
    Compiler->createVirtualFileSystem(llvm::vfs::getRealFileSystem(), &Consumer);
    Compiler->createDiagnostics(&Consumer, /*ShouldOwnClient=*/false);
    if (!Compiler->createTarget() ||
        !Action.BeginSourceFile(*Compiler, Compiler->getFrontendOpts().Inputs[0]) ||
        llvm::errorToBool(Action.Execute()) || !Compiler->hasSema()) {
      llvm::errs() << "cuda-checks-fuzzer: cannot make the incremental session\n";
      std::abort();
    }
    Preprocessor &PP = Compiler->getPreprocessor();
    auto OwnedWatch = std::make_unique<InputWatch>(Compiler->getSourceManager());
    Watch = OwnedWatch.get();
    PP.addPPCallbacks(std::move(OwnedWatch));
    // Once per session: the checks register their preprocessor callbacks once, and reset
    // their state at the end of each input (onEndOfTranslationUnit).
    Tidy = Factory.createASTConsumer(*Compiler, inputPath());
    ASTContext &Ctx = Compiler->getASTContext();
    if (ExternalASTSource *External = Ctx.getExternalSource())
      External->StartTranslationUnit(&Compiler->getASTConsumer());
    Compiler->getSema().TemplateInstCallbacks.push_back(
        std::make_unique<NoteInstantiations>(Instantiated));
    P = std::make_unique<Parser>(PP, Compiler->getSema(), /*SkipFunctionBodies=*/false);
    P->Initialize();
    Eval.emplace(Compiler->getSema(), Sema::ExpressionEvaluationContext::PotentiallyEvaluated);
    EvalDepth = Compiler->getSema().ExprEvalContexts.size();
    TU = Compiler->getASTContext().getTranslationUnitDecl();
    BaseLexer = PP.getCurrentLexer();
    parseToEnd(); // the empty main file: Sema's first end of translation unit
    std::vector<ClangTidyError> Dropped;
    finishInput(Dropped, /*Input=*/false);
    Instantiated = false; // the empty main file's end of TU: every session does the same
  }

  ~Session() {
    Eval.reset();
    P.reset();
    Action.EndSourceFile();
    Compiler.reset();
    Tidy.reset();
  }

  /// Parses \p Source and runs the checks on it. Returns false when the session must be
  /// rebuilt before the next input.
  bool run(llvm::StringRef Source, std::vector<ClangTidyError> &Errors) {
    ASTContext &Ctx = Compiler->getASTContext();
    Sema &S = Compiler->getSema();
    SourceManager &SM = Compiler->getSourceManager();
    Ctx.addTranslationUnitDecl();
    TU = Ctx.getTranslationUnitDecl();
    P->EnterScope(Scope::DeclScope);
    S.ActOnTranslationUnitScope(P->getCurScope());

    // A file of its own, so that #include __FILE__ finds it and NOLINT blocks are its own.
    const std::string Name = workDir() + "/input-" + std::to_string(++Serial) + ".cu";
    FileEntryRef File = SM.getFileManager().getVirtualFileRef(Name, Source.size(), 0);
    SM.overrideFileContents(File, llvm::MemoryBuffer::getMemBufferCopy(Source, Name));
    FileID Input = SM.createFileID(File, SourceLocation(), SrcMgr::C_User);
    SM.setMainFileID(Input); // what isInMainFile, isWrittenInMainFile and the checks see
    Compiler->getPreprocessor().markIncluded(File); // as a main file is: #import of it is skipped
    Watch->begin(Input, File);
    size_t End = Source.size(); // where a main file's eof lies: before its last line break
    if (End && (Source[End - 1] == '\n' || Source[End - 1] == '\r') && --End &&
        (Source[End - 1] == '\n' || Source[End - 1] == '\r') && Source[End - 1] != Source[End])
      --End;
    Action.EndOfInput = SM.getLocForStartOfFile(Input).getLocWithOffset(End);
    const uint32_t Counter = Compiler->getPreprocessor().getCounterValue();
    Action.Collect->TopLevel.clear();
    Compiler->getPreprocessor().EnterSourceFile(Input, nullptr, SourceLocation());
    P->ConsumeToken(); // the previous input's eof
    parseToEnd();

    // The parser may have peeked past the end: lex once more to leave the preprocessor's token
    // cache, back to the empty main file's lexer (as clang::Interpreter does).
    Preprocessor &PP = Compiler->getPreprocessor();
    for (unsigned I = 0; I < 8 && PP.getCurrentLexer() != BaseLexer; ++I) {
      Token T;
      PP.Lex(T);
    }
    Ctx.setTraversalScope(Action.Collect->TopLevel);
    Tidy->HandleTranslationUnit(Ctx);
    Compiler->getPreprocessor().setCounterValue(Counter);
    return finishInput(Errors, /*Input=*/true);
  }

private:
  void parseToEnd() {
    Sema &S = Compiler->getSema();
    Parser::DeclGroupPtrTy Group;
    Sema::ModuleImportState ImportState;
    for (bool AtEnd = P->ParseFirstTopLevelDecl(Group, ImportState); !AtEnd;
         AtEnd = P->ParseTopLevelDecl(Group, ImportState))
      if (Group)
        Action.Collect->HandleTopLevelDecl(Group.get());
    for (Decl *D : S.WeakTopLevelDecls())
      Action.Collect->HandleTopLevelDecl(DeclGroupRef(D));
  }

  /// Takes the input's diagnostics, then its declarations and macros back.
  bool finishInput(std::vector<ClangTidyError> &Errors, bool Input) {
    ASTContext &Ctx = Compiler->getASTContext();
    Sema &S = Compiler->getSema();
    Preprocessor &PP = Compiler->getPreprocessor();
    DiagnosticsEngine &Diags = Compiler->getDiagnostics();
    Consumer.EndSourceFile();
    Errors = Consumer.take();

    const char *Unsafe = Watch->Unsafe;
    Fatal = Diags.hasFatalErrorOccurred();
    if (Fatal)
      Unsafe = "a fatal error";
    else if (S.CurContext != TU || !P->getCurScope() || P->getCurScope()->getParent() ||
             S.getCurFunction() ||
             S.inTemplateInstantiation() || S.ExprEvalContexts.size() != EvalDepth ||
             PP.getCurrentLexer() != BaseLexer || PP.isBacktrackEnabled())
      Unsafe = "an unbalanced parser state";
    if (!Unsafe && Input) {
      OutsideLinks Links(*Watch);
      for (Decl *D : TU->decls())
        if (!Links.TraverseDecl(D))
          break;
      if (Links.Found)
        Unsafe = "linked to a declaration before it";
    }

    P->ExitScope(); // takes the input's names out of the identifier resolver
    S.CurContext = nullptr;
    Ctx.setTraversalScope({});
    if (Input) // not the PCH's translation unit
      forgetDecls();
    for (IdentifierInfo *II : Watch->Defined)
      if (PP.getMacroInfo(II))
        PP.appendMacroDirective(II, new (PP.getPreprocessorAllocator()) UndefMacroDirective(
                                        Compiler->getSourceManager().getLocForEndOfFile(
                                            Watch->Input)));
    // Sema's end-of-TU lists, handled at this input's end: not again at the next one's.
    S.UnusedFileScopedDecls.erase(S.UnusedFileScopedDecls.begin(nullptr),
                                  S.UnusedFileScopedDecls.end());
    S.TentativeDefinitions.erase(S.TentativeDefinitions.begin(nullptr),
                                 S.TentativeDefinitions.end());
    S.ExternalDeclarations.clear();
    S.DeclsToCheckForDeferredDiags.clear();
    S.UndefinedButUsed.clear();
    S.WeakTopLevelDecls().clear();
    Diags.Reset(/*soft=*/true);
    Diags.getClient()->clear();
    Consumer.EndSourceFile();
    (void)Consumer.take(); // what leaving the scope said
    static const bool Trace = std::getenv("CUDALINT_FUZZ_SESSION_TRACE") != nullptr;
    if (Trace && Unsafe)
      llvm::errs() << "cuda-checks-fuzzer: session rebuilt after input " << Serial << ": "
                   << Unsafe << "\n";
    return !Unsafe && ++Inputs < limit();
  }

  /// Removes the input's declarations from the translation unit's lookup table.
  void forgetDecls() {
    SourceManager &SM = Compiler->getSourceManager();
    StoredDeclsMap *Map = TU->getFirstDecl()->getPrimaryContext()->getLookupPtr();
    if (!Map)
      return;
    auto Mine = [&](const NamedDecl *D) {
      if (D->isFromASTFile())
        return false;
      SourceLocation L = D->getLocation();
      return L.isValid() ? Watch->inInput(L) && !SM.isLoadedSourceLocation(L)
                         : D->getTranslationUnitDecl() == TU;
    };
    for (auto I = Map->begin(); I != Map->end(); ++I) {
      StoredDeclsList &List = I->second;
      llvm::SmallVector<NamedDecl *, 4> Remove;
      for (NamedDecl *D : List.getLookupResult())
        if (Mine(D))
          Remove.push_back(D);
      for (NamedDecl *D : Remove)
        List.remove(D);
      if (List.isNull())
        Map->erase(I);
    }
  }

  ClangTidyContext Context;
  ClangTidyDiagnosticConsumer Consumer;
  std::unique_ptr<DiagnosticsEngine> Engine;
  ClangTidyASTConsumerFactory Factory{Context};
  std::unique_ptr<CompilerInstance> Compiler;
  SessionAction Action;
  std::unique_ptr<ASTConsumer> Tidy;
  std::unique_ptr<Parser> P;
  std::optional<EnterExpressionEvaluationContext> Eval;
  size_t EvalDepth = 0;
  InputWatch *Watch = nullptr;
  PreprocessorLexer *BaseLexer = nullptr; // the empty main file's
  TranslationUnitDecl *TU = nullptr;
  unsigned Inputs = 0;
  bool Instantiated = false;
  static inline unsigned Serial = 0;

public:
  /// Whether the session may hold instantiations a new one would not.
  bool instantiated() const { return Instantiated; }
  bool Fatal = false; // the last input's
};

/// Runs \p Source through the current session, rebuilding it first when needed.
std::vector<ClangTidyError> analyseIncremental(const CompilerInvocation &Base,
                                               llvm::StringRef Source) {
  static Session *Current = nullptr; // never destroyed at exit: libFuzzer exits anywhere
  static bool Usable = false;
  if (!Current || !Usable) {
    delete Current;
    Current = new Session(Base);
  }
  std::vector<ClangTidyError> Errors;
  const bool Used = Current->instantiated();
  Usable = Current->run(Source, Errors);
  // After a fatal error clang instantiates no more templates: what the input then sees depends
  // on which instantiations earlier inputs left (std::initializer_list<int> after a missing
  // #include). Such an input is parsed again in a new session, which holds only the PCH.
  if (Current->Fatal && Used) {
    delete Current;
    Current = new Session(Base);
    Errors.clear();
    Usable = Current->run(Source, Errors);
  }
  return Errors;
}


/// A source every check setting must flag: if the set-up (the PCH above all) were broken, each
/// input would fail to parse and the fuzzer would test nothing, silently.
const char *const ProbeSource =
    "#include \"cuda_runtime.h\"\n"
    "void probe() {\n  cudaEvent_t a, b;\n"
    "  cudaEventCreateWithFlags(&a, cudaEventDisableTiming);\n  cudaEventCreate(&b);\n"
    "  cudaEventRecord(a);\n  cudaEventRecord(b);\n  cudaEventSynchronize(b);\n"
    "  float ms = 0;\n  cudaEventElapsedTime(&ms, a, b);\n}\n";

/// The prelude's PCH and the base invocation, made once, before the first input: in
/// LLVMFuzzerInitialize, so that building the PCH on a loaded machine never counts against the
/// first input's -timeout.
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

//===--- FuzzSession.cpp - the fuzz harness's incremental session -------------------------===//
//
// One compiler over the prelude's PCH, kept across inputs: each input is a main file of its own
// (a new FileID and translation-unit declaration), parsed to its end of file as a file of its
// own is, with Sema's end-of-TU work; the checks run on its top-level declarations; then what
// it added is taken back. Whatever an input does that is not taken back exactly makes the
// session be rebuilt before the next input (docs/robustness.md, "The incremental session").
//
//===--------------------------------------------------------------------------------------===//
#include "FuzzSession.h"
#include "clang-tidy/ClangTidy.h"
#include "clang-tidy/ClangTidyModule.h"
#include "clang/AST/DeclContextInternals.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Parse/Parser.h"
#include "clang/Parse/RAIIObjectsForParser.h"
#include "clang/Sema/EnterExpressionEvaluationContext.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/TemplateInstCallback.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstdlib>
#include <optional>

using namespace clang;
using namespace clang::tidy;

namespace cudalint::fuzz {
namespace {

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
  const char *Unsafe = nullptr; // why the session must be rebuilt (the first reason); or null
  void unsafe(const char *Why) { Unsafe = Unsafe ? Unsafe : Why; }

  void FileChanged(SourceLocation Loc, FileChangeReason Reason, SrcMgr::CharacteristicKind,
                   FileID) override {
    if (Reason != EnterFile || Input.isInvalid())
      return;
    FileID F = SM.getFileID(Loc);
    OptionalFileEntryRef E = SM.getFileEntryRefForID(F);
    if (F != Input && !(E && InputFile && *E == *InputFile)) // the input including itself is fine
      unsafe("entered a header");
  }
  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    if (Input.isInvalid())
      return;
    const MacroDirective *Prev = MD->getPrevious();
    if (Prev && Prev->isDefined() && !inInput(Prev->getLocation()))
      unsafe("redefined a macro");
    Defined.push_back(Name.getIdentifierInfo());
  }
  void MacroUndefined(const Token &, const MacroDefinition &Def, const MacroDirective *) override {
    if (Input.isValid() && Def && !inInput(Def.getMacroInfo()->getDefinitionLoc()))
      unsafe("undefined a macro");
  }
  void PragmaDirective(SourceLocation Loc, PragmaIntroducerKind Kind) override {
    if (Input.isInvalid())
      return;
    // Loop hints and #pragma once (of the input, a file of its own) change no state.
    if (Kind == PIK_HashPragma) {
      bool Invalid = false;
      auto [File, Offset] = SM.getDecomposedSpellingLoc(Loc);
      llvm::StringRef Text = SM.getBufferData(File, &Invalid);
      Text = Invalid ? "" : Text.substr(Offset, 64).ltrim("# \t");
      if (Text.consume_front("pragma"))
        Text = Text.ltrim(" \t");
      llvm::StringRef Name = Text.take_while([](char C) { return isAsciiIdentifierContinue(C); });
      if (Name == "unroll" || Name == "nounroll" || Name == "once")
        return;
    }
    unsafe("a pragma");
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

/// Makes the compiler and Sema over an empty main file, and parses nothing.
class SessionAction : public ASTFrontendAction {
public:
  MainFileScope *Collect = nullptr;
  SourceLocation BaseEnd;    // the empty main file's end
  SourceLocation EndOfInput; // the current input's end

private:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &, llvm::StringRef) override {
    auto C = std::make_unique<MainFileScope>();
    Collect = C.get();
    return C;
  }
  TranslationUnitKind getTranslationUnitKind() override { return TU_Incremental; }
  void ExecuteAction() override {
    CompilerInstance &CI = getCompilerInstance();
    Preprocessor &PP = CI.getPreprocessor();
    // The empty main file's lexer stays, at its end: each input is entered over it, and the
    // parser's token past an input's end comes from it, an eof (annot_repl_input_end, which the
    // parser does not stop at everywhere, needs -fincremental-extensions). The watcher gives it
    // the input's end, where a file's own eof lies; a copy the preprocessor cached during a
    // tentative parse keeps the empty file's end (docs/robustness.md).
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
    {
      // An input may end inside parentheses (`__attribute__((x` at its end): the parser's
      // counts of open ones, which its error recovery reads, start at zero for the next.
      ParenBraceBracketBalancer Balance(*P);
      parseToEnd();
    }

    // The parser may have peeked past the end: lex once more to leave the preprocessor's token
    // cache, back to the empty main file's lexer (as clang::Interpreter does).
    Preprocessor &PP = Compiler->getPreprocessor();
    for (unsigned I = 0; I < 8 && PP.getCurrentLexer() != BaseLexer; ++I) {
      Token T;
      PP.Lex(T);
    }
    Action.Collect->HandleTranslationUnit(Ctx); // the checks' traversal scope
    Tidy->HandleTranslationUnit(Ctx);
    Compiler->getPreprocessor().setCounterValue(Counter);
    const bool Keep = finishInput(Errors, /*Input=*/true);
    // The only token of the empty main file an input meets is the eof that stands for the
    // input's end; a copy the preprocessor cached while backtracking kept the empty file's
    // location, so what is reported there is reported at the input's end.
    auto AtInputEnd = [&](tooling::DiagnosticMessage &M) {
      if (M.FilePath == inputPath() && M.FileOffset == 0) {
        M.FilePath = Name;
        M.FileOffset = End;
      }
    };
    for (ClangTidyError &E : Errors) {
      AtInputEnd(E.Message);
      for (tooling::DiagnosticMessage &Note : E.Notes)
        AtInputEnd(Note);
    }
    return Keep;
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

    Fatal = Diags.hasFatalErrorOccurred();
    const char *Unsafe = Fatal ? "a fatal error" : Watch->Unsafe;
    if (!Unsafe && (S.CurContext != TU || !P->getCurScope() || P->getCurScope()->getParent() ||
                    S.getCurFunction() || S.inTemplateInstantiation() ||
                    S.ExprEvalContexts.size() != EvalDepth || PP.getCurrentLexer() != BaseLexer ||
                    PP.isBacktrackEnabled()))
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
    if (Input) { // not the PCH's translation unit; extern "C" names have a table of their own
      forgetDecls(TU->getFirstDecl());
      forgetDecls(Ctx.getExternCContextDecl());
    }
    for (IdentifierInfo *II : Watch->Defined)
      if (PP.getMacroInfo(II))
        PP.appendMacroDirective(II,
                                new (PP.getPreprocessorAllocator()) UndefMacroDirective(
                                    Compiler->getSourceManager().getLocForEndOfFile(Watch->Input)));
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
      llvm::errs() << "cuda-checks-fuzzer: session rebuilt after input " << Serial << ": " << Unsafe
                   << "\n";
    return !Unsafe && ++Inputs < limit();
  }

  /// Removes the input's declarations from \p DC's lookup table.
  void forgetDecls(DeclContext *DC) {
    SourceManager &SM = Compiler->getSourceManager();
    StoredDeclsMap *Map = DC->getPrimaryContext()->getLookupPtr();
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

} // namespace

bool MainFileScope::HandleTopLevelDecl(DeclGroupRef Group) {
  for (Decl *D : Group)
    if (D->getASTContext().getSourceManager().isWrittenInMainFile(D->getLocation()))
      TopLevel.push_back(D);
  return true;
}

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

} // namespace cudalint::fuzz

//===--- FuzzSession.h - the fuzz harness's incremental session ---------------------------===//
//
// The incremental session of CudaChecksFuzzer.cpp (FuzzSession.cpp), and what the harness
// shares with it.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_TEST_FUZZ_FUZZSESSION_H
#define CUDALINT_TEST_FUZZ_FUZZSESSION_H

#include "clang-tidy/ClangTidyDiagnosticConsumer.h"
#include "clang-tidy/ClangTidyOptions.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Serialization/ModuleCache.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>
#include <vector>

namespace cudalint::fuzz {

// Defined in CudaChecksFuzzer.cpp.
const std::string &workDir();   ///< the harness's temporary folder
const std::string &inputPath(); ///< the main file of a fresh parse (a remapped buffer)
clang::tidy::ClangTidyOptions tidyOptions();
const std::shared_ptr<clang::ModuleCache> &sharedModuleCache(); ///< holds the PCH's bytes

/// Collects the top-level declarations written in the main file; at the end of the translation
/// unit makes them the checks' traversal scope (as clangd does over a preamble): walking the
/// whole translation unit would deserialize every declaration of the PCH.
class MainFileScope : public clang::ASTConsumer {
public:
  std::vector<clang::Decl *> TopLevel;
  bool HandleTopLevelDecl(clang::DeclGroupRef Group) override;
  void HandleTranslationUnit(clang::ASTContext &Ctx) override { Ctx.setTraversalScope(TopLevel); }
};

/// Parses \p Source in the current incremental session over \p Base (which includes the
/// prelude's PCH), rebuilding the session first when needed; returns its diagnostics.
std::vector<clang::tidy::ClangTidyError> analyseIncremental(const clang::CompilerInvocation &Base,
                                                            llvm::StringRef Source);

} // namespace cudalint::fuzz

#endif

//===--- SourceText.h - the text of an expression as written ------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_SOURCETEXT_H
#define CUDALINT_CHECKS_ANALYSIS_SOURCETEXT_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include <string>

namespace clang::tidy::cuda {

/// The text of S as written in a file: "" when S is null, or when it is not one range of one
/// file (written inside a macro's body, or begun and ended in different macro arguments).
std::string writtenText(const Stmt *S, const ASTContext &Ctx);

/// writtenText, else, for S written inside one macro's body, the text of that part of the
/// macro's definition ("" when even that is not one range).
std::string writtenTextOrMacroBody(const Stmt *S, const ASTContext &Ctx);

} // namespace clang::tidy::cuda

#endif

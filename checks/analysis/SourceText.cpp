//===--- SourceText.cpp - the text of an expression as written ----------------------------===//
#include "SourceText.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

namespace clang::tidy::cuda {

std::string writtenText(const Stmt *S, const ASTContext &Ctx) {
  if (!S)
    return "";
  // getSourceText maps the range to one file's characters first, and is empty when it cannot.
  return Lexer::getSourceText(CharSourceRange::getTokenRange(S->getSourceRange()),
                              Ctx.getSourceManager(), Ctx.getLangOpts())
      .str();
}

std::string writtenTextOrMacroBody(const Stmt *S, const ASTContext &Ctx) {
  if (!S)
    return "";
  std::string Text = writtenText(S, Ctx);
  if (!Text.empty())
    return Text;
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation B = SM.getSpellingLoc(S->getBeginLoc());
  SourceLocation End = SM.getSpellingLoc(S->getEndLoc());
  if (SM.getFileID(B) != SM.getFileID(End) || SM.isBeforeInTranslationUnit(End, B))
    return "";
  return Lexer::getSourceText(CharSourceRange::getTokenRange(B, End), SM, Ctx.getLangOpts()).str();
}

} // namespace clang::tidy::cuda

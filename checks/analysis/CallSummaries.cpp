//===--- CallSummaries.cpp - which project functions a function calls, and in loops --------===//
#include "CallSummaries.h"
#include "CudaApi.h"
#include "LoopWork.h"
#include "StmtWalk.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/FileManager.h"
#include "llvm/Support/Path.h"

namespace clang::tidy::cuda {

std::optional<SourceSite> sourceSiteOf(SourceLocation Loc, const SourceManager &SM) {
  Loc = Loc.isValid() ? SM.getFileLoc(Loc) : Loc;
  OptionalFileEntryRef File =
      Loc.isValid() ? SM.getFileEntryRefForID(SM.getFileID(Loc)) : std::nullopt;
  if (!File)
    return std::nullopt;
  // Relative to the compile command's directory (the tool's working directory), not to the
  // process's: a database may name the file `-c llama.cpp` in its entry's folder.
  llvm::SmallString<256> Path(File->getName());
  SM.getFileManager().makeAbsolutePath(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return SourceSite{std::string(Path), SM.getFileOffset(Loc)};
}


void summarizeCalls(const FunctionDecl *Fn, LoopWork &Loops, FunctionSummary &Into) {
  const Stmt *Body = Fn->getBody();
  if (!Body)
    return;
  const SourceManager &SM = Fn->getASTContext().getSourceManager();
  anyStmtUnder(Body, [&](const Stmt *S) {
    const auto *Call = dyn_cast<CallExpr>(S);
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    if (!isProjectFunctionDecl(Callee) || lookupCudaApi(Callee))
      return false;
    std::string Usr = usrOf(Callee->getCanonicalDecl());
    if (Usr.empty())
      return false;
    Into.Calls.insert(Usr);
    if (Into.CallsEveryIteration.count(Usr))
      return false;
    // Only this body's own loops: the callers of Fn record theirs.
    const Expr *ViaCall = nullptr;
    if (Loops.repeatingLoopApartFromDevices(Call, ViaCall) && !ViaCall)
      if (std::optional<SourceSite> Site = sourceSiteOf(Call->getBeginLoc(), SM))
        Into.CallsEveryIteration.emplace(Usr, std::move(*Site));
    return false;
  });
}

} // namespace clang::tidy::cuda

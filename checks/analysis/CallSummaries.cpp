//===--- CallSummaries.cpp - which project functions a function calls, and in loops --------===//
#include "CallSummaries.h"
#include "CudaApi.h"
#include "LoopWork.h"
#include "StmtWalk.h"
#include "clang-tidy/ClangTidyCheck.h"
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

void recordCallSummary(const FunctionDecl *Fn, LoopWork &Loops, UnitSummaries &Collect) {
  FunctionSummary Calls;
  summarizeCalls(Fn, Loops, Calls);
  std::string Usr = Calls.Calls.empty() ? "" : usrOf(Fn->getCanonicalDecl());
  if (Usr.empty())
    return;
  FunctionSummary &S = Collect[Usr];
  if (!S.Calls.empty())
    return; // another check recorded them
  S.Calls = std::move(Calls.Calls);
  S.CallsEveryIteration = std::move(Calls.CallsEveryIteration);
}

std::optional<std::string> storageKeyAcross(const AccessPath &P) {
  if (!P.Scope.empty())
    return std::nullopt;
  std::string Key;
  if (P.Root == AccessPath::RootKind::Var) {
    const auto *V = dyn_cast_or_null<VarDecl>(P.Var);
    if (!V || !V->hasGlobalStorage() || V->isStaticLocal() || !V->isExternallyVisible())
      return std::nullopt;
    Key = usrOf(V->getCanonicalDecl());
  } else if (P.Root == AccessPath::RootKind::This && !P.Steps.empty()) {
    Key = "this";
  }
  if (Key.empty())
    return std::nullopt;
  for (const AccessPath::Step &S : P.Steps) {
    std::string Member = S.K == AccessPath::Step::Field && S.Member ? usrOf(S.Member) : "";
    if (Member.empty())
      return std::nullopt;
    Key += "/" + Member;
  }
  return Key;
}

bool readByThisUnit(const std::string &File, const SourceManager &SM) {
  OptionalFileEntryRef Entry = SM.getFileManager().getOptionalFileRef(File);
  FileID FID = Entry ? SM.translateFile(*Entry) : FileID();
  // The main file, or one it includes (noteAtSite loads other files with no include place).
  return FID.isValid() && (FID == SM.getMainFileID() || SM.getIncludeLoc(FID).isValid());
}

void noteAtSite(ClangTidyCheck &Check, const std::string &File, unsigned Offset,
                const std::string &Text, const SourceManager &SM) {
  auto &Sources = const_cast<SourceManager &>(SM);
  OptionalFileEntryRef Entry = Sources.getFileManager().getOptionalFileRef(File);
  if (!Entry)
    return;
  FileID FID = Sources.getOrCreateFileID(*Entry, SrcMgr::C_User);
  std::optional<llvm::MemoryBufferRef> Buffer = Sources.getBufferOrNone(FID);
  if (!Buffer || Offset >= Buffer->getBufferSize())
    return; // the file changed since the index was written
  Check.diag(Sources.getComposedLoc(FID, Offset), "%0", DiagnosticIDs::Note) << Text;
}

} // namespace clang::tidy::cuda

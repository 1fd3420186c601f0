//===--- CallSummaries.h - which project functions a function calls, and in loops ----------===//
//
// For the project index (FunctionSummaries.h): the functions of the project a function calls,
// and those it calls on every iteration of one of its own loops that repeats. Joined over the
// units, they tell a check in one unit that its function runs again and again because a loop
// in another unit calls it, directly or through other functions.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_CALLSUMMARIES_H
#define CUDALINT_CHECKS_ANALYSIS_CALLSUMMARIES_H

#include "FunctionSummaries.h"
#include "clang/Basic/SourceLocation.h"

namespace clang {
class FunctionDecl;
class SourceManager;
namespace tidy {
class ClangTidyCheck;
} // namespace tidy
} // namespace clang

namespace clang::tidy::cuda {

class LoopWork;
struct AccessPath;

/// Adds to \p Into the project functions \p Fn's body calls directly (not virtually, not
/// through a pointer; not CUDA API, builtin or system-header functions) and, of those, the
/// ones called inside a loop of that body which repeats (LoopWork's rule, a loop over devices
/// apart), with the first such call's place.
void summarizeCalls(const FunctionDecl *Fn, LoopWork &Loops, FunctionSummary &Into);

/// Records \p Fn's calls (summarizeCalls) in the open collector \p Collect, once per function:
/// every check that asks the index whether a loop of another unit repeats its function
/// records them, so that any one of them enabled alone is enough.
void recordCallSummary(const FunctionDecl *Fn, LoopWork &Loops, UnitSummaries &Collect);

/// A name for the storage \p P that every unit spells alike: an externally visible variable
/// (namespace scope, or a static member) or a field of `*this`, each followed by field steps
/// (USRs joined by '/'); nullopt for anything else (a local, an element, what a pointer points
/// to, a variable of one file).
std::optional<std::string> storageKeyAcross(const AccessPath &P);

/// A note of \p Check at \p Offset of \p File, a file of another unit (where it allocates the
/// memory, where its loop calls the finding's function), as the CLI adds it when it joins the
/// index; nothing when the file is gone or shorter (it changed since the index was written).
void noteAtSite(ClangTidyCheck &Check, const std::string &File, unsigned Offset,
                const std::string &Text, const SourceManager &SM);

/// True when \p File (an absolute path from the index) is a file this unit's parse read.
bool readByThisUnit(const std::string &File, const SourceManager &SM);

/// The absolute file and offset of \p Loc (of its spelling in the file, for a macro
/// argument); nullopt outside a file.
std::optional<SourceSite> sourceSiteOf(SourceLocation Loc, const SourceManager &SM);

} // namespace clang::tidy::cuda

#endif

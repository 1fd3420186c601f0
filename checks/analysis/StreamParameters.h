//===--- StreamParameters.h - what a function does with its stream parameters -----------===//
//
// What a function does with its stream parameters. Which one its asynchronous work runs on: a
// call that passes the legacy default stream there puts that work on the legacy stream
// (cuda-default-stream; FunctionSummary::QueuesWorkOn, HandsStreamTo). Which ones it never
// reads on a call's path: a call that omits such a defaulted stream puts nothing on the default
// stream (cuda-missing-stream; FunctionSummary::IgnoredStreams).
//
//===----------------------------------------------------------------------------------------===//
#ifndef CUDALINT_ANALYSIS_STREAMPARAMETERS_H
#define CUDALINT_ANALYSIS_STREAMPARAMETERS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "StreamClassification.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <map>
#include <set>

namespace clang::tidy::cuda {

/// What Def does with the stream its caller passes as parameter Param, as the caller passed it.
struct StreamParameterUse {
  /// The first work it queues on it in this unit: a launch, an asynchronous copy, memset,
  /// event record or wait given the parameter, or a call that hands it to a function of this
  /// unit that does so (up to four calls down).
  const Expr *Work = nullptr;
  /// The functions of other units it hands the parameter to (callee, parameter index): whether
  /// they queue work on it is the project index's to say (FunctionSummary::HandsStreamTo).
  llvm::SmallVector<std::pair<const FunctionDecl *, unsigned>, 2> HandedTo;
  bool empty() const { return !Work && HandedTo.empty(); }
};

/// streamParameterUse is empty when Def has no body, or when it may not use what the caller
/// passed: the parameter is assigned, its address taken, handed to a reference to a non-const
/// stream, or tested (`if (!s) s = mine;`, `s ? s : mine`), any of which means the caller's
/// choice is not the stream the work runs on.
/// \p Counts, when given, says which work counts (a check's notion of misplaced work: not a
/// timing record, say); other work is passed over.
using WorkFilter = llvm::function_ref<bool(const StreamSite &)>;
StreamParameterUse streamParameterUse(const FunctionDecl *Def, unsigned Param,
                                      WorkFilter Counts = nullptr);

/// streamParameterUse for every stream parameter of Def that is not empty, by index.
std::map<unsigned, StreamParameterUse> streamParameterUses(const FunctionDecl *Def,
                                                           WorkFilter Counts = nullptr);

/// True when the wrapper that Site calls reads its stream parameter only in branches that
/// this call's constant arguments rule out, or never, also through a forwarding overload, up
/// to four calls down: the omitted stream is not used on this call's path
/// (cuda-missing-stream).
bool streamUnusedOnThisCall(const StreamSite &Site, const ASTContext &Ctx);

/// True when Site calls a function of CUB's two-phase shape (`void *temp_storage, size_t
/// &temp_storage_bytes, ...`) for the size only: its storage argument is a null pointer, or
/// Enclosing later calls the same function with the same storage and its stream written. Such a
/// call computes a size and queues nothing (cuda-missing-stream).
bool isTempStorageSizeQuery(const StreamSite &Site, const FunctionDecl *Enclosing);

/// The stream parameters of Def it never reads, whatever a call passes: what a unit that calls
/// Def without its body learns from the project index (FunctionSummary::IgnoredStreams).
std::set<unsigned> streamsIgnoredOnEveryCall(const FunctionDecl *Def, const ASTContext &Ctx);

} // namespace clang::tidy::cuda

#endif

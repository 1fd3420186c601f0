//===--- StreamParameters.h - what a function does with its stream parameters -----------===//
//
// Which stream parameter of a function its asynchronous work runs on: a call that passes the
// legacy default stream there puts that work on the legacy stream (cuda-default-stream), and
// the project index carries the fact to units that call the function without its body
// (FunctionSummary::QueuesWorkOn).
//
//===----------------------------------------------------------------------------------------===//
#ifndef CUDALINT_ANALYSIS_STREAMPARAMETERS_H
#define CUDALINT_ANALYSIS_STREAMPARAMETERS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include <map>

namespace clang::tidy::cuda {

/// The first work Def queues on its stream parameter \p Param, the parameter's own value: a
/// launch, an asynchronous copy, memset, event record or wait given the parameter as it came
/// in, or a call that hands it to a function of this unit that does so (up to four calls
/// down). Null when Def has no body, or when it may not use what the caller passed: the
/// parameter is assigned, its address taken, or tested (`if (!s) s = mine;`, `s ? s : mine`),
/// any of which means the caller's choice is not the stream the work runs on.
const Expr *workQueuedOnParameter(const FunctionDecl *Def, unsigned Param);

/// workQueuedOnParameter for every stream parameter of Def that has such work, by index.
std::map<unsigned, const Expr *> streamParametersWithWork(const FunctionDecl *Def);

} // namespace clang::tidy::cuda

#endif

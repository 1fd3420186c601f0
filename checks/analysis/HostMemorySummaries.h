//===--- HostMemorySummaries.h - the host memory a function hands to other units ---------===//
//
// For the project index (FunctionSummaries.h): what host memory a function this unit defines
// returns, and what it stores through each out-parameter (`T **p`, `T *&p`), from the engine's
// host memory provenance at each returned or stored value. Pageable or pinned when every origin
// agrees (memory of another unit's function joins as Pending); nothing is recorded when an
// origin is of another kind (device, managed, registered), unknown, or the function registers
// host memory anywhere. And what host memory a function passes to the pointer parameters of
// the functions it calls that other units may call too: with every unit's calls, the index
// knows what a header's function receives.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_HOSTMEMORYSUMMARIES_H
#define CUDALINT_CHECKS_ANALYSIS_HOSTMEMORYSUMMARIES_H

#include "FunctionSummaries.h"
#include "HostMemoryProvenance.h"
#include <map>
#include <optional>

namespace clang::tidy::cuda {

/// The host memory \p Def returns; nullopt when none, or none certain.
std::optional<HostMemorySummary> summarizeReturnedMemory(const HostMemoryProvenance &P,
                                                         const FunctionDecl *Def);

/// What \p Def stores through each of its out-parameters, by parameter index (those it stores
/// nothing certain through are left out).
std::map<unsigned, HostMemorySummary> summarizeOutParameterMemory(const HostMemoryProvenance &P,
                                                                  const FunctionDecl *Def);

/// The host memory \p Def passes to the data-pointer parameters of project functions that
/// other units may call too (FunctionSummary::Passes): each call's argument, from the same
/// provenance (Unknown when unknown); every such parameter Unknown where \p Def takes the
/// function's address instead of calling it.
PassedMemory summarizePassedMemory(const HostMemoryProvenance &P, const FunctionDecl *Def);
/// The same for the initializer of a variable of static storage (a table of callbacks that
/// takes the functions' addresses), recorded under the variable's USR.
PassedMemory summarizePassedMemory(const HostMemoryProvenance &P, const VarDecl *Global);

/// What this unit stores into \p D, a pointer field or global that other units may store into
/// too (FunctionSummary::Stored): every store's memory joined (a null pointer stores none),
/// Unknown when a store is unknown or the unit may pin the memory
/// (HostMemoryProvenance::mayBePinnedInUnit); nullopt when the unit stores nothing there, or
/// when every store of \p D is in this unit.
std::optional<HostMemorySummary> summarizeStoredMemory(const HostMemoryProvenance &P,
                                                       const ValueDecl *D);

/// The memory an External origin stands for (an empty Usr when its function has none).
HandedMemory handedMemoryOf(const HostMemoryOrigin &O);

} // namespace clang::tidy::cuda

#endif

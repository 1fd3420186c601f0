//===--- StreamIdentity.h - when two expressions name the same stream -----------------------===//
//
// The one place that decides whether two stream (or event) expressions name the same object:
// the same storage named the same way, the same plain getter on the same object, or the same
// pure accessor called with the same arguments. Every ordering question (StreamOrder, HostSync,
// capture regions, event timing) asks it.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_STREAMIDENTITY_H
#define CUDALINT_CHECKS_ANALYSIS_STREAMIDENTITY_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

namespace clang::tidy::cuda {

/// True when A and B name the same stream storage the same way (`s` and `s`, `this->s[0]`
/// and `this->s[0]`); false when either is unknown.
bool sameStreamExpr(const Expr *A, const Expr *B, const ASTContext &Ctx);
/// The field a getter returns when E calls one (`m_stream.get()`, whose body is
/// `return m_stream;`), else null. Such a call reads the member and does nothing else.
const FieldDecl *getterField(const Expr *E);
/// True for a function whose result depends only on what its arguments (and `this`) point to
/// when it is called: every return gives a null constant or a member chain rooted at a
/// parameter or `this` (`if (s == NULL) { LOG(FATAL) << ...; return 0; } return s->stream_;`,
/// mshadow's `Stream<gpu>::GetStream`), nothing in its body assigns anything but its own
/// locals, and no call in it is handed a parameter or `this`. Two calls of it with the same
/// arguments give the same value.
bool isPureAccessor(const FunctionDecl *FD);

class ValueOrigins;
/// True when S runs only where some stream expression holds the default stream: in the branch
/// of an `if` that its condition takes only then (`if (dev != other && copyStream == NULL)`,
/// the else of `if (s)`). There, the legacy stream written out is that stream.
bool onlyWhereAStreamIsDefault(const Stmt *S, const ValueOrigins &VO);

} // namespace clang::tidy::cuda

#endif

//===--- HostTables.cpp - small host tables whose size is a count of items ---------------===//
#include "HostTables.h"
#include "StmtWalk.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

namespace clang::tidy::cuda {
namespace {

/// `c[i]`, `c.at(i)`: an element of a container or array.
bool isElementAccess(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  const Expr *Base = nullptr, *Index = nullptr;
  if (subscriptParts(E, Base, Index))
    return true;
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E))
    if (const auto *M = MC->getMethodDecl(); M && M->getIdentifier())
      return M->getName() == "at";
  return false;
}

/// True when E reads a field of an element (`params[i].top_k`, `reqs[i]->len`,
/// `params[i].use_greedy()`).
bool readsItemField(const Stmt *E) {
  return anyStmtUnder(E, [](const Stmt *S) {
    const auto *ME = dyn_cast<MemberExpr>(S);
    return ME && isElementAccess(ME->getBase());
  });
}

/// True when the pointer E yields is used only as a pointer to const: it converts to one.
bool readOnly(const Expr *E, const ValueOrigins &VO) {
  auto Up = VO.parents(*E);
  const auto *Cast = Up.size() == 1 ? Up[0].get<ImplicitCastExpr>() : nullptr;
  return Cast && Cast->getType()->isPointerType() &&
         Cast->getType()->getPointeeType().isConstQualified();
}

/// The local variable E names as a whole table: `v.data()`, `&v[0]`, `v` (an array).
const VarDecl *tableVariable(const Expr *E) {
  E = E->IgnoreParenCasts();
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
    const auto *M = MC->getMethodDecl();
    if (!M || !M->getIdentifier() || M->getName() != "data")
      return nullptr;
    E = MC->getImplicitObjectArgument()->IgnoreParenImpCasts();
  } else if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->getOpcode() == UO_AddrOf) {
    const Expr *Base = nullptr, *Index = nullptr;
    if (!subscriptParts(UO->getSubExpr()->IgnoreParenImpCasts(), Base, Index))
      return nullptr;
    const auto *Zero = dyn_cast<IntegerLiteral>(Index->IgnoreParenImpCasts());
    if (!Zero || Zero->getValue() != 0)
      return nullptr;
    E = Base->IgnoreParenImpCasts();
  }
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return V && V->hasLocalStorage() && !isa<ParmVarDecl>(V) ? V : nullptr;
}

/// The element type of a local std::vector or array, or null.
QualType elementType(const VarDecl *V) {
  QualType T = V->getType();
  if (const auto *AT = T->getAsArrayTypeUnsafe())
    return AT->getElementType();
  const auto *CTS = dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  if (!CTS || !CTS->isInStdNamespace() || CTS->getName() != "vector" ||
      CTS->getTemplateArgs().size() < 1)
    return QualType();
  return CTS->getTemplateArgs()[0].getAsType();
}

} // namespace

bool isPointerTable(const Expr *E) {
  QualType T = E->IgnoreParenCasts()->getType();
  if (const auto *AT = T->getAsArrayTypeUnsafe())
    return AT->getElementType()->isPointerType();
  return T->isPointerType() && T->getPointeeType()->isPointerType();
}

bool isDescriptorTable(const Expr *E, const ASTContext &Ctx) {
  QualType T = E->IgnoreParenCasts()->getType();
  QualType Elem;
  if (const auto *AT = T->getAsArrayTypeUnsafe())
    Elem = AT->getElementType();
  else if (T->isPointerType())
    Elem = T->getPointeeType();
  const RecordDecl *RD = Elem.isNull() ? nullptr : Elem->getAsRecordDecl();
  if (!RD || !(RD = RD->getDefinition()) || RD->isInvalidDecl() || Elem->isDependentType() ||
      Ctx.getTypeSizeInChars(Elem).getQuantity() > int64_t(MaxDescriptorBytes))
    return false;
  if (const auto *CXX = dyn_cast<CXXRecordDecl>(RD); CXX && CXX->getNumBases())
    return false;
  bool NamesBuffer = false;
  for (const FieldDecl *F : RD->fields()) {
    QualType FT = F->getType();
    if (!FT->isScalarType())
      return false;
    NamesBuffer = NamesBuffer || FT->isPointerType();
  }
  return NamesBuffer;
}

bool isPerItemParameterTable(const Expr *E, const ValueOrigins &VO) {
  const VarDecl *V = tableVariable(E);
  if (!V)
    return false;
  QualType Elem = elementType(V);
  if (Elem.isNull() || !Elem->isArithmeticType())
    return false;
  // Sized by its declaration: `std::vector<float> v(n)`, `(n, 1.0f)`; an array needs none.
  const Expr *Init = V->getInit() ? V->getInit()->IgnoreImplicit() : nullptr;
  if (const auto *Ctor = dyn_cast_or_null<CXXConstructExpr>(Init)) {
    for (const Expr *A : Ctor->arguments())
      if (!isa<CXXDefaultArgExpr>(A) && !A->getType()->isArithmeticType())
        return false;
  } else if (Init && !V->getType()->isArrayType()) {
    return false;
  }
  const FunctionDecl *F = VO.enclosingFunction(E);
  if (!F || !F->getBody())
    return false;
  // Every use of V: the copy's own source, `.size()`/`.empty()`, or `v[i] = <an item's field>`.
  const Expr *Source = E->IgnoreParenCasts();
  bool Written = false, Other = false;
  auto Same = [](const Expr *A, const Expr *B) {
    return A->IgnoreParenImpCasts() == B->IgnoreParenImpCasts();
  };
  anyStmtUnder(F->getBody(), [&](const Stmt *S) {
    const auto *DRE = dyn_cast<DeclRefExpr>(S);
    if (!DRE || DRE->getDecl() != V || DRE == Source)
      return false;
    // Climb from the name to its use: through casts, an element access, a member call.
    const Expr *Use = DRE;
    for (unsigned Depth = 0; Depth < 8 && !Other; ++Depth) {
      auto Parents = VO.parents(*Use);
      const Expr *P = Parents.size() == 1 ? Parents[0].get<Expr>() : nullptr;
      if (!P || P == Source)
        return false; // the copy (or a statement of its own: `v;`)
      if (isa<ImplicitCastExpr, ParenExpr>(P)) {
        Use = P;
        continue;
      }
      if (const auto *ME = dyn_cast<MemberExpr>(P); ME && Same(ME->getBase(), Use)) {
        const auto *M = dyn_cast<CXXMethodDecl>(ME->getMemberDecl());
        llvm::StringRef N = M && M->getIdentifier() ? M->getName() : "";
        auto Up = VO.parents(*ME);
        const Expr *Call = Up.size() == 1 ? Up[0].get<Expr>() : nullptr;
        if (N == "size" || N == "empty" || (Call && Call == Source))
          return false;
        // `v.data()` read through a pointer to const (`std::memcpy(dst, v.data(), n)`).
        if (N == "data" && Call && readOnly(Call, VO))
          return false;
        break;
      }
      const Expr *Base = nullptr, *Index = nullptr;
      if (!subscriptParts(P, Base, Index) || !Same(Base, Use))
        break;
      const Expr *Element = P;
      // `v[i] = <a field of an item>`, or `&v[0]` the copy takes.
      auto Up = VO.parents(*Element);
      const Expr *Next = Up.size() == 1 ? Up[0].get<Expr>() : nullptr;
      if (Next == Source)
        return false;
      const auto *BO = dyn_cast_or_null<BinaryOperator>(Next);
      if (BO && BO->getOpcode() == BO_Assign && BO->getLHS() == Element &&
          readsItemField(BO->getRHS())) {
        Written = true;
        return false;
      }
      break;
    }
    Other = true;
    return true;
  });
  return Written && !Other;
}

} // namespace clang::tidy::cuda

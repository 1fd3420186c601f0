//===--- ErrorResults.cpp - CUDA status results and where they go -----------------------===//
#include "ErrorResults.h"
#include "HandleLifetime.h"
#include "CudaApi.h"
#include "StmtWalk.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

namespace clang::tidy::cuda {

std::optional<std::string> errorApiName(const CallExpr *Call, bool &Driver) {
  auto Classify = [&](const FunctionDecl *FD) -> std::optional<std::string> {
    if (!returnsCudaError(FD))
      return std::nullopt;
    // Held-out round 47 (dusty-nv/jetson-utils@fae4b42 cuda/cudaFont.cu:101 and seven more):
    // the project's CUDA(x) macro expands to cudaCheckError((x), #x, __FILE__, __LINE__), which
    // logs a failed status and returns it; its dropped result was reported as an API call's.
    if (llvm::any_of(FD->parameters(), [](const ParmVarDecl *P) {
          return isCudaErrorType(P->getType().getNonReferenceType());
        }))
      return std::nullopt;
    Driver = !FD->getName().starts_with("cuda");
    return canonicalApiName(FD->getName()).str();
  };
  if (const FunctionDecl *FD = Call->getDirectCallee())
    return Classify(FD);
  const auto *ULE = dyn_cast<UnresolvedLookupExpr>(Call->getCallee()->IgnoreImplicit());
  if (!ULE || ULE->getQualifier() || ULE->getNumDecls() == 0)
    return std::nullopt;
  std::optional<std::string> Name;
  for (const NamedDecl *D : ULE->decls()) {
    const NamedDecl *U = D->getUnderlyingDecl();
    if (const auto *FT = dyn_cast<FunctionTemplateDecl>(U))
      U = FT->getTemplatedDecl();
    const auto *FD = dyn_cast<FunctionDecl>(U);
    if (!FD || !(Name = Classify(FD)))
      return std::nullopt;
  }
  return Name;
}

bool isLastErrorRead(StringRef Name) {
  return Name == "cudaGetLastError" || Name == "cudaPeekAtLastError";
}

bool namedAsErrorCheck(llvm::StringRef Name) {
  std::string Lower = Name.lower();
  llvm::StringRef L(Lower);
  return L.contains("err") && (L.contains("check") || L.contains("cuda"));
}

const Expr *stripFull(const Expr *E) {
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *F = dyn_cast<FullExpr>(E))
      E = F->getSubExpr();
    else if (const auto *B = dyn_cast<CXXBindTemporaryExpr>(E))
      E = B->getSubExpr();
    else
      return E;
  }
}

bool mentionsError(const Stmt *S) {
  if (!S || isa<LambdaExpr>(S))
    return false;
  if (const auto *E = dyn_cast<Expr>(S))
    if (isCudaErrorType(E->getType()))
      return true;
  for (const Stmt *C : S->children())
    if (mentionsError(C))
      return true;
  return false;
}

bool readsEnvironment(const Stmt *S, unsigned Depth) {
  if (!S || Depth > 2)
    return false;
  if (const auto *CE = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *FD = CE->getDirectCallee();
        FD && FD->getIdentifier() &&
        (FD->getName() == "getenv" || FD->getName() == "secure_getenv"))
      return true;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(DRE->getDecl()); V && V->getInit())
      return readsEnvironment(V->getInit(), Depth + 1);
  for (const Stmt *C : S->children())
    if (readsEnvironment(C, Depth))
      return true;
  return false;
}

bool isEventTimingApi(StringRef Name) {
  Name = canonicalApiName(Name);
  return Name.starts_with("cudaEvent") || Name.starts_with("cuEvent");
}

bool countsIntoDefault(const Stmt *At, const ASTContext &Ctx) {
  const auto *Call = dyn_cast<CallExpr>(At);
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  if (!Callee || !Callee->getIdentifier() || Call->getNumArgs() < 1 ||
      !llvm::is_contained({"cudaGetDeviceCount", "cuDeviceGetCount"},
                          canonicalApiName(Callee->getName())))
    return false;
  const auto *V = dyn_cast_or_null<VarDecl>(addressedStorage(Call->getArg(0)));
  return V && V->hasLocalStorage() && V->getInit() && !V->getInit()->isValueDependent() &&
         V->getInit()->isIntegerConstantExpr(Ctx);
}

namespace {

/// printf and the other C functions that format or write text.
bool isPrintFunction(const FunctionDecl *FD) {
  if (!FD || !FD->getIdentifier() || !FD->isGlobal())
    return false;
  return llvm::is_contained({"printf", "fprintf", "sprintf", "snprintf", "puts", "fputs",
                             "vprintf", "vfprintf", "dprintf"},
                            FD->getName());
}

/// `os << x` on an output stream (std::cout, a logger's stream): its operand x, else null.
const Expr *streamedOperand(const Stmt *S) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(S);
  if (!Op || Op->getOperator() != OO_LessLess || Op->getNumArgs() != 2)
    return nullptr;
  const CXXRecordDecl *Stream = Op->getArg(0)->getType().getNonReferenceType()->getAsCXXRecordDecl();
  if (!Stream || !Stream->hasDefinition())
    return nullptr;
  bool IsOstream = Stream->getName() == "basic_ostream";
  Stream->forallBases([&](const CXXRecordDecl *Base) {
    IsOstream |= Base->getName() == "basic_ostream";
    return true;
  });
  return IsOstream ? Op->getArg(1) : nullptr;
}

} // namespace

bool queriesOnlyForPrinting(const Stmt *At, const FunctionDecl *Fn) {
  const auto *Call = dyn_cast<CallExpr>(At);
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  if (!Callee || !Callee->getIdentifier() || !Fn || !Fn->getBody() ||
      !llvm::is_contained({"cudaGetDeviceProperties", "cudaDeviceGetAttribute",
                           "cudaDriverGetVersion", "cudaRuntimeGetVersion", "cudaMemGetInfo",
                           "cuDeviceGetName", "cuDeviceGetAttribute", "cuDeviceTotalMem",
                           "cuDriverGetVersion", "cuMemGetInfo"},
                          canonicalApiName(Callee->getName())))
    return false;
  // Every out-argument: the address of a local.
  llvm::SmallVector<const VarDecl *, 2> Outs;
  for (const Expr *Arg : Call->arguments()) {
    if (!Arg->getType()->isPointerType())
      continue;
    const auto *V = dyn_cast_or_null<VarDecl>(addressedStorage(Arg));
    if (!V || !V->hasLocalStorage() || V->getType()->isReferenceType())
      return false;
    Outs.push_back(V);
  }
  if (Outs.empty())
    return false;
  auto CountRefs = [&](const Stmt *S) {
    unsigned N = 0;
    anyStmtUnder(S, [&](const Stmt *C) {
      if (const auto *Ref = dyn_cast<DeclRefExpr>(C); Ref && llvm::is_contained(Outs, Ref->getDecl()))
        ++N;
      return false;
    });
    return N;
  };
  // The references printed, and the query's own; any other reads the value.
  unsigned Printed = CountRefs(Call);
  anyStmtUnder(Fn->getBody(), [&](const Stmt *S) {
    const auto *Print = dyn_cast<CallExpr>(S);
    if (Print && !isa<CXXOperatorCallExpr>(Print) && isPrintFunction(Print->getDirectCallee()))
      Printed += CountRefs(Print);
    else if (const Expr *Operand = streamedOperand(S))
      Printed += CountRefs(Operand);
    return false;
  });
  return CountRefs(Fn->getBody()) == Printed;
}

const BinaryOperator *overwritesBeforeReading(const FunctionDecl *FD, unsigned Param) {
  const FunctionDecl *Def = nullptr;
  if (!FD || !FD->hasBody(Def) || !Def || Param >= Def->getNumParams())
    return nullptr;
  const ParmVarDecl *P = Def->getParamDecl(Param);
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
  if (!Body || P->getType()->isReferenceType() ||
      Def->getASTContext().getSourceManager().isInSystemHeader(Def->getLocation()))
    return nullptr;
  auto Names = [P](const Stmt *S) {
    return anyStmtUnder(S, [P](const Stmt *C) {
      const auto *Ref = dyn_cast<DeclRefExpr>(C);
      return Ref && Ref->getDecl() == P;
    });
  };
  for (const Stmt *S : Body->body()) {
    if (const auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->getOpcode() == BO_Assign)
      if (const auto *L = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts());
          L && L->getDecl() == P && !Names(BO->getRHS()))
        return BO;
    if (Names(S))
      return nullptr;
  }
  return nullptr;
}

} // namespace clang::tidy::cuda

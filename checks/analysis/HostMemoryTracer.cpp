//===--- HostMemoryTracer.cpp - the host memory one pointer expression can point into ----===//
#include "HostMemoryTracer.h"
#include "FunctionSummaries.h"
#include "SharedAnalysis.h"
#include "StdLibrary.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::cuda::hostmemory {
namespace {

using HK = HostMemoryKind;
using PS = PageableSource;

/// Expressions one trace may visit: bounds its recursion, however long the expression.
constexpr unsigned MaxSteps = 4096;

// ---- what a declaration or type is -------------------------------------------------------

/// The memory kind of a CUDA variable (__device__, __constant__, __shared__, __managed__).
std::optional<HK> cudaVariableKind(const VarDecl *VD) {
  if (VD->hasAttr<HIPManagedAttr>())
    return HK::Managed;
  // Clang drops `managed` outside HIP: look for the keyword among the declaration's specifiers.
  if (!VD->isLocalVarDeclOrParm()) {
    const ASTContext &Ctx = VD->getASTContext();
    const SourceManager &SM = Ctx.getSourceManager();
    CharSourceRange Specifiers = CharSourceRange::getCharRange(
        SM.getExpansionLoc(VD->getBeginLoc()), SM.getExpansionLoc(VD->getLocation()));
    bool Invalid = false;
    llvm::StringRef Text = Lexer::getSourceText(Specifiers, SM, Ctx.getLangOpts(), &Invalid);
    if (!Invalid && Text.contains("__managed__"))
      return HK::Managed;
  }
  if (VD->hasAttr<CUDADeviceAttr>() || VD->hasAttr<CUDAConstantAttr>() ||
      VD->hasAttr<CUDASharedAttr>())
    return HK::Device;
  return std::nullopt;
}

bool inMainFile(const SourceManager &SM, const Decl *D) {
  return SM.isInMainFile(SM.getExpansionLoc(D->getLocation()));
}

/// True when every declaration of D is in the main file.
template <class DeclT> bool declaredOnlyInMainFile(const SourceManager &SM, const DeclT *D) {
  return llvm::all_of(D->redecls(), [&](const Decl *R) { return inMainFile(SM, R); });
}

// ---- the tracer --------------------------------------------------------------------------

class Tracer {
public:
  Tracer(const ValueOrigins &VO) : VO(VO), SM(VO.getASTContext().getSourceManager()) {}

  bool Known = true;
  llvm::SmallVector<HostMemoryOrigin, 4> Origins;
  /// Every variable, parameter or field the trace read or found memory in.
  llvm::SmallPtrSet<const ValueDecl *, 8> Traversed;
  /// Calls so far: casts, parentheses and pointer arithmetic recurse without adding depth,
  /// so a chain of thousands of them is cut here (provenance then unknown).
  unsigned Steps = 0;

  /// The pointer (or pointer-holding integer) value E.
  void pointer(const Expr *E, unsigned Depth) {
    if (!E || Depth > MaxDepth || ++Steps > MaxSteps || E->containsErrors() ||
        E->isValueDependent())
      return unknown();
    E = E->IgnoreParens();
    if (E->isNullPointerConstant(VO.getASTContext(), Expr::NPC_ValueDependentIsNotNull))
      return; // a null pointer adds no memory
    if (const auto *Cast = dyn_cast<CastExpr>(E)) {
      switch (Cast->getCastKind()) {
      case CK_ArrayToPointerDecay:
        return object(Cast->getSubExpr(), Depth);
      case CK_UserDefinedConversion:
      case CK_ConstructorConversion:
        return unknown();
      default:
        break;
      }
      QualType From = Cast->getSubExpr()->getType();
      if (From->isPointerType() || From->isIntegerType() || From->isArrayType() ||
          From->isNullPtrType())
        return pointer(Cast->getSubExpr(), Depth);
      return unknown();
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->getOpcode() == BO_Comma)
        return pointer(BO->getRHS(), Depth);
      if (BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub) {
        if (BO->getRHS()->getType()->isPointerType() && BO->getOpcode() == BO_Add)
          return pointer(BO->getRHS(), Depth); // n + p
        if (BO->getLHS()->getType()->isPointerType())
          return pointer(BO->getLHS(), Depth); // p + n, p - n
      }
      // An address held as an integer, moved or aligned within its allocation by a constant:
      // `(uintptr_t)(p + off) & ~(align - 1)` of an aligning malloc (held-out round 35,
      // PaddlePaddle/Anakin@5fd68a6 saber/core/target_wrapper.h:39).
      if (BO->getType()->isIntegerType() &&
          (BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub ||
           BO->getOpcode() == BO_And)) {
        const ASTContext &Ctx = VO.getASTContext();
        auto IsConstant = [&](const Expr *Side) {
          return !Side->isValueDependent() && Side->isIntegerConstantExpr(Ctx);
        };
        bool LHSConstant = IsConstant(BO->getLHS()), RHSConstant = IsConstant(BO->getRHS());
        if (RHSConstant && !LHSConstant)
          return pointer(BO->getLHS(), Depth);
        if (LHSConstant && !RHSConstant && BO->getOpcode() != BO_Sub)
          return pointer(BO->getRHS(), Depth);
      }
      return unknown();
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      switch (UO->getOpcode()) {
      case UO_AddrOf:
        return object(UO->getSubExpr(), Depth);
      case UO_PreInc:
      case UO_PreDec:
      case UO_PostInc:
      case UO_PostDec:
        return pointer(UO->getSubExpr(), Depth);
      default:
        return unknown();
      }
    }
    if (const auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
      pointer(CO->getTrueExpr(), Depth);
      pointer(CO->getFalseExpr(), Depth);
      return;
    }
    if (const auto *New = dyn_cast<CXXNewExpr>(E))
      return newExpression(New, Depth);
    if (const auto *Call = dyn_cast<CallExpr>(E))
      return callResult(Call, Depth);
    if (isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr>(E))
      if (const ValueDecl *D = ValueOrigins::storageOf(E))
        return storage(D, E, Depth);
    if (isa<StringLiteral>(E))
      return object(E, Depth);
    unknown();
  }

  /// The memory an object expression (an lvalue that is not a pointer) lives in.
  void object(const Expr *E, unsigned Depth) {
    if (!E || Depth > MaxDepth || ++Steps > MaxSteps || E->containsErrors() ||
        E->isValueDependent())
      return unknown();
    E = E->IgnoreParenImpCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
      if (!VD)
        return unknown();
      if (VD->getType()->isReferenceType())
        return referent(VD, Depth, [&](const Expr *V, unsigned D) { object(V, D); });
      if (std::optional<HK> K = cudaVariableKind(VD))
        return add(*K, PS::None, nullptr, VD, "");
      if (!VD->hasLocalStorage() && !storageFullyVisible(VD))
        return unknown(); // another translation unit may register it
      Traversed.insert(VD);
      QualType T = VD->getType();
      bool ArrayLike = T->isArrayType() || containerKind(T) == ContainerKind::InlineArray;
      llvm::StringRef Name = containerKind(T) == ContainerKind::InlineArray ? "std::array" : "";
      if (VD->hasLocalStorage())
        return add(HK::Pageable, ArrayLike ? PS::StackArray : PS::StackObject, nullptr, VD, Name);
      return add(HK::Pageable, ArrayLike ? PS::StaticArray : PS::StaticObject, nullptr, VD, Name);
    }
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (!isa<FieldDecl>(ME->getMemberDecl()) || ME->getMemberDecl()->getType()->isReferenceType())
        return unknown();
      // The member lives in its object: `p->buf` wherever p points, `s.buf` wherever s is.
      const Expr *Base = ME->getBase()->IgnoreParenImpCasts();
      if (isa<CXXThisExpr>(Base))
        return unknown();
      return ME->isArrow() ? pointer(Base, Depth + 1) : object(Base, Depth + 1);
    }
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      const Expr *Base = ASE->getBase()->IgnoreParenImpCasts();
      if (Base->getType()->isArrayType())
        return object(Base, Depth);
      return pointer(ASE->getBase(), Depth);
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->getOpcode() == UO_Deref)
      return pointer(UO->getSubExpr(), Depth);
    if (isa<StringLiteral>(E))
      return add(HK::Pageable, PS::StringLiteral, E, nullptr, "");
    // An element of a container: `v[i]`, `v.front()`, `p[i]` on a unique_ptr<T[]>.
    if (const Expr *Obj = elementAccessObject(E))
      return containerStorage(Obj, Depth);
    unknown();
  }

  /// Memory that an out-argument (`&p` handed to Call as argument Index) receives.
  void outArgument(const Expr *Call, unsigned Index, unsigned Depth) {
    if (Depth > MaxDepth || Index == ValueOrigin::ObjectArgument)
      return unknown();
    const FunctionDecl *FD = calledFunction(Call);
    if (!FD)
      return unknown();
    if (const CudaApiInfo *Api = lookupCudaApi(FD)) {
      if (Api->DstArg != static_cast<int>(Index))
        return unknown();
      llvm::StringRef Name = canonicalApiName(FD->getName());
      if (Api->Family == ApiFamily::AsyncAlloc)
        return add(HK::Device, PS::None, Call, nullptr, Name);
      if (Api->Family != ApiFamily::Alloc)
        return unknown();
      switch (Api->Allocates) {
      case MemoryKind::Pinned:
        return add(HK::Pinned, PS::None, Call, nullptr, Name);
      case MemoryKind::Managed:
        return add(HK::Managed, PS::None, Call, nullptr, Name);
      case MemoryKind::Device:
      case MemoryKind::Array:
        return add(HK::Device, PS::None, Call, nullptr, Name);
      case MemoryKind::None:
        return unknown();
      }
      return unknown();
    }
    if (Index == 0 && FD->getIdentifier() && FD->getName() == "posix_memalign" && isGlobalOrStd(FD))
      return add(HK::Pageable, PS::Heap, Call, nullptr, "posix_memalign");
    const FunctionDecl *Def = FD->getDefinition();
    if (!Def && Index < FD->getNumParams() && isProjectExternal(FD) &&
        isPointerOutParameter(FD->getParamDecl(Index)->getType()))
      return external(Call, FD, static_cast<int>(Index));
    if (!Def || Index >= Def->getNumParams() || isVirtualCall(Call))
      return unknown();
    llvm::SmallVector<ValueOrigin, 4> Writes;
    if (!VO.pointeeWrites(Def->getParamDecl(Index), Writes) || Writes.empty())
      return unknown();
    Via.push_back({HostMemoryStep::Kind::OutArgument, Call});
    for (const ValueOrigin &W : Writes) {
      if (W.K == ValueOrigin::Kind::Assign)
        pointer(W.Value, Depth + 1);
      else if (W.K == ValueOrigin::Kind::OutArgument)
        outArgument(W.Call, W.ArgIndex, Depth + 1);
    }
    Via.pop_back();
  }

private:
  void unknown() { Known = false; }

  /// Memory that FD, defined in another unit, returns (Param < 0) or stores through Param.
  void external(const Expr *Call, const FunctionDecl *FD, int Param) {
    HostMemoryOrigin &O = addOrigin(HK::Unknown, PS::None, Call, nullptr, "");
    O.External = FD;
    O.ExternalParam = Param;
  }


  void add(HK Kind, PS Source, const Stmt *Site, const ValueDecl *D, llvm::StringRef Allocator) {
    addOrigin(Kind, Source, Site, D, Allocator);
  }

  /// The origin added (or the same one found already).
  HostMemoryOrigin &addOrigin(HK Kind, PS Source, const Stmt *Site, const ValueDecl *D,
                              llvm::StringRef Allocator) {
    HostMemoryOrigin O;
    O.Kind = Kind;
    O.Source = Source;
    O.Site = Site;
    O.Decl = D;
    O.Allocator = Allocator;
    O.Via.assign(Via.begin(), Via.end());
    for (HostMemoryOrigin &Seen : Origins)
      if (Seen.Kind == O.Kind && Seen.Site == O.Site && Seen.Decl == O.Decl &&
          Seen.Via.size() == O.Via.size() &&
          llvm::equal(Seen.Via, O.Via, [](const HostMemoryStep &A, const HostMemoryStep &B) {
            return A.Call == B.Call && A.K == B.K;
          }))
        return Seen;
    Origins.push_back(std::move(O));
    return Origins.back();
  }

  static bool isVirtualCall(const Expr *Call) {
    const auto *MC = dyn_cast<CXXMemberCallExpr>(Call);
    if (!MC)
      return false;
    const CXXMethodDecl *MD = MC->getMethodDecl();
    return MD && MD->isVirtual() && !MD->hasAttr<FinalAttr>() &&
           !(MD->getParent() && MD->getParent()->hasAttr<FinalAttr>());
  }

  bool storageFullyVisible(const ValueDecl *D) const {
    return hostmemory::storageFullyVisible(D, SM);
  }

  /// Follows reference variable VD to what it is bound to (its initializer, or the argument at
  /// each call site for a reference parameter).
  template <class Fn> void referent(const VarDecl *VD, unsigned Depth, Fn &&Visit) {
    if (!Visiting.insert(VD).second)
      return;
    llvm::SmallVector<ValueOrigin, 4> Writes;
    if (!storageFullyVisible(VD) || !VO.writesTo(VD, Writes)) {
      Visiting.erase(VD);
      return unknown();
    }
    Traversed.insert(VD);
    bool Bound = false;
    for (const ValueOrigin &W : Writes) {
      if (W.K == ValueOrigin::Kind::Init) {
        Bound = true;
        Visit(W.Value, Depth + 1);
      } else if (W.K == ValueOrigin::Kind::CallArgument) {
        Bound = true;
        Via.push_back({HostMemoryStep::Kind::Argument, W.Call, W.Value, dyn_cast<ParmVarDecl>(VD)});
        Visit(W.Value, Depth + 1);
        Via.pop_back();
      }
      // Assignments through a reference write the referent's contents, not where it is.
    }
    Visiting.erase(VD);
    if (!Bound)
      unknown();
  }

  /// True when every binding of reference VD is in sight and there is one.
  bool callersBind(const VarDecl *VD) const {
    llvm::SmallVector<ValueOrigin, 4> Writes;
    return storageFullyVisible(VD) && VO.writesTo(VD, Writes) &&
           llvm::any_of(Writes, [](const ValueOrigin &W) {
             return W.K == ValueOrigin::Kind::Init || W.K == ValueOrigin::Kind::CallArgument;
           });
  }

  /// The storage behind a std::vector / std::string / std::array / std::unique_ptr object.
  void containerStorage(const Expr *Obj, unsigned Depth) {
    if (Depth > MaxDepth)
      return unknown();
    Obj = Obj->IgnoreParenImpCasts();
    llvm::StringRef Name;
    switch (containerKind(Obj->getType(), &Name)) {
    case ContainerKind::None:
      return unknown();
    case ContainerKind::InlineArray:
      return object(Obj, Depth);
    case ContainerKind::UniquePtr:
      return owner(Obj, Depth);
    case ContainerKind::HeapStorage:
      break;
    }
    // std::allocator storage is pageable whoever holds the container; what is left to find
    // is which container it is, for the evidence and for registrations.
    if (const auto *CO = dyn_cast<AbstractConditionalOperator>(Obj)) {
      containerStorage(CO->getTrueExpr(), Depth + 1); // `rank ? a : b`: both arms
      return containerStorage(CO->getFalseExpr(), Depth + 1);
    }
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Obj)) {
      const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
      if (!VD)
        return unknown();
      // A reference parameter whose callers this file does not show names whatever
      // container they pass: a std::allocator one whichever it is (issue 14). With its
      // callers in sight, the evidence is their container.
      if (isa<ParmVarDecl>(VD) && VD->getType()->isReferenceType() && !callersBind(VD)) {
        Traversed.insert(VD);
        return add(HK::Pageable, PS::Container, nullptr, VD, Name);
      }
      if (VD->getType()->isReferenceType())
        return referent(VD, Depth, [&](const Expr *V, unsigned D) { containerStorage(V, D); });
      if (!VD->hasLocalStorage() && !storageFullyVisible(VD))
        return unknown(); // another translation unit may register it
      Traversed.insert(VD);
      return add(HK::Pageable, PS::Container, nullptr, VD, Name);
    }
    if (const auto *ME = dyn_cast<MemberExpr>(Obj)) {
      const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
      if (!FD || FD->getType()->isReferenceType() || !storageFullyVisible(FD))
        return unknown();
      Traversed.insert(FD);
      return add(HK::Pageable, PS::Container, nullptr, FD, Name);
    }
    unknown();
  }

  /// The container an element access reads from: `v[i]`, `v.front()`, `v.at(i)`, `p[i]`.
  static const Expr *elementAccessObject(const Expr *E) {
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E)) {
      if (Op->getOperator() == OO_Subscript && Op->getNumArgs() == 2)
        return Op->getArg(0);
      return nullptr;
    }
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E))
      if (const CXXMethodDecl *MD = MC->getMethodDecl(); MD && MD->getIdentifier())
        if (llvm::is_contained({"front", "back", "at"}, MD->getName()))
          return MC->getImplicitObjectArgument();
    return nullptr;
  }

  /// The memory a std::unique_ptr value owns.
  void owner(const Expr *E, unsigned Depth) {
    if (!E || Depth > MaxDepth)
      return unknown();
    E = E->IgnoreImplicit()->IgnoreParens();
    if (const auto *Ctor = dyn_cast<CXXConstructExpr>(E)) {
      if (Ctor->getNumArgs() == 0)
        return; // empty
      const Expr *Arg = Ctor->getArg(0);
      if (Arg->getType()->isNullPtrType())
        return;
      if (containerKind(Arg->getType()) == ContainerKind::UniquePtr)
        return owner(Arg, Depth + 1);
      if (Arg->getType()->isPointerType())
        return pointer(Arg, Depth + 1);
      return unknown();
    }
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *FD = Call->getDirectCallee();
      if (isStdFunction(FD, {"make_unique", "make_unique_for_overwrite"}))
        return add(HK::Pageable, PS::New, Call, nullptr, "std::make_unique");
      if (isStdFunction(FD, {"move"}) && Call->getNumArgs() == 1)
        return owner(Call->getArg(0), Depth + 1);
      return unknown();
    }
    const ValueDecl *D = nullptr;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      D = dyn_cast<VarDecl>(DRE->getDecl());
    else if (const auto *ME = dyn_cast<MemberExpr>(E))
      D = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!D)
      return unknown();
    if (const auto *VD = dyn_cast<VarDecl>(D); VD && VD->getType()->isReferenceType())
      return referent(VD, Depth, [&](const Expr *V, unsigned Dp) { owner(V, Dp); });
    followWrites(
        D, E, Depth, [&](const Expr *V, unsigned Dp) { owner(V, Dp); },
        [&](const ValueOrigin &W, unsigned Dp) { ownerMethodCall(W, Dp); });
  }

  /// A non-const method called on a unique_ptr: reset(p) owns p, reset()/release() own nothing.
  void ownerMethodCall(const ValueOrigin &W, unsigned Depth) {
    const auto *MC = dyn_cast<CXXMemberCallExpr>(W.Call);
    const CXXMethodDecl *MD = MC ? MC->getMethodDecl() : nullptr;
    if (W.ArgIndex != ValueOrigin::ObjectArgument || !MD || !MD->getIdentifier())
      return unknown();
    if (MD->getName() == "release" || (MD->getName() == "reset" && MC->getNumArgs() == 0))
      return;
    if (MD->getName() == "reset")
      return pointer(MC->getArg(0), Depth + 1);
    unknown();
  }

  void newExpression(const CXXNewExpr *New, unsigned Depth) {
    llvm::StringRef Name = New->isArray() ? "new[]" : "new";
    if (New->getNumPlacementArgs() == 1 && New->getPlacementArg(0)->getType()->isPointerType())
      return pointer(New->getPlacementArg(0), Depth + 1); // placement new: the memory given
    const FunctionDecl *Op = New->getOperatorNew();
    if (!Op || !Op->isReplaceableGlobalAllocationFunction())
      return unknown(); // a class's own operator new may allocate anything
    add(HK::Pageable, PS::New, New, nullptr, Name);
  }

  void callResult(const CallExpr *Call, unsigned Depth) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD)
      return unknown();
    if (llvm::StringRef Name = heapAllocatorName(FD); !Name.empty())
      return add(HK::Pageable, PS::Heap, Call, nullptr, Name);
    if (isStdFunction(FD, {"addressof"}) && Call->getNumArgs() == 1)
      return object(Call->getArg(0), Depth + 1);
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call)) {
      const CXXMethodDecl *MD = MC->getMethodDecl();
      const Expr *Obj = MC->getImplicitObjectArgument();
      llvm::StringRef Method = MD && MD->getIdentifier() ? MD->getName() : "";
      ContainerKind K =
          Obj ? containerKind(Obj->IgnoreParenImpCasts()->getType()) : ContainerKind::None;
      if ((Method == "data" || Method == "c_str") &&
          (K == ContainerKind::HeapStorage || K == ContainerKind::InlineArray))
        return containerStorage(Obj, Depth + 1);
      if (Method == "get" && K == ContainerKind::UniquePtr)
        return owner(Obj, Depth + 1);
      if (K != ContainerKind::None)
        return unknown();
    }
    if (lookupCudaApi(FD) || isVirtualCall(Call))
      return unknown();
    const FunctionDecl *Def = FD->getDefinition();
    if (!Def && isProjectExternal(FD) && Call->getType()->isPointerType())
      return external(Call, FD, -1);
    if (!Def || !Def->hasBody())
      return unknown();
    if (!VisitingFns.insert(Def).second)
      return; // recursion adds no new origin
    auto Returns = VO.returnValues(Def);
    if (Returns.empty())
      unknown();
    Via.push_back({HostMemoryStep::Kind::Return, Call});
    for (const Expr *R : Returns)
      pointer(R, Depth + 1);
    Via.pop_back();
    VisitingFns.erase(Def);
  }

  /// The pointer held in variable, parameter or field D, read at Use.
  void storage(const ValueDecl *D, const Expr *Use, unsigned Depth) {
    if (D->getType()->isReferenceType() && !D->getType().getNonReferenceType()->isPointerType())
      return unknown();
    if (const auto *VD = dyn_cast<VarDecl>(D); VD && cudaVariableKind(VD))
      return unknown(); // a device-side variable's host shadow
    if (callerArgument(D) || storedElsewhere(D))
      return;
    followWrites(
        D, Use, Depth, [&](const Expr *V, unsigned Dp) { pointer(V, Dp); },
        [&](const ValueOrigin &W, unsigned Dp) { outArgument(W.Call, W.ArgIndex, Dp + 1); });
  }

  /// A pointer parameter of a function that other units may call, which its body never
  /// writes: its memory is what the callers pass, and only the project index sees every call
  /// (issue 14: a header's function whose callers all pass malloc'd memory). True when that
  /// origin was added.
  bool callerArgument(const ValueDecl *D) {
    const auto *P = dyn_cast<ParmVarDecl>(D);
    if (!P || !P->getType()->isPointerType() || storageFullyVisible(P))
      return false;
    const auto *FD = dyn_cast<FunctionDecl>(P->getDeclContext());
    if (!FD || !isProjectFunctionDecl(FD) || FD->isDependentContext() ||
        !FD->isExternallyVisible() || lookupCudaApi(FD))
      return false;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD); MD && MD->getParent()->isLambda())
      return false;
    if (!VO.onlyCallersWrite(P))
      return false;
    Traversed.insert(P);
    HostMemoryOrigin &O = addOrigin(HK::Unknown, PS::None, nullptr, P, "");
    O.External = FD;
    O.ExternalParam = static_cast<int>(P->getFunctionScopeIndex());
    O.ExternalArgument = true;
    return true;
  }

  /// A pointer field or global variable of the project that other units may store into: its
  /// memory is what every store of the program puts there, which only the project index sees
  /// (issue 14: a buffer a constructor in another file allocates). True when that origin was
  /// added.
  bool storedElsewhere(const ValueDecl *D) {
    if (!isStoredAcrossUnits(D, SM))
      return false;
    Traversed.insert(D);
    HostMemoryOrigin &O = addOrigin(HK::Unknown, PS::None, nullptr, D, "");
    O.ExternalStorage = D;
    return true;
  }

  /// Follows the writes to D that can reach Use: OnValue for each value written (initializer,
  /// assignment, argument at a call site), OnOut for each out-argument or method-call write.
  template <class ValueFn, class OutFn>
  void followWrites(const ValueDecl *D, const Expr *Use, unsigned Depth, ValueFn &&OnValue,
                    OutFn &&OnOut) {
    if (!Visiting.insert(D).second)
      return; // a cycle adds no new origin
    llvm::SmallVector<ValueOrigin, 8> Writes;
    if (!storageFullyVisible(D) || !VO.reachingWrites(D, Use, Writes) || Writes.empty()) {
      Visiting.erase(D);
      return unknown();
    }
    Traversed.insert(D);
    for (const ValueOrigin &W : Writes) {
      switch (W.K) {
      case ValueOrigin::Kind::Init:
      case ValueOrigin::Kind::Assign:
        OnValue(W.Value, Depth + 1);
        break;
      case ValueOrigin::Kind::CallArgument:
        Via.push_back({HostMemoryStep::Kind::Argument, W.Call, W.Value, dyn_cast<ParmVarDecl>(D)});
        OnValue(W.Value, Depth + 1);
        Via.pop_back();
        break;
      case ValueOrigin::Kind::OutArgument:
        OnOut(W, Depth);
        break;
      }
    }
    Visiting.erase(D);
  }

  const ValueOrigins &VO;
  const SourceManager &SM;
  llvm::SmallVector<HostMemoryStep, 4> Via;
  llvm::SmallPtrSet<const ValueDecl *, 8> Visiting;
  llvm::SmallPtrSet<const FunctionDecl *, 4> VisitingFns;
};

} // namespace

bool storageFullyVisible(const ValueDecl *D, const SourceManager &SM) {
  if (const auto *P = dyn_cast<ParmVarDecl>(D)) {
    const auto *FD = dyn_cast<FunctionDecl>(P->getDeclContext());
    if (!FD)
      return false;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD); MD && MD->getParent()->isLambda())
      return false; // a lambda can be handed to code that calls it unseen
    const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern();
    const FunctionDecl *Where = Pattern ? Pattern : FD;
    // Declared in a header: other translation units may call it.
    return !FD->isExternallyVisible() || declaredOnlyInMainFile(SM, Where);
  }
  if (const auto *VD = dyn_cast<VarDecl>(D)) {
    if (VD->isLocalVarDecl())
      return true;
    return !VD->isExternallyVisible() || declaredOnlyInMainFile(SM, VD);
  }
  if (const auto *FD = dyn_cast<FieldDecl>(D)) {
    const CXXRecordDecl *RD = dyn_cast<CXXRecordDecl>(FD->getParent());
    if (!RD)
      return declaredOnlyInMainFile(SM, FD->getParent());
    // A template's members are written in its pattern: the partial specialization the class
    // was instantiated from, else the primary template (which may only be declared).
    if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD)) {
      auto From = Spec->getSpecializedTemplateOrPartial();
      if (const auto *Partial = dyn_cast<ClassTemplatePartialSpecializationDecl *>(From))
        RD = Partial;
      else
        RD = cast<ClassTemplateDecl *>(From)->getTemplatedDecl();
    }
    if (declaredOnlyInMainFile(SM, RD))
      return true;
    // A class from a header: only its own methods can write a non-public member, and all of
    // them must be here.
    if (FD->getAccess() == AS_public || !RD->hasDefinition() || RD->hasFriends())
      return false;
    return llvm::all_of(RD->methods(), [](const CXXMethodDecl *M) {
      return M->isImplicit() || M->isDeleted() || M->isDefaulted() || M->isPureVirtual() ||
             M->hasBody();
    });
  }
  return false;
}

bool isStoredAcrossUnits(const ValueDecl *D, const SourceManager &SM) {
  if (!D->getType()->isPointerType() || D->getType()->getPointeeType()->isFunctionType() ||
      SM.isInSystemHeader(D->getLocation()) || storageFullyVisible(D, SM))
    return false;
  if (const auto *FD = dyn_cast<FieldDecl>(D)) {
    // A class template's fields differ per specialization; a local class has no other units.
    const auto *RD = dyn_cast<CXXRecordDecl>(FD->getParent());
    return !(RD && (isa<ClassTemplateSpecializationDecl>(RD) || RD->isDependentContext() ||
                    RD->isLocalClass() || RD->isLambda())) &&
           FD->getParent()->isExternallyVisible();
  }
  const auto *VD = dyn_cast<VarDecl>(D);
  return VD && VD->hasGlobalStorage() && !VD->isStaticLocal() && VD->isExternallyVisible() &&
         !cudaVariableKind(VD) && !VD->getDeclContext()->isDependentContext();
}

bool isPointerOutParameter(QualType T) {
  QualType Held = T->isReferenceType() ? T.getNonReferenceType()
                  : T->isPointerType() ? T->getPointeeType()
                                       : QualType();
  return !Held.isNull() && !Held.isConstQualified() && Held->isPointerType();
}

namespace {
PointerTrace resultOf(Tracer &T) {
  PointerTrace Result;
  Result.Known = T.Known;
  Result.Origins = std::move(T.Origins);
  Result.Traversed = std::move(T.Traversed);
  return Result;
}
} // namespace

PointerTrace traceOutArgument(const ValueOrigins &VO, const Expr *Call, unsigned Index) {
  Tracer T(VO);
  T.outArgument(Call, Index, 0);
  return resultOf(T);
}

PointerTrace tracePointer(const ValueOrigins &VO, const Expr *E) {
  Tracer T(VO);
  T.pointer(E, 0);
  return resultOf(T);
}

} // namespace clang::tidy::cuda::hostmemory

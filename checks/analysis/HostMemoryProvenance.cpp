//===--- HostMemoryProvenance.cpp - what kind of host memory a pointer points into --------===//
#include "HostMemoryProvenance.h"
#include "SharedAnalysis.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

namespace clang::tidy::cuda {
namespace {

using HK = HostMemoryKind;
using PS = PageableSource;

constexpr unsigned MaxDepth = 16;
/// Expressions one trace may visit: bounds its recursion, however long the expression.
constexpr unsigned MaxSteps = 4096;

// ---- what a declaration or type is -------------------------------------------------------

bool isGlobalOrStd(const FunctionDecl *FD) {
  const DeclContext *DC = FD->getDeclContext()->getRedeclContext();
  return DC->isTranslationUnit() || DC->isStdNamespace();
}

/// The C allocation function FD is ("malloc", ...), or "" when it is none.
llvm::StringRef heapAllocatorName(const FunctionDecl *FD) {
  if (!FD || !FD->getIdentifier() || !isGlobalOrStd(FD))
    return {};
  static constexpr llvm::StringLiteral Names[] = {
      "malloc",  "calloc",       "realloc",         "aligned_alloc", "valloc", "memalign",
      "pvalloc", "reallocarray", "_aligned_malloc", "strdup",        "strndup"};
  return llvm::is_contained(Names, FD->getName()) ? FD->getName() : llvm::StringRef();
}

bool isStdFunction(const FunctionDecl *FD, llvm::ArrayRef<llvm::StringRef> Names) {
  if (!FD || !FD->getIdentifier() || !FD->isInStdNamespace())
    return false;
  return llvm::is_contained(Names, FD->getName());
}

enum class ContainerKind { None, HeapStorage, InlineArray, UniquePtr };

bool isStdAllocator(const TemplateArgument &Arg) {
  if (Arg.getKind() != TemplateArgument::Type)
    return false;
  const auto *RD = Arg.getAsType()->getAsCXXRecordDecl();
  return RD && RD->isInStdNamespace() && RD->getIdentifier() && RD->getName() == "allocator";
}

/// What a standard container or smart pointer type is, and its name for messages.
ContainerKind containerKind(QualType T, llvm::StringRef *Name = nullptr) {
  if (T.isNull())
    return ContainerKind::None;
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Spec || !Spec->isInStdNamespace() || !Spec->getIdentifier())
    return ContainerKind::None;
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  llvm::StringRef N = Spec->getName();
  auto Set = [&](llvm::StringRef Spelled, ContainerKind K) {
    if (Name)
      *Name = Spelled;
    return K;
  };
  if (N == "vector" && Args.size() >= 2 && isStdAllocator(Args[1]))
    return Set("std::vector", ContainerKind::HeapStorage);
  if (N == "basic_string" && Args.size() >= 3 && isStdAllocator(Args[2]))
    return Set("std::string", ContainerKind::HeapStorage);
  if (N == "array")
    return Set("std::array", ContainerKind::InlineArray);
  if (N == "unique_ptr")
    return Set("std::unique_ptr", ContainerKind::UniquePtr);
  return ContainerKind::None;
}

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

/// A CUDA runtime or driver function, or one of the headers' make_cuda* helpers, by its name.
bool isCudaApiName(const FunctionDecl *FD) {
  if (!FD->getIdentifier() || !FD->getDeclContext()->getRedeclContext()->isTranslationUnit())
    return false;
  llvm::StringRef N = FD->getName();
  return N.starts_with("cuda") || N.starts_with("__cuda") || N.starts_with("make_cuda") ||
         (N.size() > 2 && N.starts_with("cu") && llvm::isUpper(N[2]));
}

// ---- source order ------------------------------------------------------------------------

bool isBefore(const SourceManager &SM, SourceLocation A, SourceLocation B) {
  return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A), SM.getExpansionLoc(B));
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

  void add(HK Kind, PS Source, const Stmt *Site, const ValueDecl *D, llvm::StringRef Allocator) {
    HostMemoryOrigin O;
    O.Kind = Kind;
    O.Source = Source;
    O.Site = Site;
    O.Decl = D;
    O.Allocator = Allocator;
    O.Via.assign(Via.begin(), Via.end());
    for (const HostMemoryOrigin &Seen : Origins)
      if (Seen.Kind == O.Kind && Seen.Site == O.Site && Seen.Decl == O.Decl &&
          Seen.Via.size() == O.Via.size() &&
          llvm::equal(Seen.Via, O.Via, [](const HostMemoryStep &A, const HostMemoryStep &B) {
            return A.Call == B.Call && A.K == B.K;
          }))
        return;
    Origins.push_back(std::move(O));
  }

  static bool isVirtualCall(const Expr *Call) {
    const auto *MC = dyn_cast<CXXMemberCallExpr>(Call);
    if (!MC)
      return false;
    const CXXMethodDecl *MD = MC->getMethodDecl();
    return MD && MD->isVirtual() && !MD->hasAttr<FinalAttr>() &&
           !(MD->getParent() && MD->getParent()->hasAttr<FinalAttr>());
  }

  /// True when all the writes to D can be in this translation unit.
  bool storageFullyVisible(const ValueDecl *D) const {
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
      if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
        RD = Spec->getSpecializedTemplate()->getTemplatedDecl();
      if (declaredOnlyInMainFile(SM, RD))
        return true;
      // A class from a header: only its own methods can write a non-public member, and all of
      // them must be here.
      if (FD->getAccess() == AS_public || RD->hasFriends())
        return false;
      return llvm::all_of(RD->methods(), [](const CXXMethodDecl *M) {
        return M->isImplicit() || M->isDeleted() || M->isDefaulted() || M->isPureVirtual() ||
               M->hasBody();
      });
    }
    return false;
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
    followWrites(
        D, Use, Depth, [&](const Expr *V, unsigned Dp) { pointer(V, Dp); },
        [&](const ValueOrigin &W, unsigned Dp) { outArgument(W.Call, W.ArgIndex, Dp + 1); });
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

/// The variable, parameter or field whose memory argument E hands over: `p`, `p + n`,
/// `&buf[i]`, `v.data()`, `&v[0]`, `(void *)p`.
const ValueDecl *handedStorage(const Expr *E) {
  for (unsigned Guard = 0; E && Guard < 16; ++Guard) {
    E = E->IgnoreParenCasts();
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->getOpcode() != BO_Add && BO->getOpcode() != BO_Sub)
        return nullptr;
      E = BO->getRHS()->getType()->isPointerType() ? BO->getRHS() : BO->getLHS();
      continue;
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->getOpcode() != UO_AddrOf && UO->getOpcode() != UO_Deref)
        return nullptr;
      E = UO->getSubExpr();
      continue;
    }
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      E = ASE->getBase();
      continue;
    }
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E)) {
      if (containerKind(MC->getImplicitObjectArgument()->IgnoreParenImpCasts()->getType()) ==
          ContainerKind::None)
        return nullptr;
      E = MC->getImplicitObjectArgument();
      continue;
    }
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E)) {
      if (Op->getOperator() != OO_Subscript || Op->getNumArgs() != 2)
        return nullptr;
      E = Op->getArg(0);
      continue;
    }
    if (isa<DeclRefExpr, MemberExpr>(E))
      return ValueOrigins::storageOf(E);
    return nullptr;
  }
  return nullptr;
}

/// True for a parameter through which a callee can change the memory it is given: a pointer
/// or reference to non-const (and any argument without a parameter: variadic, unprototyped).
bool canWriteThrough(const FunctionDecl *FD, unsigned Index, const Expr *Arg) {
  QualType T =
      FD && Index < FD->getNumParams() ? FD->getParamDecl(Index)->getType() : Arg->getType();
  if (T->isPointerType())
    return !T->getPointeeType().isConstQualified();
  if (T->isReferenceType())
    return !T.getNonReferenceType().isConstQualified();
  return false;
}

} // namespace

// ---- the index: registrations and hand-offs ----------------------------------------------

struct HostMemoryProvenance::Index {
  struct Registration {
    const CallExpr *Call;
    llvm::SmallPtrSet<const void *, 4> Keys; // allocation sites and declarations it pins
    llvm::SmallPtrSet<const ValueDecl *, 4> Storages;
    /// The function it is in, when what it pins could not all be followed (an aligned
    /// address computed from a buffer, say): it may pin any buffer that function sees.
    const FunctionDecl *OpaqueIn = nullptr;
  };
  struct Handoff {
    const Expr *Call;
    unsigned Arg;
    const FunctionDecl *Callee; // nullptr: a function whose body we cannot see
  };
  std::vector<Registration> Registrations;
  llvm::SmallPtrSet<const FunctionDecl *, 4> OpaqueRegistrationFunctions;
  llvm::DenseMap<const ValueDecl *, std::vector<Handoff>> Handoffs;
};

namespace {

const void *originKey(const HostMemoryOrigin &O) {
  return O.Site ? static_cast<const void *>(O.Site) : static_cast<const void *>(O.Decl);
}

class IndexBuilder : public RecursiveASTVisitor<IndexBuilder> {
public:
  IndexBuilder(const ValueOrigins &VO, HostMemoryProvenance::Index &Idx)
      : VO(VO), SM(VO.getASTContext().getSourceManager()), Idx(Idx) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitLambdaBody() const { return true; }

  bool TraverseDecl(Decl *D) {
    if (isSystemCode(D, SM))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitCallExpr(CallExpr *CE) {
    const CudaApiInfo *Api = lookupCudaApi(CE);
    if (Api && Api->Family == ApiFamily::HostRegister && CE->getNumArgs() > 0)
      RegistrationCalls.push_back(CE);
    recordHandoffs(CE, CE->getDirectCallee());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *CE) {
    recordHandoffs(CE, CE->getConstructor());
    return true;
  }

  void finish() {
    for (const CallExpr *CE : RegistrationCalls) {
      Tracer T(VO);
      T.pointer(CE->getArg(0), 0);
      HostMemoryProvenance::Index::Registration R{CE, {}, {}};
      for (const HostMemoryOrigin &O : T.Origins)
        R.Keys.insert(originKey(O));
      R.Storages.insert(T.Traversed.begin(), T.Traversed.end());
      if (!T.Known)
        if ((R.OpaqueIn = VO.enclosingFunction(CE)))
          Idx.OpaqueRegistrationFunctions.insert(R.OpaqueIn);
      Idx.Registrations.push_back(std::move(R));
    }
  }

private:
  void recordHandoffs(const Expr *Call, const FunctionDecl *FD) {
    const FunctionDecl *Callee = nullptr;
    if (FD) {
      if (lookupCudaApi(FD) || isCudaApiName(FD) ||
          SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())))
        return; // library functions do not pin memory behind our back
      const FunctionDecl *Def = FD->getDefinition();
      Callee = Def && Def->hasBody() ? Def : nullptr;
    }
    auto Args = callArguments(Call);
    for (unsigned I = 0; I < Args.size(); ++I) {
      if (!canWriteThrough(FD, I, Args[I]))
        continue;
      if (const ValueDecl *D = handedStorage(Args[I]))
        Idx.Handoffs[D].push_back({Call, I, Callee});
    }
  }

  const ValueOrigins &VO;
  const SourceManager &SM;
  HostMemoryProvenance::Index &Idx;
  std::vector<const CallExpr *> RegistrationCalls;
};

/// Can Event run before the query? Points are the query and the calls on its way (the copy,
/// then the call sites it was reached through). Event in the same function as one of them
/// and after it, with no loop around both, cannot.
bool mayRunBefore(const ValueOrigins &VO, const Stmt *Event, llvm::ArrayRef<const Stmt *> Points) {
  const SourceManager &SM = VO.getASTContext().getSourceManager();
  const FunctionDecl *EventFn = VO.enclosingFunction(Event);
  for (const Stmt *P : Points) {
    if (VO.enclosingFunction(P) != EventFn)
      continue;
    if (!isBefore(SM, P->getBeginLoc(), Event->getBeginLoc()))
      return true;
    auto EventLoops = VO.enclosingLoops(Event);
    auto PointLoops = VO.enclosingLoops(P);
    return llvm::any_of(EventLoops,
                        [&](const Stmt *L) { return llvm::is_contained(PointLoops, L); });
  }
  return true;
}

bool mayBePinnedElsewhere(const ValueOrigins &VO, const HostMemoryProvenance::Index &Idx,
                          const ValueDecl *D, llvm::ArrayRef<const Stmt *> Points,
                          llvm::SmallPtrSetImpl<const ValueDecl *> &Seen, unsigned Depth) {
  auto It = Idx.Handoffs.find(D);
  if (It == Idx.Handoffs.end())
    return false;
  for (const HostMemoryProvenance::Index::Handoff &H : It->second) {
    if (!mayRunBefore(VO, H.Call, Points))
      continue;
    if (!H.Callee || H.Arg >= H.Callee->getNumParams() || Depth > MaxDepth ||
        Idx.OpaqueRegistrationFunctions.count(H.Callee))
      return true;
    const ParmVarDecl *P = H.Callee->getParamDecl(H.Arg);
    if (Seen.insert(P).second && mayBePinnedElsewhere(VO, Idx, P, Points, Seen, Depth + 1))
      return true;
  }
  return false;
}

bool isNonLocalStorage(const ValueDecl *D) {
  if (isa<FieldDecl>(D))
    return true;
  const auto *VD = dyn_cast<VarDecl>(D);
  return VD && !VD->isLocalVarDeclOrParm();
}

} // namespace

SourceLocation HostMemoryOrigin::getLocation() const {
  if (Site)
    return Site->getBeginLoc();
  return Decl ? Decl->getLocation() : SourceLocation();
}

HostMemoryProvenance::HostMemoryProvenance(const ValueOrigins &VO) : VO(VO) {}
HostMemoryProvenance::~HostMemoryProvenance() = default;

const HostMemoryProvenance::Index &HostMemoryProvenance::index() const {
  if (!Idx) {
    Idx = std::make_unique<Index>();
    IndexBuilder B(VO, *Idx);
    B.TraverseDecl(VO.getASTContext().getTranslationUnitDecl());
    B.finish();
  }
  return *Idx;
}

HostMemoryInfo HostMemoryProvenance::classify(const Expr *Ptr) const {
  HostMemoryInfo Info;
  if (!Ptr)
    return Info;
  Tracer T(VO);
  T.pointer(Ptr, 0);
  Info.Origins = std::move(T.Origins);
  if (!T.Known || Info.Origins.empty())
    return Info;

  const Index &I = index();
  auto PointsOf = [&](const HostMemoryOrigin &O) {
    llvm::SmallVector<const Stmt *, 4> Points{Ptr};
    for (const HostMemoryStep &S : O.Via)
      Points.push_back(S.Call);
    return Points;
  };
  // Memory handed, before the query, to code we cannot see may have been pinned there.
  for (const HostMemoryOrigin &O : Info.Origins) {
    if (O.Kind != HK::Pageable)
      continue;
    auto Points = PointsOf(O);
    llvm::SmallPtrSet<const ValueDecl *, 8> Seen;
    for (const ValueDecl *D : T.Traversed)
      if (mayBePinnedElsewhere(VO, I, D, Points, Seen, 0))
        return Info;
  }
  for (HostMemoryOrigin &O : Info.Origins) {
    if (O.Kind != HK::Pageable)
      continue;
    auto Points = PointsOf(O);
    for (const Index::Registration &R : I.Registrations) {
      bool SameMemory = R.Keys.count(originKey(O)) && mayRunBefore(VO, R.Call, Points);
      // A member or global registered anywhere counts: its registration may run first.
      bool SharedHolder = llvm::any_of(R.Storages, [&](const ValueDecl *D) {
        return isNonLocalStorage(D) && T.Traversed.count(D);
      });
      // A registration we could not follow, where the buffer is allocated or used.
      bool Nearby =
          R.OpaqueIn && mayRunBefore(VO, R.Call, Points) &&
          (llvm::any_of(Points,
                        [&](const Stmt *P) { return VO.enclosingFunction(P) == R.OpaqueIn; }) ||
           (O.Site && VO.enclosingFunction(O.Site) == R.OpaqueIn) ||
           (O.Decl && O.Decl->getDeclContext() == R.OpaqueIn));
      if (SameMemory || SharedHolder || Nearby) {
        O.Kind = HK::Registered;
        O.Registration = R.Call;
        break;
      }
    }
  }
  Info.Kind = Info.Origins.front().Kind;
  for (const HostMemoryOrigin &O : Info.Origins)
    if (O.Kind != Info.Kind)
      Info.Kind = HK::Mixed;
  return Info;
}

// ---- copies ------------------------------------------------------------------------------

namespace {

CopyDirection directionOfKind(std::optional<uint64_t> Kind) {
  if (!Kind)
    return CopyDirection::Unknown;
  switch (*Kind) {
  case 0:
    return CopyDirection::HostToHost;
  case 1:
    return CopyDirection::HostToDevice;
  case 2:
    return CopyDirection::DeviceToHost;
  case 3:
    return CopyDirection::DeviceToDevice;
  default:
    return CopyDirection::Unknown; // cudaMemcpyDefault: decided from the pointers
  }
}

/// The fields of a local descriptor struct (cudaMemcpy3DParms, CUDA_MEMCPY2D) written before
/// the copy, by dotted path ("srcPtr", "srcPtr.ptr", "kind").
struct DescriptorWrites {
  llvm::StringMap<llvm::SmallVector<const Expr *, 1>> Fields;

  /// The one value written to Path, or nullptr.
  const Expr *single(llvm::StringRef Path) const {
    auto It = Fields.find(Path);
    return It != Fields.end() && It->second.size() == 1 ? It->second.front() : nullptr;
  }
  bool written(llvm::StringRef Path) const { return Fields.count(Path); }
};

void recordInitList(const InitListExpr *IL, const RecordDecl *RD, llvm::StringRef Prefix,
                    DescriptorWrites &Out) {
  if (IL->isSyntacticForm() && IL->getSemanticForm())
    IL = IL->getSemanticForm();
  unsigned I = 0;
  for (const FieldDecl *F : RD->fields()) {
    if (I >= IL->getNumInits())
      break;
    const Expr *Init = IL->getInit(I++);
    if (isa<ImplicitValueInitExpr>(Init))
      continue;
    std::string Path = (Prefix + F->getName()).str();
    if (const auto *Sub = dyn_cast<InitListExpr>(Init->IgnoreParenImpCasts())) {
      if (const RecordDecl *SubRD = F->getType()->getAsRecordDecl())
        recordInitList(Sub, SubRD, Path + ".", Out);
      continue;
    }
    // Zero and null initializers say nothing.
    if (std::optional<uint64_t> V = constantValue(Init, RD->getASTContext()); V && *V == 0)
      continue;
    if (Init->isNullPointerConstant(RD->getASTContext(), Expr::NPC_ValueDependentIsNull))
      continue;
    Out.Fields[Path].push_back(Init);
  }
}

/// Reads the descriptor `&V` handed to Call. False when V is not a plain local, or it is
/// copied, aliased or handed to anything but a copy or a memset.
bool readDescriptor(const Expr *Arg, const CallExpr *Call, const ValueOrigins &VO,
                    DescriptorWrites &Out) {
  ASTContext &Ctx = VO.getASTContext();
  const auto *UO = dyn_cast<UnaryOperator>(Arg->IgnoreParenCasts());
  if (!UO || UO->getOpcode() != UO_AddrOf)
    return false;
  const auto *DRE = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenImpCasts());
  const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!V || !V->isLocalVarDecl() || V->isStaticLocal() || V->getType()->isReferenceType())
    return false;
  const RecordDecl *RD = V->getType()->getAsRecordDecl();
  const auto *Fn = dyn_cast<FunctionDecl>(V->getDeclContext());
  if (!RD || !Fn || !Fn->getBody())
    return false;
  if (const Expr *Init = V->getInit()) {
    if (const auto *IL = dyn_cast<InitListExpr>(Init->IgnoreImplicit()))
      recordInitList(IL, RD, "", Out);
    else if (!isa<CXXConstructExpr>(Init->IgnoreImplicit()) ||
             cast<CXXConstructExpr>(Init->IgnoreImplicit())->getNumArgs() != 0)
      return false;
  }

  const SourceManager &SM = Ctx.getSourceManager();
  llvm::SmallVector<const DeclRefExpr *, 8> Uses = ValueOrigins::references(V, Fn->getBody());

  auto ParentOf = [&](const Stmt *S) -> const Stmt * {
    auto Parents = VO.parents(*S);
    return Parents.empty() ? nullptr : Parents[0].get<Stmt>();
  };
  for (const DeclRefExpr *Use : Uses) {
    // Climb the member path: V.a.b
    const Expr *Top = Use;
    std::string Path;
    const Stmt *P = ParentOf(Use);
    while (P) {
      if (const auto *ICE = dyn_cast<ImplicitCastExpr>(P); ICE && !Path.empty()) {
        P = ParentOf(ICE);
        break; // a read of V.a.b
      }
      const auto *ME = dyn_cast<MemberExpr>(P);
      if (!ME || ME->isArrow())
        break;
      Path += (Path.empty() ? "" : ".") + ME->getMemberDecl()->getName().str();
      Top = ME;
      P = ParentOf(ME);
    }
    while (P && isa<ParenExpr>(P))
      P = ParentOf(P);
    if (!Path.empty()) {
      // `V.f = x`, or for a struct-typed field the (trivial) operator= call.
      const Expr *Assigned = nullptr;
      if (const auto *BO = dyn_cast_or_null<BinaryOperator>(P);
          BO && BO->getOpcode() == BO_Assign && BO->getLHS()->IgnoreParens() == Top)
        Assigned = BO->getRHS();
      if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(P);
          Op && Op->getOperator() == OO_Equal && Op->getNumArgs() == 2 &&
          Op->getArg(0)->IgnoreParens() == Top)
        Assigned = Op->getArg(1);
      if (Assigned) {
        if (isBefore(SM, P->getBeginLoc(), Call->getBeginLoc()))
          Out.Fields[Path].push_back(Assigned);
        continue;
      }
      if (const auto *AO = dyn_cast_or_null<UnaryOperator>(P); AO && AO->getOpcode() == UO_AddrOf)
        return false; // a field's address taken: written where we cannot see
      continue;       // a read
    }
    // V itself: only `&V` handed to a copy or a memset, and sizeof(V), are harmless.
    if (isa_and_nonnull<UnaryExprOrTypeTraitExpr>(P))
      continue;
    const auto *Addr = dyn_cast_or_null<UnaryOperator>(P);
    if (!Addr || Addr->getOpcode() != UO_AddrOf)
      return false;
    const Stmt *C = ParentOf(Addr);
    while (C && (isa<CastExpr>(C) || isa<ParenExpr>(C)))
      C = ParentOf(C);
    const auto *User = dyn_cast_or_null<CallExpr>(C);
    if (!User)
      return false;
    const CudaApiInfo *Api = lookupCudaApi(User);
    const FunctionDecl *FD = User->getDirectCallee();
    bool Zeroes = FD && FD->getIdentifier() && isGlobalOrStd(FD) &&
                  (FD->getName() == "memset" || FD->getName() == "bzero");
    if (!(Api && Api->Family == ApiFamily::Copy) && !Zeroes)
      return false;
  }
  return true;
}

/// The pointer a cudaPitchedPtr value holds: make_cudaPitchedPtr(p, ...) or {p, ...}.
const Expr *pitchedPointer(const Expr *E) {
  if (!E)
    return nullptr;
  E = E->IgnoreImplicit()->IgnoreParens();
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (FD && FD->getIdentifier() && FD->getName() == "make_cudaPitchedPtr" &&
        Call->getNumArgs() >= 1)
      return Call->getArg(0);
    return nullptr;
  }
  if (const auto *IL = dyn_cast<InitListExpr>(E); IL && IL->getNumInits() >= 1)
    return IL->getInit(0);
  return nullptr;
}

bool describe3D(const CallExpr *Call, const ValueOrigins &VO, CopyDescription &Out) {
  ASTContext &Ctx = VO.getASTContext();
  DescriptorWrites W;
  if (Call->getNumArgs() < 1 || !readDescriptor(Call->getArg(0), Call, VO, W))
    return false;
  const auto Kinds = W.Fields.find("kind");
  if (Kinds == W.Fields.end())
    return false; // kind left at zero or unset: not worth guessing
  std::optional<uint64_t> Kind;
  for (const Expr *K : Kinds->second) {
    std::optional<uint64_t> V = constantValue(K, Ctx);
    if (!V || (Kind && *Kind != *V)) {
      Kind.reset();
      break;
    }
    Kind = V;
  }
  Out.Direction = directionOfKind(Kind);
  bool SrcHost =
      Out.Direction == CopyDirection::HostToDevice || Out.Direction == CopyDirection::HostToHost;
  bool DstHost =
      Out.Direction == CopyDirection::DeviceToHost || Out.Direction == CopyDirection::HostToHost;
  bool Maybe = Out.Direction == CopyDirection::Unknown;
  // Each side is a CUDA array or a pitched pointer.
  auto SidePointer = [&](llvm::StringRef Side) -> const Expr * {
    const Expr *Whole = W.single((Side + "Ptr").str());
    const Expr *Field = W.single((Side + "Ptr.ptr").str());
    if (Whole && !W.written((Side + "Ptr.ptr").str()))
      return pitchedPointer(Whole);
    if (!Whole && !W.written((Side + "Ptr").str()))
      return Field;
    return nullptr;
  };
  for (bool Source : {true, false}) {
    if (!(Source ? SrcHost : DstHost) && !Maybe)
      continue;
    llvm::StringRef Side = Source ? "src" : "dst", OtherSide = Source ? "dst" : "src";
    if (W.written((Side + "Array").str()))
      continue;
    if (const Expr *Ptr = SidePointer(Side))
      Out.HostOperands.push_back(
          {Ptr, Source, !Maybe, SidePointer(OtherSide), W.written((OtherSide + "Array").str())});
  }
  return true;
}

bool describeDriver2D(const CallExpr *Call, const ValueOrigins &VO, CopyDescription &Out) {
  ASTContext &Ctx = VO.getASTContext();
  DescriptorWrites W;
  if (Call->getNumArgs() < 1 || !readDescriptor(Call->getArg(0), Call, VO, W))
    return false;
  constexpr uint64_t Host = 1, Device = 2, Array = 3, Unified = 4;
  std::optional<uint64_t> Types[2]; // [1]: source, [0]: destination
  const Expr *Pointers[2] = {nullptr, nullptr};
  for (bool Source : {true, false}) {
    llvm::StringRef Side = Source ? "src" : "dst";
    Types[Source] = constantValue(W.single((Side + "MemoryType").str()), Ctx);
    if (Types[Source] == Host)
      Pointers[Source] = W.single((Side + "Host").str());
    else if (Types[Source] == Unified || Types[Source] == Device)
      Pointers[Source] = W.single((Side + "Device").str());
  }
  auto IsDev = [&](std::optional<uint64_t> T) { return T == Device || T == Array; };
  for (bool Source : {true, false})
    if (Pointers[Source] && (Types[Source] == Host || Types[Source] == Unified))
      Out.HostOperands.push_back({Pointers[Source], Source, Types[Source] == Host,
                                  Pointers[!Source], IsDev(Types[!Source])});
  if (Types[1] == Host && IsDev(Types[0]))
    Out.Direction = CopyDirection::HostToDevice;
  else if (IsDev(Types[1]) && Types[0] == Host)
    Out.Direction = CopyDirection::DeviceToHost;
  else if (Types[1] == Host && Types[0] == Host)
    Out.Direction = CopyDirection::HostToHost;
  else if (IsDev(Types[1]) && IsDev(Types[0]))
    Out.Direction = CopyDirection::DeviceToDevice;
  return true;
}

} // namespace

bool describeCopy(const CallExpr *Call, const ValueOrigins &VO, CopyDescription &Out) {
  ASTContext &Ctx = VO.getASTContext();
  const CudaApiInfo *Api = lookupCudaApi(Call);
  if (!Api || Api->Family != ApiFamily::Copy || Call->containsErrors())
    return false;
  Out = CopyDescription();
  Out.Api = Api;
  llvm::StringRef Name = Api->Name;
  auto Arg = [&](int I) -> const Expr * {
    return I >= 0 && static_cast<unsigned>(I) < Call->getNumArgs() ? Call->getArg(I) : nullptr;
  };
  if (Name == "cudaMemcpy3D" || Name == "cudaMemcpy3DAsync")
    return describe3D(Call, VO, Out);
  if (Name == "cuMemcpy2D" || Name == "cuMemcpy2DAsync" || Name == "cuMemcpy2DUnaligned")
    return describeDriver2D(Call, VO, Out);
  if (!Arg(Api->DstArg) || !Arg(Api->SrcArg))
    return false;

  if (Api->KindArg >= 0) {
    if (!Arg(Api->KindArg))
      return false;
    Out.Direction = directionOfKind(constantValue(Arg(Api->KindArg), Ctx));
  } else {
    Out.Direction =
        Api->Direction == CopyDirection::FromKindArg ? CopyDirection::Unknown : Api->Direction;
  }
  bool SrcIsSymbol = Name.contains("FromSymbol");
  bool DstIsSymbol = Name.contains("ToSymbol");
  const Expr *Src = Arg(Api->SrcArg), *Dst = Arg(Api->DstArg);
  // Symbols are device memory whatever the kind says.
  CopyHostOperand Source{Src, true, true, Dst, DstIsSymbol};
  CopyHostOperand Destination{Dst, false, true, Src, SrcIsSymbol};
  switch (Out.Direction) {
  case CopyDirection::HostToDevice:
    if (!SrcIsSymbol)
      Out.HostOperands.push_back(Source);
    break;
  case CopyDirection::DeviceToHost:
    if (!DstIsSymbol)
      Out.HostOperands.push_back(Destination);
    break;
  case CopyDirection::HostToHost:
    Out.HostOperands.push_back(Source);
    Out.HostOperands.push_back(Destination);
    break;
  case CopyDirection::DeviceToDevice:
    break;
  default:
    Source.Definite = Destination.Definite = false;
    if (!SrcIsSymbol)
      Out.HostOperands.push_back(Source);
    if (!DstIsSymbol)
      Out.HostOperands.push_back(Destination);
    break;
  }

  if (Api->SizeArg >= 0) {
    Out.Bytes = constantValue(Arg(Api->SizeArg), Ctx);
  } else if (Name.starts_with("cudaMemcpy2D")) {
    // cudaMemcpy2D(Async): width, height at 4, 5; the ToArray/FromArray forms at 5, 6.
    int Width = Name.contains("Array") ? 5 : 4;
    std::optional<uint64_t> W = constantValue(Arg(Width), Ctx),
                            H = constantValue(Arg(Width + 1), Ctx);
    if (W && H)
      Out.Bytes = *W * *H;
  }
  return true;
}

} // namespace clang::tidy::cuda

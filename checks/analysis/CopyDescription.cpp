//===--- CopyDescription.cpp - what a cudaMemcpy* / cuMemcpy* call moves -----------------===//
#include "CopyDescription.h"
#include "DiagnosticLocation.h"
#include "LoopWorkDetail.h"
#include "StdLibrary.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/StringMap.h"

namespace clang::tidy::cuda {

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

/// The largest value the non-negative integer expression E can have, when every operand is a
/// constant or a local whose reaching writes all store a non-negative constant, combined by
/// `*` and `+` (and integer casts).
std::optional<uint64_t> largestValue(const Expr *E, const ValueOrigins &VO, unsigned Depth = 0) {
  if (!E || Depth > 8 || E->isValueDependent() || !E->getType()->isIntegerType())
    return std::nullopt;
  if (auto Range = loopwork::valueRange(E, VO.getASTContext(), &VO))
    return Range->first >= 0 ? std::optional<uint64_t>(Range->second) : std::nullopt;
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E);
      Cast && Cast->getSubExpr()->getType()->isIntegerType() &&
      (Cast->getCastKind() == CK_IntegralCast || Cast->getCastKind() == CK_NoOp ||
       Cast->getCastKind() == CK_LValueToRValue))
    return largestValue(Cast->getSubExpr(), VO, Depth + 1);
  const auto *BO = dyn_cast<BinaryOperator>(E);
  if (!BO || (BO->getOpcode() != BO_Mul && BO->getOpcode() != BO_Add))
    return std::nullopt;
  std::optional<uint64_t> L = largestValue(BO->getLHS(), VO, Depth + 1);
  std::optional<uint64_t> R = L ? largestValue(BO->getRHS(), VO, Depth + 1) : std::nullopt;
  uint64_t Result = 0;
  if (!R || (BO->getOpcode() == BO_Mul ? __builtin_mul_overflow(*L, *R, &Result)
                                       : __builtin_add_overflow(*L, *R, &Result)))
    return std::nullopt;
  return Result;
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
    Out.MaxBytes = Out.Bytes ? Out.Bytes : largestValue(Arg(Api->SizeArg), VO);
  } else if (Name.starts_with("cudaMemcpy2D")) {
    // cudaMemcpy2D(Async): width, height at 4, 5; the ToArray/FromArray forms at 5, 6.
    int Width = Name.contains("Array") ? 5 : 4;
    std::optional<uint64_t> W = constantValue(Arg(Width), Ctx),
                            H = constantValue(Arg(Width + 1), Ctx);
    if (W && H)
      Out.Bytes = *W * *H;
    std::optional<uint64_t> MaxW = W ? W : largestValue(Arg(Width), VO),
                            MaxH = H ? H : largestValue(Arg(Width + 1), VO);
    uint64_t Max = 0;
    if (MaxW && MaxH && !__builtin_mul_overflow(*MaxW, *MaxH, &Max))
      Out.MaxBytes = Max;
  }
  return true;
}

} // namespace clang::tidy::cuda

//===--- EventProvenance.cpp - how an event was created -------------------------------===//
#include "EventProvenance.h"
#include "CudaApi.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace clang::tidy::cuda {
namespace {

constexpr unsigned MaxDepth = 8;

class EventTracer {
public:
  EventTracer(const ValueOrigins &VO, llvm::SmallVectorImpl<EventCreation> &Out)
      : VO(VO), Out(Out) {}

  /// Trace the event value E, read at Use.
  bool traceValue(const Expr *E, const Expr *Use, unsigned Depth) {
    if (Depth > MaxDepth || !E)
      return false;
    E = E->IgnoreParenImpCasts();
    if (E->isNullPointerConstant(VO.getASTContext(), Expr::NPC_ValueDependentIsNotNull))
      return true; // not an event at all: no creation to report, and no timing either
    // `v[i]` of a standard container: an element of v (below), not operator[]'s result.
    if (const auto *Call = dyn_cast<CallExpr>(E); Call && !ValueOrigins::isStdContainerElement(E)) {
      const FunctionDecl *FD = Call->getDirectCallee();
      const FunctionDecl *Def = FD ? FD->getDefinition() : nullptr;
      if (!Def || lookupCudaApi(FD))
        return false;
      auto Returns = VO.returnValues(Def);
      if (Returns.empty())
        return false;
      Via.push_back(Call);
      for (const Expr *R : Returns)
        if (!traceValue(R, R, Depth + 1))
          return false;
      Via.pop_back();
      return true;
    }
    // A variable, or an element of a heap array a local pointer owns: what its elements are given.
    bool HeapElement = false;
    const ValueDecl *D = ValueOrigins::storageOrPointer(E, &HeapElement);
    if (!D)
      return false;
    llvm::SmallVector<ValueOrigin, 8> Writes;
    bool Known = HeapElement ? VO.heapArrayElementWrites(cast<VarDecl>(D), Writes)
                             : VO.reachingWrites(D, Use, Writes);
    // A container of events: its sizing stores none.
    llvm::erase_if(Writes, ValueOrigins::onlySizesContainer);
    Known = Known && !Writes.empty();
    if (!Visiting.insert(D).second)
      return true; // a cycle adds no new origin
    for (const ValueOrigin &W : Writes) {
      if (!Known)
        break;
      Known = traceWrite(W, Depth);
    }
    Visiting.erase(D);
    return Known;
  }

private:
  bool traceWrite(const ValueOrigin &W, unsigned Depth) {
    // A container of events: push_back(e) stores e.
    if (const Expr *Appended = ValueOrigins::appendedElement(W))
      return traceValue(Appended, Appended, Depth + 1);
    switch (W.K) {
    case ValueOrigin::Kind::Init:
    case ValueOrigin::Kind::Assign:
      return traceValue(W.Value, W.Value, Depth + 1);
    case ValueOrigin::Kind::CallArgument:
      return traceValue(W.Value, W.Value, Depth + 1);
    case ValueOrigin::Kind::OutArgument:
      return traceOutArgument(W.Call, W.ArgIndex, Depth);
    }
    return false;
  }

  /// The event is written by Call through its argument Index.
  bool traceOutArgument(const Expr *Call, unsigned Index, unsigned Depth) {
    if (Depth > MaxDepth || Index == ValueOrigin::ObjectArgument)
      return false;
    const FunctionDecl *FD = calledFunction(Call);
    if (!FD)
      return false;
    if (const CudaApiInfo *Api = lookupCudaApi(FD)) {
      if (Api->Family != ApiFamily::EventCreate || Api->DstArg != static_cast<int>(Index))
        return false;
      const auto *CE = cast<CallExpr>(Call);
      bool Disables = false;
      if (Api->FlagsArg >= 0 && static_cast<unsigned>(Api->FlagsArg) < CE->getNumArgs()) {
        std::optional<uint64_t> Flags = constantArgument(CE, Api->FlagsArg, VO.getASTContext());
        if (!Flags)
          return false; // flags not known at compile time
        Disables = (*Flags & EventDisableTimingFlag) != 0;
      }
      Out.push_back({CE, Disables, Via});
      return true;
    }
    const FunctionDecl *Def = FD->getDefinition();
    if (!Def || Index >= Def->getNumParams())
      return false;
    llvm::SmallVector<ValueOrigin, 8> Writes;
    if (!VO.pointeeWrites(Def->getParamDecl(Index), Writes) || Writes.empty())
      return false;
    Via.push_back(Call);
    for (const ValueOrigin &W : Writes) {
      bool Ok = W.K == ValueOrigin::Kind::OutArgument
                    ? traceOutArgument(W.Call, W.ArgIndex, Depth + 1)
                    : W.K != ValueOrigin::Kind::CallArgument && traceWrite(W, Depth + 1);
      if (!Ok)
        return false;
    }
    Via.pop_back();
    return true;
  }

  const ValueOrigins &VO;
  llvm::SmallVectorImpl<EventCreation> &Out;
  llvm::SmallPtrSet<const ValueDecl *, 8> Visiting;
  llvm::SmallVector<const Expr *, 2> Via;
};

} // namespace

bool findEventCreations(const ValueOrigins &VO, const Expr *E,
                        llvm::SmallVectorImpl<EventCreation> &Out) {
  EventTracer T(VO, Out);
  return T.traceValue(E, E, 0);
}

} // namespace clang::tidy::cuda

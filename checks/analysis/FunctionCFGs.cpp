//===--- FunctionCFGs.cpp - one CFG per function and detail, shared per unit --------------===//
#include "FunctionCFGs.h"
#include "SharedAnalysis.h"

namespace clang::tidy::cuda {

std::shared_ptr<const FunctionCFGs> FunctionCFGs::get(ASTContext &Ctx) {
  return sharedAnalysis<FunctionCFGs>(Ctx);
}

const CFG *FunctionCFGs::of(const FunctionDecl *FD, Detail D) const {
  if (!FD || !FD->hasBody())
    return nullptr;
  auto [It, New] = Graphs.try_emplace({FD, static_cast<unsigned>(D)});
  if (New) {
    CFG::BuildOptions Options;
    if (D != Detail::Statements)
      Options.setAllAlwaysAdd();
    Options.AddImplicitDtors = D == Detail::EveryStatementAndDestructors;
    It->second = CFG::buildCFG(FD, FD->getBody(), &Ctx, Options);
  }
  return It->second.get();
}

const ParentMap *FunctionCFGs::parents(const FunctionDecl *FD) const {
  if (!FD || !FD->hasBody())
    return nullptr;
  std::unique_ptr<ParentMap> &Slot = Parents[FD];
  if (!Slot)
    Slot = std::make_unique<ParentMap>(FD->getBody());
  return Slot.get();
}

} // namespace clang::tidy::cuda

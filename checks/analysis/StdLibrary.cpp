//===--- StdLibrary.cpp - what the C and C++ standard libraries allocate -----------------===//
#include "StdLibrary.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::cuda {

bool isGlobalOrStd(const FunctionDecl *FD) {
  const DeclContext *DC = FD->getDeclContext()->getRedeclContext();
  return DC->isTranslationUnit() || DC->isStdNamespace();
}

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

namespace {

bool isStdAllocator(const TemplateArgument &Arg) {
  if (Arg.getKind() != TemplateArgument::Type)
    return false;
  const auto *RD = Arg.getAsType()->getAsCXXRecordDecl();
  return RD && RD->isInStdNamespace() && RD->getIdentifier() && RD->getName() == "allocator";
}

} // namespace

ContainerKind containerKind(QualType T, llvm::StringRef *Name) {
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

} // namespace clang::tidy::cuda

//===--- StdLibrary.h - what the C and C++ standard libraries allocate -------------------===//
//
// Library functions and types by what they do with memory: the C heap allocators, std
// functions by name, and the standard containers whose storage is ordinary (pageable) host
// memory. Knowledge of the CUDA API is in CudaApi.h; this is the rest of the world.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_STDLIBRARY_H
#define CUDALINT_CHECKS_ANALYSIS_STDLIBRARY_H

#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace clang::tidy::cuda {

/// True for a function declared at global scope or in namespace std (not a namesake in a
/// project namespace).
bool isGlobalOrStd(const FunctionDecl *FD);

/// The C allocation function FD is ("malloc", ...), or "" when it is none.
llvm::StringRef heapAllocatorName(const FunctionDecl *FD);

/// True for a function of namespace std named one of Names.
bool isStdFunction(const FunctionDecl *FD, llvm::ArrayRef<llvm::StringRef> Names);

enum class ContainerKind {
  None,
  HeapStorage, // std::vector / std::basic_string with std::allocator: pageable heap storage
  InlineArray, // std::array: the object's own storage
  UniquePtr,   // std::unique_ptr: owns what it points to
};

/// What a standard container or smart pointer type is, and its name for messages.
ContainerKind containerKind(QualType T, llvm::StringRef *Name = nullptr);

} // namespace clang::tidy::cuda

#endif

//===--- ValueOrigins.h - where a variable's value can come from, in one TU ---------------===//
//
// The shared core of pointer, event and stream provenance. One pass over the translation
// unit records every write to every variable, parameter and field: initializers,
// assignments, `&x` handed to a function (an out-argument, as in cudaEventCreate(&e)), and
// for parameters the arguments at each call site. A storage location whose address escapes
// somewhere we cannot follow has unknown origins, and callers must then stay silent.
//
// Declarations in system headers are not indexed (SharedAnalysis.h): what they declare has
// unknown origins. clangd indexes less still: it limits the AST's traversal scope to the main
// file's top-level declarations, so code in included headers is not seen. There, whatever such code
// could write (a field of a class defined in a header, an `extern` global, a parameter of a
// function a header could call) has unknown origins too.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_VALUEORIGINS_H
#define CUDALINT_CHECKS_ANALYSIS_VALUEORIGINS_H

#include "StmtWalk.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include <memory>
#include <vector>

namespace clang::tidy::cuda {

struct ValueOrigin {
  enum class Kind {
    Init,        // `T x = Value;` or a constructor's member initializer
    Assign,      // `x = Value;` (Site is the assignment)
    OutArgument, // `&x` (or `x` bound to a reference) is argument ArgIndex of Call
    CallArgument // x is a parameter; Value is the argument at call site Call
  };
  Kind K;
  const Expr *Value = nullptr;
  const Expr *Call = nullptr; // CallExpr or CXXConstructExpr
  unsigned ArgIndex = 0;
  const Stmt *Site = nullptr; // the statement or expression that writes
  SourceLocation getLocation() const;
  /// ArgIndex of a non-const method called on the object itself (`v.resize(n)`).
  static constexpr unsigned ObjectArgument = ~0u;
};

/// The arguments of a call or constructor call, with the object argument of a member
/// operator call left out, so that index I is parameter I.
llvm::SmallVector<const Expr *, 8> callArguments(const Expr *Call);

class ValueOrigins {
public:
  /// The index of Ctx's translation unit, shared by every check (SharedAnalysis.h).
  static std::shared_ptr<const ValueOrigins> get(ASTContext &Ctx);

  explicit ValueOrigins(ASTContext &Ctx);

  /// The variable, parameter or field an expression reads, looking through parentheses,
  /// implicit casts, subscripts (`a[i]` -> a) and member accesses (`o.f` -> f).
  static const ValueDecl *storageOf(const Expr *E);

  /// Every write to D in the translation unit. False when they cannot all be known: D's
  /// address escapes, or D is a parameter of a function whose call sites are not all here.
  bool writesTo(const ValueDecl *D, llvm::SmallVectorImpl<ValueOrigin> &Out) const;

  /// True when only the callers set parameter P: the body never writes it, nor lets its
  /// address escape (whether or not this unit calls the function).
  bool onlyCallersWrite(const ParmVarDecl *P) const;

  /// True when S runs each time its ancestor \p Within runs: every statement on the way up
  /// runs the child it holds (StmtWalk.h alwaysRunsChild).
  bool runsEachTime(const Stmt *S, const Stmt *Within) const;

  /// The writes to D that can reach the read Use: for locals and parameters, a write that
  /// comes later in the function (outside any loop around both) cannot, and neither can one
  /// that an unconditional later assignment before the read overwrites.
  bool reachingWrites(const ValueDecl *D, const Expr *Use,
                      llvm::SmallVectorImpl<ValueOrigin> &Out) const;

  /// Writes through pointer or reference parameter P (`*P = v`, `P[i] = v`, `&P[i]` or P
  /// handed on to another call as an out-argument; for references, writes to P itself).
  /// False when P escapes.
  bool pointeeWrites(const ParmVarDecl *P, llvm::SmallVectorImpl<ValueOrigin> &Out) const;

  /// For W, a write to a standard container of handles (`std::vector<cudaStream_t>`): true
  /// when it only sizes or empties the container and stores no handle (a construction with
  /// a size or nothing, resize(n), reserve, clear, pop_back, erase, shrink_to_fit).
  static bool onlySizesContainer(const ValueOrigin &W);
  /// For W, a write to a standard container: the handle `v.push_back(x)` or
  /// `v.emplace_back(x)` appends (x), else nullptr.
  static const Expr *appendedElement(const ValueOrigin &W);

  /// True when E is `v[i]` of a standard container (std::vector, std::array): an element of
  /// v, which storageOf(E) names, rather than what a library operator returns.
  static bool isStdContainerElement(const Expr *E);

  /// The pointer variable (a parameter or a local) E reads through: `*P`, `P[i]`.
  static const VarDecl *pointerDereferenced(const Expr *E);
  /// What E reads: storageOf(E), else the tracked pointer E reads through (`P[i]`, `*P`), with
  /// ThroughPointer set; nullptr when neither.
  static const ValueDecl *storageOrPointer(const Expr *E, bool *ThroughPointer = nullptr);

  /// The writes to the elements of the heap array a local pointer P owns
  /// (`cudaStream_t *s = new cudaStream_t[n]`, or malloc'ed): `P[i] = v`, `&P[i]` or `P + i`
  /// handed to a call. False unless every value P itself is given is a fresh heap array
  /// (new[], malloc and the C allocators) and P's elements are written nowhere else (P is not
  /// copied, returned or captured). `free(P)` is no write.
  bool heapArrayElementWrites(const VarDecl *P, llvm::SmallVectorImpl<ValueOrigin> &Out) const;

  /// The functions whose address the TU takes (calls through it cannot be seen).
  const llvm::DenseSet<const FunctionDecl *> &addressTakenFunctions() const {
    return AddressTaken;
  }
  /// Every call of FD in the TU. False when FD's address is taken (calls we cannot see).
  bool callSites(const FunctionDecl *FD, llvm::SmallVectorImpl<const Expr *> &Out) const;

  /// The functions from which FD can be reached through calls of this translation unit and
  /// that no known call reaches: FD itself when nothing calls it, `main`, functions called
  /// from other translation units, functions whose address is taken or that are virtual.
  llvm::SmallPtrSet<const FunctionDecl *, 4> callerRoots(const FunctionDecl *FD) const;
  /// callerRoots(FD) less the roots that never run from this translation unit: inline or
  /// internal functions that nothing here calls (a header's inline helper, a class's inline
  /// constructor, that this file never uses: a file that does has a copy of its own). Lambdas,
  /// destructors, operators, conversions, virtual and default constructors can be called
  /// implicitly or from library code: they always run.
  llvm::SmallPtrSet<const FunctionDecl *, 4> liveCallerRoots(const FunctionDecl *FD) const;
  /// True when FD can run from this translation unit: liveCallerRoots(FD) is not empty.
  bool runsFromThisUnit(const FunctionDecl *FD) const {
    return !liveCallerRoots(FD).empty();
  }

  /// The values FD's definition returns (empty when it has no body here).
  llvm::SmallVector<const Expr *, 4> returnValues(const FunctionDecl *FD) const;

  /// The innermost function (or lambda call operator) whose body holds S, or nullptr.
  const FunctionDecl *enclosingFunction(const Stmt *S) const;
  /// The loops (for, while, do other than `do {} while (0)`, range-for) around S, innermost
  /// first, up to the enclosing function.
  llvm::SmallVector<const Stmt *, 4> enclosingLoops(const Stmt *S) const;

  /// The parents of N, as ASTContext::getParents gives them, from an index of the project's
  /// code built with this one. The context's own map spans the whole translation unit, system
  /// headers included, and building it cost more than all the cuda-* checks' own work
  /// (docs/performance.md). A node the index does not hold is looked up in the context's map.
  DynTypedNodeList parents(const DynTypedNode &N) const;
  template <typename T> DynTypedNodeList parents(const T &Node) const {
    return parents(DynTypedNode::create(Node));
  }

  /// Walks up from S through first parents, calling Visit(Ancestor, Child) innermost first
  /// until it returns true. False when it never did (the top, or 512 levels, was reached).
  template <typename Fn> bool climb(const Stmt *S, Fn Visit) const {
    DynTypedNode Child = DynTypedNode::create(*S);
    for (unsigned Depth = 0; Depth < 512; ++Depth) {
      DynTypedNodeList Up = parents(Child);
      if (Up.empty())
        return false;
      DynTypedNode Ancestor = Up[0];
      if (Visit(Ancestor, Child))
        return true;
      Child = Ancestor;
    }
    return false;
  }

  /// The references to D in Within (a function body, say), in source order.
  static llvm::SmallVector<const DeclRefExpr *, 8> references(const ValueDecl *D,
                                                              const Stmt *Within);

  ASTContext &getASTContext() const { return Ctx; }

  class Indexer;
  class ParentIndexer;

private:
  /// Whether every declaration of D lies in the indexed code: the project's code (not system
  /// headers), within the traversal scope when it is limited.
  bool inIndexedCode(const Decl *D) const;

  ASTContext &Ctx;
  /// The traversal scope when it is not the whole translation unit (clangd), else empty.
  llvm::DenseSet<const Decl *> LimitedScope;
  llvm::DenseMap<const ValueDecl *, std::vector<ValueOrigin>> Writes;
  /// Writes through pointer parameters and local pointers (see pointerDereferenced).
  llvm::DenseMap<const VarDecl *, std::vector<ValueOrigin>> PointeeWritesMap;
  llvm::DenseSet<const ValueDecl *> Escaped;
  llvm::DenseSet<const VarDecl *> PointeeEscapedSet;
  llvm::DenseMap<const FunctionDecl *, std::vector<const Expr *>> Calls;
  llvm::DenseSet<const FunctionDecl *> AddressTaken;
  llvm::DenseMap<const FunctionDecl *, std::vector<const Expr *>> Returns;
  /// Parents of the project's statements and declarations, keyed by the node.
  llvm::DenseMap<const void *, llvm::SmallVector<DynTypedNode, 1>> Parents;
};

} // namespace clang::tidy::cuda

#endif

//===--- CopyDescription.h - what a cudaMemcpy* / cuMemcpy* call moves -------------------===//
//
// The argument semantics of the copy APIs beyond the table in CudaApi.h: the direction from the
// cudaMemcpyKind constant, the host operands (including those of the cudaMemcpy3DParms and
// CUDA_MEMCPY2D/3D descriptors a copy is handed), and the byte count when it is constant.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_COPYDESCRIPTION_H
#define CUDALINT_CHECKS_ANALYSIS_COPYDESCRIPTION_H

#include "CudaApi.h"
#include "ValueOrigins.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace clang::tidy::cuda {

/// One operand of a copy that is, or may be, host memory.
struct CopyHostOperand {
  const Expr *Ptr = nullptr;
  bool IsSource = false;
  /// True when the copy kind or the API says this operand is host memory; false when it only
  /// may be (cudaMemcpyDefault, a kind that is not a constant, unified addressing).
  bool Definite = false;
  /// The copy's other operand, when it is a pointer expression.
  const Expr *Other = nullptr;
  /// The other operand is device memory by construction (a symbol, a CUDA array, a
  /// descriptor side typed CU_MEMORYTYPE_DEVICE).
  bool OtherIsDevice = false;
};

/// What a copy call moves, as far as the call and the descriptor it is handed show.
struct CopyDescription {
  const CudaApiInfo *Api = nullptr;
  /// HostToDevice, DeviceToHost, HostToHost or DeviceToDevice when known; Unknown for
  /// cudaMemcpyDefault, a kind that is not a constant, and unified-address driver copies.
  CopyDirection Direction = CopyDirection::Unknown;
  llvm::SmallVector<CopyHostOperand, 2> HostOperands;
  /// The byte count, when it is a compile-time constant.
  std::optional<uint64_t> Bytes;
  /// The largest byte count the copy can have: Bytes, or a bound of the size expression whose
  /// operands are constants or locals every reaching write of which stores a non-negative
  /// constant (`int n = 16; ... n * sizeof(float)`).
  std::optional<uint64_t> MaxBytes;
};

/// Describes a cudaMemcpy* / cuMemcpy* call, reading the cudaMemcpy3DParms or CUDA_MEMCPY2D
/// it is given when that is a local whose fields are assigned in the same function. False
/// when Call is not a copy, or its operands cannot be told.
bool describeCopy(const CallExpr *Call, const ValueOrigins &VO, CopyDescription &Out);

} // namespace clang::tidy::cuda

#endif

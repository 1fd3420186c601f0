//===--- ReportDeviceCode.h - which compile errors only the device side sees -----------===//
//
// Clang rejects some device code that nvcc accepts (intrinsics its headers lack, nvcc-only
// builtins). The checks analyse host code: an error inside the body of a __global__ or
// __device__ (not __host__ __device__) function or lambda cannot change what they see. Such
// errors are "device-only": reported apart, and by default they do not decide the exit code.
// Every other compile error is "host-relevant". An error whose place is not inside such a body
// as written (a macro defined in another file, a body the parser dropped) counts as
// host-relevant: when in doubt, the stricter class.
//
//===----------------------------------------------------------------------------------===//
#ifndef CUDALINT_DRIVER_CLI_REPORTDEVICECODE_H
#define CUDALINT_DRIVER_CLI_REPORTDEVICECODE_H

#include "clang/AST/ASTConsumer.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>
#include <vector>

namespace cudalint {

/// The body of a device-only function, in the file the compiler saw (maybe relative).
struct DeviceBodyRange {
  std::string File;
  unsigned Begin = 0, End = 0; ///< byte offsets, End inclusive of the closing brace
};

/// What the runner learns about a translation unit beside the checks' diagnostics.
struct UnitFacts {
  /// The bodies of device-only functions; recorded only when the unit has compile errors.
  std::vector<DeviceBodyRange> DeviceBodies;
  /// The unit can call CUDA (cuda-* checks run only then; see checks/analysis/CudaApiGate.h).
  bool DeclaresCudaApi = true;
  /// It declares them as pointers to functions instead (a loader such as cuew).
  bool CudaApiThroughPointers = false;
};

/// An AST consumer that fills \p Facts when the translation unit has been parsed.
std::unique_ptr<clang::ASTConsumer> makeUnitFactsRecorder(UnitFacts &Facts);

/// True when \p File (absolute) at \p Offset lies inside one of \p Bodies, whose relative
/// paths are relative to \p Directory.
bool isInDeviceBody(const std::vector<DeviceBodyRange> &Bodies, llvm::StringRef Directory,
                    llvm::StringRef File, unsigned Offset);

} // namespace cudalint

#endif

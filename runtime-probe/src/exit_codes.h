// Process exit codes of cudalint-probe (documented in docs/probe.md).
#pragma once

namespace probe {

enum ExitCode : int {
  kExitOk = 0,            // every selected benchmark ran and every result verified
  kExitInternal = 1,      // unexpected internal error or the JSON file could not be written
  kExitUsage = 2,         // bad command line or bad plan file; nothing was measured
  kExitNoGpu = 3,         // no usable CUDA GPU (no driver, no device, bad --device); no JSON
  kExitVerifyFailed = 4,  // results written, but at least one result failed verification
  kExitCudaError = 5,     // a CUDA call failed while measuring; no JSON written
};

}  // namespace probe

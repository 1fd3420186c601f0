//===--- Driver.h - one cudalint run, from parsed options to exit code ----------------===//
#ifndef CUDALINT_DRIVER_CLI_DRIVER_H
#define CUDALINT_DRIVER_CLI_DRIVER_H

#include "CliOptions.h"

namespace cudalint {

/// Exit codes (docs/cli.md).
enum ExitCode : int {
  ExitClean = 0,         ///< no findings, every translation unit parsed
  ExitFindings = 1,      ///< findings
  ExitInputError = 2,    ///< usage or input error, or a translation unit with compile errors
  ExitErrorFindings = 3, ///< findings reported as errors (--warnings-as-errors)
};

/// The exit code for a run: input errors (including translation units that did not parse)
/// win over findings reported as errors, which win over plain findings.
int exitCodeFor(bool InputErrors, unsigned ErrorFindings, unsigned Findings);

/// Runs cudalint with \p Options; writes the report and messages; returns the exit code.
int runCudaLint(const CliOptions &Options);

} // namespace cudalint

#endif

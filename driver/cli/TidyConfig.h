//===--- TidyConfig.h - clang-tidy options from the command line and .clang-tidy -----===//
#ifndef CUDALINT_DRIVER_CLI_TIDYCONFIG_H
#define CUDALINT_DRIVER_CLI_TIDYCONFIG_H

#include "CliOptions.h"
#include "clang-tidy/ClangTidyOptions.h"
#include <functional>
#include <memory>

namespace cudalint {

/// Checks run when neither the command line nor a configuration file names any.
inline constexpr llvm::StringLiteral DefaultChecks = "cuda-*";

/// Makes a fresh options provider. Each worker thread needs its own: providers cache the
/// configuration files they read without locking.
using OptionsProviderFactory =
    std::function<std::unique_ptr<clang::tidy::ClangTidyOptionsProvider>()>;

/// Builds the factory from the command line, reading --config-file and parsing --config
/// once so that a bad configuration is reported before any work starts.
llvm::Expected<OptionsProviderFactory> makeOptionsProviderFactory(const CliOptions &Options);

} // namespace cudalint

#endif

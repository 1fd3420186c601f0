//===--- TidyConfig.cpp - clang-tidy options from the command line and .clang-tidy ---===//
#include "TidyConfig.h"
#include "FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"

namespace cudalint {

using clang::tidy::ClangTidyGlobalOptions;
using clang::tidy::ClangTidyOptions;

namespace {

ClangTidyOptions defaultOptions() {
  ClangTidyOptions Defaults = ClangTidyOptions::getDefaults();
  Defaults.Checks = DefaultChecks.str();
  Defaults.WarningsAsErrors = "";
  Defaults.HeaderFilterRegex = ".*"; // clang-tidy 22's default
  Defaults.ExcludeHeaderFilterRegex = "";
  Defaults.SystemHeaders = false;
  Defaults.FormatStyle = "none";
  Defaults.User = llvm::sys::Process::GetEnv("USER");
  return Defaults;
}

ClangTidyOptions overrideOptions(const CliOptions &O) {
  ClangTidyOptions Overrides;
  Overrides.Checks = O.Checks;
  Overrides.WarningsAsErrors = O.WarningsAsErrors;
  Overrides.HeaderFilterRegex = O.HeaderFilter;
  Overrides.ExcludeHeaderFilterRegex = O.ExcludeHeaderFilter;
  Overrides.SystemHeaders = O.SystemHeaders;
  Overrides.FormatStyle = O.FormatStyle;
  Overrides.UseColor = O.UseColor;
  if (!O.ExtraArgs.empty())
    Overrides.ExtraArgs = O.ExtraArgs;
  if (!O.ExtraArgsBefore.empty())
    Overrides.ExtraArgsBefore = O.ExtraArgsBefore;
  if (!O.RemovedArgs.empty())
    Overrides.RemovedArgs = O.RemovedArgs;
  // The checks attach their probe data to findings; the CLI takes it off again (ProbeJoin.h).
  Overrides.CheckOptions["ProbeData"] = ClangTidyOptions::ClangTidyValue("true");
  // Shown by --dump-config; the CLI reads it (loadProbeResults), the checks do not.
  if (!O.ProbeResults.empty()) {
    std::string Path = absolutePath(O.ProbeResults);
    Overrides.CheckOptions["ProbeResults"] = ClangTidyOptions::ClangTidyValue(Path);
  }
  return Overrides;
}

llvm::Error configError(const llvm::Twine &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Message);
}

} // namespace

llvm::Expected<OptionsProviderFactory> makeOptionsProviderFactory(const CliOptions &O) {
  ClangTidyOptions Defaults = defaultOptions();
  ClangTidyOptions Overrides = overrideOptions(O);

  std::optional<std::string> ConfigText = O.Config;
  std::string ConfigSource = "--config";
  if (O.ConfigFile) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Text =
        llvm::MemoryBuffer::getFile(*O.ConfigFile);
    if (!Text)
      return configError("cannot read configuration file '" + *O.ConfigFile +
                         "': " + Text.getError().message());
    ConfigText = (*Text)->getBuffer().str();
    ConfigSource = *O.ConfigFile;
  }
  if (ConfigText) {
    llvm::ErrorOr<ClangTidyOptions> Parsed =
        clang::tidy::parseConfiguration(llvm::MemoryBufferRef(*ConfigText, ConfigSource));
    if (!Parsed)
      return configError("invalid configuration in " + ConfigSource + ": " +
                         Parsed.getError().message());
    ClangTidyOptions Config = *Parsed;
    return OptionsProviderFactory([=] {
      return std::make_unique<clang::tidy::ConfigOptionsProvider>(
          ClangTidyGlobalOptions(), Defaults, Config, Overrides, physicalFileSystem());
    });
  }
  return OptionsProviderFactory([=] {
    return std::make_unique<clang::tidy::FileOptionsProvider>(ClangTidyGlobalOptions(), Defaults,
                                                              Overrides, physicalFileSystem());
  });
}

} // namespace cudalint

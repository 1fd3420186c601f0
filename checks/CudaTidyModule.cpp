//===--- CudaTidyModule.cpp - the cuda-* clang-tidy module -------------------------------===//
// The checks are those of the catalogue (checks/catalog.toml), generated at build time.
#include "CheckHeaders.inc"
#include "clang-tidy/ClangTidyModule.h"

namespace clang::tidy::cuda {

class CudaModule : public ClangTidyModule {
public:
  void addCheckFactories(ClangTidyCheckFactories &Factories) override {
#define CUDALINT_CHECK(Class, Name, Summary, Description) Factories.registerCheck<Class>(Name);
#include "Checks.def"
#undef CUDALINT_CHECK
  }
};

} // namespace clang::tidy::cuda

namespace clang::tidy {
// Registers the module with clang-tidy's registry when this object is linked or loaded.
static ClangTidyModuleRegistry::Add<cuda::CudaModule> X("cuda-module",
                                                        "CUDA stream-misuse checks (cudalint).");

// Front ends reference this so the linker keeps the module (and its registration).
volatile int CudaLintModuleAnchorSource = 0;
} // namespace clang::tidy

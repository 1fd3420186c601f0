//===--- CudaTidyModule.cpp - the cuda-* clang-tidy module -------------------------------===//
#include "AllocInLoopCheck.h"
#include "DefaultStreamCheck.h"
#include "ElapsedTimeDisableTimingCheck.h"
#include "MissingStreamCheck.h"
#include "PageableAsyncMemcpyCheck.h"
#include "clang-tidy/ClangTidyModule.h"

namespace clang::tidy::cuda {

class CudaModule : public ClangTidyModule {
public:
  void addCheckFactories(ClangTidyCheckFactories &Factories) override {
    // Keep sorted by check name.
    Factories.registerCheck<AllocInLoopCheck>("cuda-alloc-in-loop");
    Factories.registerCheck<DefaultStreamCheck>("cuda-default-stream");
    Factories.registerCheck<ElapsedTimeDisableTimingCheck>("cuda-elapsed-time-disable-timing");
    Factories.registerCheck<MissingStreamCheck>("cuda-missing-stream");
    Factories.registerCheck<PageableAsyncMemcpyCheck>("cuda-pageable-async-memcpy");
  }
};

} // namespace clang::tidy::cuda

namespace clang::tidy {
// Registers the module with clang-tidy's registry when this object is linked or loaded.
static ClangTidyModuleRegistry::Add<cuda::CudaModule>
    X("cuda-module", "CUDA stream-misuse checks (cudalint).");

// Front ends reference this so the linker keeps the module (and its registration).
volatile int CudaLintModuleAnchorSource = 0;
} // namespace clang::tidy

//===--- CudaApiGate.h - run the checks on every translation unit that can call CUDA ------===//
//
// Most host code that drives streams lives in .cpp and .c files, compiled by g++ or by nvcc as
// host code against cuda_runtime.h or cuda.h: the checks run on every C and C++ translation
// unit, not only on CUDA ones. A translation unit that declares neither the CUDA runtime nor
// the driver API cannot call them, and the checks return at once on every match there: one
// name lookup per translation unit, so plain C++ costs (next to) nothing.
//
//===--------------------------------------------------------------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_CUDAAPIGATE_H
#define CUDALINT_CHECKS_ANALYSIS_CUDAAPIGATE_H

#include "clang-tidy/ClangTidyCheck.h"

namespace clang::tidy::cuda {

/// True for the languages whose translation units can call the CUDA runtime or driver API
/// (C, C++ and CUDA; not OpenCL or HLSL).
bool mayCallCudaApi(const LangOptions &LangOpts);

/// True when \p Ctx's translation unit is CUDA, or declares a function of the CUDA runtime
/// API (cudaStreamCreate, cudaMalloc) or of the driver API (cuStreamCreate, cuInit) at file
/// scope, whichever header declared it.
bool declaresCudaApi(const ASTContext &Ctx);

/// True when \p Ctx's translation unit declares those names as pointers to functions at file
/// scope instead: a loader (cuew, a dlopen table) that fills them at run time. The checks do not
/// follow such calls; the CLI says so.
bool loadsCudaApiThroughPointers(const ASTContext &Ctx);

/// The base of every cuda-* check: enabled for every language that can call CUDA, and its
/// check() is called only in translation units for which declaresCudaApi() holds.
class CudaApiCheck : public ClangTidyCheck {
public:
  using ClangTidyCheck::ClangTidyCheck;
  bool isLanguageVersionSupported(const LangOptions &LangOpts) const override {
    return mayCallCudaApi(LangOpts);
  }
  void onStartOfTranslationUnit() override { Gate = GateState::Unknown; }

protected:
  /// Called instead of check() in a unit that declares no CUDA API: what such a unit tells
  /// other units (a loader's summary for the project index) is still recorded there.
  virtual void checkWithoutCudaApi(const ast_matchers::MatchFinder::MatchResult &Result) {}

private:
  /// What ClangTidyCheck::run does (call check()), behind the gate.
  void run(const ast_matchers::MatchFinder::MatchResult &Result) final;

  enum class GateState { Unknown, Open, Closed };
  GateState Gate = GateState::Unknown;
};

} // namespace clang::tidy::cuda

#endif

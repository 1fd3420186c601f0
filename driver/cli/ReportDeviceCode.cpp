//===--- ReportDeviceCode.cpp - which compile errors only the device side sees ---------===//
#include "ReportDeviceCode.h"
#include "FileSystem.h"
#include "analysis/CudaApi.h"
#include "analysis/CudaApiGate.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace cudalint {

using namespace clang;

namespace {

class DeviceBodyCollector : public RecursiveASTVisitor<DeviceBodyCollector> {
public:
  DeviceBodyCollector(const SourceManager &SM, std::vector<DeviceBodyRange> &Out)
      : SM(SM), Out(Out) {}

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->doesThisDeclarationHaveABody() && !clang::tidy::cuda::isHostFunction(FD))
      record(FD->getBody());
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *L) {
    if (const CXXMethodDecl *Call = L->getCallOperator();
        Call && !clang::tidy::cuda::isHostFunction(Call))
      record(L->getBody());
    return true;
  }

private:
  void record(const Stmt *Body) {
    if (!Body)
      return;
    CharSourceRange Range = SM.getExpansionRange(Body->getSourceRange());
    auto [BeginFile, Begin] = SM.getDecomposedLoc(Range.getBegin());
    auto [EndFile, End] = SM.getDecomposedLoc(Range.getEnd());
    if (BeginFile != EndFile || BeginFile.isInvalid())
      return;
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(BeginFile);
    if (!Entry)
      return;
    Out.push_back({Entry->getName().str(), Begin, End});
  }

  const SourceManager &SM;
  std::vector<DeviceBodyRange> &Out;
};

class UnitFactsRecorder : public ASTConsumer {
public:
  explicit UnitFactsRecorder(UnitFacts &Facts) : Facts(Facts) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    Facts.DeclaresCudaApi = tidy::cuda::declaresCudaApi(Ctx);
    Facts.CudaApiThroughPointers =
        !Facts.DeclaresCudaApi && tidy::cuda::loadsCudaApiThroughPointers(Ctx);
    // Only a unit with errors needs its device bodies: clean units pay nothing.
    if (Ctx.getLangOpts().CUDA && Ctx.getDiagnostics().hasErrorOccurred())
      DeviceBodyCollector(Ctx.getSourceManager(), Facts.DeviceBodies)
          .TraverseDecl(Ctx.getTranslationUnitDecl());
  }

private:
  UnitFacts &Facts;
};

} // namespace

std::unique_ptr<ASTConsumer> makeUnitFactsRecorder(UnitFacts &Facts) {
  return std::make_unique<UnitFactsRecorder>(Facts);
}

bool isInDeviceBody(const std::vector<DeviceBodyRange> &Bodies, llvm::StringRef Directory,
                    llvm::StringRef File, unsigned Offset) {
  for (const DeviceBodyRange &B : Bodies)
    if (Offset >= B.Begin && Offset <= B.End && absolutePath(B.File, Directory) == File)
      return true;
  return false;
}

} // namespace cudalint

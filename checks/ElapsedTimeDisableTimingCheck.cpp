//===--- ElapsedTimeDisableTimingCheck.cpp - cuda-elapsed-time-disable-timing -----------===//
#include "ElapsedTimeDisableTimingCheck.h"
#include "analysis/CudaApi.h"
#include "analysis/DiagnosticLocation.h"
#include "analysis/EventProvenance.h"
#include "analysis/SourceText.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang::ast_matchers;

namespace clang::tidy::cuda {

void ElapsedTimeDisableTimingCheck::registerMatchers(MatchFinder *Finder) {
  Finder->addMatcher(
      callExpr(callee(functionDecl(hasAnyName("::cudaEventElapsedTime", "::cudaEventElapsedTime_v2",
                                              "::cuEventElapsedTime", "::cuEventElapsedTime_v2"))),
               argumentCountIs(3))
          .bind("call"),
      this);
}

void ElapsedTimeDisableTimingCheck::check(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  if (!Call || Call->containsErrors())
    return;
  if (!Origins)
    Origins = ValueOrigins::get(*Result.Context);

  const SourceManager &SM = *Result.SourceManager;
  auto Spelling = [&](const Expr *E) { return writtenText(E, *Result.Context); };

  struct Culprit {
    unsigned Arg;
    llvm::SmallVector<EventCreation, 2> Creations;
  };
  llvm::SmallVector<Culprit, 2> Culprits;
  for (unsigned Arg : {1u, 2u}) {
    llvm::SmallVector<EventCreation, 2> Creations;
    if (!findEventCreations(*Origins, Call->getArg(Arg), Creations) || Creations.empty())
      continue;
    if (llvm::all_of(Creations, [](const EventCreation &C) { return C.DisablesTiming; }))
      Culprits.push_back({Arg, std::move(Creations)});
  }
  if (Culprits.empty())
    return;

  std::string Which;
  for (const Culprit &C : Culprits) {
    if (!Which.empty())
      Which += " and ";
    Which += (C.Arg == 1 ? "start event '" : "stop event '") + Spelling(Call->getArg(C.Arg)) + "'";
  }
  StringRef Fn = Call->getDirectCallee()->getName();
  bool Driver = Fn.starts_with("cuEvent");
  diag(reportLocation(Call, *Result.Context),
       "%0 fails with %1 and leaves the elapsed time unchanged: %2 %3 created with %4; create "
       "%5 without %4")
      << Fn << (Driver ? "CUDA_ERROR_INVALID_HANDLE" : "cudaErrorInvalidResourceHandle") << Which
      << (Culprits.size() > 1 ? "were" : "was")
      << (Driver ? "CU_EVENT_DISABLE_TIMING" : "cudaEventDisableTiming")
      << (Culprits.size() > 1 ? "them" : "it");
  for (const std::string &Cost : Probe.notesFor(SM, Call->getBeginLoc(), ProbeConfig()))
    diag(reportLocation(Call, *Result.Context), "%0", DiagnosticIDs::Note) << Cost;
  for (const Culprit &C : Culprits)
    for (const EventCreation &Creation : C.Creations) {
      diag(reportLocation(Creation.Call, *Result.Context),
           "event '%0' created here with timing disabled", DiagnosticIDs::Note)
          << Spelling(Call->getArg(C.Arg));
      for (const Expr *Via : Creation.Via)
        diag(reportLocation(Via, *Result.Context), "through this call", DiagnosticIDs::Note);
    }
}

} // namespace clang::tidy::cuda

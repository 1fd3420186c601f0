//===--- EventProvenance.h - how an event was created ---------------------------------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_EVENTPROVENANCE_H
#define CUDALINT_CHECKS_ANALYSIS_EVENTPROVENANCE_H

#include "ValueOrigins.h"

namespace clang::tidy::cuda {

struct EventCreation {
  const CallExpr *Call; // cudaEventCreate*, cuEventCreate
  bool DisablesTiming;  // its flags include cudaEventDisableTiming / CU_EVENT_DISABLE_TIMING
  llvm::SmallVector<const Expr *, 2> Via; // user calls the event came through, outermost first
};

/// The event creations that can produce the event value E read at E. False when any origin
/// is unknown (an unknown function, a parameter with unseen callers, flags that are not
/// constant, an escaped address); the caller must then stay silent.
bool findEventCreations(const ValueOrigins &VO, const Expr *E,
                        llvm::SmallVectorImpl<EventCreation> &Out);

} // namespace clang::tidy::cuda

#endif

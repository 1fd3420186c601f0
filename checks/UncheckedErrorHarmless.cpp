//===--- UncheckedErrorHarmless.cpp - cuda-unchecked-error: what alone makes no finding -===//
//
// The calls whose unchecked failure alone is not worth a finding (releases, device queries and
// restores, hints, timers, the timing around checked work): a function whose unchecked calls
// are all such is not reported; beside other unchecked work they are listed with it.
//
//===--------------------------------------------------------------------------------------===//
#include "UncheckedErrorBody.h"
#include "analysis/CudaApi.h"
#include "analysis/ErrorResults.h"
#include "analysis/LoopWork.h"
#include "analysis/StmtWalk.h"
#include "analysis/ValueOrigins.h"

namespace clang::tidy::cuda {

/// True when an elapsed time of the body may read an event the body records only under an
/// `if` that does not also hold the read: timing switched off leaves the events unrecorded,
/// and the read fails (held-out round 45, luyuechao/ConeBeamGpu@9073dac src/main.cu:245-246,
/// `if (TimberON) { cudaEventRecord(stop6, 0); ... }` then an unguarded
/// cudaEventElapsedTime: judged worth acting on).
static bool readsEventsRecordedApart(const Stmt *FnBody, const std::vector<const CallExpr *> &Calls) {
  auto Named = [](const CallExpr *C, llvm::StringRef Name) {
    const FunctionDecl *F = C->getDirectCallee();
    return F && F->getIdentifier() && canonicalApiName(F->getName()) == Name;
  };
  std::vector<const IfStmt *> Ifs;
  anyStmtUnder(FnBody, [&](const Stmt *S) {
    if (const auto *If = dyn_cast<IfStmt>(S))
      Ifs.push_back(If);
    return false;
  });
  auto Holds = [](const Stmt *Outer, const Stmt *Inner) {
    return Outer && Outer->getSourceRange().fullyContains(Inner->getSourceRange());
  };
  for (const CallExpr *Elapsed : Calls) {
    if (!Named(Elapsed, "cudaEventElapsedTime") || Elapsed->getNumArgs() < 3)
      continue;
    const ValueDecl *Start = ValueOrigins::storageOf(Elapsed->getArg(1));
    const ValueDecl *Stop = ValueOrigins::storageOf(Elapsed->getArg(2));
    for (const CallExpr *Record : Calls) {
      if (!Named(Record, "cudaEventRecord") || Record->getNumArgs() < 1)
        continue;
      const ValueDecl *Event = ValueOrigins::storageOf(Record->getArg(0));
      if (!Event || (Event != Start && Event != Stop))
        continue;
      if (llvm::any_of(Ifs, [&](const IfStmt *If) {
            return (Holds(If->getThen(), Record) || Holds(If->getElse(), Record)) &&
                   !Holds(If, Elapsed);
          }))
        return true;
    }
  }
  return false;
}

bool UncheckedErrorCheck::notWorthReporting(const FunctionDecl *Fn, const Body &B,
                                            llvm::ArrayRef<Item> Items,
                                            const llvm::DenseSet<const Stmt *> &Unread,
                                            bool TimesWithEvents) {
  const SourceManager &SM = Ctx->getSourceManager();
  // A destructor's calls (since stop 46): it cannot throw, and what it drops is the teardown
  // of its object: frees, the last wait or record of its work, the restore of a device.
  // Held-out rounds 38-47 judged all nine such findings not worth acting on, several with the
  // author's comment saying so (round 47, cms-patatrack/pixeltrack-standalone@26c034a
  // src/cuda/CUDACore/ScopedContext.cc:110, ProductBase.cc:26, ScopedSetDevice.h:29). A
  // launch in one is still reported.
  if (isa<CXXDestructorDecl>(Fn) &&
      llvm::none_of(Items, [](const Item &It) { return It.K == Item::Launch; }))
    return true;
  // Releases (cudaFree, cudaStreamDestroy, ...) alone do not make a finding: nothing useful
  // can be done with a failed release at teardown, nor with the device selection that picks
  // where they run (held-out round 35, czimaginginstitute/AreTomo2@01e7219
  // Recon/CDoBaseRecon.cpp:24: `cudaSetDevice(gpu);` then the frees). Nor do the calls
  // harmlessAlone() names, with or without releases. They all still count in a reported
  // function. The selection goes with the releases whether or not they are checked
  // (held-out round 38, triton-inference-server/tensorrt_backend@e2ef6d7
  // src/instance_state.cc:305: a destructor that checks its frees).
  bool AnyRelease = llvm::any_of(Items, isRelease) ||
                    llvm::any_of(B.Calls, [](const CallExpr *C) {
                      const CudaApiInfo *Api = lookupCudaApi(C);
                      return Api && isReleaseApi(*Api);
                    });
  bool OnlyHarmless = llvm::all_of(Items, [&](const Item &It) {
    return isRelease(It) || harmlessAlone(It) || restoresDevice(It) ||
           (AnyRelease && It.K == Item::Dropped && selectsDevice(It));
  });
  // Nor does a timer: a function that makes no CUDA call but event ones (create, record,
  // synchronize, elapsed time, destroy), in a unit that times work with events. A failed
  // timer call costs a measurement, not a result (held-out round 19: 9 of 25 findings no
  // engineer would act on, e.g. gmm's cudaTimer_t, kmeans' timer class).
  // Other calls: the C and C++ libraries only (no CUDA library, nothing of the project); when
  // no event call waits (no cudaEventSynchronize or cudaEventQuery: no dropped call can be
  // where a failure of other work surfaces), also functions this unit does not define, other
  // than CUDA libraries (held-out round 36, xiaoyeli/superlu_dist@1fd66da
  // SRC/prec-independent/gpu_api_utils.c:138, elapsed times summed beside an MPI_Reduce). A
  // function of this unit may do the timed work itself (a sample's main calling its buffers'
  // copy methods: Learn-CUDA-Programming's cublasGemmEx.cu:30 stays reported).
  bool OnlyEventCalls = true, Waits = false, OtherCalls = false, OwnCalls = false;
  for (const CallExpr *C : B.Calls) {
    bool Driver = false;
    if (std::optional<std::string> Api = errorApiName(C, Driver)) {
      OnlyEventCalls &= isEventTimingApi(*Api) || isLastErrorRead(*Api);
      Waits |= llvm::is_contained({"cudaEventSynchronize", "cudaEventQuery",
                                   "cuEventSynchronize", "cuEventQuery"},
                                  canonicalApiName(*Api));
      continue;
    }
    const FunctionDecl *Callee = C->getDirectCallee();
    if (Callee && SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation())) &&
        !LoopWork::isLibraryFunction(Callee, SM))
      continue;
    OtherCalls = true;
    OwnCalls |= !Callee || Callee->hasBody() || LoopWork::isLibraryFunction(Callee, SM);
  }
  bool OnlyTimer = TimesWithEvents && B.Launches.empty() && OnlyEventCalls &&
                   (!OtherCalls || (!Waits && !OwnCalls));
  // Nor does the timing around checked work (since stop 46): every unchecked call is an
  // event call (create, record, synchronize, elapsed time, destroy) or one of the harmless
  // ones above, and the function checks some CUDA call of its own work. A failed event call
  // costs the measurement; a fault of the work surfaces at its checked calls (held-out round
  // 45, NiftyPET/NIPET@e39dcaa niftypet/nipet/src/norm.cu:200 and nine more timing tails
  // between checked launches and checked read-backs, judged not worth acting on).
  bool TimingAroundCheckedWork =
      TimesWithEvents && !readsEventsRecordedApart(Fn->getBody(), B.Calls) &&
      llvm::any_of(Items, [](const Item &It) {
        return isEventTimingApi(It.Callee);
      }) &&
      llvm::all_of(Items, [&](const Item &It) {
        return It.K != Item::Launch &&
               (isEventTimingApi(It.Callee) || isRelease(It) || harmlessAlone(It) ||
                restoresDevice(It));
      }) &&
      llvm::any_of(B.Calls, [&](const CallExpr *C) {
        bool Driver = false;
        std::optional<std::string> Api = errorApiName(C, Driver);
        return Api && !isEventTimingApi(*Api) && !isLastErrorRead(*Api) &&
               !isIgnoredApi(*Api) && !Unread.count(C) && !B.VoidCast.count(C) &&
               !B.IgnoredDrops.count(C);
      });

  return OnlyHarmless || OnlyTimer || TimingAroundCheckedWork;
}

bool UncheckedErrorCheck::selectsDevice(const Item &It) {
  return llvm::is_contained({"cudaSetDevice", "cuCtxSetCurrent", "cuCtxPushCurrent"},
                            canonicalApiName(It.Callee));
}

// The current device (cudaGetDevice, cuCtxGetDevice) fails only where no CUDA call can
// succeed (no device, no driver), and the program's other calls report that first; a managed-
// memory hint (cudaMemPrefetchAsync, cudaMemAdvise, driver forms) that fails costs page
// faults, not a result; a cache or shared-memory bank preference (cudaFuncSetCacheConfig) that
// fails costs speed, not a result (since stop 45; held-out round 42, HPGeoC/awp-odc-os@7c10ecf
// src/kernel.cu:72,85,97,113, judged not worth acting on). Held-out round 36
// (NVIDIA/MatX@ad55c6b include/matx/core/cache.h:139, tensor.h:742) and rounds before it judged
// every function that dropped only these not worth acting on; next to a launch, a copy or a
// device query that decides something they are reported with it. An event record or a
// stream's wait for an event (since stop 46) fails only for a handle that was never created,
// was destroyed or belongs to another device, or in a broken context that every later call
// reports: the creation is where a missing handle is reported. Held-out round 46
// (openmm/openmm@1a47c2f platforms/cuda/src/CudaParallelKernels.cpp:197, CudaEvent.cpp:43,51
// and four more, records and waits around checked copies and launches, on handles created
// checked) judged seven such functions not worth acting on. The same holds for the driver's
// selection of a context by its handle (push, pop, set current): held-out rounds 42 and 46
// (openmm/openmm@1a47c2f platforms/cuda/src/CudaContext.cpp:454,459,465, ContextSelector's
// wrappers; WolframRhodium/VapourSynth-BM3DCUDA@f613b0a rtc_source/source.cpp:695) judged all
// five not worth acting on. cudaSetDevice, which selects by an ordinal that may be out of
// range, is not among them. A profiler range (cudaProfilerStart/Stop) that fails loses the
// range, not a result (held-out round 48, lattice/quda@9521952 lib/targets/cuda/device.cpp:351).
bool UncheckedErrorCheck::harmlessAlone(const Item &It) {
  return It.K != Item::Launch &&
         llvm::is_contained({"cudaEventRecord", "cudaEventRecordWithFlags", "cuEventRecord",
                             "cuEventRecordWithFlags", "cudaStreamWaitEvent",
                             "cuStreamWaitEvent", "cuCtxPushCurrent", "cuCtxPopCurrent",
                             "cuCtxSetCurrent", "cudaProfilerStart", "cudaProfilerStop",
                             "cuProfilerStart", "cuProfilerStop", "cudaGetDevice",
                             "cuCtxGetDevice",
                             "cudaMemPrefetchAsync",
                             "cudaMemPrefetchBatchAsync", "cuMemPrefetchAsync", "cudaMemAdvise",
                             "cuMemAdvise", "cudaFuncSetCacheConfig", "cudaDeviceSetCacheConfig",
                             "cuFuncSetCacheConfig", "cuCtxSetCacheConfig",
                             "cudaFuncSetSharedMemConfig", "cudaDeviceSetSharedMemConfig",
                             "cuFuncSetSharedMemConfig", "cuCtxSetSharedMemConfig"},
                            canonicalApiName(It.Callee));
}

// Setting back the device that was current a moment ago fails only where every CUDA call
// fails (a broken context), which the program's other calls report. Held-out round 41
// (ztxz16/fastllm@d3aea32 src/devices/cuda/fastllm-cuda.cu:5450, `cudaSetDevice(oriId)` after
// peer work; eight such restores) judged them not worth acting on.
bool UncheckedErrorCheck::restoresDevice(const Item &It) {
  const auto *Call = dyn_cast<CallExpr>(It.At);
  if (It.K != Item::Dropped || !Call || Call->getNumArgs() != 1 ||
      canonicalApiName(It.Callee) != "cudaSetDevice")
    return false;
  const auto *Saved = dyn_cast_or_null<VarDecl>(ValueOrigins::storageOf(Call->getArg(0)));
  if (!Saved || !Saved->hasLocalStorage() || isa<ParmVarDecl>(Saved))
    return false;
  if (!Origins)
    Origins = ValueOrigins::get(*Ctx);
  llvm::SmallVector<ValueOrigin, 2> Writes;
  if (!Origins->writesTo(Saved, Writes) || Writes.empty())
    return false;
  return llvm::all_of(Writes, [](const ValueOrigin &W) {
    const Expr *Source = W.K == ValueOrigin::Kind::OutArgument ? W.Call : W.Value;
    const auto *Query = dyn_cast_or_null<CallExpr>(Source ? Source->IgnoreParenCasts() : nullptr);
    const FunctionDecl *Callee = Query ? Query->getDirectCallee() : nullptr;
    if (!Callee || !Callee->getIdentifier())
      return false;
    std::string Name = Callee->getName().lower();
    if (W.K == ValueOrigin::Kind::OutArgument)
      return llvm::is_contained({"cudaGetDevice", "cuCtxGetDevice"},
                                canonicalApiName(Callee->getName()));
    return (W.K == ValueOrigin::Kind::Init || W.K == ValueOrigin::Kind::Assign) &&
           (StringRef(Name).contains("getdevice") || StringRef(Name).contains("currentdevice") ||
            StringRef(Name).contains("current_device"));
  });
}

bool UncheckedErrorCheck::isRelease(const Item &It) {
  if (It.K == Item::Launch)
    return false;
  if (const CudaApiInfo *Api = lookupCudaApi(It.Callee); Api && isReleaseApi(*Api))
    return true;
  // Teardown the API table does not list as a release (held-out round 22: a destructor's
  // cuModuleUnload, ledatelescope/bifrost@c482892 src/cuda.hpp:114).
  return llvm::is_contained({"cudaDestroyTextureObject", "cudaDestroySurfaceObject",
                             "cudaGraphicsUnregisterResource", "cudaFreeArray",
                             "cudaFreeMipmappedArray", "cuModuleUnload", "cuCtxDestroy",
                             "cuDevicePrimaryCtxRelease", "cuArrayDestroy", "cuTexObjectDestroy",
                             "cuSurfObjectDestroy"},
                            canonicalApiName(It.Callee));
}

} // namespace clang::tidy::cuda

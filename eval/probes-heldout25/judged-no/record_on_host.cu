// heldout25 probe (SeisSol/Device Events.cu:55 shape, cuda-missing-stream, not keyed): an API class whose method
// records an event on the default stream on purpose, beside one that records it on a stream handed in as void*
// (virtual methods, as SeisSol's overrides of its AbstractAPI: they count as reached).
#include <cuda_runtime.h>
void check(cudaError_t);
struct API { virtual void recordOnHost(void *ev); virtual void recordOnStream(void *ev, void *st); };
void API::recordOnHost(void *ev) { cudaEvent_t e = static_cast<cudaEvent_t>(ev); check(cudaEventRecord(e)); }
void API::recordOnStream(void *ev, void *st) {
  cudaEvent_t e = static_cast<cudaEvent_t>(ev);
  cudaStream_t s = static_cast<cudaStream_t>(st);
  check(cudaEventRecord(e, s));
}

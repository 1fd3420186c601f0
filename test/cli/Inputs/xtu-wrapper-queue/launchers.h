#include "cuda_runtime.h"

// Defined in launchers.cu: whether the legacy stream passed to them puts work on it is decided
// there.
void enqueueScale(float *d, cudaStream_t stream);
void copyBack(float *h, const float *d, size_t n, cudaStream_t stream);
void ignoresStream(float *d, cudaStream_t stream);
void ownStreamIfNull(float *d, cudaStream_t stream);
void definedNowhere(float *d, cudaStream_t stream);
// Hand the stream on to a function of a third file (remote.cu), or of none.
void relay(float *d, cudaStream_t stream);
void relayToNowhere(float *d, cudaStream_t stream);
void remoteEnqueue(float *d, cudaStream_t stream);

/* wave2hunt6 probe: the driver API loaded at run time through cuew-style function pointers
 * (lighttransport/gemm@5c49ba4 cuda/cuew.h: `typedef CUresult CUDAAPI tcuStreamSynchronize(CUstream);
 * extern tcuStreamSynchronize *cuStreamSynchronize;`, `#define cuStreamBeginCapture cuStreamBeginCapture_v2`).
 * Written for this round (not the project's code). Same shapes as cuda-api-capture.c, which includes <cuda.h>. */
#include <stddef.h>
typedef int CUresult;
typedef struct CUstream_st *CUstream;
typedef struct CUgraph_st *CUgraph;
typedef unsigned long long CUdeviceptr;
typedef enum { CU_STREAM_CAPTURE_MODE_GLOBAL = 0, CU_STREAM_CAPTURE_MODE_THREAD_LOCAL = 1,
               CU_STREAM_CAPTURE_MODE_RELAXED = 2 } CUstreamCaptureMode;
typedef CUresult tcuStreamBeginCapture_v2(CUstream, CUstreamCaptureMode);
typedef CUresult tcuStreamEndCapture(CUstream, CUgraph *);
typedef CUresult tcuStreamSynchronize(CUstream);
typedef CUresult tcuStreamCreate(CUstream *, unsigned int);
typedef CUresult tcuMemAlloc_v2(CUdeviceptr *, size_t);
typedef CUresult tcuMemAllocHost_v2(void **, size_t);
typedef CUresult tcuMemcpyDtoHAsync_v2(void *, CUdeviceptr, size_t, CUstream);
typedef CUresult tcuInit(unsigned int);
extern tcuStreamBeginCapture_v2 *cuStreamBeginCapture_v2;
extern tcuStreamEndCapture *cuStreamEndCapture;
extern tcuStreamSynchronize *cuStreamSynchronize;
extern tcuStreamCreate *cuStreamCreate;
extern tcuMemAlloc_v2 *cuMemAlloc_v2;
extern tcuMemAllocHost_v2 *cuMemAllocHost_v2;
extern tcuMemcpyDtoHAsync_v2 *cuMemcpyDtoHAsync_v2;
extern tcuInit *cuInit;
#define cuStreamBeginCapture cuStreamBeginCapture_v2
#define cuMemAlloc cuMemAlloc_v2
#define cuMemAllocHost cuMemAllocHost_v2
#define cuMemcpyDtoHAsync cuMemcpyDtoHAsync_v2

void capture_sync(CUstream s) {            /* expected by the page: report at the sync */
    CUgraph g;
    cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_GLOBAL);
    cuStreamSynchronize(s);
    cuStreamEndCapture(s, &g);
}

void capture_alloc(CUstream s) {           /* expected by the page: report at cuMemAlloc */
    CUgraph g; CUdeviceptr d;
    cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_GLOBAL);
    cuMemAlloc(&d, 64);
    cuStreamEndCapture(s, &g);
}

float pinned_read(CUdeviceptr d) {         /* expected by the page: report at h[0] */
    CUstream s; float *h;
    cuStreamCreate(&s, 1);
    cuMemAllocHost((void **)&h, 64);
    cuMemcpyDtoHAsync(h, d, 64, s);
    return h[0];
}

/* wave2hunt6 probe, the control for cuew-pointer-capture.c: the same three functions against <cuda.h>,
 * where the driver API is declared as functions. Written for this round (not the project's code). */
#include <cuda.h>

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
    cuStreamCreate(&s, CU_STREAM_NON_BLOCKING);
    cuMemAllocHost((void **)&h, 64);
    cuMemcpyDtoHAsync(h, d, 64, s);
    return h[0];
}

/* wave2hunt6 probe (written for this round; the shape of lighttransport/gemm@5c49ba4
 * cuda/hy3d/cuda_hy3d_runner.c: hy3d_dbg_dump_tagged_npy(stream, ...) -> hy3d_dbg_dump_npy(stream, ...) ->
 * cuStreamSynchronize(stream), called inside a Relaxed capture of `stream`). */
#include <cuda.h>

static void dump(CUstream stream) {        /* level 2 from tagged_only, level 1 from direct */
    cuStreamSynchronize(stream);
}
static void dump_tagged(CUstream stream) { /* passes its stream parameter on */
    dump(stream);
}

void tagged_only(CUstream stream) {        /* expected (page: three levels): report at the call */
    CUgraph g;
    cuStreamBeginCapture(stream, CU_STREAM_CAPTURE_MODE_RELAXED);
    dump_tagged(stream);
    cuStreamEndCapture(stream, &g);
}

void direct_only(CUstream stream) {        /* expected: report at the call */
    CUgraph g;
    cuStreamBeginCapture(stream, CU_STREAM_CAPTURE_MODE_RELAXED);
    dump(stream);
    cuStreamEndCapture(stream, &g);
}

void tagged_then_direct(CUstream stream) { /* expected: report at both calls (two paths to the sync) */
    CUgraph g;
    cuStreamBeginCapture(stream, CU_STREAM_CAPTURE_MODE_RELAXED);
    dump_tagged(stream);
    dump(stream);
    cuStreamEndCapture(stream, &g);
}

// wave2hunt6 GPU reproducer (written for this round, not the projects' code; NOT run here: the lead runs it).
//
// Two shapes read in lighttransport/gemm@5c49ba4, reduced to the runtime API (same semantics as the driver
// API those files use through cuew):
//
//  A. cuda/hy3d_paint/paint_stage_unet.c:887-936 (PAINT_UNET_GRAPH=1): step 1 runs eagerly (warm-up) and
//     writes its result; step 2 captures the same body and then, believing "the capture itself executed
//     the kernels", synchronizes and reads the result without launching the graph. Expected: step 2 reads
//     step 1's value (stale), because stream capture records work without running it.
//
//  B. cuda/llm/cuda_llm_runner.c:13993-15231 with launch_mmvq_vendor (15677-15689): the decode step at
//     position 0 is captured in cudaStreamCaptureModeGlobal on a non-blocking stream, and the first matvec
//     inside lazily allocates its activation buffer (cuMemAlloc). Expected: the allocation fails with
//     cudaErrorStreamCaptureUnsupported, the capture is invalidated, EndCapture fails (the runner then sets
//     graph_captured = 0 and goes on), and the step's kernel never ran: position 0's output is not computed.
//
// Build and run: nvcc -O2 -arch=sm_90 capture-first-step.cu -o capture-first-step && ./capture-first-step
// Exit status 0 when both expectations hold (the bugs reproduce), 1 otherwise.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void write_value(float *out, float v) { *out = v; }

static const char *name(cudaError_t e) { return cudaGetErrorName(e); }

int main() {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    float *d_out, *h_pinned;
    cudaMalloc(&d_out, sizeof(float));
    cudaMallocHost(&h_pinned, sizeof(float));
    int ok = 1;

    // ---- A: capture, then read without launching ----
    write_value<<<1, 1, 0, s>>>(d_out, 1.0f);                      // step 1, eager (warm-up)
    cudaMemcpyAsync(h_pinned, d_out, sizeof(float), cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    printf("A: step 1 (eager) result %.1f\n", *h_pinned);
    cudaGraph_t g = nullptr;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);   // step 2, captured
    write_value<<<1, 1, 0, s>>>(d_out, 2.0f);
    cudaMemcpyAsync(h_pinned, d_out, sizeof(float), cudaMemcpyDeviceToHost, s);
    cudaError_t ec = cudaStreamEndCapture(s, &g);
    cudaGraphExec_t ge = nullptr;
    cudaGraphInstantiate(&ge, g, 0);
    cudaStreamSynchronize(s);                                       // no cudaGraphLaunch, as in the project
    printf("A: EndCapture %s; step 2 read %.1f (expected stale 1.0, correct would be 2.0)\n", name(ec), *h_pinned);
    ok &= (*h_pinned == 1.0f);
    cudaGraphLaunch(ge, s);                                         // the fix: launch before reading
    cudaStreamSynchronize(s);
    printf("A: after cudaGraphLaunch the read is %.1f\n", *h_pinned);
    cudaGraphExecDestroy(ge);
    cudaGraphDestroy(g);

    // ---- B: lazy allocation inside a Global capture of the first step ----
    write_value<<<1, 1, 0, s>>>(d_out, -1.0f);                      // a sentinel
    cudaStreamSynchronize(s);
    float *lazy = nullptr;                                          // d_mmvqv_y, capacity 0 before the first call
    g = nullptr;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    cudaError_t ea = cudaMalloc(&lazy, 1 << 20);                    // launch_mmvq_vendor's cuMemAlloc
    if (ea != cudaSuccess) lazy = nullptr;                          // the runner returns -1 and falls back ...
    cudaError_t el = (write_value<<<1, 1, 0, s>>>(d_out, 42.0f), cudaGetLastError());  // ... to another launch
    ec = cudaStreamEndCapture(s, &g);
    printf("B: cudaMalloc in the capture: %s; the launch after it: %s; EndCapture: %s; graph %s\n", name(ea),
           name(el), name(ec), g ? "present" : "none");
    cudaGetLastError();
    cudaStreamSynchronize(s);
    cudaMemcpy(h_pinned, d_out, sizeof(float), cudaMemcpyDeviceToHost);
    printf("B: the step's output %.1f (expected the sentinel -1.0: the work never ran; a correct step gives 42.0)\n",
           *h_pinned);
    ok &= (ea != cudaSuccess && ec != cudaSuccess && *h_pinned == -1.0f);
    if (g) cudaGraphDestroy(g);
    if (lazy) cudaFree(lazy);

    printf("%s\n", ok ? "both reproduce" : "NOT reproduced (see above)");
    return ok ? 0 : 1;
}

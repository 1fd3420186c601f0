__attribute__((global)) void fzKernel77349(float *p);
// RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost unch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and the launch without a stream stay silent), and it does not wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: oy(fzExec63385_7);
cudaGraphDestroy(fzGraph63385_6);
auto fzErr63385_8 = cudaDeviceSynchronize();
if (fzErr63385_8)U_STREAM_DEFAULT);
[&]() {
cudaStream_t fzStream3637_1;
cudaStreamCreateWithPriority( {}
}
void fzHost63385(int n) {
struct { float &fzStream3*p; } fzHost63385_0;
fzHost63385_0.p = (float *)malloc(n);
}
637_1, cud
__globaaStl_r
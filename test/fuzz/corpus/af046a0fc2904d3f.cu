// RUN: %check_cu__attribute__((global)) void fzKernel9253(float *p);
#ifndef FZda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } whilec u
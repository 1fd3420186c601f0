__attribut__attribute__((global)) void fzKernel24199(float *p);
__attribute__((global)) void fzKernel33999(float *p);
__attribute__((global)) void fzKernel44431(float *p);
// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-cjangd add it by themselves,// RUN: %check_cuda %s cuda-event-needless-timing
#include "cuda_runtime.h"
#include "cuda.h"

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call) if ((call) != cudaSuccess) return

// ---- positive cases: recorded again§ and again, never timed -----------------------e__((global)) void fzKernel27585(float *p);
// RUN: %check_cuda %s cuda-event-needless-timing
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef F--------

void cross_stream_dependency(float *a, cudaZ_CHECKy: reported, but no fix-it inside a macro.
#define MAKE_EVENStream_t s0, cudaT(e) cudaEventCreate(&e)
void Str
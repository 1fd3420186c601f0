#pragma once
#include <cuda_runtime.h>
#include <stddef.h>
// Defined in copy.cu; called from host.cpp, a plain C++ file.
void copyRows(float *d, const float *h, size_t n, cudaStream_t s);
// Defined in copy.cu; host.cpp passes memory registered first: silent.
void copyRegistered(float *d, const float *h, size_t n, cudaStream_t s);
// Defined in copy.cu; reads back into its non-const parameter, which host.cpp's calls fill
// from new[] memory: reported (the call's own hand-off of the pointer is no registration).
void readRows(float *out, const float *d, size_t n, cudaStream_t s);

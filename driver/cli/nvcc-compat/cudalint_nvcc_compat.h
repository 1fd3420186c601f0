// cudalint_nvcc_compat.h - what nvcc gives host code implicitly and clang does not.
//
// cudalint force-includes this header (-include) into every CUDA translation unit whose
// command it translated from nvcc, so that code nvcc compiles also parses in clang.
// Only declarations nvcc's own headers make visible to host code belong here.
#ifndef CUDALINT_NVCC_COMPAT_H
#define CUDALINT_NVCC_COMPAT_H

#if defined(__cplusplus) && defined(__CUDA__) && !defined(__CUDA_ARCH__)

// nvcc's crt/math_functions.hpp declares min/max for integers and floating point, same and
// mixed types, as __host__ __device__; clang's CUDA headers declare them for the device only,
// so host code calling max(a, b) on floats or mixed types is rejected. These are the host
// halves of the same overload set, with the same return types.
#define CUDALINT_NVCC_HOST static inline __attribute__((host))
#define CUDALINT_NVCC_MINMAX(R, A, B)                                                     \
  CUDALINT_NVCC_HOST R min(const A a, const B b) { return (R)a < (R)b ? (R)a : (R)b; }     \
  CUDALINT_NVCC_HOST R max(const A a, const B b) { return (R)a > (R)b ? (R)a : (R)b; }

CUDALINT_NVCC_MINMAX(int, int, int)
CUDALINT_NVCC_MINMAX(unsigned int, unsigned int, unsigned int)
CUDALINT_NVCC_MINMAX(unsigned int, int, unsigned int)
CUDALINT_NVCC_MINMAX(unsigned int, unsigned int, int)
CUDALINT_NVCC_MINMAX(long int, long int, long int)
CUDALINT_NVCC_MINMAX(unsigned long int, unsigned long int, unsigned long int)
CUDALINT_NVCC_MINMAX(unsigned long int, long int, unsigned long int)
CUDALINT_NVCC_MINMAX(unsigned long int, unsigned long int, long int)
CUDALINT_NVCC_MINMAX(long long int, long long int, long long int)
CUDALINT_NVCC_MINMAX(unsigned long long int, unsigned long long int, unsigned long long int)
CUDALINT_NVCC_MINMAX(unsigned long long int, long long int, unsigned long long int)
CUDALINT_NVCC_MINMAX(unsigned long long int, unsigned long long int, long long int)
CUDALINT_NVCC_MINMAX(float, float, float)
CUDALINT_NVCC_MINMAX(double, double, double)
CUDALINT_NVCC_MINMAX(double, float, double)
CUDALINT_NVCC_MINMAX(double, double, float)

#undef CUDALINT_NVCC_MINMAX
#undef CUDALINT_NVCC_HOST

#endif
#endif // CUDALINT_NVCC_COMPAT_H

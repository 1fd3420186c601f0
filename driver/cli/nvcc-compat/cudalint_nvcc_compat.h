// cudalint_nvcc_compat.h - what nvcc gives host code implicitly and clang does not.
//
// cudalint and cudalint-clangd force-include this header (-include) into every CUDA
// translation unit they analyse (--nvcc-compat=false turns it off), so that code nvcc compiles
// also parses in clang; plugin users add `-include <this file>` themselves (docs/cli.md).
// Only what nvcc itself predefines or declares belongs here: nothing that changes what code
// means. Clang force-includes its CUDA wrapper header before this one.
#ifndef CUDALINT_NVCC_COMPAT_H
#define CUDALINT_NVCC_COMPAT_H

#if defined(__CUDA__)
// nvcc defines __CUDACC__ as 1, clang's wrapper header as empty: `#if __CUDACC__` (the NCCL
// device headers) would stop the parse.
#undef __CUDACC__
#define __CUDACC__ 1

// nvcc's version macros. cudalint passes them with the installed toolkit's exact version;
// without that (a plugin user's command) MAJOR and MINOR follow the toolkit's CUDA_VERSION,
// which clang's wrapper header has read from cuda.h. The build number is not in any header.
#if !defined(__CUDACC_VER_MAJOR__) && defined(CUDA_VERSION)
#define __CUDACC_VER_MAJOR__ (CUDA_VERSION / 1000)
#define __CUDACC_VER_MINOR__ (CUDA_VERSION % 1000 / 10)
#endif
#if !defined(__CUDA_API_VER_MAJOR__) && defined(CUDA_VERSION)
#define __CUDA_API_VER_MAJOR__ (CUDA_VERSION / 1000)
#define __CUDA_API_VER_MINOR__ (CUDA_VERSION % 1000 / 10)
#endif
// __NVCC__ is not defined here: it must be seen before the toolkit's headers, which clang's
// wrapper header has already included. cudalint defines it on the command line of every
// command it translates from nvcc (CUDA and host files), as nvcc does; plugin users whose
// code tests it add -D__NVCC__ themselves (docs/cli.md).

// With NDEBUG, <assert.h> declares no __assert_fail, and CUDA 13's CCCL declares it again,
// __host__ __device__ under nvcc (cuda/std/__cccl/assert.h); clang's wrapper header has
// declared a __device__ one, and the two cannot overload: every Release unit that includes
// thrust or CUB would fail to parse (held-out round 19, groute/groute@5ce1604's samples). The
// host side gets its own name; the wrapper's device __assert_fail is declared already.
#if defined(NDEBUG) && defined(__NVCC__)
#define __assert_fail __cudalint_host_assert_fail
#endif
#endif

#if defined(__cplusplus) && defined(__CUDA__) && !defined(__nv_is_extended_device_lambda_closure_type)
// nvcc's type traits for extended lambdas: keywords of its front end, usable in every mode
// (AMReX's AMReX_TypeTraits.H, CCCL's checks of a functor). Clang has no extended lambdas: no
// closure type is one, false as in the host code nvcc hands its host compiler. A dependent
// constant, so that `enable_if_t<trait(T)>` in a partial specialization stays a substitution
// failure; variadic, so that a type with a comma is one argument.
template <class...> struct cudalint_nvcc_not_extended_lambda {
  static constexpr bool value = false;
};
#define __nv_is_extended_device_lambda_closure_type(...)                                      \
  (::cudalint_nvcc_not_extended_lambda<__VA_ARGS__>::value)
#define __nv_is_extended_host_device_lambda_closure_type(...)                                 \
  (::cudalint_nvcc_not_extended_lambda<__VA_ARGS__>::value)
#define __nv_is_extended_device_lambda_with_preserved_return_type(...)                        \
  (::cudalint_nvcc_not_extended_lambda<__VA_ARGS__>::value)
#endif

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

// nvcc's math_functions.h lets host code call isfinite/isinf/isnan on float and double
// unqualified; clang's CUDA headers declare those overloads for the device only. Templates, so
// that a later `using std::isfinite` (libstdc++'s math.h) neither conflicts nor is ambiguous:
// the non-template std overloads win wherever they are visible.
template <class T> struct cudalint_nvcc_floating_point;
template <> struct cudalint_nvcc_floating_point<float> { typedef bool type; };
template <> struct cudalint_nvcc_floating_point<double> { typedef bool type; };
#define CUDALINT_NVCC_CLASSIFY(Name, Builtin)                                                 \
  template <class T>                                                                         \
  CUDALINT_NVCC_HOST typename cudalint_nvcc_floating_point<T>::type Name(T x) {              \
    return Builtin(x);                                                                       \
  }
CUDALINT_NVCC_CLASSIFY(isfinite, __builtin_isfinite)
CUDALINT_NVCC_CLASSIFY(isinf, __builtin_isinf)
CUDALINT_NVCC_CLASSIFY(isnan, __builtin_isnan)
#undef CUDALINT_NVCC_CLASSIFY
#undef CUDALINT_NVCC_HOST

#endif

#if defined(__cplusplus) && defined(__CUDA__) && defined(__VECTOR_TYPES_H__)
// nvcc declares the cache-hinted stores (__stcs, __stcg, __stwb) and loads (__ldca, __ldlu)
// for every type it has __stwt for (sm_32_intrinsics.h); clang's CUDA headers have only
// __stwt and the loads __ldg/__ldcg/__ldcs/__ldcv. Declarations only: the analysis never
// generates device code.
#define CUDALINT_NVCC_CACHE_HINTS(T)                                                         \
  __attribute__((device)) void __stcs(T *ptr, T value);                                      \
  __attribute__((device)) void __stcg(T *ptr, T value);                                      \
  __attribute__((device)) void __stwb(T *ptr, T value);                                      \
  __attribute__((device)) T __ldca(const T *ptr);                                            \
  __attribute__((device)) T __ldlu(const T *ptr);
CUDALINT_NVCC_CACHE_HINTS(char)
CUDALINT_NVCC_CACHE_HINTS(signed char)
CUDALINT_NVCC_CACHE_HINTS(short)
CUDALINT_NVCC_CACHE_HINTS(int)
CUDALINT_NVCC_CACHE_HINTS(long)
CUDALINT_NVCC_CACHE_HINTS(long long)
CUDALINT_NVCC_CACHE_HINTS(unsigned char)
CUDALINT_NVCC_CACHE_HINTS(unsigned short)
CUDALINT_NVCC_CACHE_HINTS(unsigned int)
CUDALINT_NVCC_CACHE_HINTS(unsigned long)
CUDALINT_NVCC_CACHE_HINTS(unsigned long long)
CUDALINT_NVCC_CACHE_HINTS(float)
CUDALINT_NVCC_CACHE_HINTS(double)
CUDALINT_NVCC_CACHE_HINTS(char2)
CUDALINT_NVCC_CACHE_HINTS(char4)
CUDALINT_NVCC_CACHE_HINTS(short2)
CUDALINT_NVCC_CACHE_HINTS(short4)
CUDALINT_NVCC_CACHE_HINTS(int2)
CUDALINT_NVCC_CACHE_HINTS(int4)
CUDALINT_NVCC_CACHE_HINTS(longlong2)
CUDALINT_NVCC_CACHE_HINTS(uchar2)
CUDALINT_NVCC_CACHE_HINTS(uchar4)
CUDALINT_NVCC_CACHE_HINTS(ushort2)
CUDALINT_NVCC_CACHE_HINTS(ushort4)
CUDALINT_NVCC_CACHE_HINTS(uint2)
CUDALINT_NVCC_CACHE_HINTS(uint4)
CUDALINT_NVCC_CACHE_HINTS(ulonglong2)
CUDALINT_NVCC_CACHE_HINTS(float2)
CUDALINT_NVCC_CACHE_HINTS(float4)
CUDALINT_NVCC_CACHE_HINTS(double2)
#undef CUDALINT_NVCC_CACHE_HINTS
#endif
#endif // CUDALINT_NVCC_COMPAT_H

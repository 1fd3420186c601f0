/* round 37 side check only (not the BLIND run): the long / unsigned long overloads of the cache-hinted stores that
   CUDA's sm_32_intrinsics.h declares and cudalint's nvcc-compat header lacks */
#if defined(__cplusplus) && defined(__CUDA__)
__attribute__((device)) void __stcs(long *ptr, long value);
__attribute__((device)) void __stcg(long *ptr, long value);
__attribute__((device)) void __stwb(long *ptr, long value);
__attribute__((device)) void __stcs(unsigned long *ptr, unsigned long value);
__attribute__((device)) void __stcg(unsigned long *ptr, unsigned long value);
__attribute__((device)) void __stwb(unsigned long *ptr, unsigned long value);
#endif

/* A driver-API loader in the style of cuew: each function is a pointer the loader fills at run
   time (dlsym), not a function the unit declares. */
typedef int CUresult;
typedef struct CUstream_st *CUstream;
typedef CUresult tcuInit(unsigned int flags);
typedef CUresult tcuStreamCreate(CUstream *stream, unsigned int flags);
typedef CUresult tcuStreamSynchronize(CUstream stream);
extern tcuInit *cuInit;
extern tcuStreamCreate *cuStreamCreate;
extern tcuStreamSynchronize *cuStreamSynchronize;

int run(void) {
  CUstream s;
  cuInit(0);
  cuStreamCreate(&s, 0);
  return cuStreamSynchronize(s);
}

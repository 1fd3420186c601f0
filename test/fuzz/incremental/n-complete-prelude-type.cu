// Completes a type the stand-in header declares only.
struct CUstream_st { int completed_here; };
int size_of_stream = sizeof(CUstream_st);

// Host buffers that main.cu copies and other files of this project allocate.
#pragma once
float *loadPageable(int n);                // loader.cpp: malloc
float *loadPinned(int n);                  // loader.cpp: cudaMallocHost
float *loadEither(int n, bool pin);        // loader.cpp: cudaMallocHost or malloc (unknown)
float *loadNowhere(int n);                 // declared here, defined in no file
float *loadRelayed(int n);                 // relay.cpp: returns loadPageable(n)
float *tableData();                        // loader.cpp: a global std::vector's data()
void readRows(int **rowPtr, int n);        // loader.cpp: *rowPtr = malloc
void readPinnedRows(int **rowPtr, int n);  // loader.cpp: *rowPtr = cudaHostAlloc'd memory
void readInto(float *&p, int n);           // loader.cpp: p = new float[n]
void pinElsewhere(float *p, int n);        // declared here, defined in no file
float *loadOutside(int n);                 // outside.cpp: malloc, but not in the database

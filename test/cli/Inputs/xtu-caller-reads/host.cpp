// A plain C++ unit: it declares no CUDA API and reads no last error.
void uploadFromHost(float *d, const float *h, unsigned long n);
void feed(float *d, const float *h) { uploadFromHost(d, h, 64); }

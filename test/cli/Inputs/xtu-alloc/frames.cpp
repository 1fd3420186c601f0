// Calls work.cu's functions: once per frame, once, and once per device. No CUDA header here:
// no check runs, the calls are recorded for the project index.
void processFrame(float *x, int n);
void checkData(int n);
void keepBuffer(float **out, int n);
void asyncFrame(float *x, int n);
void perDevice(int dev, int n);
void setupOnce(int n);
void stepLocal(int n);
int deviceCount();

void run(float *x, int n, int frames) {
  setupOnce(n);
  for (int f = 0; f < frames; ++f) {
    processFrame(x, n);
    checkData(n);
    float *kept;
    keepBuffer(&kept, n);
    asyncFrame(x, n);
    stepLocal(n);
  }
  int ngpus = deviceCount();
  for (int dev = 0; dev < ngpus; ++dev)
    perDevice(dev, n);
}

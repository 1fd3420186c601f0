// FLAMEGPU2 shape (FLAMEGPU/FLAMEGPU2@1a11aea src/flamegpu/exception/FLAMEGPUDeviceException.cu:49): a ~9 KiB device-to-host
// read-back into an element of a member array of the manager object, synchronized right after, called once per kernel from
// a loop. The object's storage is pageable; is the copy reported?
#include <cuda_runtime.h>
struct Buf { unsigned count; char text[9216]; };
class Manager {
 public:
  void check(int i, cudaStream_t s);
 private:
  Buf *d[4];
  Buf hd[4];
};
void Manager::check(int i, cudaStream_t s) {
  cudaMemcpyAsync(&hd[i], d[i], sizeof(Buf), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  if (hd[i].count) throw 1;
}
void run(Manager &m, cudaStream_t s, int steps) { for (int t = 0; t < steps; ++t) m.check(0, s); }

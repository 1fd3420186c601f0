// heldout22 probe (bifrost cuda.hpp:114 shape): a destructor helper that drops only cuModuleUnload.
#include <cuda.h>
struct Kernel {
  CUmodule m = nullptr;
  void unload() { if (m) cuModuleUnload(m); }
  ~Kernel() { unload(); }
};

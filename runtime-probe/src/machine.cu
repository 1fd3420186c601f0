#include <cuda_runtime.h>

#include "cuda_util.cuh"
#include "machine.cuh"
#include "sysinfo.h"

namespace probe {

std::string cuda_version_string(int v) {
  return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10);
}

namespace {
int attr(cudaDeviceAttr a, int dev) {
  int v = 0;
  CK(cudaDeviceGetAttribute(&v, a, dev));
  return v;
}
}  // namespace

json machine_info(int dev) {
  cudaDeviceProp p{};
  CK(cudaGetDeviceProperties(&p, dev));
  int drv = 0, rt = 0;
  CK(cudaDriverGetVersion(&drv));
  CK(cudaRuntimeGetVersion(&rt));
  char bus[64] = {0};
  CK(cudaDeviceGetPCIBusId(bus, sizeof bus, dev));

  json gpu = {
      {"name", p.name},
      {"compute_capability", std::to_string(p.major) + "." + std::to_string(p.minor)},
      {"multiprocessors", p.multiProcessorCount},
      {"total_memory_bytes", p.totalGlobalMem},
      {"l2_cache_bytes", p.l2CacheSize},
      {"memory_bus_width_bits", p.memoryBusWidth},
      {"max_sm_clock_mhz", attr(cudaDevAttrClockRate, dev) / 1000},
      {"max_memory_clock_mhz", attr(cudaDevAttrMemoryClockRate, dev) / 1000},
      {"async_engine_count", attr(cudaDevAttrAsyncEngineCount, dev)},
      {"concurrent_kernels", attr(cudaDevAttrConcurrentKernels, dev) != 0},
      {"memory_pools_supported", attr(cudaDevAttrMemoryPoolsSupported, dev) != 0},
      {"pageable_memory_access", attr(cudaDevAttrPageableMemoryAccess, dev) != 0},
      {"host_register_supported", attr(cudaDevAttrHostRegisterSupported, dev) != 0},
      {"integrated", attr(cudaDevAttrIntegrated, dev) != 0},
      {"pci_bus_id", bus},
      {"device_ordinal", dev},
  };
  json smi = nvidia_smi_query(bus);
  json pcie = pcie_from_sysfs(bus);
  return json{
      {"gpu", gpu},
      {"cuda_driver_version", cuda_version_string(drv)},
      {"cuda_runtime_version", cuda_version_string(rt)},
      {"driver_version",
       smi.is_object() && smi.contains("driver_version") ? smi["driver_version"] : json(nullptr)},
      {"pcie", pcie},
      {"nvidia_smi", smi},
      {"host", host_info()},
  };
}

}  // namespace probe

// Machine facts that do not come from the CUDA runtime: PCIe link from sysfs, clocks and link
// from nvidia-smi, host name and CPU. Every source may be absent; absence gives null, never an
// error. Plain C++ (no CUDA).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace probe {

// "32.0 GT/s PCIe" -> 5, "16 GT/s" -> 4, "8.0 GT/s" -> 3, "5.0 GT/s" -> 2, "2.5 GT/s" -> 1,
// "64.0 GT/s" -> 6; 0 when unknown.
int pcie_gen_from_speed(const std::string& speed);

// cudaDeviceGetPCIBusId's "00000000:1B:00.0" -> sysfs's "0000:1b:00.0"; "" when malformed.
std::string sysfs_pci_name(const std::string& bus_id);

// Contents of a small text file without the trailing newline; "" when unreadable.
std::string read_text(const std::string& path);

// PCIe link of a device from <root>/<sysfs name>/{current,max}_link_{speed,width};
// null when the folder or the files are missing.
nlohmann::json pcie_from_sysfs(const std::string& bus_id,
                               const std::string& root = "/sys/bus/pci/devices");

// One line of `nvidia-smi --format=csv,noheader,nounits` for the given fields: numbers become
// numbers, "[N/A]"/"N/A"/"[Not Supported]" become null, other text stays text. Null when the
// number of values does not match.
nlohmann::json parse_nvidia_smi_csv(const std::vector<std::string>& fields,
                                    const std::string& line);

// Runs nvidia-smi for the device with that PCI bus id; null when nvidia-smi is absent or fails.
nlohmann::json nvidia_smi_query(const std::string& bus_id);

// {"hostname", "cpu_model", "logical_cpus", "kernel", "os"}; missing parts are null.
nlohmann::json host_info();

}  // namespace probe

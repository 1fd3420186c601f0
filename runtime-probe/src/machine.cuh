// The "machine" object of the document: GPU, driver, runtime, PCIe link, clocks, host.
#pragma once

#include "report.h"

namespace probe {

json machine_info(int device);

// "13.0" from 13000.
std::string cuda_version_string(int v);

}  // namespace probe

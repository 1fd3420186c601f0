#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>

#include "sysinfo.h"

using namespace probe;

TEST(SysInfo, PcieGen) {
  EXPECT_EQ(pcie_gen_from_speed("2.5 GT/s PCIe"), 1);
  EXPECT_EQ(pcie_gen_from_speed("5.0 GT/s PCIe"), 2);
  EXPECT_EQ(pcie_gen_from_speed("8.0 GT/s PCIe"), 3);
  EXPECT_EQ(pcie_gen_from_speed("16.0 GT/s PCIe"), 4);
  EXPECT_EQ(pcie_gen_from_speed("32.0 GT/s PCIe"), 5);
  EXPECT_EQ(pcie_gen_from_speed("64.0 GT/s PCIe"), 6);
  EXPECT_EQ(pcie_gen_from_speed("Unknown"), 0);
  EXPECT_EQ(pcie_gen_from_speed(""), 0);
  EXPECT_EQ(pcie_gen_from_speed("3 GT/s"), 0);
}

TEST(SysInfo, SysfsName) {
  EXPECT_EQ(sysfs_pci_name("00000000:1B:00.0"), "0000:1b:00.0");
  EXPECT_EQ(sysfs_pci_name("0001:C3:1F.7"), "0001:c3:1f.7");
  EXPECT_EQ(sysfs_pci_name("garbage"), "");
  EXPECT_EQ(sysfs_pci_name("0000:1B:00"), "");
  EXPECT_EQ(sysfs_pci_name("0000:ZZ:00.0"), "");
}

TEST(SysInfo, NvidiaSmiCsv) {
  std::vector<std::string> f = {"name", "pcie.link.gen.current", "clocks.sm", "power.draw",
                                "pcie.link.width.max"};
  auto j = parse_nvidia_smi_csv(f, "NVIDIA H200, 5, 1980, 123.45, [N/A]\n");
  ASSERT_TRUE(j.is_object());
  EXPECT_EQ(j["name"], "NVIDIA H200");
  EXPECT_EQ(j["pcie.link.gen.current"], 5);
  EXPECT_EQ(j["clocks.sm"], 1980);
  EXPECT_DOUBLE_EQ(j["power.draw"].get<double>(), 123.45);
  EXPECT_TRUE(j["pcie.link.width.max"].is_null());
  EXPECT_TRUE(parse_nvidia_smi_csv(f, "too, few").is_null());
}

TEST(SysInfo, PcieFromFakeSysfs) {
  char tmpl[] = "/tmp/probe-sysfs-XXXXXX";
  ASSERT_NE(mkdtemp(tmpl), nullptr);
  std::string root = tmpl, dev = root + "/0000:1b:00.0";
  ASSERT_EQ(mkdir(dev.c_str(), 0755), 0);
  auto put = [&](const char* name, const char* text) { std::ofstream(dev + "/" + name) << text; };
  put("current_link_speed", "32.0 GT/s PCIe\n");
  put("current_link_width", "16\n");
  put("max_link_speed", "32.0 GT/s PCIe\n");
  put("max_link_width", "16\n");
  auto j = pcie_from_sysfs("00000000:1B:00.0", root);
  ASSERT_TRUE(j.is_object());
  EXPECT_EQ(j["current_gen"], 5);
  EXPECT_EQ(j["current_width"], 16);
  EXPECT_EQ(j["max_gen"], 5);
  EXPECT_EQ(j["current_speed"], "32.0 GT/s PCIe");
  // Absent device folder: null, not an error.
  EXPECT_TRUE(pcie_from_sysfs("00000000:1C:00.0", root).is_null());
  EXPECT_TRUE(pcie_from_sysfs("bad id", root).is_null());
  for (const char* n :
       {"current_link_speed", "current_link_width", "max_link_speed", "max_link_width"})
    std::remove((dev + "/" + n).c_str());
  rmdir(dev.c_str());
  rmdir(root.c_str());
}

TEST(SysInfo, ReadTextMissingFile) { EXPECT_EQ(read_text("/nonexistent/file"), ""); }

TEST(SysInfo, NvidiaSmiRejectsOddBusIds) {
  EXPECT_TRUE(nvidia_smi_query("0000:00:00.0; rm -rf /").is_null());
  EXPECT_TRUE(nvidia_smi_query("").is_null());
}

TEST(SysInfo, HostInfoHasKeys) {
  auto j = host_info();
  for (const char* k : {"hostname", "cpu_model", "logical_cpus", "kernel", "os"})
    EXPECT_TRUE(j.contains(k)) << k;
}

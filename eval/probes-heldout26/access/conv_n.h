// access/probe_n's header: host/rns.h's BaseConverter shape, a class defined in a header with one private method
// defined in another unit.
#pragma once
#include <vector>
class Conv { void initialize(); std::vector<unsigned long> t_; public: Conv(int n) : t_(n) {} auto *neg() { return t_.data(); } size_t n() const { return t_.size(); } };

//===--- CudaProgramMutator.h - structure-aware mutations for the checks' fuzzer ------------===//
//
// Byte-level mutation rarely turns a CUDA source into another valid one. This mutator writes
// the shapes the checks reason about instead: streams and events created with various flags,
// host buffers from malloc, new, vectors, pinned and managed allocators, async copies, kernel
// launches, records, waits, elapsed times, frees, inside loops, branches, lambdas and helpers.
//
//===----------------------------------------------------------------------------------------===//
#ifndef CUDALINT_TEST_FUZZ_CUDAPROGRAMMUTATOR_H
#define CUDALINT_TEST_FUZZ_CUDAPROGRAMMUTATOR_H

#include <cstdint>
#include <string>

namespace cudalint::fuzz {

/// A host function (and the kernel it launches) built from \p Seed: a random sequence of
/// CUDA runtime calls over a few streams, events and buffers, nested in loops and branches.
std::string generateHostFunction(uint32_t Seed);

/// \p Source with one structural change chosen by \p Seed: a generated function appended, a
/// generated statement sequence inserted after a '{' or ';', or a loop wrapped around one line.
std::string mutateStructurally(const std::string &Source, uint32_t Seed);

} // namespace cudalint::fuzz

#endif

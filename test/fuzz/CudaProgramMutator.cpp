//===--- CudaProgramMutator.cpp - structure-aware mutations for the checks' fuzzer ----------===//
#include "CudaProgramMutator.h"
#include <cctype>
#include <random>
#include <vector>

namespace cudalint::fuzz {

namespace {

/// Writes one random program fragment; names are unique within the fragment (prefix "fz").
class ProgramWriter {
public:
  explicit ProgramWriter(uint32_t Seed) : Random(Seed), Tag(std::to_string(Seed % 100000)) {}

  /// A sequence of declarations and statements, valid inside a function body.
  std::string statements(unsigned Depth) {
    std::string Out;
    unsigned Count = 1 + pick(6);
    for (unsigned I = 0; I < Count; ++I)
      Out += statement(Depth);
    return Out;
  }

  std::string kernelName() const { return "fzKernel" + Tag; }

private:
  unsigned pick(unsigned N) { return std::uniform_int_distribution<unsigned>(0, N - 1)(Random); }
  bool coin() { return pick(2) == 0; }
  std::string fresh(const char *Kind) {
    return std::string("fz") + Kind + Tag + "_" + std::to_string(Counter++);
  }

  template <typename T> std::string any(const std::vector<std::string> &Names, T Make) {
    if (Names.empty() || pick(4) == 0)
      Make();
    return Names[pick(Names.size())];
  }
  std::string stream() {
    return any(Streams, [&] { Pending += newStream(); });
  }
  std::string event() {
    return any(Events, [&] { Pending += newEvent(); });
  }
  std::string hostBuffer() {
    return any(HostBuffers, [&] { Pending += newHostBuffer(); });
  }
  std::string deviceBuffer() {
    return any(DeviceBuffers, [&] { Pending += newDeviceBuffer(); });
  }

  std::string size() {
    static const char *Sizes[] = {"4", "1024", "(1 << 20)", "n", "n * sizeof(float)", "0"};
    return Sizes[pick(6)];
  }

  std::string newStream() {
    std::string S = fresh("Stream");
    Streams.push_back(S);
    static const char *Creations[] = {
        "cudaStreamCreate(&%)", "cudaStreamCreateWithFlags(&%, cudaStreamNonBlocking)",
        "cudaStreamCreateWithFlags(&%, 0)",
        "cudaStreamCreateWithPriority(&%, cudaStreamNonBlocking, -1)"};
    if (pick(6) == 0)
      return "cudaStream_t " + S + " = " + (coin() ? "0" : "cudaStreamPerThread") + ";\n";
    return "cudaStream_t " + S + ";\n" + fill(Creations[pick(4)], S) + ";\n";
  }

  std::string newEvent() {
    std::string E = fresh("Event");
    Events.push_back(E);
    static const char *Creations[] = {"cudaEventCreate(&%)",
                                      "cudaEventCreateWithFlags(&%, cudaEventDisableTiming)",
                                      "cudaEventCreateWithFlags(&%, cudaEventDefault)"};
    return "cudaEvent_t " + E + ";\n" + fill(Creations[pick(3)], E) + ";\n";
  }

  std::string newHostBuffer() {
    std::string H = fresh("Host");
    HostBuffers.push_back(H);
    switch (pick(7)) {
    case 0:
      return "float *" + H + " = (float *)malloc(" + size() + ");\n";
    case 1:
      return "float *" + H + " = new float[1024];\n";
    case 2:
      return "float *" + H + ";\ncudaMallocHost((void **)&" + H + ", " + size() + ");\n";
    case 3:
      return "float *" + H + ";\ncudaHostAlloc((void **)&" + H + ", " + size() +
             ", cudaHostAllocDefault);\n";
    case 4:
      return "float *" + H + ";\ncudaMallocManaged((void **)&" + H + ", " + size() + ");\n";
    case 5:
      return "static float " + H + "Array[1024];\nfloat *" + H + " = " + H + "Array;\n";
    default:
      return "float " + H + "Stack[256];\nfloat *" + H + " = " + H + "Stack;\n";
    }
  }

  std::string newDeviceBuffer() {
    std::string D = fresh("Dev");
    DeviceBuffers.push_back(D);
    if (coin())
      return "float *" + D + ";\ncudaMalloc((void **)&" + D + ", " + size() + ");\n";
    return "float *" + D + ";\ncudaMallocAsync((void **)&" + D + ", " + size() + ", " + stream() +
           ");\n";
  }

  std::string call() {
    switch (pick(16)) {
    case 0:
      return "cudaMemcpyAsync(" + deviceBuffer() + ", " + hostBuffer() + ", " + size() +
             ", cudaMemcpyHostToDevice, " + stream() + ");\n";
    case 1:
      return "cudaMemcpyAsync(" + hostBuffer() + ", " + deviceBuffer() + ", " + size() +
             ", cudaMemcpyDeviceToHost);\n";
    case 2:
      return "cudaMemcpy(" + deviceBuffer() + ", " + hostBuffer() + ", " + size() +
             ", cudaMemcpyHostToDevice);\n";
    case 3:
      return "cudaMemsetAsync(" + deviceBuffer() + ", 0, " + size() +
             (coin() ? ", " + stream() : "") + ");\n";
    case 4:
      return kernelName() + "<<<1, 32" + (coin() ? ", 0, " + stream() : "") + ">>>(" +
             deviceBuffer() + ");\n";
    case 5:
      return "cudaEventRecord(" + event() + (coin() ? ", " + stream() : "") + ");\n";
    case 6:
      return "cudaStreamWaitEvent(" + stream() + ", " + event() + ", 0);\n";
    case 7:
      return "{ float fzMs = 0; cudaEventElapsedTime(&fzMs, " + event() + ", " + event() + "); }\n";
    case 8:
      return "cudaStreamSynchronize(" + stream() + ");\n";
    case 9:
      return "cudaDeviceSynchronize();\n";
    case 10:
      return "cudaFree(" + deviceBuffer() + ");\n";
    case 11:
      return "cudaFreeAsync(" + deviceBuffer() + ", " + stream() + ");\n";
    case 12:
      return "cudaFreeHost(" + hostBuffer() + ");\n";
    case 13:
      return "cudaEventSynchronize(" + event() + ");\n";
    case 14:
      return "cudaStreamDestroy(" + stream() + ");\n";
    default:
      return "cudaStreamQuery(" + stream() + ");\n";
    }
  }

  std::string statement(unsigned Depth) {
    Pending.clear();
    std::string Body;
    unsigned Choice = Depth >= 3 ? pick(6) : pick(10);
    switch (Choice) {
    case 0:
      Body = newStream();
      break;
    case 1:
      Body = newEvent();
      break;
    case 2:
      Body = newHostBuffer();
      break;
    case 3:
      Body = newDeviceBuffer();
      break;
    case 4:
    case 5:
      Body = call();
      break;
    case 6:
      Body = "for (int fzI = 0; fzI < n; ++fzI) {\n" + block(Depth) + "}\n";
      break;
    case 7:
      Body = "while (n-- > 0) {\n" + block(Depth) + "}\n";
      break;
    case 8:
      Body = "if (n > 1) {\n" + block(Depth) + "} else {\n" + block(Depth) + "}\n";
      break;
    default:
      Body = "[&]() {\n" + block(Depth) + "}();\n";
      break;
    }
    return Pending + Body;
  }

  /// A nested block: names declared inside stay inside.
  std::string block(unsigned Depth) {
    size_t Saved[] = {Streams.size(), Events.size(), HostBuffers.size(), DeviceBuffers.size()};
    std::string Pre = Pending; // the caller's pending declarations stay outside the block
    std::string Body = statements(Depth + 1);
    Pending = Pre;
    Streams.resize(Saved[0]);
    Events.resize(Saved[1]);
    HostBuffers.resize(Saved[2]);
    DeviceBuffers.resize(Saved[3]);
    return Body;
  }

  static std::string fill(const std::string &Pattern, const std::string &Name) {
    std::string Out;
    for (char C : Pattern)
      Out += C == '%' ? Name : std::string(1, C);
    return Out;
  }

  std::mt19937 Random;
  std::string Tag;
  unsigned Counter = 0;
  std::string Pending; ///< declarations a statement needs, written before it
  std::vector<std::string> Streams, Events, HostBuffers, DeviceBuffers;
};

/// `name(...);` or `name<<<...>>>(...);`, possibly indented.
bool isCallStatement(const std::string &Line) {
  size_t I = Line.find_first_not_of(" \t");
  if (I == std::string::npos || !(std::isalpha(Line[I]) || Line[I] == '_'))
    return false;
  while (I < Line.size() && (std::isalnum(Line[I]) || Line[I] == '_' || Line[I] == ':'))
    ++I;
  size_t Last = Line.find_last_not_of(" \t\r");
  return I < Line.size() && (Line[I] == '(' || Line.compare(I, 3, "<<<") == 0) && Line[Last] == ';';
}

} // namespace

std::string generateHostFunction(uint32_t Seed) {
  ProgramWriter Writer(Seed);
  std::string Body = Writer.statements(0);
  return "\n__global__ void " + Writer.kernelName() + "(float *p) { if (p) p[0] = 1; }\n" +
         "void fzHost" + std::to_string(Seed % 100000) + "(int n) {\n" + Body + "}\n";
}

std::string mutateStructurally(const std::string &Source, uint32_t Seed) {
  std::mt19937 Random(Seed);
  unsigned Choice = Random() % 3;
  if (Choice == 0 || Source.empty())
    return Source + generateHostFunction(Seed);
  // Candidate places: after a '{' or ';' that ends a line (likely inside a body).
  std::vector<size_t> Places;
  for (size_t I = 0; I + 1 < Source.size(); ++I)
    if ((Source[I] == '{' || Source[I] == ';') && Source[I + 1] == '\n')
      Places.push_back(I + 2);
  if (Places.empty())
    return Source + generateHostFunction(Seed);
  size_t At = Places[Random() % Places.size()];
  if (Choice == 1) { // the kernel is declared first: the launches need it
    ProgramWriter Writer(Seed);
    std::string Kernel = "__attribute__((global)) void " + Writer.kernelName() + "(float *p);\n";
    return Kernel + Source.substr(0, At) + "{ int n = 4;\n" + Writer.statements(1) + "}\n" +
           Source.substr(At);
  }
  // Wrap the next line in a loop, when it is a call statement (a declaration would go out of
  // scope).
  size_t LineEnd = Source.find('\n', At);
  if (LineEnd == std::string::npos || !isCallStatement(Source.substr(At, LineEnd - At)))
    return Source + generateHostFunction(Seed);
  return Source.substr(0, At) + "for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {\n" +
         Source.substr(At, LineEnd - At) + "\n}" + Source.substr(LineEnd);
}

} // namespace cudalint::fuzz

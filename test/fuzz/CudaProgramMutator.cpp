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

  /// Declarations the statements need, written before the function that holds them: the check
  /// macro and, for some seeds, a helper whose stream parameter defaults to the legacy stream
  /// (the function summaries follow it).
  std::string prologue() {
    std::string Out = "#ifndef FZ_CHECK\n#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)\n"
                      "#endif\n";
    if (pick(3) == 0) {
      Helper = "fzHelper" + Tag;
      ProgramWriter Inner(static_cast<uint32_t>(Random()));
      Inner.Tag = Tag; // launches the same kernel
      Inner.Streams = {"s"};
      Inner.DeviceBuffers = {"p"};
      Out += "static void " + Helper + "(float *p, cudaStream_t s = 0) {\nint n = 4;\n" +
             Inner.statements(2) + "}\n";
    }
    return Out;
  }

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
    std::string S = any(Streams, [&] { Pending += newStream(); });
    if (Streams.size() > 1 && pick(8) == 0) // a stream chosen at run time
      return "(n > 2 ? " + S + " : " + Streams[pick(Streams.size())] + ")";
    return S;
  }
  std::string event() {
    return any(Events, [&] { Pending += newEvent(); });
  }
  std::string hostBuffer() { return use(any(HostBuffers, [&] { Pending += newHostBuffer(); })); }
  std::string deviceBuffer() {
    return use(any(DeviceBuffers, [&] { Pending += newDeviceBuffer(); }));
  }
  /// A pointer as the checks meet it: plain, offset, cast or indexed.
  std::string use(const std::string &P) {
    switch (pick(8)) {
    case 0:
      return "(" + P + " + 1)";
    case 1:
      return "(float *)(void *)" + P;
    case 2:
      return "&" + P + "[0]";
    default:
      return P;
    }
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
    switch (pick(8)) {
    case 0:
      return "cudaStream_t " + S + " = " + (coin() ? "0" : "cudaStreamPerThread") + ";\n";
    case 1: // the driver API's handle is the same type
      return "CUstream " + S + ";\ncuStreamCreate(&" + S + ", " +
             (coin() ? "CU_STREAM_NON_BLOCKING" : "CU_STREAM_DEFAULT") + ");\n";
    default:
      return "cudaStream_t " + S + ";\n" + checked(fill(Creations[pick(4)], S)) + "\n";
    }
  }

  std::string newEvent() {
    std::string E = fresh("Event");
    Events.push_back(E);
    static const char *Creations[] = {"cudaEventCreate(&%)",
                                      "cudaEventCreateWithFlags(&%, cudaEventDisableTiming)",
                                      "cudaEventCreateWithFlags(&%, cudaEventDefault)"};
    if (pick(5) == 0)
      return "CUevent " + E + ";\ncuEventCreate(&" + E + ", " +
             (coin() ? "CU_EVENT_DISABLE_TIMING" : "CU_EVENT_DEFAULT") + ");\n";
    return "cudaEvent_t " + E + ";\n" + checked(fill(Creations[pick(3)], E)) + "\n";
  }

  std::string newHostBuffer() {
    std::string H = fresh("Host");
    HostBuffers.push_back(H);
    switch (pick(10)) {
    case 7:
      return "std::vector<float> " + H + "Vec(1024);\nfloat *" + H + " = " + H + "Vec.data();\n";
    case 8: { // a member: the provenance engine follows fields
      HostBuffers.back() = H + ".p";
      return "struct { float *p; } " + H + ";\n" + H + ".p = (float *)malloc(" + size() + ");\n";
    }
    case 9:
      return "float *" + H + ";\ncuMemAllocHost((void **)&" + H + ", " + size() + ");\n";
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

  /// A call statement, its status ignored, checked or stored (cuda-unchecked-error).
  std::string checked(const std::string &Call) {
    switch (pick(6)) {
    case 0:
      return "if (" + Call + " != 0) abort();";
    case 1:
      return "FZ_CHECK(" + Call + ");";
    case 2: {
      std::string V = fresh("Err");
      return "auto " + V + " = " + Call + ";\nif (" + V + ") {}";
    }
    case 3:
      return "(void)" + Call + ";";
    default:
      return Call + ";";
    }
  }

  std::string call() {
    std::string C = rawCall();
    if (C.back() != ';' && C.back() != '}')
      return checked(C) + "\n";
    return C + "\n";
  }

  /// A call without its ';' (or a whole statement, ending in ';').
  std::string rawCall() {
    switch (pick(34)) {
    case 16:
      return "cudaMemcpy2DAsync(" + deviceBuffer() + ", 16, " + hostBuffer() +
             ", 16, 16, 4, cudaMemcpyHostToDevice, " + stream() + ")";
    case 17:
      return "cudaMemPrefetchAsync(" + hostBuffer() + ", " + size() +
             ", cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, " + stream() + ")";
    case 18:
      return "cudaHostRegister(" + hostBuffer() + ", " + size() + ", cudaHostRegisterDefault)";
    case 19:
      return "cudaLaunchHostFunc(" + stream() + ", [](void *) {}, nullptr)";
    case 20:
      return "cudaEventRecordWithFlags(" + event() + ", " + stream() + ", 0)";
    case 21:
      return "cudaEventQuery(" + event() + ")";
    case 22:
      return "cudaEventDestroy(" + event() + ")";
    case 23:
      return "cudaStreamAttachMemAsync(" + stream() + ", " + hostBuffer() + ")";
    case 24:
      return "cudaLaunchKernel((const void *)" + kernelName() + ", dim3(1), dim3(32), nullptr, 0, " +
             stream() + ")";
    case 25:
      return "cuMemcpyHtoDAsync((CUdeviceptr)" + deviceBuffer() + ", " + hostBuffer() + ", " +
             size() + ", " + stream() + ")";
    case 26:
      return "cuMemcpyDtoHAsync(" + hostBuffer() + ", (CUdeviceptr)" + deviceBuffer() + ", " +
             size() + ", " + stream() + ")";
    case 27:
      return "cuStreamSynchronize(" + stream() + ")";
    case 28:
      return "cuEventRecord(" + event() + ", " + stream() + ")";
    case 29:
      return coin() ? "cudaGetLastError()" : "cudaPeekAtLastError()";
    case 30:
      return "free(" + hostBuffer() + ");"; // void: never checked
    case 31:
      return "cudaMemcpyAsync(" + deviceBuffer() + ", " + deviceBuffer() + ", " + size() +
             ", cudaMemcpyDefault, " + stream() + ")";
    case 32:
      if (!Helper.empty())
        return Helper + "(" + deviceBuffer() + (coin() ? ", " + stream() : "") + ");";
      return "cudaDeviceSynchronize()";
    case 33:
      return "cudaStreamWaitEvent(" + stream() + ", " + event() + ")";
    case 0:
      return "cudaMemcpyAsync(" + deviceBuffer() + ", " + hostBuffer() + ", " + size() +
             ", cudaMemcpyHostToDevice, " + stream() + ")";
    case 1:
      return "cudaMemcpyAsync(" + hostBuffer() + ", " + deviceBuffer() + ", " + size() +
             ", cudaMemcpyDeviceToHost)";
    case 2:
      return "cudaMemcpy(" + deviceBuffer() + ", " + hostBuffer() + ", " + size() +
             ", cudaMemcpyHostToDevice)";
    case 3:
      return "cudaMemsetAsync(" + deviceBuffer() + ", 0, " + size() +
             (coin() ? ", " + stream() : "") + ")";
    case 4:
      return kernelName() + "<<<1, 32" + (coin() ? ", 0, " + stream() : "") + ">>>(" +
             deviceBuffer() + ");"; // void: never checked
    case 5:
      return "cudaEventRecord(" + event() + (coin() ? ", " + stream() : "") + ")";
    case 6:
      return "cudaStreamWaitEvent(" + stream() + ", " + event() + ", 0)";
    case 7:
      return "{ float fzMs = 0; cudaEventElapsedTime(&fzMs, " + event() + ", " + event() + "); }";
    case 8:
      return "cudaStreamSynchronize(" + stream() + ")";
    case 9:
      return "cudaDeviceSynchronize()";
    case 10:
      return "cudaFree(" + deviceBuffer() + ")";
    case 11:
      return "cudaFreeAsync(" + deviceBuffer() + ", " + stream() + ")";
    case 12:
      return "cudaFreeHost(" + hostBuffer() + ")";
    case 13:
      return "cudaEventSynchronize(" + event() + ")";
    case 14:
      return "cudaStreamDestroy(" + stream() + ")";
    default:
      return "cudaStreamQuery(" + stream() + ")";
    }
  }

  std::string statement(unsigned Depth) {
    Pending.clear();
    std::string Body;
    unsigned Choice = Depth >= 3 ? pick(6) : pick(14);
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
    case 9:
      Body = "[&]() {\n" + block(Depth) + "}();\n";
      break;
    case 10:
      Body = "do {\n" + block(Depth) + "} while (n-- > 0);\n";
      break;
    case 11: // early exits: the checks reason about "every iteration"
      Body = "for (int fzJ = 0; fzJ < 16; ++fzJ) {\nif (fzJ == n) " +
             std::string(coin() ? "continue" : "break") + ";\n" + block(Depth) + "}\n";
      break;
    case 12:
      Body = "for (int fzV : {1, 2, 3}) {\n(void)fzV;\n" + block(Depth) + "}\n";
      break;
    default:
      Body = capture(Depth);
      break;
    }
    return Pending + Body;
  }

  /// Stream capture around a block; parts of the graph's life cycle randomly left out.
  std::string capture(unsigned Depth) {
    std::string S = stream();
    static const char *Modes[] = {"cudaStreamCaptureModeGlobal", "cudaStreamCaptureModeThreadLocal",
                                  "cudaStreamCaptureModeRelaxed"};
    std::string Out = checked("cudaStreamBeginCapture(" + S + ", " + Modes[pick(3)] + ")") + "\n";
    Out += "{\n" + block(Depth) + "}\n";
    std::string G = fresh("Graph"), X = fresh("Exec");
    Out += "cudaGraph_t " + G + " = nullptr;\ncudaGraphExec_t " + X + " = nullptr;\n";
    if (pick(5) != 0)
      Out += checked("cudaStreamEndCapture(" + S + ", &" + G + ")") + "\n";
    if (coin())
      Out += checked("cudaGraphInstantiate(&" + X + ", " + G + ", 0)") + "\n";
    for (unsigned I = pick(3); I > 0; --I)
      Out += checked("cudaGraphLaunch(" + X + ", " + stream() + ")") + "\n";
    if (coin())
      Out += "cudaGraphExecDestroy(" + X + ");\ncudaGraphDestroy(" + G + ");\n";
    return Out;
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
  std::string Helper;  ///< the helper function prologue() wrote, if any
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
  std::string Kernel = "\n__global__ void " + Writer.kernelName() + "(float *p) { if (p) p[0] = 1; }\n";
  std::string Prologue = Writer.prologue();
  std::string Body = Writer.statements(0);
  return Kernel + Prologue + "void fzHost" + std::to_string(Seed % 100000) + "(int n) {\n" + Body +
         "}\n";
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
    // The prologue goes after the input's last #include (its types come from there).
    size_t Include = Source.rfind("#include", At);
    size_t After = Include == std::string::npos ? 0 : Source.find('\n', Include);
    After = After == std::string::npos ? 0 : (Include == std::string::npos ? 0 : After + 1);
    if (After > At)
      After = 0;
    std::string Prologue = Writer.prologue();
    std::string Body = Writer.statements(1);
    return Kernel + Source.substr(0, After) + Prologue + Source.substr(After, At - After) +
           "{ int n = 4;\n" + Body + "}\n" + Source.substr(At);
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

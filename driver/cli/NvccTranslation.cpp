//===--- NvccTranslation.cpp - nvcc command lines to clang command lines -------------===//
#include "NvccTranslation.h"
#include "clang/Basic/OffloadArch.h"
#include "clang/Options/Options.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"
#include <set>

namespace cudalint {
namespace {

/// What a recognised nvcc flag becomes.
enum class Kind {
  Keep,           // no value; emitted as Spec.Clang
  Drop,           // no value; means nothing to a host-side clang
  DropValue,      // takes a value; means nothing to a host-side clang
  ListJoined,     // comma list; each item emitted as Spec.Clang + item ("-I" "-D" "-U")
  ListSeparate,   // comma list; each item emitted as Spec.Clang, item ("-isystem" "-include")
  ValueJoined,    // takes a value; emitted as Spec.Clang + value
  Arch,           // -arch: a virtual or real architecture
  Code,           // -code: real architectures
  GenCode,        // -gencode arch=...,code=...
  Rdc,            // -rdc true|false
  DeviceC,        // -dc: compile with relocatable device code
  DefaultStream,  // --default-stream legacy|null|per-thread
  HostOptions,    // -Xcompiler: host compiler flags
  OptionsFile,    // --options-file: more nvcc flags
  Language,       // -x cu|c++|c
  Std,            // -std c++17
  Optimize,       // -O 3
  NvccWerror,     // -Werror <nvcc warning kinds>
  ForwardUnknown, // unknown flags go to the host compiler from here on
};

struct FlagSpec {
  llvm::StringLiteral Long;  // spelled --Long
  llvm::StringLiteral Short; // spelled -Short
  Kind K;
  llvm::StringLiteral Clang = "";
};

bool takesValue(Kind K) {
  switch (K) {
  case Kind::Keep:
  case Kind::Drop:
  case Kind::DeviceC:
  case Kind::ForwardUnknown:
  case Kind::NvccWerror: // its value is optional, handled separately
    return false;
  default:
    return true;
  }
}

// nvcc 13's flags (`nvcc --help`), plus a few older or undocumented ones seen in real
// compile databases.
const FlagSpec Flags[] = {
    // Compilation phase.
    {"compile", "c", Kind::Keep, "-c"},
    {"device-c", "dc", Kind::DeviceC},
    {"device-w", "dw", Kind::Keep, "-c"},
    {"cuda", "cuda", Kind::Drop},
    {"cubin", "cubin", Kind::Drop},
    {"fatbin", "fatbin", Kind::Drop},
    {"ptx", "ptx", Kind::Drop},
    {"optix-ir", "optix-ir", Kind::Drop},
    {"ltoir", "ltoir", Kind::Drop},
    {"preprocess", "E", Kind::Drop},
    {"generate-dependencies", "M", Kind::Drop},
    {"generate-nonsystem-dependencies", "MM", Kind::Drop},
    {"generate-dependencies-with-compile", "MD", Kind::Drop},
    {"generate-nonsystem-dependencies-with-compile", "MMD", Kind::Drop},
    {"generate-dependency-targets", "MP", Kind::Drop},
    {"dependency-output", "MF", Kind::DropValue},
    {"dependency-target-name", "MT", Kind::DropValue},
    {"device-link", "dlink", Kind::Drop},
    {"link", "link", Kind::Drop},
    {"lib", "lib", Kind::Drop},
    {"run", "run", Kind::Drop},
    // Files and paths.
    {"output-file", "o", Kind::DropValue},
    {"pre-include", "include", Kind::ListSeparate, "-include"},
    {"objdir-as-tempdir", "objtemp", Kind::Drop},
    {"library", "l", Kind::DropValue},
    {"define-macro", "D", Kind::ListJoined, "-D"},
    {"undefine-macro", "U", Kind::ListJoined, "-U"},
    {"include-path", "I", Kind::ListJoined, "-I"},
    {"system-include", "isystem", Kind::ListSeparate, "-isystem"},
    {"library-path", "L", Kind::DropValue},
    {"output-directory", "odir", Kind::DropValue},
    {"compiler-bindir", "ccbin", Kind::DropValue},
    {"allow-unsupported-compiler", "allow-unsupported-compiler", Kind::Drop},
    {"archiver-binary", "arbin", Kind::DropValue},
    {"cudart", "cudart", Kind::DropValue},
    {"cudadevrt", "cudadevrt", Kind::DropValue},
    {"libdevice-directory", "ldir", Kind::DropValue},
    {"target-directory", "target-dir", Kind::DropValue},
    {"use-local-env", "use-local-env", Kind::Drop},
    {"force-cl-env-setup", "force-cl-env-setup", Kind::Drop},
    // Compiler and linker behaviour.
    {"profile", "pg", Kind::Drop},
    {"debug", "g", Kind::Drop},
    {"device-debug", "G", Kind::Drop},
    {"generate-line-info", "lineinfo", Kind::Drop},
    {"optimization-info", "opt-info", Kind::DropValue},
    {"optimize", "O", Kind::Optimize},
    {"dopt", "dopt", Kind::DropValue},
    {"dlink-time-opt", "dlto", Kind::Drop},
    {"lto", "lto", Kind::Drop},
    {"gen-opt-lto", "gen-opt-lto", Kind::Drop},
    {"ftemplate-backtrace-limit", "ftemplate-backtrace-limit", Kind::ValueJoined,
     "-ftemplate-backtrace-limit="},
    {"ftemplate-depth", "ftemplate-depth", Kind::ValueJoined, "-ftemplate-depth="},
    {"no-exceptions", "noeh", Kind::Keep, "-fno-exceptions"},
    {"shared", "shared", Kind::Drop},
    {"x", "x", Kind::Language},
    {"std", "std", Kind::Std},
    {"no-host-device-initializer-list", "nohdinitlist", Kind::Drop},
    {"no-host-device-move-forward", "nohdmoveforward", Kind::Drop},
    // Clang allows what these enable (constexpr host functions in device code, __device__
    // lambdas) without being asked.
    {"expt-relaxed-constexpr", "expt-relaxed-constexpr", Kind::Drop},
    {"extended-lambda", "extended-lambda", Kind::Drop},
    {"expt-extended-lambda", "expt-extended-lambda", Kind::Drop},
    {"machine", "m", Kind::DropValue},
    {"m64", "m64", Kind::Drop},
    {"m32", "m32", Kind::Drop},
    {"compiler-options", "Xcompiler", Kind::HostOptions},
    {"linker-options", "Xlinker", Kind::DropValue},
    {"archive-options", "Xarchive", Kind::DropValue},
    {"ptxas-options", "Xptxas", Kind::DropValue},
    {"nvlink-options", "Xnvlink", Kind::DropValue},
    {"fatbin-options", "Xfatbin", Kind::DropValue},
    {"cudafe-options", "Xcudafe", Kind::DropValue},
    {"static-global-template-stub", "static-global-template-stub", Kind::DropValue},
    {"device-entity-has-hidden-visibility", "device-entity-has-hidden-visibility", Kind::DropValue},
    {"forward-unknown-to-host-compiler", "forward-unknown-to-host-compiler", Kind::ForwardUnknown},
    {"forward-unknown-opts", "forward-unknown-opts", Kind::ForwardUnknown},
    {"forward-unknown-to-host-linker", "forward-unknown-to-host-linker", Kind::Drop},
    {"forward-slash-prefix-opts", "forward-slash-prefix-opts", Kind::Drop},
    {"dont-use-profile", "noprof", Kind::Drop},
    {"dryrun", "dryrun", Kind::Drop},
    {"verbose", "v", Kind::Drop},
    {"threads", "t", Kind::DropValue},
    {"split-compile", "split-compile", Kind::DropValue},
    {"split-compile-extended", "split-compile-extended", Kind::DropValue},
    {"fdevice-syntax-only", "fdevice-syntax-only", Kind::Drop},
    {"fdevice-time-trace", "fdevice-time-trace", Kind::DropValue},
    {"keep", "keep", Kind::Drop},
    {"keep-dir", "keep-dir", Kind::DropValue},
    {"save-temps", "save-temps", Kind::Drop},
    {"clean-targets", "clean", Kind::Drop},
    {"time", "time", Kind::DropValue},
    {"run-args", "run-args", Kind::DropValue},
    {"input-drive-prefix", "idp", Kind::DropValue},
    {"dependency-drive-prefix", "ddp", Kind::DropValue},
    {"drive-prefix", "dp", Kind::DropValue},
    {"no-align-double", "no-align-double", Kind::Drop},
    {"no-device-link", "nodlink", Kind::Drop},
    // CUDA compilation.
    {"gpu-architecture", "arch", Kind::Arch},
    {"gpu-code", "code", Kind::Code},
    {"generate-code", "gencode", Kind::GenCode},
    {"relocatable-device-code", "rdc", Kind::Rdc},
    {"entries", "e", Kind::DropValue},
    {"maxrregcount", "maxrregcount", Kind::DropValue},
    {"use_fast_math", "use_fast_math", Kind::Drop},
    {"ftz", "ftz", Kind::DropValue},
    {"prec-div", "prec-div", Kind::DropValue},
    {"prec-sqrt", "prec-sqrt", Kind::DropValue},
    {"fmad", "fmad", Kind::DropValue},
    {"extra-device-vectorization", "extra-device-vectorization", Kind::Drop},
    {"default-stream", "default-stream", Kind::DefaultStream},
    {"disable-warnings", "w", Kind::Keep, "-w"},
    {"keep-device-functions", "keep-device-functions", Kind::Drop},
    {"source-in-ptx", "src-in-ptx", Kind::Drop},
    {"restrict", "restrict", Kind::Drop},
    {"Wreorder", "Wreorder", Kind::Keep, "-Wreorder"},
    {"Wdefault-stream-launch", "Wdefault-stream-launch", Kind::Drop},
    {"Wmissing-launch-bounds", "Wmissing-launch-bounds", Kind::Drop},
    {"Wext-lambda-captures-this", "Wext-lambda-captures-this", Kind::Drop},
    {"Wno-deprecated-declarations", "Wno-deprecated-declarations", Kind::Keep,
     "-Wno-deprecated-declarations"},
    {"Wno-deprecated-gpu-targets", "Wno-deprecated-gpu-targets", Kind::Drop},
    {"Werror", "Werror", Kind::NvccWerror},
    {"resource-usage", "res-usage", Kind::Drop},
    {"extensible-whole-program", "ewp", Kind::Drop},
    {"no-compress", "no-compress", Kind::Drop},
    {"qpp-config", "qpp-config", Kind::DropValue},
    {"compile-as-tools-patch", "astoolspatch", Kind::Drop},
    {"list-gpu-code", "code-ls", Kind::Drop},
    {"list-gpu-arch", "arch-ls", Kind::Drop},
    {"display-error-number", "err-no", Kind::Drop},
    {"no-display-error-number", "no-err-no", Kind::Drop},
    {"diag-error", "diag-error", Kind::DropValue},
    {"diag-suppress", "diag-suppress", Kind::DropValue},
    {"diag-warn", "diag-warn", Kind::DropValue},
    {"host-linker-script", "hls", Kind::DropValue},
    {"augment-host-linker-script", "aug-hls", Kind::Drop},
    {"relocatable-link", "r", Kind::Drop},
    {"brief-diagnostics", "brief-diag", Kind::DropValue},
    {"jump-table-density", "jtd", Kind::DropValue},
    {"relocatable-ptx", "reloc-ptx", Kind::Drop},
    {"device-stack-protector", "device-stack-protector", Kind::DropValue},
    {"compress-mode", "compress-mode", Kind::DropValue},
    {"frandom-seed", "frandom-seed", Kind::DropValue},
    {"sanitize", "sanitize", Kind::DropValue},
    {"jobserver", "jobserver", Kind::Drop},
    {"help", "h", Kind::Drop},
    {"version", "V", Kind::Drop},
    {"options-file", "optf", Kind::OptionsFile},
};

const FlagSpec *findFlag(llvm::StringRef Name) {
  for (const FlagSpec &F : Flags)
    if (F.Long == Name || F.Short == Name)
      return &F;
  return nullptr;
}

// Short flags nvcc accepts with the value glued on: -I/path, -DX=1, -O3, -lfoo, -t8.
const FlagSpec *findJoinedFlag(llvm::StringRef Arg, llvm::StringRef &Value) {
  if (Arg.size() < 3 || Arg[0] != '-' || Arg[1] == '-')
    return nullptr;
  if (Arg.starts_with("-isystem")) { // not nvcc syntax, but unambiguous
    Value = Arg.drop_front(8);
    return findFlag("isystem");
  }
  if (!llvm::StringRef("IDULloOt").contains(Arg[1]))
    return nullptr;
  Value = Arg.drop_front(2);
  return findFlag(Arg.substr(1, 1));
}

/// Splits an nvcc list value at commas; "\," is a literal comma.
std::vector<std::string> splitList(llvm::StringRef Value) {
  std::vector<std::string> Items(1);
  for (size_t I = 0; I < Value.size(); ++I) {
    if (Value[I] == '\\' && I + 1 < Value.size() && Value[I + 1] == ',') {
      Items.back() += ',';
      ++I;
    } else if (Value[I] == ',') {
      Items.emplace_back();
    } else {
      Items.back() += Value[I];
    }
  }
  Items.erase(std::remove(Items.begin(), Items.end(), ""), Items.end());
  return Items;
}

std::vector<std::string> tokenize(llvm::StringRef Text) {
  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver(Alloc);
  llvm::SmallVector<const char *, 16> Tokens;
  llvm::cl::TokenizeGNUCommandLine(Text, Saver, Tokens);
  return std::vector<std::string>(Tokens.begin(), Tokens.end());
}

bool isNvccWarningKinds(llvm::StringRef Value) {
  if (Value.empty())
    return false;
  for (const std::string &Item : splitList(Value))
    if (!llvm::is_contained({"all-warnings", "cross-execution-space-call", "reorder",
                             "deprecated-declarations", "default-stream-launch",
                             "missing-launch-bounds", "ext-lambda-captures-this"},
                            Item))
      return false;
  return true;
}

/// Host compiler flags that turn warnings into failures: a linter must still parse.
bool isHostErrorPromotion(llvm::StringRef Flag) {
  return Flag == "-Werror" || Flag.starts_with("-Werror=") || Flag == "-pedantic-errors" ||
         Flag == "-Wfatal-errors";
}

/// One output token; host tokens came from -Xcompiler or were forwarded as unknown.
struct Token {
  std::string Text;
  bool Host = false;
};

class Translator {
public:
  Translator(const OptionsFileReader &Read) : ReadOptionsFile(Read) {}

  NvccTranslation run(llvm::ArrayRef<std::string> Argv) {
    NvccTranslation Result;
    llvm::StringRef Nvcc = Argv.front();
    if (llvm::sys::path::has_parent_path(Nvcc)) {
      llvm::StringRef Bin = llvm::sys::path::parent_path(Nvcc);
      if (llvm::sys::path::filename(Bin) == "bin")
        Result.ToolkitRoot = llvm::sys::path::parent_path(Bin).str();
    }
    // nvcc applies these wherever they appear on the command line.
    ForwardUnknown = llvm::any_of(Argv, [](llvm::StringRef Arg) {
      Arg = Arg.ltrim('-');
      return Arg == "forward-unknown-to-host-compiler" || Arg == "forward-unknown-opts";
    });
    translate(Argv.drop_front(), /*Depth=*/0);

    Result.Args.push_back("clang++");
    appendValidated(Result.Args);
    for (const std::string &Arch : Archs)
      Result.Args.push_back("--cuda-gpu-arch=" + Arch);
    Result.Archs = Archs;
    Result.Dropped = std::move(Dropped);
    return Result;
  }

private:
  void drop(llvm::StringRef Flag, llvm::StringRef Reason) {
    Dropped.push_back({Flag.str(), Reason.str()});
  }
  void emit(std::string Text, bool Host = false) { Out.push_back({std::move(Text), Host}); }
  void emitRdc() {
    if (!Rdc)
      emit("-fgpu-rdc");
    Rdc = true;
  }

  void addArchs(llvm::StringRef Value, llvm::StringRef Flag) {
    // Values look like sm_90, compute_90a, "sm_80,compute_80", arch=compute_90,code=[sm_90].
    llvm::SmallVector<llvm::StringRef, 8> Words;
    llvm::SplitString(Value, Words, ",=[]{}\"' ");
    for (llvm::StringRef Word : Words) {
      if (Word == "arch" || Word == "code" || Word == "native" || Word == "all" ||
          Word == "all-major")
        continue;
      std::string Arch = clangGpuArch(Word);
      if (Arch.empty()) {
        drop((Flag + " " + Word).str(), "GPU architecture unknown to clang 22");
        continue;
      }
      if (!llvm::is_contained(Archs, Arch))
        Archs.push_back(Arch);
    }
  }

  void addHostOptions(llvm::StringRef Value) {
    for (const std::string &Item : splitList(Value))
      for (std::string &Flag : tokenize(Item))
        emit(std::move(Flag), /*Host=*/true);
  }

  void readOptionsFile(const std::string &Path, unsigned Depth) {
    std::optional<std::string> Text;
    if (ReadOptionsFile)
      Text = ReadOptionsFile(Path);
    if (!Text) {
      drop("--options-file " + Path, "the options file cannot be read");
      return;
    }
    if (Depth >= 8) {
      drop("--options-file " + Path, "options files nested too deeply");
      return;
    }
    std::vector<std::string> Inner = tokenize(*Text);
    translate(Inner, Depth + 1);
  }

  void apply(const FlagSpec &F, llvm::StringRef Spelling, llvm::StringRef Value, unsigned Depth) {
    switch (F.K) {
    case Kind::Keep:
      emit(F.Clang.str());
      return;
    case Kind::Drop:
    case Kind::DropValue:
    case Kind::NvccWerror:
      return;
    case Kind::ListJoined:
      for (const std::string &Item : splitList(Value))
        emit((F.Clang + Item).str());
      return;
    case Kind::ListSeparate:
      for (const std::string &Item : splitList(Value)) {
        emit(F.Clang.str());
        emit(Item);
      }
      return;
    case Kind::ValueJoined:
      emit((F.Clang + Value).str());
      return;
    case Kind::Arch:
    case Kind::Code:
    case Kind::GenCode:
      addArchs(Value, Spelling);
      return;
    case Kind::Rdc:
      if (Value.equals_insensitive("true"))
        emitRdc();
      return;
    case Kind::DeviceC:
      emit("-c");
      emitRdc();
      return;
    case Kind::DefaultStream:
      // nvcc defines this for the host compiler and the CUDA headers switch every API to
      // its per-thread variant; clang 22's -fgpu-default-stream only affects HIP.
      if (Value == "per-thread")
        emit("-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1");
      return;
    case Kind::HostOptions:
      addHostOptions(Value);
      return;
    case Kind::OptionsFile:
      for (const std::string &Path : splitList(Value))
        readOptionsFile(Path, Depth);
      return;
    case Kind::Language:
      emit("-x");
      emit(Value == "cu" ? "cuda" : Value.str());
      return;
    case Kind::Std:
      emit("-std=" + Value.str());
      return;
    case Kind::Optimize:
      emit("-O" + Value.str());
      return;
    case Kind::ForwardUnknown:
      ForwardUnknown = true;
      return;
    }
  }

  void translate(llvm::ArrayRef<std::string> Args, unsigned Depth) {
    for (size_t I = 0; I < Args.size(); ++I) {
      llvm::StringRef Arg = Args[I];
      if (!Arg.starts_with("-") || Arg == "-") {
        emit(Arg.str()); // an input file
        continue;
      }
      llvm::StringRef Body = Arg.drop_front(Arg.starts_with("--") ? 2 : 1);
      auto [Name, InlineValue] = Body.split('=');
      bool HasInlineValue = Body.contains('=');
      llvm::StringRef Spelling = Arg.take_front(Arg.size() - Body.size() + Name.size());
      const FlagSpec *F = findFlag(Name);
      if (!F) {
        llvm::StringRef Joined;
        if ((F = findJoinedFlag(Arg, Joined))) {
          apply(*F, Arg.take_front(2), Joined, Depth);
          continue;
        }
        if (ForwardUnknown) {
          // nvcc forwards the flag, and the next argument only when it is a flag too.
          emit(Arg.str(), /*Host=*/true);
        } else {
          drop(Spelling, "unknown nvcc flag");
        }
        continue;
      }
      if (F->K == Kind::NvccWerror) {
        // The kinds list is optional for us: a bare -Werror has no value to skip.
        if (!HasInlineValue && I + 1 < Args.size() && isNvccWarningKinds(Args[I + 1]))
          ++I;
        continue;
      }
      if (!takesValue(F->K)) {
        apply(*F, Spelling, "", Depth);
        continue;
      }
      llvm::StringRef Value = InlineValue;
      if (!HasInlineValue) {
        if (I + 1 >= Args.size()) {
          drop(Spelling, "missing value");
          continue;
        }
        Value = Args[++I];
      }
      apply(*F, Spelling, Value, Depth);
    }
  }

  /// Appends the translated tokens, leaving out host flags clang does not know (they would
  /// stop the analysis with "unknown argument") and host flags that turn warnings into
  /// errors.
  void appendValidated(std::vector<std::string> &Result) {
    for (size_t I = 0; I < Out.size();) {
      if (!Out[I].Host) {
        Result.push_back(Out[I++].Text);
        continue;
      }
      size_t End = I;
      while (End < Out.size() && Out[End].Host)
        ++End;
      appendValidHostRun(llvm::ArrayRef(Out).slice(I, End - I), Result);
      I = End;
    }
  }

  void appendValidHostRun(llvm::ArrayRef<Token> Run, std::vector<std::string> &Result) {
    std::vector<const char *> Argv;
    for (const Token &T : Run)
      Argv.push_back(T.Text.c_str());
    unsigned MissingIndex = 0, MissingCount = 0;
    llvm::opt::InputArgList Parsed = clang::getDriverOptTable().ParseArgs(
        Argv, MissingIndex, MissingCount, llvm::opt::Visibility(clang::options::ClangOption));
    // Parsing stops at a flag whose value is missing (the end of the run).
    unsigned ParsedEnd = MissingCount ? MissingIndex : Argv.size();
    std::vector<const llvm::opt::Arg *> Parts(Parsed.begin(), Parsed.end());
    for (size_t P = 0; P < Parts.size(); ++P) {
      const llvm::opt::Arg *A = Parts[P];
      unsigned Begin = A->getIndex();
      unsigned End = P + 1 < Parts.size() ? Parts[P + 1]->getIndex() : ParsedEnd;
      llvm::StringRef Flag = llvm::StringRef(Argv[Begin]).split('=').first;
      const llvm::opt::Option &O = A->getOption();
      if (O.getKind() == llvm::opt::Option::UnknownClass ||
          O.hasFlag(clang::options::Unsupported)) {
        drop(Flag, "host compiler flag unknown to clang");
        continue;
      }
      if (O.getKind() == llvm::opt::Option::InputClass) {
        drop(Flag, "stray host compiler argument");
        continue;
      }
      if (isHostErrorPromotion(Argv[Begin]))
        continue;
      for (unsigned K = Begin; K < End; ++K)
        Result.push_back(Argv[K]);
    }
    if (MissingCount)
      drop(Argv[MissingIndex], "host compiler flag without its value");
  }

  const OptionsFileReader &ReadOptionsFile;
  std::vector<Token> Out;
  std::vector<std::string> Archs;
  std::vector<DroppedFlag> Dropped;
  bool ForwardUnknown = false;
  bool Rdc = false;
};

} // namespace

std::string clangGpuArch(llvm::StringRef NvccArch) {
  llvm::StringRef Number;
  for (llvm::StringRef Prefix : {"sm_", "compute_", "lto_"})
    if (NvccArch.starts_with(Prefix))
      Number = NvccArch.drop_front(Prefix.size());
  if (Number.empty())
    return "";
  std::string Candidate = ("sm_" + Number).str();
  // Family-specific targets (sm_100f) run the sm_100 code path on the host side.
  if (clang::StringToOffloadArch(Candidate) == clang::OffloadArch::UNKNOWN && Number.ends_with("f"))
    Candidate.pop_back();
  clang::OffloadArch Arch = clang::StringToOffloadArch(Candidate);
  if (Arch == clang::OffloadArch::UNKNOWN || !clang::IsNVIDIAOffloadArch(Arch))
    return "";
  return Candidate;
}

std::vector<std::string> stripCompilerLauncher(llvm::ArrayRef<std::string> Argv) {
  if (Argv.size() > 1) {
    llvm::StringRef Tool = llvm::sys::path::filename(Argv.front());
    Tool.consume_back(".exe");
    if (Tool == "ccache" || Tool == "sccache" || Tool == "buildcache")
      return std::vector<std::string>(Argv.begin() + 1, Argv.end());
  }
  return Argv.vec();
}

bool isNvccCommand(llvm::ArrayRef<std::string> Argv) {
  if (Argv.empty())
    return false;
  llvm::StringRef Tool = llvm::sys::path::filename(Argv.front());
  if (Tool.ends_with_insensitive(".exe"))
    Tool = Tool.drop_back(4);
  return Tool == "nvcc";
}

NvccTranslation translateNvccCommand(llvm::ArrayRef<std::string> Argv,
                                     const OptionsFileReader &ReadOptionsFile) {
  if (Argv.empty())
    return {{"clang++"}, {}, "", {}};
  return Translator(ReadOptionsFile).run(Argv);
}

} // namespace cudalint

//===--- CompileCommands.cpp - where compile commands come from, and what clang needs -===//
#include "CompileCommands.h"
#include "FileSystem.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include <nlohmann/json.hpp>

#ifndef CUDALINT_RESOURCE_DIR
#error "CUDALINT_RESOURCE_DIR must be defined by the build"
#endif
#ifndef CUDALINT_NVCC_COMPAT_DIR
#error "CUDALINT_NVCC_COMPAT_DIR must be defined by the build"
#endif

namespace cudalint {

using clang::tooling::CompilationDatabase;
using clang::tooling::CompileCommand;

ToolchainEnvironment currentToolchainEnvironment(bool NvccCompat) {
  ToolchainEnvironment Env;
  Env.ResourceDir = CUDALINT_RESOURCE_DIR;
  Env.CudaPathEnv = llvm::sys::Process::GetEnv("CUDA_PATH").value_or("");
  Env.IsDirectory = [](llvm::StringRef Path) { return llvm::sys::fs::is_directory(Path); };
  Env.IsCudaToolkitInclude = [](llvm::StringRef Dir) {
    llvm::SmallString<256> Header(Dir);
    llvm::sys::path::append(Header, "cuda_runtime_api.h");
    return llvm::sys::fs::exists(Header);
  };
  Env.NvccCompat = NvccCompat;
  if (NvccCompat)
    Env.NvccCompatHeader = nvccCompatHeader();
  Env.ToolkitVersion = readToolkitVersion;
  return Env;
}

namespace {

/// The value of "--flag=value" or "--flag value" in \p Args, if present (last one wins).
std::optional<std::string> flagValue(llvm::ArrayRef<std::string> Args, llvm::StringRef Flag) {
  std::optional<std::string> Value;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef Arg = Args[I];
    if (Arg == Flag && I + 1 < Args.size())
      Value = Args[++I];
    else if (Arg.starts_with(Flag) && Arg.size() > Flag.size() && Arg[Flag.size()] == '=')
      Value = Arg.substr(Flag.size() + 1).str();
  }
  return Value;
}

/// Whether \p Compiler is GCC's (g++, gcc, x86_64-linux-gnu-g++-12, c++, cc): nvcc's host
/// compiler, and the one of a project's host files.
bool isGccDriver(llvm::StringRef Compiler) {
  llvm::StringRef Name = llvm::sys::path::filename(Compiler);
  Name = Name.rtrim("0123456789.").rtrim('-'); // a version suffix
  if (Name.contains("clang")) // clang++ ends in "g++" too
    return false;
  return Name.ends_with("g++") || Name.ends_with("gcc") || Name == "c++" || Name == "cc";
}

bool hasFlag(llvm::ArrayRef<std::string> Args, llvm::StringRef Flag) {
  return llvm::any_of(Args, [&](llvm::StringRef A) {
    return A == Flag || (A.starts_with(Flag) && A.size() > Flag.size() && A[Flag.size()] == '=');
  });
}

/// The language given with -x, if any (the last one).
std::optional<std::string> explicitLanguage(llvm::ArrayRef<std::string> Args) {
  std::optional<std::string> Language;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef Arg = Args[I];
    if (Arg == "-x" && I + 1 < Args.size())
      Language = Args[++I];
    else if (Arg.starts_with("-x") && Arg.size() > 2)
      Language = Arg.drop_front(2).str();
  }
  return Language;
}

/// Appends \p Extra to the flags: before a "--" that ends them (interpolated commands and
/// some databases put one in front of the file name), else at the end.
void appendFlags(std::vector<std::string> &Args, std::initializer_list<std::string> Extra) {
  Args.insert(llvm::find(Args, "--"), Extra.begin(), Extra.end());
}

/// What GCC and nvcc accept and clang 22 rejects by default, each a warning clang makes an
/// error: 'register' under C++17 and narrowing a non-constant in braces (g++ warns); a
/// constexpr function that is never a constant (ZhiLight's Inf<half>() through
/// reinterpret_cast); `X::template f(...)` with no template arguments (mxnet, era-bellman).
/// None of them changes what the code means.
void relaxClangOnlyErrors(std::vector<std::string> &Args) {
  for (const char *Relaxed : {"-Wno-register", "-Wno-c++11-narrowing", "-Wno-invalid-constexpr",
                              "-Wno-missing-template-arg-list-after-template-kw"})
    if (!llvm::is_contained(Args, Relaxed))
      appendFlags(Args, {Relaxed});
}

/// Adds each -DNAME=VALUE of \p Macros whose NAME the command neither defines nor undefines.
void addMissingMacros(std::vector<std::string> &Args, llvm::ArrayRef<std::string> Macros) {
  for (llvm::StringRef Macro : Macros) {
    llvm::StringRef Name = Macro.drop_front(2).split('=').first;
    bool Given = llvm::any_of(Args, [&](llvm::StringRef A) {
      return (A.consume_front("-D") || A.consume_front("-U")) && A.split('=').first == Name;
    });
    if (!Given)
      appendFlags(Args, {Macro.str()});
  }
}

bool hasCudaExtension(llvm::StringRef File) {
  llvm::StringRef Ext = llvm::sys::path::extension(File);
  return Ext == ".cu" || Ext == ".cuh";
}

} // namespace

bool isCudaCompile(llvm::ArrayRef<std::string> Args, llvm::StringRef File) {
  if (std::optional<std::string> Language = explicitLanguage(Args))
    return *Language == "cuda" || *Language == "cu";
  return hasCudaExtension(File);
}

std::string resolveCudaPath(llvm::ArrayRef<std::string> Args, const ToolchainEnvironment &Env,
                            bool *FromEnvironment) {
  if (FromEnvironment)
    *FromEnvironment = false;
  if (std::optional<std::string> Path = flagValue(Args, "--cuda-path"))
    return *Path;
  if (!Env.CudaPathEnv.empty() && Env.IsDirectory && Env.IsDirectory(Env.CudaPathEnv)) {
    if (FromEnvironment)
      *FromEnvironment = true;
    return Env.CudaPathEnv;
  }
  return "/usr/local/cuda";
}

/// `-I<toolkit>/include` becomes `-isystem <toolkit>/include`: the toolkit's headers (cuSOLVER,
/// cuBLAS, ...) are not the project's code, whichever flag a g++ command or a Makefile used. A
/// library function the project declares may pin or keep a buffer; one the toolkit declares is
/// known (eval/results/xtu3.md, M1).
static void markToolkitIncludesSystem(std::vector<std::string> &Args, const ToolchainEnvironment &Env) {
  if (!Env.IsCudaToolkitInclude)
    return;
  for (size_t I = 1; I < Args.size(); ++I) {
    llvm::StringRef Arg = Args[I];
    if (Arg == "-I" && I + 1 < Args.size() && Env.IsCudaToolkitInclude(Args[I + 1])) {
      Args[I] = "-isystem";
      ++I;
    } else if (Arg.size() > 2 && Arg.starts_with("-I") && Env.IsCudaToolkitInclude(Arg.drop_front(2))) {
      std::string Dir = Arg.drop_front(2).str();
      Args[I] = "-isystem";
      Args.insert(Args.begin() + I + 1, Dir);
      ++I;
    }
  }
}

std::vector<std::string> prepareCommandForAnalysis(std::vector<std::string> Args,
                                                   llvm::StringRef File,
                                                   const ToolchainEnvironment &Env,
                                                   bool ForExport) {
  if (Args.empty())
    Args.push_back("clang++");
  markToolkitIncludesSystem(Args, Env);
  if (!explicitLanguage(Args) && llvm::sys::path::extension(File) == ".cuh")
    Args.insert(Args.begin() + 1, {"-x", "cuda"});

  if (isCudaCompile(Args, File)) {
    static const char *const Sides[] = {"--cuda-host-only",           "--cuda-device-only",
                                        "--offload-host-only",        "--offload-device-only",
                                        "--cuda-compile-host-device", "--offload-host-device"};
    if (llvm::none_of(Sides, [&](const char *Side) { return hasFlag(Args, Side); }))
      appendFlags(Args, {"--cuda-host-only"});
    appendFlags(Args, {"-Wno-unknown-cuda-version"});

    bool FromEnvironment = false;
    std::string CudaPath = resolveCudaPath(Args, Env, &FromEnvironment);
    if (FromEnvironment)
      appendFlags(Args, {"--cuda-path=" + CudaPath});
    llvm::SmallString<256> Cccl(CudaPath);
    llvm::sys::path::append(Cccl, "include", "cccl");
    if (!hasFlag(Args, "-nocudainc") && Env.IsDirectory && Env.IsDirectory(Cccl) &&
        !llvm::is_contained(Args, std::string(Cccl)))
      appendFlags(Args, {"-isystem", std::string(Cccl)});
    if (Env.NvccCompat) {
      addNvccCompatibility(Args, File, Env.NvccCompatHeader);
      if (Env.ToolkitVersion && !hasFlag(Args, "-nocudainc"))
        if (std::optional<CudaToolkitVersion> V = Env.ToolkitVersion(CudaPath))
          addMissingMacros(Args, nvccVersionMacros(*V));
    }
  } else if (Env.NvccCompat && isGccDriver(Args.front())) {
    relaxClangOnlyErrors(Args); // a host file that g++ compiles
  }
  if (!ForExport && !hasFlag(Args, "-resource-dir"))
    appendFlags(Args, {"-resource-dir", Env.ResourceDir});
  return Args;
}

std::string nvccCompatHeader() {
  static const std::string Found = [] {
    const char *Name = "cudalint_nvcc_compat.h";
    // Installed: <prefix>/bin/cudalint and <prefix>/lib/cudalint/nvcc-compat/ (the build
    // folder has the same shape); else the source folder the build was configured from.
    llvm::SmallString<256> Next(llvm::sys::fs::getMainExecutable(nullptr, nullptr));
    llvm::sys::path::remove_filename(Next);
    llvm::sys::path::append(Next, "..", "lib", "cudalint");
    llvm::sys::path::append(Next, "nvcc-compat", Name);
    if (llvm::sys::fs::exists(Next))
      return std::string(Next);
    llvm::SmallString<256> Baked(CUDALINT_NVCC_COMPAT_DIR);
    llvm::sys::path::append(Baked, Name);
    return llvm::sys::fs::exists(Baked) ? std::string(Baked) : std::string();
  }();
  return Found;
}

void addNvccCompatibility(std::vector<std::string> &Args, llvm::StringRef File,
                          llvm::StringRef CompatHeader) {
  if (!isCudaCompile(Args, File))
    return;
  relaxClangOnlyErrors(Args);
  if (!CompatHeader.empty() && !llvm::is_contained(Args, CompatHeader))
    appendFlags(Args, {"-include", CompatHeader.str()});
}

void addNvccHostFileFlags(std::vector<std::string> &Args, llvm::StringRef File,
                          llvm::StringRef ToolkitRoot, llvm::ArrayRef<std::string> ClangArchs,
                          const ToolchainEnvironment &Env) {
  if (isCudaCompile(Args, File))
    return;
  std::string Root = ToolkitRoot.str();
  llvm::SmallString<256> Header(Root);
  llvm::sys::path::append(Header, "include", "cuda_runtime.h");
  if (Root.empty() || !llvm::sys::fs::exists(Header))
    Root = resolveCudaPath(Args, Env);
  std::optional<CudaToolkitVersion> Version;
  if (Env.ToolkitVersion)
    Version = Env.ToolkitVersion(Root);
  std::vector<std::string> Flags =
      nvccHostFileFlags(Root, Version, cudaArchList(ClangArchs), Env.IsDirectory);
  // Placed before the command's own flags, as nvcc places them.
  Args.insert(Args.empty() ? Args.end() : Args.begin() + 1, Flags.begin(), Flags.end());
}

CompileCommand TranslatingDatabase::translate(CompileCommand Command) const {
  Command.CommandLine = stripCompilerLauncher(Command.CommandLine);
  if (!isNvccCommand(Command.CommandLine))
    return Command;
  std::string Directory = Command.Directory;
  OptionsFileReader Read = [&](llvm::StringRef Path) -> std::optional<std::string> {
    auto Buffer = llvm::MemoryBuffer::getFile(absolutePath(Path, Directory));
    if (!Buffer)
      return std::nullopt;
    return (*Buffer)->getBuffer().str();
  };
  NvccTranslation T = translateNvccCommand(Command.CommandLine, Read);
  Command.CommandLine = std::move(T.Args);
  // nvcc hands a .c file to the host C compiler: C, not C++ (clang++ would read it as C++),
  // and without the C++ dialect flag nvcc keeps for C++ sources.
  if (!explicitLanguage(Command.CommandLine) &&
      llvm::sys::path::extension(Command.Filename) == ".c") {
    llvm::erase_if(Command.CommandLine, [](const std::string &A) {
      return llvm::StringRef(A).starts_with("-std=c++") ||
             llvm::StringRef(A).starts_with("-std=gnu++");
    });
    Command.CommandLine.insert(Command.CommandLine.begin() + 1, {"-x", "c"});
  }
  // The toolkit next to the project's nvcc is the one its code is written against.
  addNvccHostFileFlags(Command.CommandLine, Command.Filename, T.ToolkitRoot, T.Archs, Env);
  if (Env.NvccCompat && !isCudaCompile(Command.CommandLine, Command.Filename))
    relaxClangOnlyErrors(Command.CommandLine); // nvcc hands the file to g++
  // A .cpp or .c file goes to the host compiler alone: no GPU code, so no GPU architecture
  // (__CUDA_ARCH_LIST__ above carries it) and no relocatable device code. With -fopenmp,
  // clang reads --cuda-gpu-arch as OpenMP offload to the GPU and the unit fails to parse
  // (held-out round 17: nvidia-hpcg and SuiteSparse give -Xcompiler -fopenmp to every unit).
  if (!isCudaCompile(Command.CommandLine, Command.Filename))
    llvm::erase_if(Command.CommandLine, [](const std::string &A) {
      return llvm::StringRef(A).starts_with("--cuda-gpu-arch=") || A == "-fgpu-rdc";
    });
  // nvcc predefines __NVCC__ for CUDA files too, and projects test it (`#if defined(__NVCC__)`
  // around their helpers). The toolkit's headers then take nvcc's host-side paths, which
  // clang parses (docs/cli.md); a command clang compiles keeps it undefined, and so does
  // the command's own -U__NVCC__.
  if (isCudaCompile(Command.CommandLine, Command.Filename))
    addMissingMacros(Command.CommandLine, {"-D__NVCC__"});
  if (isCudaCompile(Command.CommandLine, Command.Filename) && !T.ToolkitRoot.empty() &&
      !flagValue(Command.CommandLine, "--cuda-path")) {
    llvm::SmallString<256> Header(T.ToolkitRoot);
    llvm::sys::path::append(Header, "include", "cuda_runtime.h");
    if (llvm::sys::fs::exists(Header))
      appendFlags(Command.CommandLine, {"--cuda-path=" + T.ToolkitRoot});
  }
  std::lock_guard<std::mutex> Guard(Lock);
  for (DroppedFlag &D : T.Dropped)
    Dropped.emplace(std::move(D), Command.Filename);
  return Command;
}

std::vector<CompileCommand>
TranslatingDatabase::getCompileCommands(llvm::StringRef FilePath) const {
  std::vector<CompileCommand> Commands = Base->getCompileCommands(FilePath);
  for (CompileCommand &C : Commands)
    C = translate(std::move(C));
  return Commands;
}

std::vector<CompileCommand> TranslatingDatabase::getAllCompileCommands() const {
  std::vector<CompileCommand> Commands = Base->getAllCompileCommands();
  for (CompileCommand &C : Commands)
    C = translate(std::move(C));
  return Commands;
}

std::vector<std::pair<DroppedFlag, std::string>> TranslatingDatabase::takeNewDroppedFlags() {
  std::lock_guard<std::mutex> Guard(Lock);
  std::vector<std::pair<DroppedFlag, std::string>> New;
  for (const auto &[Flag, File] : Dropped)
    if (Reported.emplace(Flag, true).second)
      New.emplace_back(Flag, File);
  return New;
}

namespace {

llvm::Error databaseError(const llvm::Twine &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Message);
}

/// compile_commands.json in \p Dir or the closest parent folder, or "".
std::string findDatabaseAbove(llvm::StringRef Dir) {
  for (llvm::StringRef D = Dir; !D.empty(); D = llvm::sys::path::parent_path(D)) {
    llvm::SmallString<256> Candidate(D);
    llvm::sys::path::append(Candidate, "compile_commands.json");
    if (llvm::sys::fs::is_regular_file(Candidate))
      return std::string(Candidate);
  }
  return "";
}

/// Whether some "directory" value does not start with '/': a scan of the text, so that the
/// common, all-absolute database is not parsed twice.
bool hasRelativeDirectory(llvm::StringRef Text) {
  for (size_t At = Text.find("\"directory\""); At != llvm::StringRef::npos;
       At = Text.find("\"directory\"", At + 1)) {
    llvm::StringRef Rest = Text.drop_front(At + 11).ltrim();
    if (!Rest.consume_front(":"))
      continue;
    Rest = Rest.ltrim();
    if (Rest.consume_front("\"") && !Rest.starts_with("/"))
      return true;
  }
  return false;
}

/// The database's text with every relative "directory" made absolute against the database's
/// own folder, or "" when none is relative (clang's reader would take them relative to the
/// current folder and then match no absolute file).
std::string withAbsoluteDirectories(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer || !hasRelativeDirectory((*Buffer)->getBuffer()))
    return "";
  nlohmann::json Doc = nlohmann::json::parse((*Buffer)->getBuffer().begin(),
                                             (*Buffer)->getBuffer().end(), nullptr,
                                             /*allow_exceptions=*/false);
  if (!Doc.is_array())
    return ""; // clang's reader reports what is wrong
  bool Changed = false;
  for (nlohmann::json &Entry : Doc) {
    auto Dir = Entry.is_object() ? Entry.find("directory") : Entry.end();
    if (Dir == Entry.end() || !Dir->is_string() ||
        !llvm::sys::path::is_relative(Dir->get<std::string>()))
      continue;
    *Dir = absolutePath(Dir->get<std::string>(), llvm::sys::path::parent_path(Path));
    Changed = true;
  }
  return Changed ? Doc.dump() : "";
}

llvm::Expected<LoadedDatabase> loadJson(const std::string &Path) {
  if (!llvm::sys::fs::exists(Path))
    return databaseError("no compile database at '" + Path + "'");
  std::string Message;
  std::string Rewritten = withAbsoluteDirectories(Path);
  std::unique_ptr<CompilationDatabase> Json =
      Rewritten.empty()
          ? clang::tooling::JSONCompilationDatabase::loadFromFile(
                Path, Message, clang::tooling::JSONCommandLineSyntax::AutoDetect)
          : clang::tooling::JSONCompilationDatabase::loadFromBuffer(
                Rewritten, Message, clang::tooling::JSONCommandLineSyntax::AutoDetect);
  if (!Json)
    return databaseError("cannot read compile database '" + Path + "': " + Message);
  auto Translator = std::make_unique<TranslatingDatabase>(
      clang::tooling::expandResponseFiles(std::move(Json), physicalFileSystem()),
      currentToolchainEnvironment());
  LoadedDatabase Loaded;
  Loaded.Translator = Translator.get();
  // Files not in the database (headers) borrow the command of the most similar file.
  Loaded.Database = clang::tooling::inferMissingCompileCommands(std::move(Translator));
  Loaded.JsonPath = Path;
  return Loaded;
}

} // namespace

llvm::Expected<LoadedDatabase> loadCompileDatabase(const CliOptions &Options,
                                                   llvm::StringRef FirstSource) {
  if (Options.CompileArgs) {
    LoadedDatabase Loaded;
    Loaded.Database = std::make_unique<clang::tooling::FixedCompilationDatabase>(
        absolutePath("."), *Options.CompileArgs);
    return Loaded;
  }
  if (!Options.BuildPath.empty()) {
    // -p names the build folder, or the database file itself.
    std::string Path = absolutePath(Options.BuildPath);
    if (!llvm::sys::fs::is_regular_file(Path))
      Path = absolutePath("compile_commands.json", Path);
    return loadJson(Path);
  }
  std::string Found;
  if (!FirstSource.empty())
    Found = findDatabaseAbove(llvm::sys::path::parent_path(absolutePath(FirstSource)));
  if (!Found.empty())
    return loadJson(Found);
  LoadedDatabase Loaded;
  Loaded.Database = std::make_unique<clang::tooling::FixedCompilationDatabase>(
      absolutePath("."), std::vector<std::string>());
  return Loaded;
}

llvm::Error writeCompileDatabase(const std::vector<CompileCommand> &Commands, llvm::StringRef Dir,
                                 const ToolchainEnvironment &Env) {
  if (std::error_code EC = llvm::sys::fs::create_directories(Dir))
    return databaseError("cannot create '" + Dir + "': " + EC.message());
  nlohmann::ordered_json Entries = nlohmann::ordered_json::array();
  for (const CompileCommand &C : Commands) {
    std::string File = absolutePath(C.Filename, C.Directory);
    nlohmann::ordered_json Entry = {
        {"directory", C.Directory},
        {"file", File},
        {"arguments", prepareCommandForAnalysis(C.CommandLine, File, Env, /*ForExport=*/true)}};
    if (!C.Output.empty())
      Entry["output"] = C.Output;
    Entries.push_back(std::move(Entry));
  }
  std::string Path = absolutePath("compile_commands.json", Dir);
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_Text);
  if (EC)
    return databaseError("cannot write '" + Path + "': " + EC.message());
  OS << Entries.dump(2) << "\n";
  return llvm::Error::success();
}

} // namespace cudalint

# lit configuration for cudalint's tests.
import os
import lit.formats

config.name = "cudalint"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".cu", ".cpp", ".c", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "check_cuda.py", "fuzz", "unit"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.cudalint_obj_root, "test")

llvm_bin = os.path.join(config.llvm_root, "bin")
config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", "/usr/bin:/bin")])

has_toolkit = os.path.isfile(os.path.join(config.cuda_path, "include", "cuda_runtime.h"))
if has_toolkit:
    config.available_features.add("cuda-toolkit")
if os.path.isfile(os.path.join(config.cuda_path, "bin", "nvcc")):
    config.available_features.add("nvcc")
has_clangd = os.path.isfile(config.cudalint_clangd)
if has_clangd:
    config.available_features.add("cudalint-clangd")
if os.path.isfile(os.path.join(llvm_bin, "clangd")):
    config.available_features.add("stock-clangd")

# One feature per shipped check ("check-cuda-missing-stream"), for tests that wait on a check
# (REQUIRES: check-cuda-...). The module is the same in every front end; ask the plugin.
import subprocess
if os.path.isfile(config.plugin):
    listing = subprocess.run([os.path.join(llvm_bin, "clang-tidy"), "--load=" + config.plugin,
                              "--checks=-*,cuda-*", "--list-checks"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True).stdout
    for line in listing.splitlines():
        if line.strip().startswith("cuda-"):
            config.available_features.add("check-" + line.strip())

check_cuda = [config.python, os.path.join(config.test_source_root, "check_cuda.py"),
              "--clang-tidy", os.path.join(llvm_bin, "clang-tidy"),
              "--plugin", config.plugin,
              "--cudalint", config.cudalint,
              "--filecheck", os.path.join(llvm_bin, "FileCheck"),
              "--inputs", os.path.join(config.test_source_root, "checkers", "Inputs")]
if has_toolkit:
    check_cuda += ["--cuda-path", config.cuda_path]
# Front ends every check test runs through.
check_cuda_modes = ["plugin", "cli"]
if has_clangd:
    check_cuda += ["--clangd", config.cudalint_clangd]
    check_cuda_modes.append("clangd")
check_cuda += ["--modes", ",".join(check_cuda_modes)]

config.substitutions.append(("%check_cuda", " ".join(check_cuda)))
# Compiler arguments for the hermetic fake CUDA headers.
config.substitutions.append(("%hermetic", " ".join([
    "-nocudainc", "-nocudalib", "-std=c++17", "-I",
    os.path.join(config.test_source_root, "checkers", "Inputs")])))
config.substitutions.append(("%clang_apply_replacements",
                             os.path.join(llvm_bin, "clang-apply-replacements")))
config.substitutions.append(("%clang_tidy", os.path.join(llvm_bin, "clang-tidy")))
config.substitutions.append(("%plugin", config.plugin))
config.substitutions.append(("%cudalint_clangd", config.cudalint_clangd))
# An editor session with cudalint-clangd (test/clangd/lsp_client.py): prints the published
# diagnostics and code actions as JSON. Add --headers=real under REQUIRES: cuda-toolkit.
clangd_session = [config.python, os.path.join(config.test_source_root, "clangd", "lsp_client.py"),
                  "--clangd", config.cudalint_clangd,
                  "--inputs", os.path.join(config.test_source_root, "checkers", "Inputs"),
                  "--cuda-path", config.cuda_path]
config.substitutions.append(("%clangd_session", " ".join(clangd_session)))
config.substitutions.append(("%stock_clangd", os.path.join(llvm_bin, "clangd")))
config.substitutions.append(("%cudalint", config.cudalint))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "checkers", "Inputs")))
config.substitutions.append(("%cuda_path", config.cuda_path))
config.substitutions.append(("%python", config.python))
# The read-only shared/ folder lies next to the main checkout (a worktree's own parent
# folder may not have one).
def shared_folder():
    candidates = [os.path.join(config.cudalint_src_root, "..", "shared")]
    try:
        import subprocess
        common = subprocess.run(["git", "-C", config.cudalint_src_root, "rev-parse",
                                 "--path-format=absolute", "--git-common-dir"],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                text=True).stdout.strip()
        if common:
            candidates.append(os.path.join(os.path.dirname(os.path.dirname(common)), "shared"))
    except OSError:
        pass
    for c in candidates:
        if os.path.isdir(c):
            return os.path.normpath(c)
    return os.path.normpath(candidates[0])
config.substitutions.append(("%shared", shared_folder()))
config.substitutions.append(("%src_root", config.cudalint_src_root))
config.substitutions.append(("%obj_root", config.cudalint_obj_root))
nvcc = os.path.join(config.cuda_path, "bin", "nvcc")
if os.access(nvcc, os.X_OK):
    config.available_features.add("nvcc")
    config.substitutions.append(("%cuda_nvcc", nvcc))
import shutil
if shutil.which("git"):
    config.available_features.add("git")
if shutil.which("pre-commit"):
    config.available_features.add("pre-commit")
config.substitutions.append(("%nvcc_compat_header", os.path.join(
    config.cudalint_src_root, "driver", "cli", "nvcc-compat", "cudalint_nvcc_compat.h")))
# A real HTTP server for the shared result cache (test/cli/cache-nginx.test); nginx is in
# /usr/sbin, which a user's PATH may lack.
nginx = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin:/usr/local/sbin")
if nginx:
    config.available_features.add("nginx")
    config.substitutions.append(("%nginx", nginx))

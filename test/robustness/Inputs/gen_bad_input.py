#!/usr/bin/env python3
"""Writes a pathological CUDA source for the robustness tests (generated at test time, never
committed). Each kind still holds one real, known finding (a pageable cudaMemcpyAsync) reached
through the pathology, so a test can tell "analysed through it" from "gave up"."""
import sys

HEADER = '#include "cuda_runtime.h"\n#include <cstdlib>\n'


def deep_parens(depth):
    # The host pointer argument of the copy sits under `depth` parentheses.
    arg = "(" * depth + "host" + ")" * depth
    return HEADER + (
        "void copy(float *dev, cudaStream_t s) {\n"
        "  float *host = (float *)malloc(65536);\n"
        f"  cudaMemcpyAsync(dev, {arg}, 65536, cudaMemcpyHostToDevice, s);\n"
        "}\n")


def deep_parens_loop(depth):
    # The same copy as the last statement of a loop (the loop's shape is asked about).
    arg = "(" * depth + "host" + ")" * depth
    return HEADER + (
        "void copy(float *dev, cudaStream_t s, int reps) {\n"
        "  float *host = (float *)malloc(65536);\n"
        "  for (int r = 0; r < reps; ++r)\n"
        f"    cudaMemcpyAsync(dev, {arg}, 65536, cudaMemcpyHostToDevice, s);\n"
        "}\n")


def crash_parens(depth):
    # No finding: deep enough that clang's recursive-descent parser runs out of any stack.
    return "int f(int x) { return " + "(" * depth + "x" + ")" * depth + "; }\n"


def long_expression(terms):
    # A left-deep chain of `terms` additions feeding the copy's size.
    size = " + ".join(["1"] * terms)
    return HEADER + (
        "void copy(float *dev, cudaStream_t s) {\n"
        "  float *host = (float *)malloc(65536);\n"
        f"  unsigned long n = {size};\n"
        "  cudaMemcpyAsync(dev, host, n, cudaMemcpyHostToDevice, s);\n"
        "}\n")


def deep_statements(depth):
    # The copy sits inside `depth` nested blocks, alternating if, for and plain braces.
    opens, closes = [], []
    for level in range(depth):
        kind = level % 3
        loop = "for (int i%d = 0; i%d < n; ++i%d) {" % (level, level, level)
        opens.append(["if (n > 0) {", loop, "{"][kind])
        closes.append("}")
    return HEADER + (
        "void copy(float *dev, cudaStream_t s, int n) {\n"
        "  float *host = (float *)malloc(65536);\n"
        + "\n".join(opens) +
        "\ncudaMemcpyAsync(dev, host, 65536, cudaMemcpyHostToDevice, s);\n"
        + "\n".join(closes) + "\n}\n")


def deep_templates(depth):
    # A class template chain `depth` deep whose innermost level does the copy.
    return HEADER + (
        "template <int N> struct Chain {\n"
        "  static void run(float *dev, cudaStream_t s) { Chain<N - 1>::run(dev, s); }\n"
        "};\n"
        "template <> struct Chain<0> {\n"
        "  static void run(float *dev, cudaStream_t s) {\n"
        "    float *host = (float *)malloc(65536);\n"
        "    cudaMemcpyAsync(dev, host, 65536, cudaMemcpyHostToDevice, s);\n"
        "  }\n"
        "};\n"
        f"void copy(float *dev, cudaStream_t s) {{ Chain<{depth}>::run(dev, s); }}\n")


def deep_macros(depth):
    # `depth` macros, each expanding to the next around an added pair of parentheses.
    lines = [HEADER, "#define M0(x) (x)"]
    for level in range(1, depth):
        lines.append(f"#define M{level}(x) M{level - 1}((x))")
    lines.append("void copy(float *dev, cudaStream_t s) {\n"
                 "  float *host = (float *)malloc(65536);\n"
                 f"  cudaMemcpyAsync(dev, M{depth - 1}(host), 65536, cudaMemcpyHostToDevice, s);\n"
                 "}")
    return "\n".join(lines) + "\n"


def big_source(megabytes):
    # `megabytes` MB of comment lines, then the copy: the finding's line number is checked.
    line = "// " + "x" * 76 + "\n"  # 80 bytes
    count = megabytes * 1024 * 1024 // len(line)
    return HEADER + line * count + (
        "void copy(float *dev, cudaStream_t s) {\n"
        "  float *host = (float *)malloc(65536);\n"
        "  cudaMemcpyAsync(dev, host, 65536, cudaMemcpyHostToDevice, s);\n"
        "}\n")


def many_callees(count):
    # `count` pageable copies in one function, each followed by a call of a different function
    # of another unit (which the project index may find reading the last error).
    decls = "".join(f"void step{i}(float *);\n" for i in range(count))
    body = "".join(f"  cudaMemcpyAsync(dev, host, 65536, cudaMemcpyHostToDevice, s);\n  step{i}(dev);\n"
                   for i in range(count))
    return HEADER + decls + (
        "void copy(float *dev, cudaStream_t s) {\n"
        "  float *host = (float *)malloc(65536);\n" + body + "}\n")


def many_captures(count):
    # `count` capture regions on one stream in one function, each with a cudaMalloc inside
    # (the capture check's finding) and its graph launched and synchronized after it.
    region = ("  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);\n"
              "  cudaMalloc(&dev, 256);\n"
              "  cudaStreamEndCapture(s, &graph);\n"
              "  cudaGraphInstantiate(&exec, graph, 0);\n"
              "  cudaGraphLaunch(exec, s);\n"
              "  cudaStreamSynchronize(s);\n")
    return HEADER + (
        "void capture(cudaStream_t s) {\n"
        "  float *dev;\n  cudaGraph_t graph;\n  cudaGraphExec_t exec;\n" + region * count + "}\n")


def memory_hog(levels):
    # An initializer of 2**levels elements from doubling macros: a few bytes of source, and
    # hundreds of bytes of AST per element.
    lines = ["#define X0 1,"] + [f"#define X{i} X{i - 1} X{i - 1}" for i in range(1, levels + 1)]
    return "\n".join(lines) + f"\nint table[] = {{ X{levels} }};\n"


KINDS = {"deep-parens": deep_parens, "deep-parens-loop": deep_parens_loop, "crash-parens": crash_parens,
         "long-expression": long_expression, "deep-statements": deep_statements,
         "deep-templates": deep_templates, "deep-macros": deep_macros, "big-source": big_source, "memory-hog": memory_hog,
         "many-callees": many_callees, "many-captures": many_captures}

if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[1] not in KINDS:
        sys.exit("usage: gen_bad_input.py {" + ",".join(KINDS) + "} N OUTPUT")
    with open(sys.argv[3], "w") as out:
        out.write(KINDS[sys.argv[1]](int(sys.argv[2])))

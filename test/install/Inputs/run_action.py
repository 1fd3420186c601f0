#!/usr/bin/env python3
"""Runs a GitHub composite action's steps the way the runner does, for a test without GitHub:
inputs with their defaults, `${{ }}` expressions (inputs, steps' outputs, github.action_path,
runner.temp), `if:` conditions of the forms the action uses, `run:` steps through bash with
GITHUB_OUTPUT, and `uses:` steps printed (not run) with their resolved `with:`.

usage: run_action.py ACTION_DIR [NAME=VALUE]...   exit status: the first failing step's
"""
import os
import re
import subprocess
import sys
import tempfile

import yaml


def main():
    action_dir = os.path.abspath(sys.argv[1])
    with open(os.path.join(action_dir, "action.yml")) as f:
        action = yaml.safe_load(f)
    inputs = {k: str(v.get("default", "")) for k, v in action.get("inputs", {}).items()}
    for item in sys.argv[2:]:
        name, value = item.split("=", 1)
        if name not in inputs:
            sys.exit(f"run_action: the action has no input '{name}'")
        inputs[name] = value
    temp = tempfile.mkdtemp()
    steps = {}

    def value_of(expr):
        expr = expr.strip()
        if m := re.fullmatch(r"inputs\.([\w-]+)", expr):
            return inputs[m.group(1)]
        if m := re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expr):
            return steps.get(m.group(1), {}).get(m.group(2), "")
        if m := re.fullmatch(r"'([^']*)'", expr):
            return m.group(1)
        return {"github.action_path": action_dir, "runner.temp": temp}[expr]

    def expand(text):
        return re.sub(r"\$\{\{(.*?)\}\}", lambda m: value_of(m.group(1)), str(text))

    def holds(condition):
        for clause in condition.split("&&"):
            left, op, right = re.fullmatch(r"\s*(\S+)\s*(==|!=)\s*(\S+)\s*", clause).groups()
            if (value_of(left) == value_of(right)) != (op == "=="):
                return False
        return True

    for step in action["runs"]["steps"]:
        if "if" in step and not holds(step["if"]):
            continue
        if "uses" in step:
            with_ = {k: expand(v) for k, v in step.get("with", {}).items()}
            print(f"run_action: uses {step['uses']} with {with_}")
            continue
        output = os.path.join(temp, "output")
        open(output, "w").close()
        env = dict(os.environ, GITHUB_OUTPUT=output,
                   **{k: expand(v) for k, v in step.get("env", {}).items()})
        rc = subprocess.run(["bash", "-e", "-c", expand(step["run"])], env=env).returncode
        with open(output) as f:
            steps[step.get("id", "")] = dict(l.rstrip("\n").split("=", 1) for l in f if "=" in l)
        if rc != 0:
            print(f"run_action: step '{step['name']}' failed ({rc})")
            return rc
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The common start of a held-out round's script (eval/heldout1{0..6}-repos.py): eval/heldout3-repos.py
loaded as a module (its name has a hyphen) and set for a round that runs beside other work: cudalint with -j 1
under nice -n 10, on the real (symlink-resolved) source root."""
import importlib.util, os


def load():
    spec = importlib.util.spec_from_file_location(
        "heldout3", os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout3-repos.py"))
    h3 = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(h3)
    h3.LINT_JOBS = 1
    h3.LINT_NICE = True
    h3.LINT_REAL_ROOT = True
    return h3

#!/usr/bin/env python3
"""Checks facts about a JSON document: assert_json.py FILE EXPRESSION...

Each EXPRESSION is Python evaluated with `doc` bound to the parsed document and must be true.
Every failing expression is printed, then the start of the document; the exit status is 1.
"""
import json
import sys


def main():
    with open(sys.argv[1]) as f:
        doc = json.load(f)
    failed = 0
    for expression in sys.argv[2:]:
        try:
            ok = eval(expression, {"doc": doc})
        except Exception as e:  # a missing key is a failed assertion, not a crash
            print(f"error evaluating {expression}: {e!r}")
            ok = False
        if not ok:
            print(f"assertion failed: {expression}")
            failed += 1
    if failed:
        print(json.dumps(doc, indent=2)[:6000])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""What the built front ends say about the checks agrees with checks/catalog.toml.

usage: agrees.py SRC_ROOT list-checks LISTING_FILE   the "Enabled checks:" listing
       agrees.py SRC_ROOT dump-config YAML_FILE      options and defaults from --dump-config
       agrees.py SRC_ROOT sarif SARIF_FILE           SARIF rules: ids and descriptions
Prints each disagreement; exit status 1 when there is one.
"""
import json
import re
import sys
import tomllib


def main():
    root, what, path = sys.argv[1:4]
    with open(f"{root}/checks/catalog.toml", "rb") as f:
        checks = tomllib.load(f)["check"]
    text = open(path, encoding="utf-8").read()
    problems = []
    if what == "list-checks":
        listed = re.findall(r"^    (cuda-\S+)$", text, re.M)
        if listed != [c["name"] for c in checks]:
            problems.append(f"listed {listed}, catalogue {[c['name'] for c in checks]}")
    elif what == "dump-config":
        # "  cuda-x.Option: 'value'" lines of the YAML configuration.
        found = {}
        for key, value in re.findall(r"^\s+(cuda-[\w-]+\.\w+):\s*(.*)$", text, re.M):
            found[key] = value.strip().strip("'\"")
        want = {}
        for c in checks:
            for o in c.get("options", []):
                want[f"{c['name']}.{o['name']}"] = str(o["default"])
            if "probe" in c:
                want[f"{c['name']}.ProbeResults"] = ""
        for key in sorted(set(found) | set(want)):
            if found.get(key) != want.get(key):
                problems.append(f"{key}: --dump-config {found.get(key)!r}, "
                                f"catalogue {want.get(key)!r}")
    elif what == "sarif":
        rules = json.loads(text)["runs"][0]["tool"]["driver"]["rules"]
        by_id = {r["id"]: r for r in rules}
        for c in checks:
            rule = by_id.get(c["name"])
            if rule is None:
                problems.append(f"{c['name']}: no SARIF rule")
                continue
            if rule["shortDescription"]["text"] != c["summary"].strip():
                problems.append(f"{c['name']}: SARIF shortDescription differs from the summary")
            if rule["fullDescription"]["text"] != c["description"].strip():
                problems.append(f"{c['name']}: SARIF fullDescription differs from the description")
        unknown = {i for i in by_id if i.startswith("cuda-")} - {c["name"] for c in checks}
        if unknown:
            problems.append(f"SARIF rules not in the catalogue: {sorted(unknown)}")
        if not rules:
            problems.append("SARIF lists no rules")
    else:
        sys.exit(__doc__)
    for p in problems:
        print("catalogue disagrees: " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

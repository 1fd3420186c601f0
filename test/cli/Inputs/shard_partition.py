#!/usr/bin/env python3
"""Checks that shard reports split a full run's units: shard_partition.py ALL.json SHARD.json...
Every unit of ALL is in exactly one shard, and no shard has a unit ALL lacks."""
import collections
import json
import sys


def units(path):
    with open(path) as f:
        return [(u["file"], u["directory"]) for u in json.load(f)["translation_units"]]


full = collections.Counter(units(sys.argv[1]))
seen = collections.Counter()
for shard in sys.argv[2:]:
    seen.update(units(shard))
if seen != full:
    print("shards do not partition the units:")
    print("  missing:", sorted((full - seen).elements()))
    print("  extra or repeated:", sorted((seen - full).elements()))
    sys.exit(1)
print("%d units in %d shards" % (sum(full.values()), len(sys.argv) - 2))

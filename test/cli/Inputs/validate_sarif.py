#!/usr/bin/env python3
"""Validates a SARIF log against the SARIF 2.1.0 JSON schema: validate_sarif.py SCHEMA LOG.

The schema lives in the read-only shared/ folder next to the repository; when it is missing
the validation fails (a test that cannot validate must not pass).
"""
import json
import os
import sys


def main():
    schema_path, log_path = sys.argv[1], sys.argv[2]
    if not os.path.isfile(schema_path):
        print(f"error: the SARIF 2.1.0 schema is missing: expected {schema_path} "
              "(sarif-schema-2.1.0.json in the shared/ folder next to the repository)")
        return 2
    try:
        import jsonschema
    except ImportError:
        print("error: python3-jsonschema is not installed (scripts/install-deps installs it)")
        return 2
    with open(schema_path) as f:
        schema = json.load(f)
    with open(log_path) as f:
        log = json.load(f)
    validator = jsonschema.validators.validator_for(schema)(schema)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(map(str, e.path)))
    for e in errors:
        print("/".join(map(str, e.path)) + ": " + e.message)
    if not errors:
        print("valid SARIF 2.1.0")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

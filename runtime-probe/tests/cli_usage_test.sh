#!/usr/bin/env bash
# cudalint-probe's command line, for what needs no GPU: exit codes 0 and 2, messages, --list.
# usage: cli_usage_test.sh PROBE SOURCE_DIR
set -u
probe=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

expect() {  # expected-exit-code, stderr-or-stdout pattern ('' for none), then the arguments
  local want=$1 pattern=$2
  shift 2
  "$probe" "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$?
  if [[ $rc -ne $want ]]; then
    echo "FAIL: cudalint-probe $*: exit code $rc, expected $want"; cat "$tmp/err"; fail=1
    return
  fi
  if [[ -n $pattern ]] && ! grep -Eq -- "$pattern" "$tmp/out" "$tmp/err"; then
    echo "FAIL: cudalint-probe $*: output lacks /$pattern/"; cat "$tmp/out" "$tmp/err"; fail=1
    return
  fi
  echo "ok: cudalint-probe $* -> $rc"
}

expect 0 'usage: cudalint-probe' --help
expect 0 'usage: cudalint-probe' -h
expect 0 '^cudalint-probe [0-9]+\.[0-9]+\.[0-9]+ \(JSON schema cudalint-probe/1\)' --version
expect 0 'pageable-async-memcpy' --list
for b in pageable-async-memcpy missing-stream default-stream alloc-in-loop elapsed-time-disable-timing; do
  expect 0 "^$b +cuda-$b" --list
done
expect 2 "unknown option '--frobnicate'" --frobnicate
expect 2 "unexpected argument 'stray'" stray
expect 2 'unknown benchmark' --bench no-such-bench
expect 2 '--bench needs at least one' --bench
expect 2 '--bench needs at least one' --bench --quick
expect 2 '--json needs a value' --json
expect 2 '--device: expected a non-negative integer' --device=-1
expect 2 '--device needs a value' --device -1
expect 2 '--device: expected a non-negative integer' --device abc
expect 2 '--quick takes no value' --quick=yes
expect 2 'cannot read plan file' --plan "$tmp/missing.json"
echo '{"id": "x"}' >"$tmp/obj.json"
expect 2 'plan must be a JSON array' --plan "$tmp/obj.json"
echo '[{"id": "a", "check": "pageable-async-memcpy", "config": {"bytes": -5}}]' >"$tmp/neg.json"
expect 2 '"bytes" must be' --plan "$tmp/neg.json"
echo '[{"id": "a", "check": "nope"}]' >"$tmp/nocheck.json"
expect 2 "unknown check 'nope'" --plan "$tmp/nocheck.json"
echo 'not json' >"$tmp/bad.json"
expect 2 'not valid JSON' --plan "$tmp/bad.json"
expect 2 'not writable or missing' --json "$tmp/no/such/folder/out.json"
# Usage errors write nothing either.
[[ -e $tmp/no ]] && { echo "FAIL: a folder was created"; fail=1; }
exit $fail

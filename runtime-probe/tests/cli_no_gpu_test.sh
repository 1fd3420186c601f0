#!/usr/bin/env bash
# cudalint-probe on a machine without a usable GPU: exit code 3, the CUDA error named on
# stderr, no JSON file. Skipped (77) where an NVIDIA driver is present.
# usage: cli_no_gpu_test.sh PROBE SOURCE_DIR
set -u
probe=$1
src=$2
if [[ -e /dev/nvidiactl || -e /dev/nvidia0 || -d /proc/driver/nvidia ]]; then
  echo "an NVIDIA driver is present: this test is for machines without one (skipped)"
  exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

check_run() {  # label, then the arguments
  local label=$1
  shift
  "$probe" "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$?
  if [[ $rc -ne 3 ]]; then
    echo "FAIL ($label): exit code $rc, expected 3"; fail=1
  fi
  if ! grep -Eq 'no usable CUDA GPU: .*(cudaErrorInsufficientDriver|cudaErrorNoDevice)' "$tmp/err"; then
    echo "FAIL ($label): stderr does not name the CUDA error:"; cat "$tmp/err"; fail=1
  fi
  if ! grep -q 'no JSON was written' "$tmp/err"; then
    echo "FAIL ($label): stderr does not say that no JSON was written"; fail=1
  fi
  if [[ -e $tmp/result.json ]] || compgen -G "$tmp/result.json.tmp*" >/dev/null; then
    echo "FAIL ($label): a JSON file was written"; fail=1
  fi
  echo "($label) stderr: $(cat "$tmp/err")"
}

check_run "full" --json "$tmp/result.json"
check_run "quick, one bench" --quick --bench pageable-async-memcpy --json "$tmp/result.json"
check_run "plan" --plan "$src/plans/example-plan.json" --json "$tmp/result.json"
check_run "device 1" --device 1 --json "$tmp/result.json"
exit $fail

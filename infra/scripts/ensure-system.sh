#!/usr/bin/env bash
# Installs what the local platform and the tests need when it is missing: the
# project's npm packages (a fresh clone, or a lockfile newer than the install),
# and from Debian's packages Java (DynamoDB Local) and Chromium.
set -euo pipefail

need=()
for what in "$@"; do
  case "$what" in
    packages)
      if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
        echo "Installing the project's packages (npm install)..."
        npm install --no-audit --no-fund
      fi
      ;;
    java) command -v java >/dev/null 2>&1 || need+=(openjdk-17-jre-headless) ;;
    # CHROMIUM_PATH names another Chromium (as the tests and the bench read it).
    chromium) [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium) ;;
    *) echo "ensure-system: unknown requirement '$what'" >&2; exit 2 ;;
  esac
done
((${#need[@]})) || exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages: ${need[*]}. Install them (Debian/Ubuntu: apt-get install -y ${need[*]}) and try again." >&2
  exit 1
fi
echo "Installing ${need[*]} from the system's package manager..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null

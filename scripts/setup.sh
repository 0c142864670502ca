#!/usr/bin/env bash
# Installs the system packages the project needs when they are missing: GLPK for the LP
# baseline, gnuplot for the charts, Python 3 with kiwisolver for the kiwi engine's worker, on
# Linux libxml2, which Foundation's XMLParser loads to read Interface Builder documents, and
# valgrind, whose callgrind counts instructions for the performance gate (`bench gate`).
# Debian/Ubuntu through apt-get, macOS through Homebrew (and pip for kiwisolver; macOS ships
# libxml2).
set -euo pipefail

# The interpreters the kiwi engine tries, in its order (Sources/LayoutEngines/KiwiWorker.swift):
# $LAYOUTBENCH_PYTHON, python3 on the PATH, then the system's /usr/bin/python3.
has_kiwi() {
  local candidate
  for candidate in "${LAYOUTBENCH_PYTHON:-}" python3 /usr/bin/python3; do
    [ -n "$candidate" ] || continue
    command -v "$candidate" >/dev/null 2>&1 || continue
    "$candidate" -c 'import kiwisolver' >/dev/null 2>&1 && return 0
  done
  return 1
}

need_glpk=1
need_gnuplot=1
need_kiwi=1
need_xml=0
need_valgrind=0
if [ -f /usr/include/glpk.h ] || [ -f /opt/homebrew/include/glpk.h ] || [ -f /usr/local/include/glpk.h ]; then need_glpk=0; fi
if command -v gnuplot >/dev/null 2>&1; then need_gnuplot=0; fi
if has_kiwi; then need_kiwi=0; fi
# libFoundationXML.so (swift-corelibs-foundation) needs libxml2.so.2 at run time.
if [ "$(uname -s)" = Linux ] && ! { ldconfig -p 2>/dev/null | grep -q 'libxml2\.so\.2 '; }; then need_xml=1; fi
# Valgrind runs on Linux; on macOS the gate runs with --no-instructions.
if [ "$(uname -s)" = Linux ] && ! command -v valgrind >/dev/null 2>&1; then need_valgrind=1; fi
[ "$need_glpk$need_gnuplot$need_kiwi$need_xml$need_valgrind" = "00000" ] && exit 0

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "setup: need root (or sudo) to install libglpk-dev, gnuplot, python3-kiwisolver, libxml2 and valgrind" >&2; exit 1
    fi
  fi
  packages=()
  [ "$need_glpk" = 1 ] && packages+=(libglpk-dev)
  [ "$need_gnuplot" = 1 ] && packages+=(gnuplot-nox)
  # Debian's package installs kiwisolver for the system's /usr/bin/python3 (and python3 itself).
  [ "$need_kiwi" = 1 ] && packages+=(python3-kiwisolver)
  [ "$need_xml" = 1 ] && packages+=(libxml2)
  [ "$need_valgrind" = 1 ] && packages+=(valgrind)
  echo "setup: installing ${packages[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
elif command -v brew >/dev/null 2>&1; then
  [ "$need_glpk" = 1 ] && brew install glpk
  [ "$need_gnuplot" = 1 ] && brew install gnuplot
  if [ "$need_kiwi" = 1 ]; then
    command -v python3 >/dev/null 2>&1 || brew install python
    python3 -m pip install --user kiwisolver
  fi
else
  echo "setup: install GLPK (libglpk-dev), gnuplot, Python 3 with kiwisolver, libxml2 and valgrind with your package manager" >&2
  exit 1
fi

if [ "$need_kiwi" = 1 ] && ! has_kiwi; then
  echo "setup: kiwisolver was installed but no python3 imports it" >&2
  exit 1
fi

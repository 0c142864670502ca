#!/usr/bin/env bash
# Installs the system packages the project needs (GLPK for the LP baseline, gnuplot for the
# charts, and on Linux libxml2, which Foundation's XMLParser loads to read Interface Builder
# documents) when they are missing. Debian/Ubuntu through apt-get, macOS through Homebrew (macOS
# ships libxml2).
set -euo pipefail

need_glpk=1
need_gnuplot=1
need_xml=0
if [ -f /usr/include/glpk.h ] || [ -f /opt/homebrew/include/glpk.h ] || [ -f /usr/local/include/glpk.h ]; then need_glpk=0; fi
if command -v gnuplot >/dev/null 2>&1; then need_gnuplot=0; fi
# libFoundationXML.so (swift-corelibs-foundation) needs libxml2.so.2 at run time.
if [ "$(uname -s)" = Linux ] && ! { ldconfig -p 2>/dev/null | grep -q 'libxml2\.so\.2 '; }; then need_xml=1; fi
[ "$need_glpk$need_gnuplot$need_xml" = "000" ] && exit 0

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "setup: need root (or sudo) to install libglpk-dev, gnuplot and libxml2" >&2; exit 1
    fi
  fi
  packages=()
  [ "$need_glpk" = 1 ] && packages+=(libglpk-dev)
  [ "$need_gnuplot" = 1 ] && packages+=(gnuplot-nox)
  [ "$need_xml" = 1 ] && packages+=(libxml2)
  echo "setup: installing ${packages[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
elif command -v brew >/dev/null 2>&1; then
  [ "$need_glpk" = 1 ] && brew install glpk
  [ "$need_gnuplot" = 1 ] && brew install gnuplot
else
  echo "setup: install GLPK (libglpk-dev), gnuplot and libxml2 with your package manager" >&2
  exit 1
fi

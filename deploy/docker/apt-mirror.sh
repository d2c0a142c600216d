#!/usr/bin/env bash
# Prints the Debian archive this machine's apt is configured with (the repository names no mirror): the first
# URI of a source that carries the release's main suite, from deb822 files (sources.list.d/*.sources) or
# one-line files (sources.list, sources.list.d/*.list). Security and updates archives are not the archive.
# Fails naming what is missing when there is none.
#   deploy/docker/apt-mirror.sh [suite]        suite: bookworm by default; APT_ETC=/etc/apt by default
set -euo pipefail
suite=${1:-bookworm}
etc=${APT_ETC:-/etc/apt}
shopt -s nullglob

uri=''
# deb822: stanzas of "Key: value" lines separated by blank lines.
for f in "$etc"/sources.list.d/*.sources; do
  uri=$(awk -v suite="$suite" '
    function flush() { if (types ~ /(^| )deb( |$)/ && (" " suites " ") ~ (" " suite " ") && enabled != "no" && uris != "") { split(uris, u, " "); print u[1]; found = 1; exit } types = ""; suites = ""; uris = ""; enabled = "" }
    /^[[:space:]]*#/ { next }
    /^[[:space:]]*$/ { flush(); next }
    { key = tolower($1); sub(/:$/, "", key); $1 = ""; sub(/^ +/, ""); val = $0 }
    key == "types" { types = val } key == "suites" { suites = val } key == "uris" { uris = val } key == "enabled" { enabled = tolower(val) }
    END { if (!found) flush() }
  ' "$f")
  [[ -n $uri ]] && break
done
# One-line format: deb [options] URI suite components...
if [[ -z $uri ]]; then
  for f in "$etc"/sources.list "$etc"/sources.list.d/*.list; do
    [[ -f $f ]] || continue
    uri=$(awk -v suite="$suite" '$1 == "deb" { i = 2; if ($i ~ /^\[/) { while ($i !~ /\]$/) i++; i++ } if ($(i + 1) == suite) { print $i; exit } }' "$f")
    [[ -n $uri ]] && break
  done
fi
if [[ -z $uri ]]; then
  echo "no Debian archive for '$suite' in this machine's apt sources ($etc/sources.list, $etc/sources.list.d/*.sources or *.list): add the archive apt should use there, then run this again" >&2
  exit 1
fi
echo "${uri%/}"

#!/usr/bin/env bash
# The OpenSubsonic client is also tested against a real server nobody here wrote: Debian's
# supysonic (API 1.10.2), served by waitress, over a library that sox and lame generate.
# Installs whatever of these is missing; quiet when all are there. Asks dpkg rather than the
# PATH's python3, which may be another interpreter than the /usr/bin/python3 supysonic runs on.
set -euo pipefail
missing=""
for package in supysonic python3-waitress sox lame; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
    missing="$missing $package"
  fi
done
if [ -z "$missing" ]; then exit 0; fi
echo "Installing from Debian's packages:$missing"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086 # one word per package, on purpose
$SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
# The CLI opens its database even for --help: check the install by importing the package instead.
/usr/bin/python3 -c "import supysonic, waitress" >/dev/null

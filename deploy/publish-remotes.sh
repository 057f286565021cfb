#!/usr/bin/env bash
# Publishes every remote's build for a CDN and prints the REMOTES line that points the shell at
# it. Each remote goes to <out>/<name>/<version>/ (a new version never overwrites an old one,
# so pages already open keep loading their chunks); upload <out> to the CDN as it is.
#   deploy/publish-remotes.sh <cdn base URL> [out=dist-cdn]
# e.g. deploy/publish-remotes.sh https://cdn.upclub.example/upclub
# Serve remoteEntry.js, mf-manifest.json and routes.json with Cache-Control: no-cache, the
# hashed chunks as immutable, all with Access-Control-Allow-Origin for the site's origin.
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:?usage: deploy/publish-remotes.sh <cdn base URL> [out]}"
base="${base%/}"
out="${2:-dist-cdn}"
registry="{"
for pkg in packages/*-mfe; do
  name="$(basename "$pkg" -mfe)"
  version="$(node -p "require('./$pkg/package.json').version")"
  if [ ! -f "$pkg/dist/mf-manifest.json" ]; then
    echo "building $name" >&2
    pnpm --filter "./$pkg" run build >&2
  fi
  mkdir -p "$out/$name/$version"
  cp -R "$pkg/dist/." "$out/$name/$version/"
  [ "$registry" = "{" ] || registry+=","
  registry+="\"$name\":\"$base/$name/$version/mf-manifest.json\""
done
registry+="}"
echo "published to $out/; set in the server's environment:" >&2
echo "REMOTES='$registry'"

#!/usr/bin/env bash
# Local stand-ins for the official base images the Dockerfiles default to, for a machine that can
# reach a Debian mirror but no image registry. Each is Debian trixie (debootstrap, `docker import`)
# plus Debian's own packages, shaped like the official image it replaces:
#   workspace-base/node:20      ~ node:20-bookworm-slim  (this machine's Node.js ≥ 20.19 with npm, user `node` 1000)
#   workspace-base/postgres:17  ~ postgres:17            (POSTGRES_PASSWORD[_FILE], POSTGRES_DB, PGDATA)
#   workspace-base/nginx:1      ~ nginx:1.27             (nginx 1.26, curl and envsubst, user `nginx` 101)
# Build with them: BASE_IMAGE_PREFIX=workspace-base/ (see docker-compose.yml). An image that exists is
# kept: a second run takes seconds. `--force` rebuilds all.
set -euo pipefail
cd "$(dirname "$0")"

MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
SUITE=trixie
PREFIX=workspace-base
force=false
[ "${1:-}" = "--force" ] && force=true

exists() { [ "$force" = false ] && docker image inspect "$1" >/dev/null 2>&1; }

# Plain Debian: the root file system of a minimal debootstrap, without apt's downloaded packages.
if ! exists "$PREFIX/debian:$SUITE"; then
  command -v debootstrap >/dev/null || { echo "base-images.sh needs debootstrap (apt-get install -y debootstrap)" >&2; exit 1; }
  rootfs=$(mktemp -d)
  trap 'rm -rf "$rootfs"' EXIT
  echo "Making a Debian $SUITE root file system from $MIRROR…"
  debootstrap --variant=minbase "$SUITE" "$rootfs" "$MIRROR" >/dev/null
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  tar -C "$rootfs" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8' \
    --change 'CMD ["bash"]' - "$PREFIX/debian:$SUITE"
  rm -rf "$rootfs"
  trap - EXIT
fi

# The build machine's own certificate authorities (a TLS-inspecting proxy's, in
# /usr/local/share/ca-certificates) are trusted in the stand-ins too, so that a build reaches the npm
# registry from inside a container as it does from the machine.
context=$(mktemp -d)
trap 'rm -rf "$context"' EXIT
cp base/* "$context"/
mkdir "$context/extra-ca"
cp /usr/local/share/ca-certificates/*.crt "$context/extra-ca/" 2>/dev/null || true
# This machine's Node.js, npm and corepack (the test runs on it, so it is there and recent enough).
node_binary=$(readlink -f "$(command -v node)")
node -e 'const [major, minor] = process.versions.node.split(".").map(Number); process.exit(major > 20 || (major === 20 && minor >= 19) ? 0 : 1)' \
  || { echo "base-images.sh copies this machine's Node.js, which must be 20.19 or later (it is $(node --version))" >&2; exit 1; }
mkdir -p "$context/node/bin" "$context/node/lib/node_modules"
cp "$node_binary" "$context/node/bin/node"
cp -r "$(dirname "$node_binary")/../lib/node_modules/npm" "$(dirname "$node_binary")/../lib/node_modules/corepack" "$context/node/lib/node_modules/"

build() { # name dockerfile
  if exists "$PREFIX/$1"; then echo "$PREFIX/$1: present"; return; fi
  echo "Building $PREFIX/$1…"
  docker build -q --build-arg "DEBIAN=$PREFIX/debian:$SUITE" -t "$PREFIX/$1" -f "$context/$2" "$context" >/dev/null
}
build node:20 node.Dockerfile
build postgres:17 postgres.Dockerfile
build nginx:1 nginx.Dockerfile

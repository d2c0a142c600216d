#!/usr/bin/env bash
# Builds the images the compose stack and testcontainers use on a machine without Docker Hub, from
# Debian's archive and this machine's Node 20 (deploy/README.md, "Containers on a machine without Docker Hub"):
#   local/debian:bookworm   debootstrap --variant=minbase, imported (cached: built once per engine)
#   local/postgres:15       Debian's postgresql
#   local/rabbitmq:3        Debian's rabbitmq-server
#   local/bankxl:ci         the product (gateway, services, S3 and SMTP stand-ins) on Node 20
#   local/bankxl-cli:ci     the bankxl command alone (issue 43): its npm package installed on Node 20, no services
# Idempotent: the base image is built once per engine (its rootfs tarball is cached in BANKXL_IMAGE_CACHE,
# with the product's build context and its production node_modules); the others are rebuilt every time,
# which docker's layer cache makes quick when nothing changed.
# Needs a running engine, root (debootstrap), and `make build` done.
# REBUILD_BASE=1 rebuilds the base image. `build-images.sh cli` builds the base and the CLI's image only.
set -euo pipefail
only=${1:-all}
cd "$(dirname "$0")/../.."
cache=${BANKXL_IMAGE_CACHE:-/var/cache/bankxl-images}
log() { printf '[build-images %s] %s\n' "$(date -u +%H:%M:%S)" "$*"; }
have() { docker image inspect "$1" >/dev/null 2>&1; }

docker info >/dev/null 2>&1 || { echo "no container engine answers (start dockerd first: deploy/README.md)" >&2; exit 1; }
mkdir -p "$cache"
started=$SECONDS

if [[ ${REBUILD_BASE:-0} == 1 ]] || ! have local/debian:bookworm; then
  if [[ ! -f $cache/bookworm-minbase.tar ]]; then
    command -v debootstrap >/dev/null || apt-get install -y -qq debootstrap >/dev/null
    # The archive this machine's apt uses; the repository names none (apt-mirror.sh says what is missing).
    mirror=$(bash deploy/docker/apt-mirror.sh bookworm)
    log "debootstrap bookworm from $mirror (the base image, once per machine)"
    rm -rf "$cache/rootfs"
    debootstrap --variant=minbase bookworm "$cache/rootfs" "$mirror" >"$cache/debootstrap.log" 2>&1 \
      || { tail -20 "$cache/debootstrap.log" >&2; exit 1; }
    tar -C "$cache/rootfs" -cf "$cache/bookworm-minbase.tar.tmp" . && mv "$cache/bookworm-minbase.tar.tmp" "$cache/bookworm-minbase.tar"
    rm -rf "$cache/rootfs"
  fi
  docker import "$cache/bookworm-minbase.tar" local/debian:bookworm >/dev/null
  log "base image local/debian:bookworm ready in $((SECONDS - started)) s"
fi

build() { # tag context-dir [dockerfile]
  local started=$SECONDS
  docker build -q --network host --rm --force-rm -t "$1" ${3:+-f "$3"} "$2" >/dev/null
  log "built $1 in $((SECONDS - started)) s"
}

# The CLI's image: the package a user installs (libs/export/scripts/pack-cli.mjs), installed on the host with
# production dependencies only as `npm install -g` would (host npm: see the product's below), and this
# machine's Node 20. No npm, no services, no compiler in the image.
build_cli() {
  local started=$SECONDS ctx="$cache/cli-context" tarball
  [[ -f libs/export/dist/cli-bundle/bankxl-cli.cjs ]] || { echo "build first: make build (the CLI bundle)" >&2; exit 1; }
  rm -rf "$ctx" && mkdir -p "$ctx/node/bin" "$ctx/app"
  cp "$(command -v node)" "$ctx/node/bin/node"
  tarball=$(node libs/export/scripts/pack-cli.mjs --out "$ctx")
  npm install --prefix "$ctx/app" --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error "$tarball" >/dev/null
  rm -f "$tarball"
  # pdf.js's code is in the bundle: of pdfjs-dist only its data files (fonts, cmaps, wasm, colour profiles) are
  # read from disk. Neither that code again nor any source map goes into the image (about 55 MB).
  rm -rf "$ctx/app/node_modules/pdfjs-dist/"{build,legacy,web,image_decoders,types}
  find "$ctx/app/node_modules" -name '*.map' -delete
  cp deploy/docker/local/Dockerfile.cli "$ctx/Dockerfile"
  log "CLI package staged in $((SECONDS - started)) s"
  build local/bankxl-cli:ci "$ctx"
}
if [[ $only == cli ]]; then
  build_cli
  log "CLI image ready in $((SECONDS - started)) s: $(docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' local/bankxl-cli:ci)"
  exit 0
fi
# PostgreSQL and RabbitMQ build in the background while the product is staged and built: each is mostly
# waiting on Debian's archive or the disk, and apart they took 63 + 44 s from nothing.
build local/postgres:15 deploy/docker/local/postgres & postgres_build=$!
build local/rabbitmq:3 deploy/docker/local/rabbitmq & rabbitmq_build=$!

# The product: this checkout's built output (dist, frontend/dist) and this machine's Node 20; production
# dependencies are installed here, on the host, from its npm cache and with its registry settings (a build
# container does not trust this machine's registry proxy CA). Debian's nodejs (18) is too old for pdfjs-dist 5.
node_bin=$(command -v node)
[[ $(node -p 'process.versions.node.split(".")[0]') == 20 ]] || { echo "need Node 20 on PATH (have $(node -v))" >&2; exit 1; }
[[ -f gateway/dist/src/main.js && -f frontend/dist/index.html && -f libs/testing/dist/src/bin/s3-server.js ]] \
  || { echo "build first: make build" >&2; exit 1; }
# The build context stays in the cache between runs: its production node_modules are installed again only
# when a manifest or Node changed (a minute of npm, and deleting them took 40 s more under load).
ctx="$cache/context"
rm -rf "$ctx/node" "$ctx/app" && mkdir -p "$ctx/node/bin" "$ctx/app"
cp "$node_bin" "$ctx/node/bin/node"
npm_dir=$(dirname "$(readlink -f "$(command -v npm)")")/..
cp -r "$npm_dir" "$ctx/node/npm"
# Manifests apart from the code, so the dependency layer stays cached while only code changes.
manifests=(package.json package-lock.json */package.json libs/*/package.json services/*/package.json deploy/*/package.json)
manifests_sum=$( { node -v; cat "${manifests[@]}"; } | sha256sum | cut -d' ' -f1)
if [[ -d $ctx/manifests/node_modules && $(cat "$ctx/manifests.sha256" 2>/dev/null) == "$manifests_sum" ]]; then
  log "production node_modules unchanged since the last build: reused"
else
  staged=$SECONDS
  rm -rf "$ctx/manifests" "$ctx/manifests.sha256" && mkdir -p "$ctx/manifests"
  for m in "${manifests[@]}"; do
    mkdir -p "$ctx/manifests/$(dirname "$m")" && cp "$m" "$ctx/manifests/$m"
  done
  (cd "$ctx/manifests" && npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error >/dev/null)
  echo "$manifests_sum" >"$ctx/manifests.sha256"
  log "production node_modules installed on the host in $((SECONDS - staged)) s"
fi
tar -c --exclude=node_modules --exclude='*.tsbuildinfo' --exclude=test-results --exclude='*.test.ts' \
  libs services gateway deploy/local frontend/dist | tar -C "$ctx/app" -x
cp deploy/docker/local/Dockerfile.product "$ctx/Dockerfile"
printf '%s\n' manifests.sha256 >"$ctx/.dockerignore"
build local/bankxl:ci "$ctx"
build_cli
wait "$postgres_build" || { echo "building local/postgres:15 failed" >&2; exit 1; }
wait "$rabbitmq_build" || { echo "building local/rabbitmq:3 failed" >&2; exit 1; }
log "images ready in $((SECONDS - started)) s: $(docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep '^local/' | tr '\n' ' ')"

#!/usr/bin/env bash
# CI, container part (issue 14): the engine and the images from nothing, the compose stack test and the
# service suites through testcontainers. `.ci/run` calls it after `make test`; `.ci/run containers` (or
# this script alone) runs only this part. Recipe and timings: deploy/README.md, "Containers on a machine
# without Docker Hub".
#   1. Debian's docker.io, docker-compose (v1) and debootstrap, when missing.
#   2. dockerd --iptables=false --bridge=none (host networking only) in the background, logging to
#      $CI_DOCKERD_LOG; stopped by its pid when this script exits, whether a step failed or not.
#   3. make test-compose: make build, deploy/docker/build-images.sh (the images from debootstrap when the
#      engine has none), the compose stack test (deploy/local/test/compose-stack.test.ts).
#   4. The CLI's image (local/bankxl-cli:ci, built in step 3 by build-images.sh) converts statements
#      (libs/export/test/cli-image.test.ts, TEST_CLI_IMAGE=1).
#   5. A set of service suites with PostgreSQL and RabbitMQ from testcontainers (TEST_CONTAINERS=1).
# Any failure fails CI. Every step prints how long it took (wall time).
set -euo pipefail
cd "$(dirname "$0")/.."
export CI=true

log() { printf '[ci containers %s] %s\n' "$(date -u +%H:%M:%S)" "$*"; }
# step NAME COMMAND...: runs the command and prints its wall time. Not `cmd || rc=$?`, which would switch
# off set -e inside the command's functions: a failure exits the script, and the EXIT trap prints the time.
current_step=''
step() {
  current_step=$1 step_started=$SECONDS
  shift
  log "$current_step: start"
  "$@"
  log "$current_step: $((SECONDS - step_started)) s"
  current_step=''
}

CI_DOCKERD_LOG=${CI_DOCKERD_LOG:-/tmp/bankxl-ci-dockerd.log}
# The pid of the dockerd this script started, kept on disk so that a later run can stop one a killed run
# left behind (the EXIT trap does not run on SIGKILL).
DOCKERD_PIDFILE=/run/bankxl-ci-dockerd.pid
COMPOSE_PROJECT=bankxl-ci
total_started=$SECONDS

# The docker CLI on PATH may be a newer one (/usr/local/bin/docker, v28) than Debian's engine (20.10):
# the commands below, docker-compose's and the tests' calls use Debian's client, the engine's own pair.
ci_bin=$(mktemp -d)
our_dockerd=''

cleanup() {
  local rc=$?
  set +e
  [[ -z $current_step ]] || log "$current_step: FAILED after $((SECONDS - step_started)) s (exit $rc)"
  if [[ -n $our_dockerd ]]; then
    remove_leftovers
    log "stopping dockerd (pid $our_dockerd)"
    kill -TERM "$our_dockerd" 2>/dev/null
    for _ in $(seq 1 30); do kill -0 "$our_dockerd" 2>/dev/null || break; sleep 1; done
    if kill -0 "$our_dockerd" 2>/dev/null; then log "dockerd did not stop in 30 s: SIGKILL"; kill -KILL "$our_dockerd"; fi
    wait "$our_dockerd" 2>/dev/null
    [[ $(cat "$DOCKERD_PIDFILE" 2>/dev/null) != "$our_dockerd" ]] || rm -f "$DOCKERD_PIDFILE"
  fi
  rm -rf "$ci_bin"
  log "container part: $((SECONDS - total_started)) s in all, exit $rc"
  exit "$rc"
}
trap cleanup EXIT
# A cancelled job (SIGTERM, Ctrl-C) exits through the same trap: dockerd is stopped then too.
trap 'exit 143' TERM
trap 'exit 130' INT

install_tools() {
  local missing=()
  [[ -x /usr/sbin/dockerd && -x /usr/bin/docker ]] || missing+=(docker.io)
  [[ -x /usr/bin/docker-compose ]] || missing+=(docker-compose)
  command -v debootstrap >/dev/null || missing+=(debootstrap)
  if ((${#missing[@]})); then
    log "installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
  ln -sf /usr/bin/docker "$ci_bin/docker"
  log "$(/usr/sbin/dockerd --version); $(/usr/bin/docker-compose version --short 2>/dev/null | sed 's/^/docker-compose /')"
}

engine_answers() { /usr/bin/docker info >/dev/null 2>&1; }

# Containers of an earlier run (a killed run leaves them; with `restart: unless-stopped` the engine would
# start them again and they would hold the stack's ports) and their volumes. testcontainers' containers
# only on CI's own engine: on someone else's they may belong to a test run of theirs.
remove_leftovers() {
  local ids
  ids=$( { /usr/bin/docker ps -aq --filter "label=com.docker.compose.project=$COMPOSE_PROJECT"
           [[ -z $our_dockerd ]] || /usr/bin/docker ps -aq --filter label=org.testcontainers=true; } | sort -u)
  if [[ -n $ids ]]; then
    log "removing $(wc -w <<<"$ids") container(s) left by an earlier run"
    # shellcheck disable=SC2086
    /usr/bin/docker rm -f $ids >/dev/null
  fi
  ids=$(/usr/bin/docker volume ls -q --filter "label=com.docker.compose.project=$COMPOSE_PROJECT")
  # shellcheck disable=SC2086
  [[ -z $ids ]] || /usr/bin/docker volume rm -f $ids >/dev/null
  # The compose test's mail directory, .env and v1 copy of the compose file, when its afterAll never ran.
  rm -rf "${TMPDIR:-/tmp}"/bankxl-compose-mail-*
}

start_engine() {
  # A dockerd an earlier run of this script started and could not stop (killed): stop it, start afresh.
  local stale
  stale=$(cat "$DOCKERD_PIDFILE" 2>/dev/null || true)
  if [[ -n $stale ]] && [[ $(cat "/proc/$stale/comm" 2>/dev/null) == dockerd ]]; then
    log "stopping the dockerd an earlier run left (pid $stale)"
    kill -TERM "$stale"
    for _ in $(seq 1 30); do kill -0 "$stale" 2>/dev/null || break; sleep 1; done
    kill -0 "$stale" 2>/dev/null && kill -KILL "$stale"
    rm -f "$DOCKERD_PIDFILE"
  fi
  if engine_answers; then
    # Someone else's engine (a developer's, the machine's): use it, and leave it running.
    log "an engine is already running (not ours): using it, it stays up afterwards"
  else
    /usr/sbin/dockerd --iptables=false --bridge=none >"$CI_DOCKERD_LOG" 2>&1 &
    our_dockerd=$!
    echo "$our_dockerd" >"$DOCKERD_PIDFILE"
    log "dockerd started (pid $our_dockerd, log $CI_DOCKERD_LOG)"
    for _ in $(seq 1 60); do
      engine_answers && break
      kill -0 "$our_dockerd" 2>/dev/null || { tail -20 "$CI_DOCKERD_LOG" >&2; log "dockerd exited"; return 1; }
      sleep 1
    done
    engine_answers || { tail -20 "$CI_DOCKERD_LOG" >&2; log "dockerd did not answer in 60 s"; return 1; }
  fi
  log "engine: $(/usr/bin/docker version --format 'server {{.Server.Version}} (API {{.Server.APIVersion}}), client {{.Client.Version}}')"
  remove_leftovers
}

# The service suites through testcontainers: one file from each service whose suite runs the service
# against PostgreSQL and RabbitMQ (outbox, consumers, migrations), so each service's storage and events go
# through the containers at least once, in about two minutes. The whole of services/*/test takes far
# longer and already runs in `make test` against the machine's servers. TEST_DATABASE_URL and
# TEST_AMQP_URL are unset so that jest's global setup starts the containers (URLs would win).
TESTCONTAINERS_SUITES=(
  services/auth/test/register-login.test.ts
  services/billing/test/ledger.test.ts
  services/conversion/test/convert.test.ts
  services/documents/test/documents.test.ts
  services/notification/test/notification.test.ts
)
run_testcontainers_suites() {
  local out
  out=$(mktemp)
  env -u TEST_DATABASE_URL -u TEST_AMQP_URL -u TEST_RABBITMQCTL TEST_CONTAINERS=1 \
    NODE_OPTIONS=--experimental-vm-modules npx jest --ci --maxWorkers=2 "${TESTCONTAINERS_SUITES[@]}" 2>&1 | tee "$out"
  # The suites fall back to PGlite and an in-process bus without URLs: make sure the containers were used.
  grep -q 'testcontainers: 2 container(s) ready' "$out" \
    || { log "jest's global setup did not start PostgreSQL and RabbitMQ from testcontainers"; return 1; }
  rm -f "$out"
}

run_cli_image_suite() {
  TEST_CLI_IMAGE=1 NODE_OPTIONS=--experimental-vm-modules npx jest --ci libs/export/test/cli-image.test.ts
}

PATH="$ci_bin:$PATH"
step "engine tools (docker.io, docker-compose, debootstrap)" install_tools
step "engine start" start_engine
step "make test-compose (make build, images, compose stack test)" make test-compose
step "CLI image converts statements" run_cli_image_suite
step "service suites through testcontainers" run_testcontainers_suites

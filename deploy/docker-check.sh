#!/bin/sh
# npm run docker:check: builds the image, runs it, and checks what docs/deploy.md promises — it answers
# /healthz and a generation request, runs as a non-root user, and exits 0 on SIGTERM. Needs a Docker daemon.
set -eu

IMAGE="${MARQUE_IMAGE:-marque:check}"
PORT="${MARQUE_CHECK_PORT:-18080}"

if ! docker info >/dev/null 2>&1; then
  echo "docker:check: no Docker daemon answers (docker info failed); the image cannot be built here" >&2
  exit 2
fi

docker build --tag "$IMAGE" .
container=$(docker run --detach --publish "127.0.0.1:$PORT:8080" "$IMAGE")
trap 'docker rm --force "$container" >/dev/null 2>&1 || true' EXIT

tries=0
until curl --silent --fail "http://127.0.0.1:$PORT/healthz" >/dev/null; do
  tries=$((tries + 1))
  if [ "$tries" -gt 60 ]; then
    docker logs "$container" >&2
    echo "docker:check: /healthz did not answer within 30 s" >&2
    exit 1
  fi
  sleep 0.5
done

curl --silent --fail --output /dev/null -H 'content-type: application/json' \
  --data '{"kind":"background","output":"raw","settings":{"width":320,"height":200}}' \
  "http://127.0.0.1:$PORT/api/generate"

user=$(docker exec "$container" id -u)
if [ "$user" = "0" ]; then
  echo "docker:check: the server runs as root" >&2
  exit 1
fi

docker stop --time 20 "$container" >/dev/null
code=$(docker inspect --format '{{.State.ExitCode}}' "$container")
if [ "$code" != "0" ]; then
  docker logs "$container" >&2
  echo "docker:check: SIGTERM ended the server with exit code $code, not 0" >&2
  exit 1
fi
echo "docker:check: $IMAGE builds, answers /healthz and /api/generate as uid $user, and drains on SIGTERM"

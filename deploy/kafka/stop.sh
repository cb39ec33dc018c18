#!/usr/bin/env bash
# Stops the broker that start.sh started, cleanly (SIGTERM lets it close its logs).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
pidfile="${KAFKA_DATA_DIR:-$root/.data/kafka}/kafka.pid"
[ -f "$pidfile" ] || { echo "kafka: not running"; exit 0; }
pid="$(cat "$pidfile")"
if kill -0 "$pid" 2>/dev/null; then
  kill "$pid"
  for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  kill -0 "$pid" 2>/dev/null && { echo "kafka: still running after 30 s, killing"; kill -9 "$pid"; }
fi
rm -f "$pidfile"
echo "kafka: stopped"

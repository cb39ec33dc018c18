#!/usr/bin/env bash
# Starts (or reuses) a single-node Apache Kafka broker on 127.0.0.1:9092, data under .data/kafka.
# KAFKA_PORT, KAFKA_CONTROLLER_PORT and KAFKA_DATA_DIR start another one beside it (the chaos run
# kills and restarts a broker of its own).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
libs="$root/.data/kafka-libs"
port="${KAFKA_PORT:-9092}"
controller_port="${KAFKA_CONTROLLER_PORT:-9093}"
data="${KAFKA_DATA_DIR:-$root/.data/kafka}"
pidfile="$data/kafka.pid"
mkdir -p "$data"

# A broker killed a moment ago may linger as a zombie until it is reaped: that one is not running.
running() {
  [ -f "$pidfile" ] || return 1
  local state
  state="$(ps -o stat= -p "$(cat "$pidfile")" 2>/dev/null || true)"
  [ -n "$state" ] && [ "${state:0:1}" != "Z" ]
}
# A broker started from another checkout of the project holds the port: use it, do not fight it.
port_taken() { (exec 3<>/dev/tcp/127.0.0.1/"$port") 2>/dev/null; }

if running; then
  echo "kafka: reusing broker (pid $(cat "$pidfile"))"
elif port_taken; then
  echo "kafka: reusing the broker already listening on 127.0.0.1:$port"
else
  if ! ls "$libs"/kafka_2.13-*.jar >/dev/null 2>&1; then
    echo "kafka: fetching broker jars with Maven (once)"
    mvn -q -B -f "$here/pom.xml" dependency:copy-dependencies -DoutputDirectory="$libs" -DincludeScope=runtime
  fi
  props="$data/server.properties"
  { sed -e "s/:9092/:$port/g" -e "s/:9093/:$controller_port/g" "$here/server.properties"; echo "log.dirs=$data/logs"; } > "$props"
  cp "$here/log4j.properties" "$data/log4j.properties"
  # Kafka's own JVM settings (kafka-run-class.sh): short G1 pauses, for request latency.
  java_cmd=(java -Xms256m -Xmx768m -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:InitiatingHeapOccupancyPercent=35 -XX:+ExplicitGCInvokesConcurrent -XX:MaxInlineLevel=15 -Djava.awt.headless=true -Dlog4j.configuration="file:$data/log4j.properties" -Dkafka.logs.dir="$data" -cp "$libs/*")
  if [ ! -f "$data/logs/meta.properties" ]; then
    cluster_id="$("${java_cmd[@]}" kafka.tools.StorageTool random-uuid)"
    "${java_cmd[@]}" kafka.tools.StorageTool format -t "$cluster_id" -c "$props" >/dev/null
    echo "kafka: formatted storage (cluster $cluster_id)"
  fi
  nohup "${java_cmd[@]}" kafka.Kafka "$props" >"$data/server.out" 2>&1 &
  echo $! >"$pidfile"
  echo "kafka: started broker (pid $!)"
fi

# Ready when the admin client can describe the cluster; then make sure the topics exist.
KAFKA_BROKERS="127.0.0.1:$port" node "$root/tools/run.mjs" "$root/tools/kafka-ready.ts"

#!/usr/bin/env bash
# Wall and CPU clocks for CI steps. Source it (`. .ci/cpu-clock.sh`) and wrap a step in
# `clock_start` / `clock_report NAME`, or run `.ci/cpu-clock.sh NAME -- command …` to time one command.
#
# Three CPU figures, because the PostgreSQL 15 server runs outside this process tree and the machine is
# shared:
# - machine: every CPU's busy ticks (user+nice+system+irq+softirq in /proc/stat) over the step, whoever
#   spent them, so moving work into the PostgreSQL server cannot look like a saving;
# - run: this run's own share, the step's children (user+sys of every process it waited for, embedded
#   PostgreSQL 18 and Chromium included) plus the apt-installed PostgreSQL servers' CPU over the step
#   (postmaster with its reaped backends, and its live children), which on a shared server also counts
#   the other clients' queries. A process whose parent died first (a launcher the e2e suite kills with
#   kill -9) is reaped by init, so its CPU shows in the machine's figure only.

CLOCK_TCK="$(getconf CLK_TCK 2>/dev/null || echo 100)"

# Busy ticks of the whole machine.
clock_machine_ticks() {
  awk '/^cpu /{ print $2 + $3 + $4 + $7 + $8; exit }' /proc/stat
}

# Ticks spent by the PostgreSQL servers installed from apt (/usr/lib/postgresql/<version>/bin/postgres):
# each postmaster's own and reaped children's time, plus its live children's time.
clock_postgres_ticks() {
  local postmasters=() pid arg0
  for pid in /proc/[0-9]*; do
    # argv[0], read with builtins only: this runs for every process on the machine.
    { read -r -d '' arg0 <"$pid/cmdline"; } 2>/dev/null || [ -n "${arg0:-}" ] || continue
    case "$arg0" in /usr/lib/postgresql/*/bin/postgres) postmasters+=("${pid#/proc/}") ;; esac
    arg0=""
  done
  if [ "${#postmasters[@]}" -eq 0 ]; then
    echo 0
    return
  fi
  # A process may end between the glob and the read: that is not an error (.ci/run runs with pipefail).
  { cat /proc/[0-9]*/stat 2>/dev/null || true; } | awk -v pms=" ${postmasters[*]} " '
    {
      pid = $1
      line = $0
      sub(/^.*\) /, "", line)   # the command name may hold spaces; drop everything up to its ")"
      n = split(line, f, " ")    # f[1] state, f[2] ppid, f[12] utime, f[13] stime, f[14] cutime, f[15] cstime
      if (index(pms, " " pid " ")) total += f[12] + f[13] + f[14] + f[15]
      else if (index(pms, " " f[2] " ")) total += f[12] + f[13]
    }
    END { print total + 0 }'
}

# User+sys hundredths of a second of the children this shell has waited for, from `times`, into
# CLOCK_CHILDREN. `times` runs in this shell (a subshell would start from zero), its output via a file.
clock_children_centis() {
  local file line user sys
  file="$(mktemp)"
  times >"$file"
  line="$(sed -n 2p "$file")"
  rm -f "$file"
  read -r user sys <<<"$line"
  CLOCK_CHILDREN=$(awk -v u="$user" -v s="$sys" 'BEGIN {
    split(u, a, /[ms]/); split(s, b, /[ms]/)
    printf "%d\n", (a[1] * 60 + a[2] + b[1] * 60 + b[2]) * 100 + 0.5
  }')
}

clock_start() {
  CLOCK_WALL0=$(date +%s%N)
  CLOCK_MACHINE0=$(clock_machine_ticks)
  CLOCK_PG0=$(clock_postgres_ticks)
  clock_children_centis
  CLOCK_CHILD0=$CLOCK_CHILDREN
}

# Prints "NAME: wall W s; CPU: machine M s, this run R s (children C s + PostgreSQL server P s)" and
# keeps it in CLOCK_LINE. Call it in this shell, not in $(…): a subshell's `times` starts from zero.
clock_report() {
  local name="$1"
  local wall machine pg child
  wall=$((($(date +%s%N) - CLOCK_WALL0) / 1000000))
  machine=$(($(clock_machine_ticks) - CLOCK_MACHINE0))
  pg=$(($(clock_postgres_ticks) - CLOCK_PG0))
  clock_children_centis
  child=$((CLOCK_CHILDREN - CLOCK_CHILD0))
  CLOCK_LINE=$(awk -v n="$name" -v w="$wall" -v m="$machine" -v p="$pg" -v c="$child" -v t="$CLOCK_TCK" 'BEGIN {
    printf "%s: wall %.0f s; CPU: machine %.0f s, this run %.0f s (children %.0f s + PostgreSQL server %.0f s)\n",
      n, w / 1000, m / t, c / 100 + p / t, c / 100, p / t
  }')
  echo "$CLOCK_LINE"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -uo pipefail
  name="$1"
  shift
  [ "${1:-}" = "--" ] && shift
  clock_start
  "$@"
  status=$?
  clock_report "$name" >&2
  exit "$status"
fi

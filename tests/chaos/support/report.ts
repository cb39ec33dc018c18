/** One fault of the run: how long the restart took, and how long until the stack stored events again. */
export interface Fault {
  readonly victim: string;
  /** Until the process answered healthy again (the broker: ready; PostgreSQL: the restart command). */
  readonly restartMs: number;
  /** From the start of the restart until the games made progress again. */
  readonly recoveryMs: number;
}

export interface ChaosFigures {
  readonly games: { readonly bots: number; readonly queue: number; readonly tournament: number };
  readonly events: number;
  readonly lost: number;
  readonly duplicatedOnTopic: number;
  readonly appliedTwice: number;
  readonly gapped: number;
  readonly unfinished: number;
  readonly replayProblems: number;
  readonly standingsProblems: number;
  readonly ratingProblems: number;
  readonly ratingsChecked: number;
  readonly faults: readonly Fault[];
  readonly totalMs: number;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The run's figures as the table printed at its end. */
export function chaosTable(f: ChaosFigures): string {
  const games = f.games.bots + f.games.queue + f.games.tournament;
  const rows: [string, string][] = [
    ['games', `${games} (${f.games.bots} bot, ${f.games.queue} queue, ${f.games.tournament} tournament)`],
    ['unfinished games', `${f.unfinished}`],
    ['kills', `${f.faults.length}`],
    ['events checked', `${f.events}`],
    ['lost (stored, not on the topic)', `${f.lost}`],
    ['duplicated on the topic', `${f.duplicatedOnTopic}`],
    ['commands applied twice', `${f.appliedTwice}`],
    ['gapped seqs', `${f.gapped}`],
    ['exports not replaying', `${f.replayProblems}`],
    ['standings not recomputed', `${f.standingsProblems}`],
    [`ratings not recomputed (of ${f.ratingsChecked})`, `${f.ratingProblems}`],
    ...f.faults.map((x, i): [string, string] => [
      `kill ${i + 1}: ${x.victim}`,
      `restart ${s(x.restartMs)}, recovery ${s(x.recoveryMs)}`,
    ]),
    ['total time', s(f.totalMs)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n');
}

/** A progress line on stderr with the rate: redrawn in place on a terminal, a line every two seconds in a log. */
export class Progress {
  private readonly started = performance.now();
  private drawnAt = 0;

  constructor(
    private readonly label: string,
    private readonly out: NodeJS.WriteStream = process.stderr,
  ) {}

  private line(games: number, events: number): string {
    const seconds = Math.max(0.001, (performance.now() - this.started) / 1000);
    return `${this.label} ${games} games, ${events} events in ${seconds.toFixed(1)} s: ${(games / seconds).toFixed(1)} games/s, ${Math.round(events / seconds)} events/s`;
  }

  update(games: number, events: number): void {
    const now = performance.now();
    if (now - this.drawnAt < (this.out.isTTY ? 100 : 2000)) return;
    this.drawnAt = now;
    this.out.write(this.out.isTTY ? `\r${this.line(games, events)}` : `${this.line(games, events)}\n`);
  }

  finish(games: number, events: number): void {
    this.out.write(`${this.out.isTTY ? '\r' : ''}${this.line(games, events)}\n`);
  }
}

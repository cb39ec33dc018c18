/** A progress bar for the command-line tools, drawn on stderr so stdout stays data. */
export class ProgressBar {
  private readonly started = Date.now();
  private drawnAt = 0;

  constructor(
    private readonly label: string,
    private readonly unit: string,
    private readonly out: NodeJS.WriteStream = process.stderr,
    private readonly width = 30,
  ) {}

  /** Redraws ten times a second on a terminal, every two seconds into a log. */
  update(done: number, total: number, force = false): void {
    const now = Date.now();
    if (!force && now - this.drawnAt < (this.out.isTTY ? 100 : 2000)) return;
    this.drawnAt = now;
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(share * this.width);
    const rate = Math.round(done / Math.max(0.001, (now - this.started) / 1000));
    const line = `${this.label} [${'#'.repeat(filled)}${'-'.repeat(this.width - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ${done}/${total} ${this.unit} ${rate}/s`;
    // On a terminal the bar redraws in place; in a log, each redraw is a line of its own.
    this.out.write(this.out.isTTY ? `\r${line}` : `${line}\n`);
  }

  finish(done: number, total: number): void {
    this.update(done, total, true);
    if (this.out.isTTY) this.out.write('\n');
  }
}

/**
 * `BANKXL_CLI_TIMINGS=1`: where a conversion's time goes, per file, on stderr (issue 43's cold CLI). Each stage is
 * stamped in milliseconds since the process started (so the first includes Node's own start and loading the
 * program), with the time since the stage before. A CPU profile (`node --cpu-prof`) says which functions; this
 * says which stages, without the profiler's overhead, which slows start-up and compiling several-fold.
 */
export class StageTimings {
  private readonly stamps: [string, number][] = [];

  private constructor(private readonly file: string) {}

  /** Timings for one file, or null when BANKXL_CLI_TIMINGS is not set (then nothing is measured). */
  static forFile(file: string): StageTimings | null {
    return process.env.BANKXL_CLI_TIMINGS === '1' ? new StageTimings(file) : null;
  }

  mark(stage: string): void {
    this.stamps.push([stage, performance.now()]);
  }

  /** One line per stage: "<ms since start> (+<ms since the stage before>) <stage>". */
  report(): string {
    return [`timings of ${this.file} (ms since the process started):`, ...this.stamps.map(([stage, at], i) => `${at.toFixed(0).padStart(7)} (+${(at - (i ? this.stamps[i - 1][1] : 0)).toFixed(0)}) ${stage}`)].join('\n');
  }
}

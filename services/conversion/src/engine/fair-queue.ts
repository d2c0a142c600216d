/**
 * Hands the engine's worker slots to waiting clients in turn: each client (a user, or an address for
 * anonymous uploads) has its own line, and a freed slot goes to the next client in the rotation, not to
 * whoever queued the most. A client also holds at most `slots - 1` slots at once (when there are two or
 * more), so one client's slow files never occupy every worker: someone else's upload starts at once.
 *
 * Background tasks (a stored document's first-page picture, drawn after its answer went out) wait behind every
 * client's line: a slot goes to one only when no one's conversion can take it, and they hold at most `slots - 1`
 * slots at once, so a picture never makes someone's upload wait for a worker (bench-service's four users at once).
 */
export class FairQueue {
  /** Slots each client holds now. */
  private readonly holding = new Map<string, number>();
  private running = 0;
  /** Each client's waiting tasks; a Map keeps insertion order, which is the rotation. */
  private readonly lines = new Map<string, (() => void)[]>();
  /** Background tasks waiting, first come first served, and how many hold a slot now. */
  private readonly background: (() => void)[] = [];
  private backgroundRunning = 0;
  private readonly perClient: number;

  constructor(private readonly slots: number) {
    this.perClient = Math.max(1, slots - 1);
  }

  /**
   * Resolves when a slot is this client's; call the returned function once the task is done. A `background` task
   * waits until no client's task can take the slot (see above).
   */
  acquire(client: string, opts: { background?: boolean } = {}): Promise<() => void> {
    return new Promise((resolve) => {
      const background = opts.background === true;
      const grant = () => {
        this.running += 1;
        if (background) this.backgroundRunning += 1;
        this.holding.set(client, (this.holding.get(client) ?? 0) + 1);
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.running -= 1;
          if (background) this.backgroundRunning -= 1;
          const left = (this.holding.get(client) ?? 1) - 1;
          if (left > 0) this.holding.set(client, left);
          else this.holding.delete(client);
          this.dispatch();
        });
      };
      if (background) {
        this.background.push(grant);
        this.dispatch();
        return;
      }
      const line = this.lines.get(client);
      if (line) line.push(grant);
      else this.lines.set(client, [grant]);
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.running < this.slots) {
      const client = [...this.lines.keys()].find((c) => (this.holding.get(c) ?? 0) < this.perClient);
      if (client === undefined) {
        // No client's task can take the slot: a background task may, within its share.
        if (this.background.length === 0 || this.backgroundRunning >= this.perClient) return;
        this.background.shift()!();
        continue;
      }
      const line = this.lines.get(client)!;
      const grant = line.shift()!;
      // The client goes to the back of the rotation (or leaves it when it has nothing more waiting).
      this.lines.delete(client);
      if (line.length > 0) this.lines.set(client, line);
      grant();
    }
  }
}

/**
 * Hands the engine's worker slots to waiting clients in turn: each client (a user, or an address for
 * anonymous uploads) has its own line, and a freed slot goes to the next client in the rotation, not to
 * whoever queued the most. One client's burst then delays others by at most one task per slot.
 */
export class FairQueue {
  private running = 0;
  /** Each client's waiting tasks; a Map keeps insertion order, which is the rotation. */
  private readonly lines = new Map<string, (() => void)[]>();

  constructor(private readonly slots: number) {}

  /** Resolves when a slot is this client's; call the returned function once the task is done. */
  acquire(client: string): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        this.running += 1;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.running -= 1;
          this.dispatch();
        });
      };
      const line = this.lines.get(client);
      if (line) line.push(grant);
      else this.lines.set(client, [grant]);
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.running < this.slots && this.lines.size > 0) {
      const [client, line] = this.lines.entries().next().value as [string, (() => void)[]];
      const grant = line.shift()!;
      // The client goes to the back of the rotation (or leaves it when it has nothing more waiting).
      this.lines.delete(client);
      if (line.length > 0) this.lines.set(client, line);
      grant();
    }
  }
}

export type KickedRounds = {
  /** Start a round now instead of at the next poll; during a round, one more follows it. */
  kick(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
};

export type KickedRoundsOptions = {
  /** One round of work; `stopped()` turns true once `stop()` was called, so a long round can end early. */
  runRound: (stopped: () => boolean) => Promise<void>;
  pollIntervalMs: number;
  /** A failed round ends the rounds until the next kick or poll; this reports it. */
  onRoundError: (err: unknown) => void;
};

/**
 * Runs `runRound` now, at every poll and at every kick, never two at once: kicks during a round are
 * folded into one more round after it, so work enqueued meanwhile is not left for the next poll. The
 * loop shared by the outbox relay and the services' delivery queues (mails, webhooks).
 */
export function startKickedRounds(opts: KickedRoundsOptions): KickedRounds {
  let stopped = false;
  let round: Promise<void> | undefined;
  let kickedDuringRound = false;
  const isStopped = () => stopped;

  const kick = () => {
    if (stopped) return;
    if (round) {
      kickedDuringRound = true;
      return;
    }
    round = (async () => {
      do {
        kickedDuringRound = false;
        try {
          await opts.runRound(isStopped);
        } catch (err) {
          opts.onRoundError(err);
          return;
        }
      } while (kickedDuringRound && !stopped);
    })().finally(() => {
      round = undefined;
    });
  };

  const timer = setInterval(kick, opts.pollIntervalMs);
  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}

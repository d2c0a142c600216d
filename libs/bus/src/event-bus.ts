import type { AppEvent } from '@bankxl/contracts';

/** Receives one validated event. Resolving acknowledges it; throwing has it retried, then dead-lettered. */
export type EventHandler = (event: AppEvent) => Promise<void>;

/** Events between services: one topic exchange, a durable queue per consumer (docs/architecture.md). */
export interface EventBus {
  /** Validates and publishes the event; resolves only once the broker has it. */
  publish(event: AppEvent): Promise<void>;
  /**
   * Consumes queue `<service>.<purpose>` (created when missing), bound to the given event types
   * (routing keys; `*` matches one word, `#` any number).
   */
  subscribe(queue: string, types: readonly string[], handler: EventHandler): Promise<void>;
  /** Resolves when the bus can take events (health checks). */
  ping(): Promise<void>;
  /** Stops taking messages, waits for handlers in flight, then disconnects. */
  close(): Promise<void>;
}

/** How a bus treats a handler that throws: retried `maxAttempts - 1` times, `retryDelayMs` apart. */
export type DeliveryOptions = {
  /** Deliveries of one message before it is dead-lettered (default 5). */
  maxAttempts?: number;
  /** Pause before a failed message is tried again (default 1000 ms). */
  retryDelayMs?: number;
  /** Handlers running at once per queue (default 10). */
  prefetch?: number;
};

export const DEFAULT_DELIVERY = { maxAttempts: 5, retryDelayMs: 1000, prefetch: 10 } as const;

/** The few pino methods we call, so this package does not depend on pino. */
export type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
};

import type { AppEvent } from '@bankxl/contracts';
import { BusClosedError, SubscriptionError } from './errors.js';
import { DEFAULT_DELIVERY, type DeliveryOptions, type EventBus, type EventHandler, type Logger } from './event-bus.js';
import { assertSubscription, decodeEvent, encodeEvent, errorMessage, matchesRoutingKey, validateEvent } from './validation.js';

/** A message that kept failing (or could not be decoded) and was set aside, as a DLQ would. */
export type DeadLetter = { event: AppEvent; attempts: number; reason: string };

/** The embedded bus: EventBus plus a look at what was dead-lettered. */
export interface InProcessBus extends EventBus {
  deadLetters(queue: string): readonly DeadLetter[];
}

export type InProcessBusOptions = DeliveryOptions & { log?: Logger };

/** `settle` tells the publisher this queue is done with the message (handled, or dead-lettered). */
type Delivery = { body: string; attempt: number; settle: (err?: Error) => void };
type Queue = {
  name: string;
  patterns: readonly string[];
  handler: EventHandler;
  waiting: Delivery[];
  running: number;
  dead: DeadLetter[];
};

/**
 * The bus of the embedded mode, with RabbitMQ's delivery rules: delivery is asynchronous, every
 * bound queue gets its own copy (serialised, so no object is shared), up to `prefetch` handlers run
 * per queue, and a handler that throws is retried after `retryDelayMs` until `maxAttempts`, then the
 * message is dead-lettered and logged. Messages live in memory, so `publish` resolves only once
 * every bound queue is done with the message: an outbox row is then marked sent only after its
 * effects committed, and a crash before that republishes it at the next start (nothing lost).
 */
export function createInProcessBus(opts: InProcessBusOptions = {}): InProcessBus {
  const { maxAttempts, retryDelayMs, prefetch } = { ...DEFAULT_DELIVERY, ...definedOnly(opts) };
  const log = opts.log;
  const queues = new Map<string, Queue>();
  const inFlight = new Set<Promise<void>>();
  const retryTimers = new Set<NodeJS.Timeout>();
  // Deliveries waiting for a retry: on close their publishers learn the message was not handled.
  const pending = new Set<Delivery>();
  let closed = false;

  const pump = (queue: Queue) => {
    while (!closed && queue.running < prefetch && queue.waiting.length > 0) {
      const delivery = queue.waiting.shift() as Delivery;
      queue.running += 1;
      const run = deliver(queue, delivery).finally(() => {
        queue.running -= 1;
        inFlight.delete(run);
        pump(queue);
      });
      inFlight.add(run);
    }
  };

  const deliver = async (queue: Queue, delivery: Delivery) => {
    const event = decodeEvent(delivery.body);
    try {
      await queue.handler(event);
    } catch (err) {
      const context = { queue: queue.name, eventId: event.id, type: event.type, attempt: delivery.attempt, err };
      if (delivery.attempt >= maxAttempts) {
        queue.dead.push({ event, attempts: delivery.attempt, reason: errorMessage(err) });
        log?.error(context, 'event handler kept failing; message dead-lettered');
        delivery.settle();
        return;
      }
      log?.warn(context, 'event handler failed; will retry');
      const timer = setTimeout(() => {
        retryTimers.delete(timer);
        pending.delete(delivery);
        if (closed) return delivery.settle(new BusClosedError());
        queue.waiting.push({ ...delivery, attempt: delivery.attempt + 1 });
        pump(queue);
      }, retryDelayMs);
      retryTimers.add(timer);
      pending.add(delivery);
      return;
    }
    delivery.settle();
  };


  return {
    async publish(event) {
      if (closed) throw new BusClosedError();
      const body = encodeEvent(validateEvent(event)).toString();
      const handled: Promise<void>[] = [];
      for (const queue of queues.values()) {
        if (!queue.patterns.some((p) => matchesRoutingKey(p, event.type))) continue;
        handled.push(
          new Promise<void>((resolve, reject) => {
            queue.waiting.push({ body, attempt: 1, settle: (err) => (err ? reject(err) : resolve()) });
          }),
        );
        // Never run a handler inside the publisher's call stack (or its transaction).
        setImmediate(() => pump(queue));
      }
      await Promise.all(handled);
    },

    async subscribe(name, types, handler) {
      if (closed) throw new BusClosedError();
      assertSubscription(name, types);
      if (queues.has(name)) throw new SubscriptionError(`queue ${name} already has a consumer on this bus`);
      queues.set(name, { name, patterns: [...types], handler, waiting: [], running: 0, dead: [] });
    },

    async ping() {
      if (closed) throw new BusClosedError();
    },

    async close() {
      closed = true;
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      // Whatever was not handled stays unsent in its outbox and is published again at the next start.
      for (const queue of queues.values()) for (const delivery of queue.waiting.splice(0)) delivery.settle(new BusClosedError());
      for (const delivery of pending) delivery.settle(new BusClosedError());
      pending.clear();
    },

    deadLetters(name) {
      return [...(queues.get(name)?.dead ?? [])];
    },
  };
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

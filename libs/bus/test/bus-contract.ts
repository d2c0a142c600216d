import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { AppEvent } from '@bankxl/contracts';
import { BusClosedError, InvalidEventError, SubscriptionError, type EventBus } from '@bankxl/bus';
import { Inbox, aContactMessage, aCreditsChange, aDocumentExpired, aUserDeleted, eventually } from './support.js';

/** Delivery settings every harness must give its buses, so the contract can count attempts. */
export const CONTRACT_DELIVERY = { maxAttempts: 3, retryDelayMs: 50, prefetch: 10 } as const;

export type BusHarness = {
  /** A new bus with CONTRACT_DELIVERY; the harness closes whatever is left open at teardown. */
  newBus(): Promise<EventBus>;
  /** A `<service>.<purpose>` queue name no other test run uses. */
  queue(purpose: string): string;
  /** What `bus` dead-lettered from `queue`, oldest first. */
  deadLetters(bus: EventBus, queue: string): Promise<AppEvent[]>;
  teardown(): Promise<void>;
};

/** The behaviour every EventBus adapter must show. */
export function describeBusContract(name: string, factory: () => Promise<BusHarness>): void {
  describe(`EventBus contract: ${name}`, () => {
    let harness: BusHarness;
    beforeAll(async () => {
      harness = await factory();
    });
    afterAll(() => harness?.teardown());

    test('when an event is published, then each queue bound to its type gets one intact copy and other queues none', async () => {
      const bus = await harness.newBus();
      const [onlyExpired, both, onlyDeleted] = [new Inbox(), new Inbox(), new Inbox()];
      await bus.subscribe(harness.queue('only-expired'), ['document.expired'], onlyExpired.handler);
      await bus.subscribe(harness.queue('both'), ['document.expired', 'user.deleted'], both.handler);
      await bus.subscribe(harness.queue('only-deleted'), ['user.deleted'], onlyDeleted.handler);

      const expired = aDocumentExpired();
      const deleted = aUserDeleted();
      const later = aDocumentExpired();
      await bus.publish(expired);
      await bus.publish(deleted);
      await bus.publish(later); // anything routed to only-expired before this arrives before it

      expect(await onlyExpired.nextWithId(later.id)).toEqual(later);
      await both.nextWithId(later.id);
      await onlyDeleted.nextWithId(deleted.id);
      expect(onlyExpired.ids()).toEqual([expired.id, later.id]);
      expect(onlyExpired.events[0]).toEqual(expired);
      expect(both.ids().sort()).toEqual([expired.id, deleted.id, later.id].sort());
      expect(onlyDeleted.events).toEqual([deleted]);
    });

    test('when queues bind with wildcards, then * matches one word and # any number of words', async () => {
      const bus = await harness.newBus();
      const sentinel = 'contact.received';
      const [star, hash, suffix] = [new Inbox(), new Inbox(), new Inbox()];
      await bus.subscribe(harness.queue('star'), ['user.*', sentinel], star.handler);
      await bus.subscribe(harness.queue('hash'), ['billing.#', sentinel], hash.handler);
      await bus.subscribe(harness.queue('suffix'), ['*.deleted', sentinel], suffix.handler);

      for (const event of [aUserDeleted(), aCreditsChange(), aDocumentExpired()]) await bus.publish(event);
      const last = aContactMessage();
      await bus.publish(last);
      await Promise.all([star, hash, suffix].map((inbox) => inbox.nextWithId(last.id)));

      expect(star.events.map((e) => e.type)).toEqual(['user.deleted', sentinel]);
      expect(hash.events.map((e) => e.type)).toEqual(['billing.credits_changed', sentinel]);
      expect(suffix.events.map((e) => e.type)).toEqual(['user.deleted', sentinel]);
    });

    test('when a handler fails once, then the message is delivered again and handled', async () => {
      const bus = await harness.newBus();
      const attempts = new Map<string, number>();
      const inbox = new Inbox(async (event) => {
        const n = (attempts.get(event.id) ?? 0) + 1;
        attempts.set(event.id, n);
        if (n === 1) throw new Error('transient failure');
      });
      await bus.subscribe(harness.queue('flaky'), ['document.expired'], inbox.handler);

      const event = aDocumentExpired();
      await bus.publish(event);

      expect(await inbox.nextWithId(event.id)).toEqual(event);
      expect(attempts.get(event.id)).toBe(2);
    });

    test('when a handler keeps failing, then the message is dead-lettered after maxAttempts and the queue keeps flowing', async () => {
      const bus = await harness.newBus();
      const queue = harness.queue('poisoned');
      const poison = aDocumentExpired();
      let poisonAttempts = 0;
      const inbox = new Inbox(async (event) => {
        if (event.id !== poison.id) return;
        poisonAttempts += 1;
        throw new Error('permanent failure');
      });
      await bus.subscribe(queue, ['document.expired'], inbox.handler);

      await bus.publish(poison);
      const healthy = aDocumentExpired();
      await bus.publish(healthy);

      await inbox.nextWithId(healthy.id);
      const dead = await eventually(async () => {
        const letters = await harness.deadLetters(bus, queue);
        return letters.length > 0 ? letters : undefined;
      });
      expect(dead).toEqual([poison]);
      expect(poisonAttempts).toBe(CONTRACT_DELIVERY.maxAttempts);
      expect(inbox.ids()).toEqual([healthy.id]);
    });

    test('when an event does not fit its schema, then publish rejects and nothing is delivered', async () => {
      const bus = await harness.newBus();
      const inbox = new Inbox();
      await bus.subscribe(harness.queue('strict'), ['#'], inbox.handler);

      const wrongData = { ...aDocumentExpired(), data: { documentId: 42 } } as unknown as AppEvent;
      const unknownType = { ...aDocumentExpired(), type: 'document.exploded' } as unknown as AppEvent;
      await expect(bus.publish(wrongData)).rejects.toBeInstanceOf(InvalidEventError);
      await expect(bus.publish(unknownType)).rejects.toMatchObject({ code: 'invalid_event' });

      const fine = aDocumentExpired();
      await bus.publish(fine);
      await inbox.nextWithId(fine.id);
      expect(inbox.ids()).toEqual([fine.id]);
    });

    test('when a subscription is malformed or its queue is already consumed on this bus, then subscribe rejects', async () => {
      const bus = await harness.newBus();
      const queue = harness.queue('taken');
      await bus.subscribe(queue, ['user.deleted'], async () => {});

      await expect(bus.subscribe(queue, ['user.deleted'], async () => {})).rejects.toBeInstanceOf(SubscriptionError);
      await expect(bus.subscribe('NoDots', ['user.deleted'], async () => {})).rejects.toBeInstanceOf(SubscriptionError);
      await expect(bus.subscribe(harness.queue('empty'), [], async () => {})).rejects.toMatchObject({ code: 'invalid_subscription' });
    });

    test('when closed, then it waits for handlers in flight and refuses new work', async () => {
      const bus = await harness.newBus();
      await expect(bus.ping()).resolves.toBeUndefined();
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let started!: () => void;
      const handlerStarted = new Promise<void>((resolve) => {
        started = resolve;
      });
      let finished = false;
      await bus.subscribe(harness.queue('slow'), ['user.deleted'], async () => {
        started();
        await released;
        finished = true;
      });
      // Not awaited: the in-process bus resolves publish only once the handler is done.
      const published = bus.publish(aUserDeleted());
      await handlerStarted;

      const closing = bus.close();
      setTimeout(release, 100);
      await closing;

      expect(finished).toBe(true);
      await published;
      await expect(bus.publish(aUserDeleted())).rejects.toBeInstanceOf(BusClosedError);
      await expect(bus.ping()).rejects.toBeInstanceOf(BusClosedError);
      await expect(bus.subscribe(harness.queue('late'), ['user.deleted'], async () => {})).rejects.toBeInstanceOf(BusClosedError);
    });
  });
}

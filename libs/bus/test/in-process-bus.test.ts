import { describe, expect, test } from '@jest/globals';
import { BusClosedError, createInProcessBus, matchesRoutingKey, type EventBus, type InProcessBus } from '@bankxl/bus';
import { uniqueTestName } from '@bankxl/testing';
import { CONTRACT_DELIVERY, describeBusContract } from './bus-contract.js';
import { Inbox, aDocumentExpired } from './support.js';

describeBusContract('in-process', async () => {
  const buses: EventBus[] = [];
  return {
    async newBus() {
      const bus = createInProcessBus(CONTRACT_DELIVERY);
      buses.push(bus);
      return bus;
    },
    queue: (purpose) => `${uniqueTestName('svc').replace(/_/g, '-')}.${purpose}`,
    deadLetters: async (bus, queue) => (bus as InProcessBus).deadLetters(queue).map((d) => d.event),
    teardown: async () => {
      await Promise.all(buses.map((b) => b.close()));
    },
  };
});

describe('in-process bus specifics', () => {
  test('when an event is published, then no handler runs inside the publisher\'s call, and publish resolves once it was handled', async () => {
    const bus = createInProcessBus();
    const inbox = new Inbox();
    await bus.subscribe('svc.sync-check', ['document.expired'], inbox.handler);
    const event = aDocumentExpired();

    const published = bus.publish(event);
    expect(inbox.events).toEqual([]);
    await published;
    expect(inbox.events.map((e) => e.id)).toEqual([event.id]);
    await bus.close();
  });

  test('when the bus closes before a failing handler succeeded, then publish rejects so the outbox keeps the event', async () => {
    const bus = createInProcessBus({ retryDelayMs: 50, maxAttempts: 5 });
    await bus.subscribe('svc.always-fails', ['document.expired'], async () => {
      throw new Error('database down');
    });
    const published = bus.publish(aDocumentExpired());
    await new Promise((r) => setTimeout(r, 20));
    await bus.close();
    await expect(published).rejects.toBeInstanceOf(BusClosedError);
  });

  test.each([
    ['user.*', 'user.deleted', true],
    ['user.*', 'user.deleted.extra', false],
    ['#', 'user.deleted', true],
    ['user.#', 'user', true],
    ['#.deleted', 'user.deleted', true],
    ['*.deleted', 'deleted', false],
    ['billing.credits_changed', 'billing.credits_changed', true],
    ['billing.credits_changed', 'billing.purchase_completed', false],
  ])('topic pattern %s against %s → %s', (pattern, key, expected) => {
    expect(matchesRoutingKey(pattern, key)).toBe(expected);
  });
});

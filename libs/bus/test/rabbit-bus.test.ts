import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { optionalInfraUrl } from '@bankxl/testing';
import { BusUnavailableError, connectRabbitBus } from '@bankxl/bus';
import { CONTRACT_DELIVERY, describeBusContract } from './bus-contract.js';
import { rabbitHarness } from './rabbit-harness.js';
import { Inbox, aDocumentExpired, eventually } from './support.js';

const url = optionalInfraUrl('TEST_AMQP_URL');
const describeRabbit = url ? describe : describe.skip;

if (url) describeBusContract('RabbitMQ', async () => rabbitHarness(url, CONTRACT_DELIVERY));

describeRabbit('RabbitMQ bus specifics', () => {
  let harness: ReturnType<typeof rabbitHarness>;
  beforeAll(() => {
    harness = rabbitHarness(url as string, CONTRACT_DELIVERY);
  });
  afterAll(() => harness.teardown());

  test('when a message is not JSON or does not fit its schema, then it goes to <queue>.dlq untouched by the handler', async () => {
    const bus = await harness.newBus();
    const queue = harness.queue('poison');
    const inbox = new Inbox();
    await bus.subscribe(queue, ['document.expired'], inbox.handler);
    const channel = await harness.raw();

    channel.publish(harness.exchange, 'document.expired', Buffer.from('{not json'), { persistent: true });
    const badSchema = { ...aDocumentExpired(), data: { documentId: 1 } };
    channel.publish(harness.exchange, 'document.expired', Buffer.from(JSON.stringify(badSchema)), { persistent: true });
    const fine = aDocumentExpired();
    await bus.publish(fine);

    await inbox.nextWithId(fine.id);
    const dlq = `${queue}.dlq`;
    await eventually(async () => ((await channel.checkQueue(dlq)).messageCount === 2 ? true : undefined));
    const first = await channel.get(dlq, { noAck: true });
    expect(first && first.content.toString()).toBe('{not json');
    expect(first && first.properties.headers?.['x-death']?.[0]).toMatchObject({ reason: 'rejected', queue });
    expect(inbox.ids()).toEqual([fine.id]);
  });

  test('when two replicas consume one service queue, then each event is handled once, by one of them, and both share the work', async () => {
    const queue = harness.queue('replicas');
    const [one, two, publisher] = [await harness.newBus(), await harness.newBus(), await harness.newBus()];
    // A little work per event, so the broker hands the next ones to the other consumer meanwhile.
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
    const [inboxOne, inboxTwo] = [new Inbox(slow), new Inbox(slow)];
    await one.subscribe(queue, ['document.expired'], inboxOne.handler);
    await two.subscribe(queue, ['document.expired'], inboxTwo.handler);

    const events = Array.from({ length: 60 }, aDocumentExpired);
    for (const event of events) await publisher.publish(event);

    await eventually(() => (inboxOne.events.length + inboxTwo.events.length >= events.length ? true : undefined));
    const handled = [...inboxOne.ids(), ...inboxTwo.ids()];
    expect(handled.sort()).toEqual(events.map((e) => e.id).sort());
    expect(inboxOne.events.length).toBeGreaterThan(0);
    expect(inboxTwo.events.length).toBeGreaterThan(0);
  });

  test('when events are published while the consumer is away, then they wait in its durable queue', async () => {
    const queue = harness.queue('away');
    const before = await harness.newBus();
    await before.subscribe(queue, ['document.expired'], async () => {});
    await before.close();

    const publisher = await harness.newBus();
    const waiting = aDocumentExpired();
    await publisher.publish(waiting);

    const after = await harness.newBus();
    const inbox = new Inbox();
    await after.subscribe(queue, ['document.expired'], inbox.handler);
    expect(await inbox.nextWithId(waiting.id)).toEqual(waiting);
  });

  test('when the queue exists with other arguments, then subscribe rejects and the bus keeps working', async () => {
    const bus = await harness.newBus();
    const queue = harness.queue('foreign');
    const channel = await harness.raw();
    await channel.assertQueue(queue, { durable: true }); // no dead-letter exchange

    await expect(bus.subscribe(queue, ['document.expired'], async () => {})).rejects.toMatchObject({ code: 'invalid_subscription' });

    const inbox = new Inbox();
    await bus.subscribe(harness.queue('after-foreign'), ['document.expired'], inbox.handler);
    const event = aDocumentExpired();
    await bus.publish(event);
    await inbox.nextWithId(event.id);
    await expect(bus.ping()).resolves.toBeUndefined();
  });

  test('when the broker cannot be reached, then connecting gives up with BusUnavailableError', async () => {
    const unreachable = 'amqp://guest:guest@127.0.0.1:1';
    const started = Date.now();
    await expect(connectRabbitBus({ url: unreachable, connectTimeoutMs: 500 })).rejects.toBeInstanceOf(BusUnavailableError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

if (!url) {
  describe.skip('EventBus contract: RabbitMQ (set TEST_AMQP_URL)', () => {
    test('skipped', () => {});
  });
}

// Outbox relay and idempotent consumer over real databases (PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set), with the in-process bus; broker-restart.test.ts does it over RabbitMQ.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { AppEvent } from '@bankxl/contracts';
import {
  busMigrations,
  busTables,
  createInProcessBus,
  enqueueEvent,
  idempotentHandler,
  InvalidEventError,
  startOutboxRelay,
  type OutboxRelay,
} from '@bankxl/bus';
import { type Database, type Db } from '@bankxl/db';
import { testDatabase, uniqueTestName } from '@bankxl/testing';
import { sql } from 'drizzle-orm';
import { Inbox, aDocumentExpired, eventually } from './support.js';

const effectsMigration = (schema: string) => ({
  name: '0001_effects',
  sql: `CREATE TABLE "${schema}".effects (event_id text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
});

const countEffects = async (db: Db, schema: string, eventId: string) => {
  const { rows } = (await db.execute(
    sql.raw(`SELECT count(*)::int AS n FROM "${schema}".effects WHERE event_id = '${eventId}'`),
  )) as unknown as { rows: { n: number }[] };
  return rows[0].n;
};

describe(`outbox and idempotent consumer (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const schema = uniqueTestName('svc');
  let database: Database;
  let cleanup: () => Promise<void>;
  const relays: OutboxRelay[] = [];
  const relayFor = (bus: Parameters<typeof startOutboxRelay>[0]['bus'], pollIntervalMs = 60_000) => {
    const relay = startOutboxRelay({ database, bus, pollIntervalMs });
    relays.push(relay);
    return relay;
  };
  const unsent = async () => {
    const { outbox } = busTables(schema);
    return (await database.db.select().from(outbox)).filter((r) => r.sentAt === null).length;
  };

  beforeAll(async () => {
    ({ database, cleanup } = await testDatabase(schema, [effectsMigration(schema), ...busMigrations(schema)]));
  });
  afterAll(async () => {
    await Promise.all(relays.map((r) => r.stop()));
    await cleanup?.();
  });

  test('when a transaction that enqueued commits, then the relay publishes the event and marks it sent', async () => {
    const bus = createInProcessBus();
    const inbox = new Inbox();
    await bus.subscribe('consumer.committed', ['document.expired'], inbox.handler);
    const relay = relayFor(bus);

    const event = aDocumentExpired();
    await database.transaction((tx) => enqueueEvent(tx, schema, event));
    relay.kick();

    expect(await inbox.nextWithId(event.id)).toEqual(event);
    await eventually(async () => ((await unsent()) === 0 ? true : undefined));
    await relay.stop();
    await bus.close();
  });

  test('when a transaction that enqueued rolls back, then its event is never published', async () => {
    const bus = createInProcessBus();
    const inbox = new Inbox();
    await bus.subscribe('consumer.rolled-back', ['document.expired'], inbox.handler);
    const relay = relayFor(bus);

    const lost = aDocumentExpired();
    await database
      .transaction(async (tx) => {
        await enqueueEvent(tx, schema, lost);
        throw new Error('business rule refused');
      })
      .catch(() => undefined);
    const kept = aDocumentExpired();
    await database.transaction((tx) => enqueueEvent(tx, schema, kept));
    relay.kick();

    await inbox.nextWithId(kept.id);
    expect(inbox.ids()).toEqual([kept.id]);
    await relay.stop();
    await bus.close();
  });

  test('when many events are enqueued, then they are published in the order they were enqueued', async () => {
    const bus = createInProcessBus({ prefetch: 1 });
    const inbox = new Inbox();
    await bus.subscribe('consumer.ordered', ['document.expired'], inbox.handler);
    const events = Array.from({ length: 250 }, aDocumentExpired); // more than one batch of 100
    await database.transaction(async (tx) => {
      for (const event of events) await enqueueEvent(tx, schema, event);
    });

    const relay = relayFor(bus);
    await inbox.nextWithId(events[events.length - 1].id);
    expect(inbox.ids()).toEqual(events.map((e) => e.id));
    await relay.stop();
    await bus.close();
  });

  test('when the bus refuses, then rows stay unsent and a later relay publishes them', async () => {
    const broken = createInProcessBus();
    await broken.close(); // every publish now rejects
    const event = aDocumentExpired();
    await database.transaction((tx) => enqueueEvent(tx, schema, event));
    const failing = relayFor(broken);
    failing.kick();
    await failing.stop();
    expect(await unsent()).toBeGreaterThan(0);

    const bus = createInProcessBus();
    const inbox = new Inbox();
    await bus.subscribe('consumer.later', ['document.expired'], inbox.handler);
    const relay = relayFor(bus);
    await inbox.nextWithId(event.id);
    await eventually(async () => ((await unsent()) === 0 ? true : undefined));
    await relay.stop();
    await bus.close();
  });

  // Replicas of one service share its PostgreSQL outbox; PGlite is one process, so one relay.
  (process.env.TEST_DATABASE_URL ? test : test.skip)(
    'when two relays (replicas) share one outbox, then each event is published once',
    async () => {
      const bus = createInProcessBus();
      const inbox = new Inbox();
      await bus.subscribe('consumer.replicas', ['document.expired'], inbox.handler);
      const events = Array.from({ length: 120 }, aDocumentExpired);
      const [a, b] = [relayFor(bus, 5), relayFor(bus, 5)];
      for (const event of events) {
        await database.transaction((tx) => enqueueEvent(tx, schema, event));
        a.kick();
        b.kick();
      }

      await inbox.nextWithId(events[events.length - 1].id);
      await eventually(async () => ((await unsent()) === 0 ? true : undefined));
      await Promise.all([a.stop(), b.stop()]);
      await bus.close();
      expect(inbox.ids().sort()).toEqual(events.map((e) => e.id).sort());
    },
  );

  test('when an invalid event is enqueued, then enqueueEvent throws and the transaction can roll back', async () => {
    const bad = { ...aDocumentExpired(), data: {} } as unknown as AppEvent;
    await expect(database.transaction((tx) => enqueueEvent(tx, schema, bad))).rejects.toBeInstanceOf(InvalidEventError);
  });

  test('when the same event is delivered twice (e.g. republished after a crash), then its effect happens once', async () => {
    const bus = createInProcessBus();
    let calls = 0;
    const handler = idempotentHandler(database, 'effects-counter', async (tx, event) => {
      calls += 1;
      await tx.execute(sql.raw(`INSERT INTO "${schema}".effects (event_id) VALUES ('${event.id}')`));
    });
    const inbox = new Inbox(handler);
    await bus.subscribe('consumer.twice', ['document.expired'], inbox.handler);

    const event = aDocumentExpired();
    await bus.publish(event);
    await bus.publish(event);
    await eventually(() => (inbox.events.length === 2 ? true : undefined));

    expect(calls).toBe(1);
    expect(await countEffects(database.db, schema, event.id)).toBe(1);
    await bus.close();
  });

  test('when two consumers get the same event, then each applies its own effect once', async () => {
    const event = aDocumentExpired();
    const effect = (name: string) =>
      idempotentHandler(database, name, async (tx, e) => {
        await tx.execute(sql.raw(`INSERT INTO "${schema}".effects (event_id) VALUES ('${e.id}:${name}')`));
      });
    await effect('first')(event);
    await effect('second')(event);
    await effect('first')(event);

    expect(await countEffects(database.db, schema, `${event.id}:first`)).toBe(1);
    expect(await countEffects(database.db, schema, `${event.id}:second`)).toBe(1);
  });

  test('when the effect fails, then nothing is recorded and the redelivery applies it', async () => {
    const bus = createInProcessBus({ retryDelayMs: 20 });
    let calls = 0;
    const handler = idempotentHandler(database, 'flaky-effect', async (tx, event) => {
      calls += 1;
      await tx.execute(sql.raw(`INSERT INTO "${schema}".effects (event_id) VALUES ('${event.id}')`));
      if (calls === 1) throw new Error('downstream hiccup');
    });
    const inbox = new Inbox(handler);
    await bus.subscribe('consumer.flaky', ['document.expired'], inbox.handler);

    const event = aDocumentExpired();
    await bus.publish(event);
    await inbox.nextWithId(event.id);

    expect(calls).toBe(2);
    expect(await countEffects(database.db, schema, event.id)).toBe(1);
    await bus.close();
  });

  test('when concurrent redeliveries of one event race, then the effect still happens once', async () => {
    let calls = 0;
    const handler = idempotentHandler(database, 'racer', async (tx, event) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.execute(sql.raw(`INSERT INTO "${schema}".effects (event_id) VALUES ('${event.id}')`));
    });
    const event = aDocumentExpired();
    await Promise.all(Array.from({ length: 5 }, () => handler(event)));

    expect(calls).toBe(1);
    expect(await countEffects(database.db, schema, event.id)).toBe(1);
  });

  test('when processed ids and sent rows are past their retention, then housekeeping prunes them and keeps the recent ones', async () => {
    const { processedEvents, outbox } = busTables(schema);
    const old = aDocumentExpired();
    const recent = aDocumentExpired();
    const longAgo = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    await database.db.insert(processedEvents).values([
      { consumer: 'pruned', eventId: old.id, processedAt: longAgo },
      { consumer: 'pruned', eventId: recent.id },
    ]);
    await database.db.insert(outbox).values({ id: old.id, type: old.type, payload: old, createdAt: longAgo, sentAt: longAgo });

    const relay = startOutboxRelay({ database, bus: createInProcessBus(), pollIntervalMs: 60_000, housekeepingEveryMs: 100 });
    relays.push(relay);
    const kept = async () => (await database.db.select().from(processedEvents)).filter((r) => r.consumer === 'pruned').map((r) => r.eventId);
    await eventually(async () => ((await kept()).length === 1 ? true : undefined));
    expect(await kept()).toEqual([recent.id]);
    expect((await database.db.select().from(outbox)).some((r) => r.id === old.id)).toBe(false);

    // Redelivering the recent event still finds it processed; the pruned one (30+ days old) cannot come back.
    let calls = 0;
    await idempotentHandler(database, 'pruned', async () => void (calls += 1))(recent);
    expect(calls).toBe(0);
  });
});

// The reliability promise of docs/architecture.md, tested for real: a private RabbitMQ node is restarted
// (gracefully, then by SIGKILL) while 200 events flow from one service's outbox to another
// service's idempotent consumer. Nothing may be lost and nothing may take effect twice.
// Switched on with TEST_AMQP_URL (a RabbitMQ install is then assumed) or CI=true.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  busMigrations,
  busTables,
  connectRabbitBus,
  enqueueEvent,
  idempotentHandler,
  startOutboxRelay,
  type EventHandler,
} from '@bankxl/bus';
import { openDatabase, openPglite, type Database, type PGlite } from '@bankxl/db';
import { optionalInfraUrl, startPrivateRabbit, type PrivateRabbit } from '@bankxl/testing';
import { sql } from 'drizzle-orm';
import { aDocumentExpired, eventually } from './support.js';

const enabled = Boolean(optionalInfraUrl('TEST_AMQP_URL'));
const EVENTS = 200;
const DISRUPT_AFTER_EFFECTS = 40;

type Counts = { total: number; distinct_ids: number };

(enabled ? describe : describe.skip)('when the broker goes down mid-stream', () => {
  let rabbit: PrivateRabbit;
  let pglite: PGlite;
  beforeAll(async () => {
    [rabbit, pglite] = await Promise.all([startPrivateRabbit(), openPglite('memory://')]);
  }, 90_000);
  afterAll(async () => {
    await rabbit?.destroy();
    await pglite?.close();
  }, 60_000);

  test.each([
    ['restarted', () => rabbit.restart()],
    ['killed (SIGKILL) and started again', () => rabbit.crash()],
  ])('when it is %s, then every event takes effect exactly once', async (_how, disrupt) => {
    const run = `r${Math.random().toString(36).slice(2, 8)}`;
    const { producer, consumer } = await openServices(pglite, run);
    const options = { url: rabbit.url, exchange: `bankxl.events.${run}`, publishTimeoutMs: 60_000, retryDelayMs: 100 };
    const [publisherBus, consumerBus] = await Promise.all([connectRabbitBus(options), connectRabbitBus(options)]);
    let deliveries = 0;
    const effect = idempotentHandler(consumer, 'effects', async (tx, event) => {
      await tx.execute(sql.raw(`INSERT INTO ${consumer.schema}.effects (event_id) VALUES ('${event.id}')`));
    });
    const counted: EventHandler = (event) => {
      deliveries += 1;
      return effect(event);
    };
    await consumerBus.subscribe(`${run}.effects`, ['document.expired'], counted);
    const relay = startOutboxRelay({ database: producer, bus: publisherBus, pollIntervalMs: 100 });

    try {
      const sent: string[] = [];
      let disruption: Promise<void> | undefined;
      let atDisruption: Counts | undefined;
      for (let i = 0; i < EVENTS; i += 1) {
        const event = aDocumentExpired();
        await producer.transaction((tx) => enqueueEvent(tx, producer.schema, event));
        sent.push(event.id);
        relay.kick();
        if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 20));
        // Strike once the stream flows, and keep producing while the broker is away.
        if (!disruption) {
          const now = await effectCounts(consumer);
          if (now.total >= DISRUPT_AFTER_EFFECTS) {
            atDisruption = now;
            disruption = disrupt();
          }
        }
      }
      await disruption;
      expect(atDisruption?.total).toBeLessThan(EVENTS);

      const final = await eventually(async () => {
        const counts = await effectCounts(consumer);
        return counts.distinct_ids >= EVENTS ? counts : undefined;
      }, 90_000);
      await eventually(async () => ((await unsentRows(producer)) === 0 ? true : undefined));

      expect(final).toEqual({ total: EVENTS, distinct_ids: EVENTS });
      const { rows } = (await consumer.db.execute(sql.raw(`SELECT event_id FROM ${consumer.schema}.effects`))) as unknown as {
        rows: { event_id: string }[];
      };
      expect(rows.map((r) => r.event_id).sort()).toEqual([...sent].sort());
      console.log(
        `broker ${_how}: ${EVENTS} events, ${atDisruption?.total} applied before the outage, ` +
          `${deliveries} deliveries (${deliveries - EVENTS} redeliveries absorbed), ${final.total} effects`,
      );
    } finally {
      await relay.stop();
      await Promise.all([publisherBus.close(), consumerBus.close()]);
    }
  }, 150_000);
});

async function openServices(pglite: PGlite, run: string) {
  const producerSchema = `producer_${run}`;
  const consumerSchema = `consumer_${run}`;
  const producer = await openDatabase({ schema: producerSchema, migrations: busMigrations(producerSchema), pglite });
  const consumer = await openDatabase({
    schema: consumerSchema,
    migrations: [{ name: '0001_effects', sql: 'CREATE TABLE effects (event_id text NOT NULL)' }, ...busMigrations(consumerSchema)],
    pglite,
  });
  return { producer, consumer };
}

async function effectCounts(consumer: Database): Promise<Counts> {
  const { rows } = (await consumer.db.execute(
    sql.raw(`SELECT count(*)::int AS total, count(DISTINCT event_id)::int AS distinct_ids FROM ${consumer.schema}.effects`),
  )) as unknown as { rows: Counts[] };
  return rows[0];
}

async function unsentRows(producer: Database): Promise<number> {
  const { outbox } = busTables(producer.schema);
  return (await producer.db.select().from(outbox)).filter((row) => row.sentAt === null).length;
}

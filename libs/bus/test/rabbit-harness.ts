import amqp from 'amqplib';
import type { AppEvent } from '@bankxl/contracts';
import { connectRabbitBus, type EventBus, type RabbitBusOptions } from '@bankxl/bus';
import { uniqueTestName } from '@bankxl/testing';
import type { BusHarness } from './bus-contract.js';

type Options = Omit<RabbitBusOptions, 'url' | 'exchange'>;

/**
 * Buses on one RabbitMQ, with an exchange and queue names of their own, all deleted at teardown so
 * the shared broker keeps no junk.
 */
export function rabbitHarness(url: string, delivery: Options): BusHarness & { exchange: string; raw(): Promise<amqp.Channel> } {
  const exchange = `test.${uniqueTestName('x')}`;
  const prefix = uniqueTestName('t').replace(/_/g, '-');
  const queues = new Set<string>();
  const buses: EventBus[] = [];
  let rawConnection: amqp.ChannelModel | undefined;
  let rawChannel: amqp.Channel | undefined;

  const raw = async () => {
    rawConnection ??= await amqp.connect(url);
    rawChannel ??= await rawConnection.createChannel();
    return rawChannel;
  };

  return {
    exchange,
    raw,
    async newBus() {
      const bus = await connectRabbitBus({ url, exchange, ...delivery });
      buses.push(bus);
      return bus;
    },
    queue(purpose) {
      const name = `${prefix}.${purpose}`;
      queues.add(name);
      return name;
    },
    async deadLetters(_bus, queue) {
      const channel = await raw();
      const letters: AppEvent[] = [];
      for (;;) {
        const message = await channel.get(`${queue}.dlq`, { noAck: false });
        if (!message) break;
        letters.push(JSON.parse(message.content.toString()) as AppEvent);
      }
      // Put them back: reading must not change what a later look sees.
      channel.nackAll(true);
      return letters;
    },
    async teardown() {
      await Promise.all(buses.map((b) => b.close()));
      const connection = await amqp.connect(url);
      const channel = await connection.createChannel();
      for (const queue of queues) {
        await channel.deleteQueue(queue);
        await channel.deleteQueue(`${queue}.dlq`);
      }
      await channel.deleteExchange(exchange);
      await channel.deleteExchange(`${exchange}.dlx`);
      await connection.close();
      await rawConnection?.close();
    },
  };
}

import amqp, { type ChannelModel, type ConfirmChannel, type ConsumeMessage, type Options } from 'amqplib';
import type { AppEvent } from '@bankxl/contracts';
import { BusClosedError, BusError, BusUnavailableError, SubscriptionError } from './errors.js';
import { DEFAULT_DELIVERY, type DeliveryOptions, type EventBus, type EventHandler, type Logger } from './event-bus.js';
import { assertSubscription, decodeEvent, encodeEvent, errorMessage, validateEvent } from './validation.js';

export type RabbitBusOptions = DeliveryOptions & {
  /** amqp://user:pass@host:port[/vhost] */
  url: string;
  /** The one durable topic exchange every service publishes to (default 'bankxl.events'). */
  exchange?: string;
  log?: Logger;
  /** How long publish() waits for a connection and a confirm before it rejects (default 15 s). */
  publishTimeoutMs?: number;
  /** How long connectRabbitBus() waits for the first connection (default 30 s). */
  connectTimeoutMs?: number;
};

/** Header counting deliveries of a message whose handler failed (classic queues keep no count). */
export const ATTEMPT_HEADER = 'x-bankxl-attempt';
const CONTENT_TYPE = 'application/json';
const MAX_RECONNECT_DELAY_MS = 2_000;

type Subscription = {
  queue: string;
  types: readonly string[];
  handler: EventHandler;
  /** The connection this consumer currently runs on; undefined while disconnected. */
  model?: ChannelModel;
  channel?: ConfirmChannel;
  consumerTag?: string;
};

/**
 * Connects to RabbitMQ and returns the EventBus of the distributed mode: one durable topic exchange,
 * a durable queue per consumer with its own dead-letter queue `<queue>.dlq`, persistent messages
 * and publisher confirms, manual ack after the handler resolved, and automatic reconnection: after a
 * broker restart the topology is asserted again and every consumer resumes.
 */
export async function connectRabbitBus(opts: RabbitBusOptions): Promise<EventBus> {
  const bus = new RabbitBus(opts);
  try {
    await bus.start();
  } catch (err) {
    await bus.close();
    throw err;
  }
  return bus;
}

class RabbitBus implements EventBus {
  private readonly url: string;
  private readonly exchange: string;
  private readonly deadLetterExchange: string;
  private readonly log?: Logger;
  private readonly delivery: Required<DeliveryOptions>;
  private readonly publishTimeoutMs: number;
  private readonly connectTimeoutMs: number;

  private model?: ChannelModel;
  private publisher?: ConfirmChannel;
  private connected = signal();
  private reconnecting = false;
  private lastConnectError?: string;
  private stopping = false;
  private closed = false;
  private readonly wakeSleepers = new Set<() => void>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(opts: RabbitBusOptions) {
    this.url = withDefaultHeartbeat(opts.url);
    this.exchange = opts.exchange ?? 'bankxl.events';
    this.deadLetterExchange = `${this.exchange}.dlx`;
    this.log = opts.log;
    this.delivery = {
      maxAttempts: opts.maxAttempts ?? DEFAULT_DELIVERY.maxAttempts,
      retryDelayMs: opts.retryDelayMs ?? DEFAULT_DELIVERY.retryDelayMs,
      prefetch: opts.prefetch ?? DEFAULT_DELIVERY.prefetch,
    };
    this.publishTimeoutMs = opts.publishTimeoutMs ?? 15_000;
    this.connectTimeoutMs = opts.connectTimeoutMs ?? 30_000;
  }

  async start(): Promise<void> {
    void this.reconnectLoop();
    await this.waitForConnection(Date.now() + this.connectTimeoutMs);
  }

  async publish(event: AppEvent): Promise<void> {
    if (this.stopping) throw new BusClosedError();
    const content = encodeEvent(validateEvent(event));
    const options: Options.Publish = {
      persistent: true,
      contentType: CONTENT_TYPE,
      messageId: event.id,
      type: event.type,
      timestamp: Math.floor(Date.now() / 1000),
    };
    await this.track(this.publishUntilConfirmed(event.type, content, options));
  }

  async subscribe(queue: string, types: readonly string[], handler: EventHandler): Promise<void> {
    if (this.stopping) throw new BusClosedError();
    assertSubscription(queue, types);
    if (this.subscriptions.has(queue)) throw new SubscriptionError(`queue ${queue} already has a consumer on this bus`);
    const subscription: Subscription = { queue, types: [...types], handler };
    this.subscriptions.set(queue, subscription);
    const deadline = Date.now() + this.connectTimeoutMs;
    try {
      for (;;) {
        await this.waitForConnection(deadline);
        const model = this.model as ChannelModel;
        if (subscription.model === model) return; // a reconnect started it meanwhile
        try {
          await this.startConsumer(model, subscription);
          return;
        } catch (err) {
          // The connection is fine, so the broker refused this consumer (e.g. the queue exists with other arguments).
          if (this.model === model && !this.stopping) throw new SubscriptionError(`cannot consume ${queue}: ${errorMessage(err)}`, err);
        }
      }
    } catch (err) {
      this.subscriptions.delete(queue);
      await subscription.channel?.close().catch(() => undefined);
      throw err instanceof BusError ? err : new SubscriptionError(`cannot consume ${queue}: ${errorMessage(err)}`, err);
    }
  }

  async ping(): Promise<void> {
    if (this.stopping) throw new BusClosedError();
    const publisher = this.publisher;
    if (!publisher) throw new BusUnavailableError('not connected to RabbitMQ');
    await publisher.checkExchange(this.exchange);
  }

  async close(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    for (const subscription of this.subscriptions.values()) {
      const { channel, consumerTag } = subscription;
      if (channel && consumerTag) await channel.cancel(consumerTag).catch(() => undefined);
    }
    for (const wake of this.wakeSleepers) wake();
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    this.closed = true;
    const model = this.model;
    this.model = undefined;
    this.publisher = undefined;
    await model?.close().catch(() => undefined);
  }

  // --- connection lifecycle -------------------------------------------------------------------

  private async reconnectLoop(): Promise<void> {
    if (this.reconnecting) return;
    this.reconnecting = true;
    let delay = 100;
    try {
      while (!this.stopping && !this.model) {
        try {
          await this.establish();
          return;
        } catch (err) {
          this.lastConnectError = errorMessage(err);
          this.log?.warn({ err: this.lastConnectError, retryInMs: delay }, 'cannot connect to RabbitMQ; retrying');
          await this.sleep(delay);
          delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
        }
      }
    } finally {
      this.reconnecting = false;
    }
  }

  private async establish(): Promise<void> {
    const model = await amqp.connect(this.url, { clientProperties: { connection_name: `bankxl ${this.exchange}` } });
    model.on('error', (err: Error) => this.log?.warn({ err: errorMessage(err) }, 'RabbitMQ connection error'));
    model.on('close', () => this.onConnectionLost(model));
    try {
      const publisher = await model.createConfirmChannel();
      publisher.on('error', (err: Error) => this.log?.warn({ err: errorMessage(err) }, 'RabbitMQ channel error'));
      await publisher.assertExchange(this.exchange, 'topic', { durable: true });
      await publisher.assertExchange(this.deadLetterExchange, 'direct', { durable: true });
      for (const subscription of this.subscriptions.values()) await this.startConsumer(model, subscription);
      if (this.stopping) throw new BusClosedError();
      this.model = model;
      this.publisher = publisher;
      this.restartWhenClosed(model, publisher);
      this.connected.resolve();
      this.log?.info({ exchange: this.exchange, consumers: this.subscriptions.size }, 'connected to RabbitMQ');
    } catch (err) {
      await model.close().catch(() => undefined);
      throw err;
    }
  }

  private onConnectionLost(model: ChannelModel): void {
    if (model !== this.model) return; // a connection we never finished setting up, or already replaced
    this.model = undefined;
    this.publisher = undefined;
    this.connected = signal();
    for (const subscription of this.subscriptions.values()) {
      subscription.model = undefined;
      subscription.channel = undefined;
      subscription.consumerTag = undefined;
    }
    if (this.stopping) return;
    this.log?.warn({ exchange: this.exchange }, 'lost the RabbitMQ connection; reconnecting');
    void this.reconnectLoop();
  }

  /** A channel dying on its own (not with its connection) leaves us half working: start afresh. */
  private restartWhenClosed(model: ChannelModel, channel: ConfirmChannel): void {
    channel.on('close', () => {
      if (model === this.model && !this.stopping) void model.close().catch(() => undefined);
    });
  }

  private async startConsumer(model: ChannelModel, subscription: Subscription): Promise<void> {
    const { queue, types } = subscription;
    const channel = await model.createConfirmChannel();
    // Unlistened, a channel 'error' event would crash the process.
    channel.on('error', (err: Error) => this.log?.warn({ queue, err: errorMessage(err) }, 'RabbitMQ channel error'));
    try {
      await channel.assertQueue(`${queue}.dlq`, { durable: true });
      await channel.bindQueue(`${queue}.dlq`, this.deadLetterExchange, queue);
      await channel.assertQueue(queue, {
        durable: true,
        deadLetterExchange: this.deadLetterExchange,
        deadLetterRoutingKey: queue,
      });
      for (const type of types) await channel.bindQueue(queue, this.exchange, type);
      await channel.prefetch(this.delivery.prefetch);
      const { consumerTag } = await channel.consume(queue, (message) => this.onMessage(subscription, channel, message), {
        noAck: false,
      });
      Object.assign(subscription, { model, channel, consumerTag });
    } catch (err) {
      await channel.close().catch(() => undefined);
      throw err;
    }
    this.restartWhenClosed(model, channel);
  }

  // --- consuming ------------------------------------------------------------------------------

  private onMessage(subscription: Subscription, channel: ConfirmChannel, message: ConsumeMessage | null): void {
    if (!message) {
      // The queue was deleted (or its node went away): reconnecting declares it again and resumes.
      this.log?.warn({ queue: subscription.queue }, 'consumer cancelled by the broker; reconnecting');
      if (!this.stopping && subscription.model === this.model) void this.model?.close().catch(() => undefined);
      return;
    }
    // Not acked: the broker hands it out again once this channel closes.
    if (this.stopping) return;
    void this.track(this.handle(subscription, channel, message));
  }

  private async handle(subscription: Subscription, channel: ConfirmChannel, message: ConsumeMessage): Promise<void> {
    const { queue } = subscription;
    let event: AppEvent;
    try {
      event = decodeEvent(message.content);
    } catch (err) {
      this.log?.warn({ queue, messageId: message.properties.messageId, reason: errorMessage(err) }, 'undecodable message dead-lettered');
      settle(() => channel.nack(message, false, false));
      return;
    }
    try {
      await subscription.handler(event);
      settle(() => channel.ack(message));
      return;
    } catch (err) {
      await this.retryOrDeadLetter(subscription, channel, message, event, err);
    }
  }

  /**
   * Classic queues count no deliveries, so a failed message is acked and a copy with an attempt
   * header goes back to the end of its queue; past maxAttempts it is rejected into `<queue>.dlq`.
   * A crash in between leaves the original unacked, so it is redelivered rather than lost.
   */
  private async retryOrDeadLetter(subscription: Subscription, channel: ConfirmChannel, message: ConsumeMessage, event: AppEvent, err: unknown) {
    const attempt = attemptOf(message);
    const context = { queue: subscription.queue, eventId: event.id, type: event.type, attempt, err };
    if (attempt >= this.delivery.maxAttempts) {
      this.log?.error(context, 'event handler kept failing; message dead-lettered');
      settle(() => channel.nack(message, false, false));
      return;
    }
    this.log?.warn(context, 'event handler failed; will retry');
    await this.sleep(this.delivery.retryDelayMs);
    if (this.stopping) return;
    try {
      const { properties } = message;
      await confirmPublish(channel, '', subscription.queue, message.content, {
        persistent: true,
        contentType: properties.contentType,
        messageId: properties.messageId,
        type: properties.type,
        timestamp: properties.timestamp,
        headers: { ...properties.headers, [ATTEMPT_HEADER]: attempt + 1 },
      });
      settle(() => channel.ack(message));
    } catch {
      // The channel is gone; the broker redelivers the original.
    }
  }

  // --- publishing -----------------------------------------------------------------------------

  private async publishUntilConfirmed(routingKey: string, content: Buffer, options: Options.Publish): Promise<void> {
    const deadline = Date.now() + this.publishTimeoutMs;
    for (;;) {
      await this.waitForConnection(deadline);
      const publisher = this.publisher as ConfirmChannel;
      try {
        // A blocked broker (memory or disk alarm) accepts publishes but never confirms them.
        await withTimeout(confirmPublish(publisher, this.exchange, routingKey, content, options), deadline - Date.now());
        return;
      } catch (err) {
        if (this.stopping) throw new BusClosedError();
        if (Date.now() >= deadline) throw new BusUnavailableError(`publish of ${routingKey} was not confirmed`, err);
        this.log?.debug({ routingKey, err: errorMessage(err) }, 'publish not confirmed; retrying');
        await this.sleep(100);
      }
    }
  }

  /** Resolves once connected; rejects when closed or when the deadline passes first. */
  private async waitForConnection(deadline: number): Promise<void> {
    for (;;) {
      if (this.stopping) throw new BusClosedError();
      if (this.model && this.publisher) return;
      const left = deadline - Date.now();
      if (left <= 0) throw new BusUnavailableError(`RabbitMQ is unreachable (${this.lastConnectError ?? 'no connection yet'})`);
      await Promise.race([this.connected.promise, this.sleep(Math.min(left, 250))]);
    }
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const forget = () => this.inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }

  /** A pause that close() cuts short. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakeSleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakeSleepers.add(wake);
    });
  }
}

function confirmPublish(channel: ConfirmChannel, exchange: string, routingKey: string, content: Buffer, options: Options.Publish) {
  return new Promise<void>((resolve, reject) => {
    try {
      channel.publish(exchange, routingKey, content, options, (err) => (err ? reject(err) : resolve()));
    } catch (err) {
      reject(err); // the channel closed under us
    }
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BusUnavailableError('RabbitMQ did not confirm in time')), Math.max(ms, 0));
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function attemptOf(message: ConsumeMessage): number {
  const value = Number(message.properties.headers?.[ATTEMPT_HEADER] ?? 1);
  return Number.isInteger(value) && value > 0 ? value : 1;
}

/** ack/nack on a channel that has closed throws; the broker then redelivers, which is what we want. */
function settle(fn: () => void): void {
  try {
    fn();
  } catch {
    // see above
  }
}

function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Without heartbeats a broker that vanishes without closing the socket goes unnoticed for minutes. */
function withDefaultHeartbeat(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('heartbeat')) parsed.searchParams.set('heartbeat', '10');
  return parsed.toString();
}

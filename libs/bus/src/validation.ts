import { EventEnvelopeSchema, parseEvent, type AppEvent } from '@bankxl/contracts';
import { InvalidEventError, SubscriptionError } from './errors.js';

/** Checks envelope and payload against the contracts; throws InvalidEventError naming the type only. */
export function validateEvent(event: unknown): AppEvent {
  const envelope = EventEnvelopeSchema.safeParse(event);
  if (!envelope.success) throw new InvalidEventError('event envelope is malformed', envelope.error);
  try {
    return parseEvent(envelope.data);
  } catch (err) {
    throw new InvalidEventError(`event ${envelope.data.type} does not match its schema`, err);
  }
}

/** Decodes a message body; throws InvalidEventError for bytes that are not a valid event. */
export function decodeEvent(body: Buffer | string): AppEvent {
  let json: unknown;
  try {
    json = JSON.parse(body.toString());
  } catch (err) {
    throw new InvalidEventError('message body is not JSON', err);
  }
  return validateEvent(json);
}

export const encodeEvent = (event: AppEvent): Buffer => Buffer.from(JSON.stringify(event));

const QUEUE = /^[a-z0-9-]+(\.[a-z0-9_-]+)+$/;
const ROUTING_KEY = /^(\*|#|[a-z0-9_-]+)(\.(\*|#|[a-z0-9_-]+))*$/;

export function assertSubscription(queue: string, types: readonly string[]): void {
  if (!QUEUE.test(queue) || queue.endsWith('.dlq')) {
    throw new SubscriptionError(`queue name must read <service>.<purpose> (got ${JSON.stringify(queue)})`);
  }
  if (types.length === 0) throw new SubscriptionError(`queue ${queue} needs at least one event type`);
  const bad = types.find((t) => !ROUTING_KEY.test(t));
  if (bad !== undefined) throw new SubscriptionError(`invalid routing key ${JSON.stringify(bad)} for queue ${queue}`);
}

/** AMQP topic matching: words split on '.', `*` is exactly one word, `#` is zero or more. */
export function matchesRoutingKey(pattern: string, routingKey: string): boolean {
  const match = (p: string[], k: string[]): boolean => {
    if (p.length === 0) return k.length === 0;
    const [head, ...rest] = p;
    if (head === '#') return match(rest, k) || (k.length > 0 && match(p, k.slice(1)));
    if (k.length === 0) return false;
    return (head === '*' || head === k[0]) && match(rest, k.slice(1));
  };
  return match(pattern.split('.'), routingKey.split('.'));
}

export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));

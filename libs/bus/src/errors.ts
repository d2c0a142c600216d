/** Base class of errors this package throws on purpose. */
export class BusError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The event does not fit its envelope or its type's payload schema; it is never sent. */
export class InvalidEventError extends BusError {
  constructor(message: string, cause?: unknown) {
    super('invalid_event', message, { cause });
  }
}

/** The broker could not be reached (or did not confirm) in time. The outbox retries later. */
export class BusUnavailableError extends BusError {
  constructor(message: string, cause?: unknown) {
    super('bus_unavailable', message, { cause });
  }
}

/** The bus was closed; it takes no more events or subscriptions. */
export class BusClosedError extends BusError {
  constructor() {
    super('bus_closed', 'the event bus is closed');
  }
}

/** subscribe() was given something it cannot use (queue name, routing keys, a queue already consumed). */
export class SubscriptionError extends BusError {
  constructor(message: string, cause?: unknown) {
    super('invalid_subscription', message, { cause });
  }
}

export type { EventBus, EventHandler, DeliveryOptions, Logger } from './event-bus.js';
export { createInProcessBus, type InProcessBus, type InProcessBusOptions, type DeadLetter } from './in-process-bus.js';
export { connectRabbitBus, ATTEMPT_HEADER, type RabbitBusOptions } from './rabbit-bus.js';
export { busMigrations, busTables } from './tables.js';
export { enqueueEvent, startOutboxRelay, type OutboxRelay, type OutboxRelayOptions } from './outbox.js';
export { startKickedRounds, type KickedRounds, type KickedRoundsOptions } from './rounds.js';
export { idempotentHandler } from './idempotent-handler.js';
export { matchesRoutingKey } from './validation.js';
export { BusError, BusClosedError, BusUnavailableError, InvalidEventError, SubscriptionError } from './errors.js';

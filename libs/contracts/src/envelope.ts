import { z } from 'zod';

/** Every event on the bus travels in this envelope (docs/architecture.md). */
export type EventEnvelope<TType extends string = string, TData = unknown> = {
  id: string;
  type: TType;
  occurredAt: string;
  data: TData;
};

export const EventEnvelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  occurredAt: z.string().min(1),
  data: z.unknown(),
});

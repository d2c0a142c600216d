import { z } from 'zod';

/** A money column's role in a reading (libs/statement ColumnRole). */
export const ColumnRoleSchema = z.enum(['amount', 'debit', 'credit', 'balance', 'other']);

/**
 * The parts of a reading a person chooses (libs/statement ReadingSwitch): in a stored Statement, in
 * PUT /api/documents/:id/reading, and in documents' call to conversion's /internal/reread.
 */
export const ReadingSwitchSchema = z.strictObject({
  dateColumn: z.number().int().min(0).max(20).optional(),
  order: z.enum(['day_first', 'month_first']).optional(),
  convention: z.enum(['bank', 'card']).optional(),
  printOrder: z.enum(['oldest_first', 'newest_first']).optional(),
  roles: z.array(ColumnRoleSchema).max(20).optional(),
});

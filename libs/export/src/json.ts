import type { Statement } from '@bankxl/statement';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The Statement as pretty-printed JSON (the documented `--format json` output). */
export function toJson(statement: Statement): Buffer {
  return Buffer.from(`${JSON.stringify(statement, null, 2)}\n`, 'utf8');
}

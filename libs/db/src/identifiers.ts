import { DatabaseConfigError } from './errors.js';

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** Schema and database names are spliced into SQL, so only plain lower-case identifiers are allowed. */
export function assertIdentifier(kind: string, name: string): string {
  if (!IDENTIFIER.test(name)) {
    throw new DatabaseConfigError(`${kind} name must match ${IDENTIFIER} (got ${JSON.stringify(name)})`);
  }
  return name;
}

import { describe, test } from '@jest/globals';
import { createPostgresDatabase, dropPostgresDatabase, openDatabase } from '../src/index.js';
import { describeDatabaseContract } from './database-contract.js';
import { infraUrl, uniqueName } from './env.js';

const adminUrl = infraUrl('TEST_DATABASE_URL');

if (adminUrl) {
  // A fresh database per test file, dropped afterwards.
  describeDatabaseContract('PostgreSQL', async () => {
    const name = uniqueName('test');
    const url = await createPostgresDatabase(adminUrl, name);
    return {
      open: (schema, migrations) => openDatabase({ schema, migrations, url }),
      teardown: () => dropPostgresDatabase(adminUrl, name),
    };
  });
} else {
  describe.skip('Database contract: PostgreSQL (set TEST_DATABASE_URL)', () => {
    test('skipped', () => {});
  });
}

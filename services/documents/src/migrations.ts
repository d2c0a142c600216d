import type { Migration } from '@bankxl/db';
import { busMigrations } from '@bankxl/bus';

/** documents's schema, oldest first. Plain SQL that runs on PostgreSQL 15 and PGlite. */
export const migrations: Migration[] = [...busMigrations('documents')];

/** The Statement JSON the engine writes (libs/statement/src/types.ts); the browser only reads its types. */
export type { Account, Checks, Statement, Transaction, Verdict } from '@bankxl/statement';

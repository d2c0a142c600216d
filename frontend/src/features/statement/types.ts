/** The Statement JSON the engine writes (libs/statement/src/types.ts); the browser only reads its types. */
export type { Account, AccountReading, Checks, ReadingSwitch, RowBox, Statement, Transaction, Verdict } from '@bankxl/statement';

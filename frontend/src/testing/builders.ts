import type { Me } from '../session';

let seq = 0;
const nextId = () => (seq += 1);

/** A signed-in user as GET /api/me returns it. */
export const aMe = (over: Partial<Me> = {}): Me => ({
  email: `user-${nextId()}@example.test`,
  credits: 3,
  isSubscribed: false,
  deviceWarning: false,
  isRegistered: true,
  hasPassword: true,
  ...over,
});

/** A PDF file as the browser would hand it to us. */
export const aPdf = (name = 'statement.pdf') => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** A row of GET /api/documents, uploaded `ageHours` ago. */
export const aDocument = (ageHours = 1, over: Record<string, unknown> = {}) => {
  const id = nextId();
  return {
    id,
    original_filename: `statement-${id}.pdf`,
    stored_filename: `${id}-stored.xlsx`,
    upload_date: hoursAgo(ageHours),
    expired: false,
    ...over,
  };
};

/** A row of GET /api/credits-history. */
export const aCreditChange = (change: number, description: string, ageHours = 1) => ({
  id: nextId(),
  date: hoursAgo(ageHours),
  change,
  description,
});

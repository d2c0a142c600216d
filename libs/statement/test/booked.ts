import { bookDescription } from '@bankxl/statement';

/** What the books make of a description: [payee, category], the pair the books tests compare with their labels. */
export const booked = (description: string): [string, string] => {
  const b = bookDescription(description);
  return [b.payee, b.category];
};

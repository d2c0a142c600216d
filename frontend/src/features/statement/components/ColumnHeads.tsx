import type { ReactNode } from 'react';

/** A column's heading: its label, or other content (a checkbox, a hidden word) named by that label. */
export type ColumnHead = { label: string; className?: string; content?: ReactNode };

/** The header row of a transactions table (the first row for aria-rowindex, as the windowed rows count from 2). */
export function ColumnHeads({ columns }: { columns: ColumnHead[] }) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={c.className}>
            {c.content ?? c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

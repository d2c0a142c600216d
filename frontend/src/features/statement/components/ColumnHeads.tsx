export type ColumnHead = { label: string; className?: string };

/** The header row of a transactions table (the first row for aria-rowindex, as the windowed rows count from 2). */
export function ColumnHeads({ columns }: { columns: ColumnHead[] }) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={c.className}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

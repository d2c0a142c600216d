import type { KeyboardEventHandler, ReactNode } from 'react';
import type { VirtualRows } from '../use-virtual-rows';

/**
 * The body of a windowed table (see useVirtualRows): the rows in view between two empty rows as tall as
 * the rows they stand for, so the scroll bar and the rows' positions are those of the whole table.
 */
export function WindowedBody({ rows, columns, renderRow, onKeyDown }: {
  rows: VirtualRows;
  columns: number;
  /** One <tr> of `rowHeight` px, keyed by its index. */
  renderRow: (index: number) => ReactNode;
  onKeyDown?: KeyboardEventHandler<HTMLTableSectionElement>;
}) {
  const rendered: ReactNode[] = [];
  for (let i = rows.start; i < rows.end; i += 1) rendered.push(renderRow(i));
  return (
    <tbody onKeyDown={onKeyDown}>
      {rows.padTop > 0 ? (
        <tr aria-hidden="true" style={{ height: rows.padTop }}>
          <td colSpan={columns} />
        </tr>
      ) : null}
      {rendered}
      {rows.padBottom > 0 ? (
        <tr aria-hidden="true" style={{ height: rows.padBottom }}>
          <td colSpan={columns} />
        </tr>
      ) : null}
    </tbody>
  );
}

import type { ReactNode } from 'react';

/** A column's head: its text, or its text with classes of its own (a column hidden on a phone, a number set right). */
export type Column = string | { key: string; label: ReactNode; className?: string };

/**
 * A table that scrolls sideways inside its box on a phone, with its head row; the body's rows are the children.
 * With `label` the box is a named region that takes keyboard focus, so it can be scrolled without a mouse. The
 * defaults are the console's look: a panel, and the head in small capitals.
 */
export function ScrollTable({
  label,
  boxClassName = 'overflow-x-auto panel',
  boxTestId,
  className,
  testId,
  caption,
  headClassName = 'font-mono text-xs tracking-widest text-dim',
  columnClassName = 'px-3 py-2 font-normal',
  columns,
  bodyClassName,
  empty,
  children,
}: {
  label?: string;
  boxClassName?: string;
  boxTestId?: string;
  className: string;
  testId?: string;
  /** Said to screen readers only, above the table. */
  caption?: ReactNode;
  headClassName?: string;
  columnClassName?: string;
  columns: readonly Column[];
  bodyClassName?: string;
  /** The line under the table when it has no rows (null while it has some). */
  empty?: string | null;
  children: ReactNode;
}) {
  const region = label === undefined ? {} : { tabIndex: 0, role: 'region', 'aria-label': label };
  return (
    <div {...region} className={boxClassName} data-testid={boxTestId}>
      <table className={className} data-testid={testId}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={headClassName}>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className={columnClassName}>
                  {column}
                </th>
              ) : (
                <th key={column.key} scope="col" className={column.className ?? columnClassName}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
      {empty ? <p className="p-4 text-dim">{empty}</p> : null}
    </div>
  );
}

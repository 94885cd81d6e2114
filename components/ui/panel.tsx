import type { ComponentPropsWithoutRef, ElementType } from 'react';

/** The mall's panel: a bordered box on the panel colour. Padding and the rest are the caller's. */
export const PANEL = 'rounded-lg border border-edge bg-panel';

type PanelProps<T extends ElementType> = { as?: T } & Omit<ComponentPropsWithoutRef<T>, 'as'>;

/** A panel as a `section` (or `as`), with `className` added to the panel's own classes. */
export function Panel<T extends ElementType = 'section'>({ as, className, ...rest }: PanelProps<T>) {
  const Tag: ElementType = as ?? 'section';
  return <Tag className={className ? `${PANEL} ${className}` : PANEL} {...rest} />;
}

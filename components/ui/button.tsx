import type { ComponentPropsWithoutRef } from 'react';

const VARIANTS = {
  /** The one action of a form or panel. */
  primary: 'border-neon-cyan text-neon-cyan hover:bg-neon-cyan/10',
  /** An action that takes something back (a refund, a revoke, a delete). */
  danger: 'border-neon-pink text-neon-pink hover:bg-neon-pink/10',
  /** A quieter action beside the primary one. */
  quiet: 'border-edge text-dim hover:border-neon-cyan hover:text-neon-cyan',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** A button's classes, for a link that looks like one. */
export const buttonClass = (variant: ButtonVariant = 'primary') =>
  `rounded border px-4 py-2 font-mono text-sm disabled:opacity-60 ${VARIANTS[variant]}`;

/** A button of the mall: `type="button"` unless told, one of the variants. */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...rest
}: ComponentPropsWithoutRef<'button'> & { variant?: ButtonVariant }) {
  const classes = buttonClass(variant);
  return <button type={type} className={className ? `${classes} ${className}` : classes} {...rest} />;
}

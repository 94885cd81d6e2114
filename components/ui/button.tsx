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

const SIZES = {
  normal: 'px-4 py-2 text-sm',
  /** A row's action in a console table or list (still a 24 px tap target). */
  small: 'min-h-6 px-3 py-1 text-xs',
} as const;

export type ButtonSize = keyof typeof SIZES;

/** A button's classes, for a link that looks like one. */
export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'normal') =>
  `rounded border font-mono disabled:opacity-60 ${SIZES[size]} ${VARIANTS[variant]}`;

/** A button of the mall: `type="button"` unless told, one of the variants. */
export function Button({
  variant = 'primary',
  size = 'normal',
  className,
  type = 'button',
  ...rest
}: ComponentPropsWithoutRef<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  const classes = buttonClass(variant, size);
  return <button type={type} className={className ? `${classes} ${className}` : classes} {...rest} />;
}

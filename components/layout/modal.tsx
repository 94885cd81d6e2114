'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title. */
  subtitle?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert and keeps focus inside,
 * Escape closes it, and focus returns to whatever opened it.
 */
export function Modal({ open, onClose, title, subtitle, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const handleClose = () => {
      returnFocusRef.current?.focus();
      onClose();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg border border-neon-cyan/50 bg-panel p-0 text-ink shadow-[0_0_40px_rgb(34_211_238/0.25)] backdrop:bg-void/80 backdrop:backdrop-blur-sm"
    >
      <div className="scanlines p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="font-display text-xl tracking-wide text-neon-cyan">
              {title}
            </h2>
            {subtitle ? <p className="mt-1 text-sm text-dim">{subtitle}</p> : null}
          </div>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="rounded border border-edge px-2 py-1 font-mono text-sm text-dim hover:border-neon-pink hover:text-neon-pink"
          >
            Close<span className="sr-only"> {title}</span>
          </button>
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}

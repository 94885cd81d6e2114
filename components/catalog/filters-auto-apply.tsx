'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** The view's URL from the form: only the fields that are set, so the address reads `/domains?category=mid`. */
function filtersHref(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(key, value.trim());
  }
  const search = params.toString();
  return search ? `${form.getAttribute('action')}?${search}` : (form.getAttribute('action') ?? '/domains');
}

/**
 * With JavaScript, the /domains filters apply as they change and every submit goes to a URL with only the set
 * fields; without it the form's Apply button submits as it is (docs/product.md §2).
 */
export function FiltersAutoApply() {
  const router = useRouter();
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    const go = () => router.push(filtersHref(form), { scroll: false });
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      go();
    };
    const onChange = (event: Event) => {
      // The search box applies on Enter (a submit), not on every blur.
      if ((event.target as HTMLElement | null)?.getAttribute('type') !== 'search') go();
    };
    form.addEventListener('submit', onSubmit);
    form.addEventListener('change', onChange);
    return () => {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('change', onChange);
    };
  }, [router]);
  return <span ref={anchor} hidden />;
}

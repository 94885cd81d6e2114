/**
 * The page numbers a pager shows: the first, the last and the current one with its neighbours; null marks
 * a gap. Seven pages or fewer are all shown.
 */
export function pagerNumbers(current: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const numbers: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous === 2) numbers.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) numbers.push(null);
    numbers.push(n);
  });
  return numbers;
}

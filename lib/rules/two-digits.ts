/** A clock field as two digits: 5 → '05'. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

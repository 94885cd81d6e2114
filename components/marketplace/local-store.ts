/** Browser storage reads and writes; storage errors are logged and ignored (docs/product.md §8). */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn('[storage] cannot read', key, error);
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn('[storage] cannot write', key, error);
  }
}

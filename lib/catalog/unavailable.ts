/** Thrown by a catalogue read when neither the database nor the fallback can answer: lib/api/handler.ts makes it 503. */
export class CatalogUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Failed to load domain data', { cause });
  }
}

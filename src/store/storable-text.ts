/**
 * @module store/storable-text
 * PostgreSQL text and jsonb cannot hold U+0000. Strings a client chose (a model name, a
 * request id, a kept body) may contain it; one such row would fail its whole batch and, retried
 * forever, stop every later usage row. They are stored with U+FFFD in its place.
 */
export function storableText<T extends string | null | undefined>(text: T): T {
  return (typeof text === 'string' && text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text) as T;
}

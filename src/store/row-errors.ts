/**
 * @module store/row-errors
 * Whether a write failed on the rows it carried — PostgreSQL refused their data (SQLSTATE class
 * 22, a value out of range or malformed) or a constraint (class 23) — rather than on the store
 * being unreachable or busy. Retrying the same rows cannot succeed; retrying a connection
 * error can. Both drivers (pg, PGlite) report the SQLSTATE as `code`.
 */
export function isRefusedRows(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}

// Drizzle wraps driver errors; PostgreSQL's SQLSTATE sits on the error or on its cause.
function sqlState(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
export const isCheckViolation = (error: unknown) => sqlState(error) === '23514';
export const isDeadlock = (error: unknown) => sqlState(error) === '40P01';

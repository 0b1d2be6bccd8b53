/**
 * Postgres' unique_violation (23505), as either driver reports it (Drizzle wraps it as the cause);
 * with `constraint`, only a violation of that index (a table with several unique keys says which).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if ("code" in current && current.code === "23505") return constraint === undefined || ("constraint" in current && current.constraint === constraint);
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}

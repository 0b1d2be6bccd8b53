/** The status a URL names, if it is one of `labels`' keys: read without a schema (zod stays off the page). */
export const statusFromParam = <S extends string>(labels: Record<S, string>, value: string | null): S | undefined =>
  (Object.keys(labels) as S[]).find((status) => status === value);

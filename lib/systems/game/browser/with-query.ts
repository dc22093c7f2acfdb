// A read's address with its set filters as the query, the key its hook reads under.

export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Rows per INSERT: keeps each statement well under Postgres's 65,535 bind parameters. */
const INSERT_CHUNK = 1_000;

export async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

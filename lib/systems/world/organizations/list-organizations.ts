import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { selectOrganizations, toOrganizationSummary } from './organization-rows';
import type { ListOrganizationsResult } from './schemas';

/** Every organization by id, dissolved ones included; found is false before the world has any. */
export async function listOrganizations(db: Db): Promise<ListOrganizationsResult> {
  const organizations = (await selectOrganizations(db, sql`true`)).map(toOrganizationSummary);
  return { found: organizations.length > 0, count: organizations.length, organizations };
}

import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { selectOpenMotions, selectOrganizations, toOrganizationSummary } from './organization-rows';
import { organizationIdParams, type GetOrganizationResult } from './schemas';

/** One organization by id or short name, case-insensitive, with its open business; a miss is NOT_FOUND. */
export async function getOrganizationOrThrow(
  db: Db,
  input: z.input<typeof organizationIdParams>,
): Promise<GetOrganizationResult> {
  const { id } = parseInput(organizationIdParams, input);
  const [row] = await selectOrganizations(
    db,
    sql`lower(o.id) = lower(${id}) or lower(o.short_name) = lower(${id})`,
  );
  if (!row) throw new AppError('NOT_FOUND', `No organization '${id}'.`);
  const motions = await selectOpenMotions(db, row.id);
  const of = (kind: string, statuses: string[]) =>
    motions.filter((m) => m.kind === kind && statuses.includes(m.status));
  return {
    found: true,
    organization: {
      ...toOrganizationSummary(row),
      charter: row.charter,
      pendingMembershipProposals: of('membership', ['voting', 'approved']),
      pendingWithdrawals: of('withdrawal', ['voting', 'approved']),
      pendingResolutions: of('resolution', ['voting']),
      activeResolutions: of('resolution', ['in_effect']),
      leadershipElections: motions.filter((m) => m.kind === 'leadership'),
    },
  };
}

import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { characterOfUser, currentTurn } from './accounts';
import { assertCanManage, lockCorporation } from './corporation-authority';
import { guardEquityIssuance, type IssuanceKind } from './issuance-guard';
import { recordShareTransaction } from './move-shares';
import { issueSharesInput } from './schemas';
import { corporationIdFrom } from './corporation-ref';

export interface IssueSharesResult {
  success: true;
  corporationId: string;
  kind: IssuanceKind;
  issuedShares: number;
  totalShares: number;
  floatShares: number;
  isPublic: true;
}

/**
 * Issues new shares onto the public float at the current share price (buyers pay the corporation);
 * `go_public` also lists a private corporation. Both pass the one issuance guard.
 */
export async function issueShares(
  db: Db,
  input: { userId: string; corporationId: unknown; body: unknown; kind: IssuanceKind },
): Promise<IssueSharesResult> {
  const corporationId = await corporationIdFrom(db, input.corporationId);
  const { shares } = parseInput(issueSharesInput, input.body);
  return withTx(db, async (tx) => {
    const character = await characterOfUser(tx, input.userId);
    const corporation = await lockCorporation(tx, corporationId);
    await assertCanManage(tx, corporation, character.id);
    const flag = await tx.execute<{ on: boolean | null }>(
      sql`select subsidiary_corporations_enabled as on from game_state limit 1`,
    );
    guardEquityIssuance(corporation, {
      kind: input.kind,
      shares,
      subsidiaryCorporationsEnabled: flag.rows[0]?.on === true,
    });
    const turn = await currentTurn(tx);
    const updated = await tx.execute<{ total_shares: string; float_shares: string }>(sql`
      update corporations set total_shares = total_shares + ${shares}, float_shares = float_shares + ${shares},
        is_public = true, last_action_turn = ${turn}
      where id = ${corporationId} returning total_shares, float_shares`);
    await recordShareTransaction(tx, {
      corporationId,
      kind: 'issuance',
      turn,
      shares,
      pricePerShareCents: corporation.sharePriceCents,
      currencyCode: corporation.currencyCode,
      rate: corporation.rate,
      from: null,
      to: null,
      note:
        input.kind === 'go_public'
          ? 'Initial public offering onto the float'
          : 'New shares listed on the float',
    });
    return {
      success: true,
      corporationId,
      kind: input.kind,
      issuedShares: shares,
      totalShares: Number(updated.rows[0]!.total_shares),
      floatShares: Number(updated.rows[0]!.float_shares),
      isPublic: true,
    };
  });
}

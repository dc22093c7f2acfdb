import { AppError } from '@/lib/platform/errors';
import { SHARES } from './constants';
import type { LockedCorporation } from './corporation-authority';

/** Public issuance onto the float, going public, and self-issuance (new shares to existing holders). */
export type IssuanceKind = 'public_issuance' | 'go_public' | 'self_issuance';

/** The reason a formalized subsidiary may not issue equity while the flag is on (docs/subsidiaries.md). */
export const SUBSIDIARY_ISSUANCE_BLOCKED =
  'A formalized subsidiary cannot issue equity: dilution could drop its parent below control. The parent can inject capital or release it first.';

/**
 * The one gate every equity issuance passes (public issuance and going public; self-issuance joins
 * it later). It throws with the reason when issuance is blocked; the subsidiary system extends it
 * (docs/subsidiaries.md: a formalized subsidiary with the flag on may not issue, since dilution may drop the
 * parent below control).
 */
export function guardEquityIssuance(
  corporation: LockedCorporation,
  input: { kind: IssuanceKind; shares: number; subsidiaryCorporationsEnabled: boolean },
): void {
  if (input.subsidiaryCorporationsEnabled && corporation.subsidiaryFormalizedAtTurn !== null) {
    throw new AppError('CONFLICT', SUBSIDIARY_ISSUANCE_BLOCKED);
  }
  if (corporation.isStateOwned) {
    throw new AppError('CONFLICT', 'A state-owned corporation does not issue shares to the public.');
  }
  if (input.kind === 'go_public' && corporation.isPublic) {
    throw new AppError('CONFLICT', 'This corporation is already public.');
  }
  if (input.kind === 'public_issuance' && !corporation.isPublic) {
    throw new AppError('CONFLICT', 'Take the corporation public before issuing shares to the float.');
  }
  if (
    input.shares > SHARES.maxIssuePerAction ||
    corporation.totalShares + input.shares > Number.MAX_SAFE_INTEGER / 1e6
  ) {
    throw new AppError('BAD_REQUEST', `At most ${SHARES.maxIssuePerAction} shares per issuance.`);
  }
}

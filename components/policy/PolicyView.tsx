'use client';

import { TermHelp } from '@/components/game/guide/TermHelp';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { errorMessage } from '@/components/ui/error-message';
import { shiftPolicy } from '@/lib/systems/game/browser/api';
import {
  refreshClientStatus,
  refreshPolicyPositions,
  useClientNav,
  usePolicyPositions,
  usePolicyRecords,
} from '@/lib/systems/game/browser/hooks';
import { POLICY_SHIFT_INFAMY, POLICY_SHIFT_INFLUENCE_FACTOR } from '@/lib/systems/policy/constants';
import { PolicyRecordsTable } from './PolicyRecordsTable';

const INFLUENCE_LOSS_PERCENT = Math.round((1 - POLICY_SHIFT_INFLUENCE_FACTOR) * 100);
import { PositionControl } from './PositionControl';

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

export function PolicyView({ metricLabels }: { metricLabels: Record<string, string> }) {
  const router = useRouter();
  const { data: nav } = useClientNav();
  const loggedOut = nav !== undefined && nav.user === null;
  const { data: positions, error, mutate } = usePolicyPositions(Boolean(nav?.user));
  const national = usePolicyRecords(
    positions?.countryId ? { scope: 'national', country: positions.countryId } : null,
  );
  const home = usePolicyRecords(positions?.stateId ? { scope: 'state', stateId: positions.stateId } : null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (loggedOut) router.replace('/login?next=/policy');
  }, [loggedOut, router]);

  if (loggedOut) return <p className="muted">You are not logged in. Taking you to the login page…</p>;
  if (!positions) {
    return error ? (
      <ErrorAlert message={errorMessage(error, 'Could not load your positions.')} />
    ) : (
      <p className="muted">Loading your positions…</p>
    );
  }
  if (!positions.hasCharacter) return <p className="muted">You need a character to hold policy positions.</p>;

  async function shift(axis: 'economic' | 'social', direction: 1 | -1) {
    setBusy(true);
    setStatus(null);
    setFailure(null);
    try {
      const result = await shiftPolicy({ axis, direction });
      await mutate(
        { ...positions!, economic: result.economic, social: result.social, actions: result.actions },
        { revalidate: false },
      );
      setStatus(
        `Shifted your ${axis} position to ${signed(result[axis])}. Paid ${result.actionCost} actions; ${result.actions} left.` +
          (result.achievementAwarded ? ' Achievement earned: Change of Heart.' : ''),
      );
    } catch (caught) {
      setFailure(errorMessage(caught, 'Could not shift your position.'));
    } finally {
      setBusy(false);
      await Promise.all([refreshPolicyPositions(), refreshClientStatus()]);
    }
  }

  const economic = positions.economic ?? 0;
  const social = positions.social ?? 0;
  return (
    <>
      <p>
        Actions available: <strong data-testid="policy-actions">{positions.actions}</strong>. Each shift costs{' '}
        {positions.shiftCost} actions, {INFLUENCE_LOSS_PERCENT}% of your political and national influence, and
        adds {POLICY_SHIFT_INFAMY} infamy
        <TermHelp term="infamy" />.
      </p>
      <StatusMessage message={status} />
      <ErrorAlert message={failure} />
      <PositionControl
        axis="economic"
        label="Economic position"
        value={economic}
        min={positions.min}
        max={positions.max}
        cost={positions.shiftCost}
        actions={positions.actions}
        busy={busy}
        onShift={(d) => void shift('economic', d)}
      />
      <PositionControl
        axis="social"
        label="Social position"
        value={social}
        min={positions.min}
        max={positions.max}
        cost={positions.shiftCost}
        actions={positions.actions}
        busy={busy}
        onShift={(d) => void shift('social', d)}
      />
      <h2>National policy: {positions.countryName}</h2>
      {national.data ? (
        <PolicyRecordsTable
          records={national.data}
          caption={`National policy records of ${positions.countryName}`}
          metricLabels={metricLabels}
        />
      ) : (
        <p className="muted">
          {national.error ? errorMessage(national.error, 'Could not load.') : 'Loading…'}
        </p>
      )}
      <h2>Home state policy: {positions.stateName}</h2>
      {home.data ? (
        <PolicyRecordsTable
          records={home.data}
          caption={`State policy records of ${positions.stateName}`}
          metricLabels={metricLabels}
        />
      ) : (
        <p className="muted">{home.error ? errorMessage(home.error, 'Could not load.') : 'Loading…'}</p>
      )}
    </>
  );
}

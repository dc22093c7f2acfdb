'use client';

import Link from 'next/link';
import { useState } from 'react';
import { CircleCheckIcon, CircleIcon } from '@/components/ui/control-icons';
import { ActionButton } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ErrorAlert } from '@/components/ui/ErrorAlert';
import { errorMessage } from '@/components/ui/error-message';
import { formatMoney } from '@/lib/platform/browser/format';
import { claimOnboardingReward } from '@/lib/systems/game/browser/api';
import type { Onboarding } from '@/lib/systems/game/onboarding/onboarding';
import { refreshClientStatus } from '@/lib/systems/game/browser/session';
import { refreshDesk, refreshOnboarding, useOnboarding } from '@/lib/systems/game/browser/desk-reads';

/** The first-day checklist on the desk: six acts, progress, and the reward once all are done. */
export function FirstDayChecklist({ initial }: { initial?: Onboarding }) {
  const { data } = useOnboarding(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<string | null>(null);
  if (!data?.steps) return null;
  if (data.reward.paid && !paid) return null;
  const reward = formatMoney(data.reward.amount, data.reward.currencyCode);
  const open = data.total - data.done;

  async function claim() {
    setPending(true);
    setError(null);
    try {
      const result = await claimOnboardingReward();
      setPaid(`${formatMoney(result.reward, result.currencyCode)} added to your campaign funds.`);
      await Promise.all([refreshOnboarding(), refreshClientStatus(), refreshDesk()]);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not collect the reward.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card title="Your first day" aria-label="Your first day">
      <p className="mt-0">
        Six things every politician here does. Finish them all for a reward of <strong>{reward}</strong> in
        your {data.reward.pool}, paid once.
      </p>
      <p className="text-sm text-muted" aria-live="polite">
        {data.done} of {data.total} done
      </p>
      <progress className="mb-3 w-full" max={data.total} value={data.done} aria-label="First-day progress" />
      <ol className="m-0 flex list-none flex-col gap-2 p-0">
        {data.steps.map((step) => (
          <li key={step.key} className="flex items-start gap-2">
            {step.done ? (
              <CircleCheckIcon className="mt-1 size-5 shrink-0 text-success" />
            ) : (
              <CircleIcon className="mt-1 size-5 shrink-0 text-muted" />
            )}
            <span className="min-w-0">
              {step.done ? (
                <span className="font-semibold">
                  {step.label} <span className="sr-only">(done)</span>
                </span>
              ) : (
                <Link href={step.href} className="font-semibold">
                  {step.label}
                </Link>
              )}
              <span className="block text-sm text-muted">{step.detail}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-4">
        {paid ? (
          <p className="m-0 font-semibold" role="status">
            Reward paid: {paid}
          </p>
        ) : (
          <ActionButton
            id="first-day-reward"
            disabled={pending}
            disabledReason={open > 0 ? `${open} step${open === 1 ? '' : 's'} still to do.` : null}
            onClick={() => void claim()}
          >
            Collect {reward}
          </ActionButton>
        )}
        <ErrorAlert message={error} />
      </div>
    </Card>
  );
}

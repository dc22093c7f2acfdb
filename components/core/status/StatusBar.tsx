'use client';

import { useCallback } from 'react';
import { formatInteger, formatMoney, formatCompactMoney } from '@/lib/platform/browser/format';
import { useClientNav, useClientStatus } from '@/lib/systems/game/browser/session';
import { TurnCountdown } from './TurnCountdown';

/**
 * A label or value in two lengths: the wide one on desks, the narrow one on phones, where the bar keeps to
 * one line (globals.css hides the other with display: none, so assistive tech reads one).
 */
function Sized({ wide, narrow }: { wide: string; narrow: string }) {
  return (
    <>
      <span className="status-bar__wide">{wide}</span>
      <span className="status-bar__narrow">{narrow}</span>
    </>
  );
}

/** A balance: its full label and exact amount on desks, a short label and compact amount on phones. */
function Purse(props: { label: string; short: string; amount: number; currency: string | null }) {
  return (
    <div className="status-bar__item">
      <dt>
        <Sized wide={props.label} narrow={props.short} />
      </dt>
      <dd>
        <Sized
          wide={formatMoney(props.amount, props.currency)}
          narrow={formatCompactMoney(props.amount, props.currency)}
        />
      </dd>
    </div>
  );
}

export function StatusBar() {
  const { data: nav } = useClientNav();
  const { data: status, mutate } = useClientStatus();
  const recheck = useCallback(() => void mutate(), [mutate]);

  if (!nav?.user || !status) return null;

  return (
    <section className="status-bar" data-testid="status-bar" aria-label="Game status">
      <div className="container status-bar__inner">
        <dl className="status-bar__list">
          {status.hasCharacter && (
            <>
              <Purse
                label="Campaign funds"
                short="Funds"
                amount={status.funds}
                currency={status.currencyCode}
              />
              {/* A second, separate purse: shares, bonds and index funds are bought with it. */}
              <Purse
                label="Cash on hand"
                short="Cash"
                amount={status.cashOnHand}
                currency={status.currencyCode}
              />
              <div className="status-bar__item">
                <dt>Actions</dt>
                <dd>{formatInteger(status.actions)}</dd>
              </div>
            </>
          )}
          <div className="status-bar__item status-bar__turn">
            <dt>Turn</dt>
            <dd>
              {status.currentTurn ?? '—'}
              {status.gameDateLabel && <span className="status-bar__date"> · {status.gameDateLabel}</span>}
            </dd>
          </div>
        </dl>
        <TurnCountdown
          clock={{ gameStatus: status.gameStatus, nextTurnAt: status.nextTurnAt }}
          onTurnDue={recheck}
        />
      </div>
    </section>
  );
}

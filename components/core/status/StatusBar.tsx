'use client';

import { useCallback } from 'react';
import { formatInteger, formatMoney } from '@/lib/platform/browser/format';
import { useClientNav, useClientStatus } from '@/lib/systems/game/browser/session';
import { TurnCountdown } from './TurnCountdown';

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
              <div className="status-bar__item">
                <dt>Campaign funds</dt>
                <dd>{formatMoney(status.funds, status.currencyCode)}</dd>
              </div>
              {/* A second, separate purse: shares, bonds and index funds are bought with it. */}
              <div className="status-bar__item">
                <dt>Cash on hand</dt>
                <dd>{formatMoney(status.cashOnHand, status.currencyCode)}</dd>
              </div>
              <div className="status-bar__item">
                <dt>Actions</dt>
                <dd>{formatInteger(status.actions)}</dd>
              </div>
            </>
          )}
          <div className="status-bar__item">
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

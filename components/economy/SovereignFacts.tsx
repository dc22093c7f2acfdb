import type { SovereignView } from '@/lib/systems/economy/sovereigns/schemas';

const pct = (fraction: number, digits = 2) => `${Math.round(fraction * 10 ** (digits + 2)) / 10 ** digits}%`;

/** The sovereign borrower on the country economy page (its rating is in the Debt list above it). */
export function SovereignFacts({
  sovereign,
  money,
}: {
  sovereign: SovereignView;
  money: (amount: number) => string;
}) {
  const { sustainability, lastAuction, demand } = sovereign;
  return (
    <>
      <h2>Sovereign borrowing</h2>
      <dl className="fact-grid" aria-label="Sovereign borrowing">
        <div>
          <dt>Sustainability</dt>
          <dd>
            {sustainability.score} / 100 ({sustainability.band})
          </dd>
        </div>
        <div>
          <dt>Lender trust</dt>
          <dd>{sovereign.trust} / 100</dd>
        </div>
        <div>
          <dt>Coupon on new debt</dt>
          <dd>{pct(sovereign.couponRate)}</dd>
        </div>
        <div>
          <dt>Auction demand</dt>
          <dd>
            {demand.subscriptionRatio === null
              ? 'No auction yet'
              : `${demand.subscriptionRatio}× (${demand.band})`}
          </dd>
        </div>
        <div>
          <dt>Last auction</dt>
          <dd>
            {lastAuction
              ? `Turn ${lastAuction.turn}: ${lastAuction.band}, raised ${money(lastAuction.raised)} of ${money(lastAuction.offered)}`
              : 'None held'}
          </dd>
        </div>
        <div>
          <dt>Failed auctions in a row</dt>
          <dd>{sovereign.consecutiveFailedAuctions}</dd>
        </div>
      </dl>
    </>
  );
}

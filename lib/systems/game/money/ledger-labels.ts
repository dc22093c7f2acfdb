/** Player words for each ledger reason (what the money history shows in its Kind column and filter). */
const REASON_LABELS: Record<string, string> = {
  funds_transfer: 'Transfer',
  forex_exchange: 'Currency exchange',
  fundraise: 'Fundraising',
  fundraising: 'Fundraising',
  campaign_spending: 'Campaign spending',
  party_donation: 'Party donation',
  party_dues: 'Party dues',
  party_founding: 'Party founding fee',
  party_grant: 'Party grant',
  dividend: 'Dividends',
  share_trade: 'Share trade',
  corporation_founding: 'Founding a corporation',
  capital_injection: 'Capital injection',
  spin_off: 'Spin-off',
  bond_issue: 'Bond issue',
  bond_purchase: 'Bond purchase',
  bond_sale: 'Bond sale',
  bond_service: 'Bond interest and repayment',
  fund_purchase: 'Index fund purchase',
  fund_redemption: 'Index fund redemption',
  fund_fee: 'Index fund fee',
  fund_rebalance: 'Index fund rebalancing',
  fund_close: 'Index fund closing',
  constituent_delisted: 'Delisting payout',
  opening_balance: 'Starting balance',
  new_player_grant: 'Starting grant',
  seed: 'Starting balance',
  manual: 'Adjustment by an administrator',
  account_retired: 'Account closed',
};

/** A ledger reason in player words; an unlisted one is written out from its code ("sovereign_auction" → "Sovereign auction"). */
export function ledgerReasonLabel(reason: string): string {
  const known = REASON_LABELS[reason];
  if (known) return known;
  const words = reason.replaceAll(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Which of the player's own balances a ledger row moved. */
export const PLAYER_ACCOUNT_LABELS: Record<string, string> = {
  character_funds: 'Campaign funds',
  character_cash: 'Cash',
  character_currency: 'Foreign currency',
};

/**
 * The notification kinds that ask something of the player before a deadline, by the alert switch that
 * covers them (docs/alerts.md): the bell and the desk mark them urgent, and the alerts phase sends them
 * to players who asked for urgent alerts. Kinds are the writing systems' (core names them as strings).
 */
export const URGENT_NOTIFICATION_KINDS = {
  decision_opened: 'decisions',
  bill_vote_open: 'bills',
  bill_awaiting_signature: 'bills',
  election_filing_open: 'filings',
} as const;

export const isUrgentKind = (kind: string): boolean => Object.hasOwn(URGENT_NOTIFICATION_KINDS, kind);

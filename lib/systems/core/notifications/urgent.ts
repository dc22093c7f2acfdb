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
  // A debate challenge to answer (and its answer and result), an endorsement asked of the player.
  election_debate: 'filings',
  election_endorsement_asked: 'filings',
  // A whip on a bill the player votes on: the vote still to cast.
  party_whip: 'bills',
  // Votes and answers a party asks of its member or leader before a close.
  party_leadership: 'decisions',
  party_selection: 'decisions',
  party_coalition: 'decisions',
} as const;

export const isUrgentKind = (kind: string): boolean => Object.hasOwn(URGENT_NOTIFICATION_KINDS, kind);

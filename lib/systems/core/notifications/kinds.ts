/**
 * Every kind of notification the game writes, with the label and line the preferences page shows.
 * A kind a character switched off is skipped at write time (notification_preferences).
 */
export const NOTIFICATION_KINDS = {
  election_filed: { label: 'Election filings', description: 'You filed to stand in an election.' },
  election_won: { label: 'Elections won', description: 'You won an election, with your share and place.' },
  election_lost: { label: 'Elections lost', description: 'You lost an election, with your share and place.' },
  bill_passed: { label: 'Bills passed', description: 'A bill you sponsored or voted on passed.' },
  bill_failed: { label: 'Bills failed', description: 'A bill you sponsored or voted on failed.' },
  money_received: { label: 'Money received', description: 'Another player sent you funds.' },
  dividend_paid: { label: 'Dividends', description: 'A corporation paid you a dividend.' },
  order_filled: { label: 'Orders filled', description: 'Shares you put up for sale were bought.' },
  extraction_offer_decided: {
    label: 'Extraction offers',
    description: 'A state accepted or rejected your corporation’s extraction offer.',
  },
  subsidiary_command: {
    label: 'Subsidiary commands',
    description: 'A parent corporation’s command changed your corporation.',
  },
  achievement: { label: 'Achievements', description: 'You earned an achievement.' },
  world_event: { label: 'Events in your state', description: 'A crisis or event began in your home state.' },
  referendum_decided: {
    label: 'Referendums',
    description: 'A referendum in your country or home state was decided.',
  },
} as const satisfies Record<string, { label: string; description: string }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_KEYS = Object.keys(NOTIFICATION_KINDS) as [
  NotificationKind,
  ...NotificationKind[],
];

/** The live_events kind under which /api/events streams a notification frame. */
export const NOTIFICATION_LIVE_EVENT_KIND = 'notification';

export const NOTIFICATIONS_LIMIT_DEFAULT = 20;
export const NOTIFICATIONS_LIMIT_MAX = 100;
/** Ids one PATCH may mark read. */
export const NOTIFICATIONS_MARK_MAX = 200;

/** Non-player characters per state at WORLD_SCALE=1. */
export const NPCS_PER_STATE = 10;
export const GAME_SEED_DEFAULT = 'statecraft';

/** Demo characters start rich enough to try every feature. */
export const DEMO_CAMPAIGN_FUNDS = 1_000_000;
export const DEMO_CASH_ON_HAND = 250_000;
export const DEMO_ACTIONS = 120;
export const DEMO_POLITICAL_INFLUENCE = 25;
/** Demo characters come with a filled demographic profile (hometown: their home state). */
export const DEMO_DEMOGRAPHICS = { ageBracket: '35-44', occupation: 'Public servant' } as const;
/** Demo players who own and run one seeded corporation each. */
export const DEMO_CORPORATION_OWNERS: readonly string[] = ['alice'];

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  displayName: string;
  isAdmin: boolean;
  character: { name: string; countryId: string; stateId: string; partySlug: string } | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    email: 'admin@example.com',
    password: 'statecraft-admin',
    displayName: 'Admin',
    isAdmin: true,
    character: null,
  },
  {
    username: 'alice',
    email: 'alice@example.com',
    password: 'statecraft-alice',
    displayName: 'Alice',
    isAdmin: false,
    character: { name: 'Alice Adams', countryId: 'US', stateId: 'CA', partySlug: 'dem' },
  },
  {
    username: 'bob',
    email: 'bob@example.com',
    password: 'statecraft-bob',
    displayName: 'Bob',
    isAdmin: false,
    character: { name: 'Bob Baker', countryId: 'US', stateId: 'TX', partySlug: 'rep' },
  },
  {
    username: 'carol',
    email: 'carol@example.com',
    password: 'statecraft-carol',
    displayName: 'Carol',
    isAdmin: false,
    character: { name: 'Carol Clarke', countryId: 'UK', stateId: 'UKI', partySlug: 'lab' },
  },
];

/**
 * What Statecraft has shipped, newest first: the source of the /changelog page (and of the original game's
 * /changelog and /roadmap addresses, which lead there). Written for players and API users; add an entry
 * when a release changes what they can see or call.
 */

export type ReleaseAudience = 'players' | 'api' | 'operators';

export interface ReleaseNote {
  /** ISO date of the release. */
  date: string;
  title: string;
  changes: { audience: ReleaseAudience; items: string[] }[];
}

export const RELEASE_AUDIENCE_LABELS: Record<ReleaseAudience, string> = {
  players: 'For players',
  api: 'For API users and bots',
  operators: 'For server operators',
};

export const RELEASE_NOTES: readonly ReleaseNote[] = [
  {
    date: '2026-11-28',
    title: 'Quarterly dividends and party dues',
    changes: [
      {
        audience: 'players',
        items: [
          "Corporations pay dividends once a quarter (every 13 turns), each on its own week: every turn's dividend (its rate of that turn's after-tax profit) is declared and paid together on the payment day, at most the cash the corporation holds then, to whoever holds the shares that day. The corporation page shows the last payment, what has been declared since and the turn it will be paid. You get one dividend notice per payment turn instead of one every turn.",
          'Party dues are 6,500 every 13 turns (a quarter), on your own week of the quarter, instead of 2,000 every 4 turns: the same on average. Your desk still names the turn of your next payment.',
        ],
      },
      {
        audience: 'api',
        items: [
          "The corporation detail's financials add dividendsDeclared (declared since the last payment) and nextDividendTurn; dividends is the last quarterly payment.",
        ],
      },
    ],
  },
  {
    date: '2026-11-26',
    title: 'Quicker transfers',
    changes: [
      {
        audience: 'api',
        items: [
          'Transfers sent at the same moment are processed together, so a busy server answers several times more of them a second. Each still gets its own answer, and a refused one changes nothing.',
        ],
      },
      {
        audience: 'operators',
        items: [
          'Transfers and API-key checks arriving together share one statement each, so under load they cost fewer database round trips and commits.',
        ],
      },
    ],
  },
  {
    date: '2026-11-26',
    title: 'Clients of the original game, and turns that stay quick as the world grows',
    changes: [
      {
        audience: 'players',
        items: [
          "The original game's desktop clients work with Statecraft: the tray and mini window show your actions, funds, income, next race and next turn, and their menus open the matching pages (a region link opens your state wherever you play).",
          'Party dues are taken once a game month on your own week of the month, so the party treasury fills every turn.',
        ],
      },
      {
        audience: 'api',
        items: [
          "Every field the original game's public API documentation lists is served where the specification is silent: a bill's sponsor by name with their party, closed elections with their final votes, vote-share snapshots, and more on characters, parties, the leaderboard and the economy.",
          "The live stream also sends each turn as turn_complete and carries a notification's title as message, the names the original desktop client reads.",
        ],
      },
      {
        audience: 'operators',
        items: [
          'A turn at 91,000 characters takes about 2 s at worst: dues spread over the month, foreign keys checked once per row, and the worker vacuums what a turn rewrote right after it.',
        ],
      },
    ],
  },
  {
    date: '2026-11-26',
    title: 'Your desk, notifications, mail and live updates',
    changes: [
      {
        audience: 'players',
        items: [
          'Home is now your desk: your character, office, party, influence, funds and actions, next steps from where you stand, what changed since the last turn and what is due.',
          'Notifications for what happens to you (races filed, won or lost, bills passed or failed, dividends, filled orders, achievements, world events where you live), with a bell in the menu and a switch per kind.',
          'Player mail: write to any player from their profile.',
          'Pages update the moment a turn ends, without reloading.',
          'The leaderboard has a players-only board and shows your own rank.',
          'Flags beside country names across the site; buying, selling and issuing shares, bonds and index funds use the same clear forms, with the cost shown before you confirm.',
          'Found a corporation from its own page (Create a corporation), with the capital taken from your cash on hand.',
          'Links from the original game and its desktop clients (profile, campaign, state and nation menus, stock market, wiki, changelog) open the matching Statecraft page.',
        ],
      },
      {
        audience: 'api',
        items: [
          'Live events on /api/events: Server-Sent Events when asked for text/event-stream, JSON otherwise.',
          'Client routes accept a character or corporation by its public number wherever they take its id.',
          'The compatibility notes list which community clients work and what each calls.',
        ],
      },
      {
        audience: 'operators',
        items: [
          'Faster turns: dividends, credit ratings, revenue, costs, tax and policy steps write fewer ledger rows.',
        ],
      },
    ],
  },
  {
    date: '2026-11-25',
    title: 'A new look, the API reference and a typed client',
    changes: [
      {
        audience: 'players',
        items: [
          'One design across the site, with light and dark themes, menus grouped by Politics, Economy and World, and a menu sheet on phones; every page works on a phone screen.',
          'Choose the CEO of a corporation or the target of an extraction offer from a list instead of typing an id.',
          'Market prices in one currency, and readable metric names on country pages.',
          'Actions refill as the turns pass, shown on your status bar.',
        ],
      },
      {
        audience: 'api',
        items: [
          'A readable API reference at /docs/api and the OpenAPI document without a key at /api/docs/openapi.json.',
          'Every public read carries an ETag: send it back as If-None-Match and an unchanged answer is a bodiless 304.',
          'A typed TypeScript client and an example bot built on it.',
        ],
      },
      {
        audience: 'operators',
        items: [
          'Several web processes on one port (WEB_CONCURRENCY), backups and restores, and deployment and scaling guides.',
          'Stricter request screening: malformed addresses, oversized bodies and forwarded headers from untrusted hops are refused early.',
        ],
      },
    ],
  },
  {
    date: '2026-11-23',
    title: 'Corporations, money, resources and a wider world',
    changes: [
      {
        audience: 'players',
        items: [
          'Corporations with a stock market, cap tables, share price charts, sell orders, new share issues and dividends; holding groups and subsidiaries; bonds and index funds.',
          'Send money to other characters and exchange currencies at the forex rates.',
          'Natural resources: a map of what each state can extract, extraction contracts granted by legislatures and offers from corporations.',
          'World events and crises, armed conflicts with their battles, and international organizations whose members vote on common standards.',
          'Elections you can file for and campaign in, and bills you can propose and vote on once elected.',
        ],
      },
      {
        audience: 'api',
        items: [
          'Private API keys can move money: transfers and currency exchanges, each with an optional Idempotency-Key.',
          'Public endpoints for conflicts, battles, organizations, world events, commodities and resources.',
        ],
      },
    ],
  },
  {
    date: '2026-11-22',
    title: 'The first world',
    changes: [
      {
        audience: 'players',
        items: [
          'Run a politician in the United States, the United Kingdom, Germany or Japan: create a character, raise campaign funds with your actions and join a party.',
          'The world advances one game week every few minutes.',
          'Countries with their states and regions, parties, economies, budgets and national debt; character profiles and search.',
          'Policy: take positions on the issues and watch your country’s metrics move.',
          'Themes from the original game, each checked for contrast.',
        ],
      },
      {
        audience: 'api',
        items: [
          'The public read API at /api/public/v1 with API keys, rate limits, its list of endpoints at /meta and an OpenAPI 3.1 document.',
        ],
      },
      {
        audience: 'operators',
        items: ['npm start runs everything, database included, on a fresh machine.'],
      },
    ],
  },
];

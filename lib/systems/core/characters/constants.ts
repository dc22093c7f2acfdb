/** Actions regained at the start of every turn. */
export const ACTIONS_PER_TURN = 10;
/** Refills stop at this cap, well above a 15-action policy step (docs/characters.md). */
export const ACTIONS_CAP = 150;

/** The yield of one fundraise action (docs/characters.md). */
export const FUNDRAISING_BASE = 50_000;
export const FUNDRAISING_PER_DONOR_LEVEL = 2_000;

export const POLITICAL_INFLUENCE_MAX = 100;

/** Most rows /character and /characterSearch return. */
export const CHARACTER_SEARCH_MAX_RESULTS = 25;
/** Longest name fragment or chat id accepted in a search. */
export const CHARACTER_SEARCH_MAX_TERM = 100;
/** Bulk character lookup takes up to 100 ids per request (docs/api-contract.md). */
export const BULK_CHARACTER_IDS_MAX = 100;
/** Longest id list string: 100 ten-digit ids with separators, plus room for spaces. */
export const BULK_CHARACTER_IDS_MAX_CHARS = 2_000;
/** Longest public character id: a 24-hex ObjectId or a sequential number, with slack for typos. */
export const CHARACTER_ID_MAX = 64;

/** A new player's opening grant (character setup), issued through the ledger from NEW_PLAYER_GRANT_SOURCE. */
export const NEW_PLAYER_CAMPAIGN_FUNDS = 100_000;
export const NEW_PLAYER_CASH_ON_HAND = 25_000;
export const NEW_PLAYER_ACTIONS = 50;
/** Named ledger source (a system account) of the new-player grant. */
export const NEW_PLAYER_GRANT_SOURCE = 'new_player_grant';

/** One fundraise costs this many actions and pays exactly projectedIncome. */
export const FUNDRAISE_ACTION_COST = 10;
/** Named ledger source (a system account) of fundraising yields. */
export const FUNDRAISING_SOURCE = 'fundraising';

export const CHARACTER_NAME_MIN = 3;
export const CHARACTER_NAME_MAX = 60;
export const CHARACTER_BIO_MAX = 1_000;
/** Demographic profile choices; `missingDemographics` is true until they are filled. */
export const AGE_BRACKETS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const OCCUPATION_MAX = 80;
export const HOMETOWN_MAX = 80;
/** A chat-platform user id (e.g. a Discord snowflake) as `character?chatId=` matches it. */
export const CHAT_ID_MAX = 100;
export const FIRST_STEPS_ACHIEVEMENT_ID = 'first_steps';
export const FIRST_FUNDRAISE_ACHIEVEMENT_ID = 'first_fundraise';

/** Codes older clients send for a country we file under another code (the original game's bot asks for GB). */
export const COUNTRY_CODE_ALIASES: Readonly<Record<string, string>> = { GB: 'UK' };

export const COUNTRY_CODE_MIN = 2;
export const COUNTRY_CODE_MAX = 8;

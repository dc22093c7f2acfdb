/** Lengths of a player mail, as the original game's composer caps them. */
export const MAIL_SUBJECT_MAX = 80;
export const MAIL_BODY_MAX = 1000;
export const MAIL_LIMIT_DEFAULT = 20;
export const MAIL_LIMIT_MAX = 100;

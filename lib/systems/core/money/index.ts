/** Money: units, conversion, the spread and moveMoney. Every balance change of the money verbs goes through here. */
export * from './units';
export * from './conversion';
export * from './move-money';

/** The words a label can explain with a "?" link: each one's entry in the guide. */
export const TERMS = {
  actions: { term: 'Actions', href: '/guide#actions' },
  'campaign-funds': { term: 'Campaign funds', href: '/guide/money#campaign-funds' },
  'cash-on-hand': { term: 'Cash on hand', href: '/guide/money#cash-on-hand' },
  dues: { term: 'Party dues', href: '/guide/money#dues' },
  influence: { term: 'Political influence', href: '/guide#influence' },
  favorability: { term: 'Favorability', href: '/guide#favorability' },
  infamy: { term: 'Infamy', href: '/guide#infamy' },
} as const;
export type TermKey = keyof typeof TERMS;

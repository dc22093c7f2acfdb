import base from './playwright.config';

const mine = ['ui/maps.spec.ts', 'ui/account-pages.spec.ts'];
export default {
  ...base,
  projects: [
    base.projects!.find((p) => p.name === 'sessions')!,
    { ...base.projects!.find((p) => p.name === 'ui')!, testMatch: mine, testIgnore: [] },
  ],
};

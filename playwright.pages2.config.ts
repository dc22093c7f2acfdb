import base from './playwright.config';

const mine = ['ui/maps.spec.ts', 'ui/account-pages.spec.ts', 'ui/economy-page.spec.ts'];
const project = (name: string) => base.projects!.find((p) => p.name === name)!;
export default {
  ...base,
  projects: [
    project('sessions'),
    { ...project('ui'), testMatch: mine, testIgnore: [] },
    { ...project('live'), dependencies: ['ui'] },
  ],
};

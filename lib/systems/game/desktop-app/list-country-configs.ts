import { asc } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { macroFor } from '@/lib/systems/economy/macro/plan-economy';
import { countries } from '@/models';

/**
 * GET /api/countries: every country with the labels and page addresses the desktop clients build their
 * country menus from (the Electron client falls back to a built-in list of four without it). The paths
 * are this site's own pages, so no redirect is needed to follow them.
 */
export interface CountryConfig {
  id: string;
  name: string;
  currencyCode: string;
  enabledForPlayers: boolean;
  executiveLabel: string;
  executivePath: string;
  /** 'direct_election' (a president the people elect) or 'parliamentary' (a government the chamber forms). */
  executiveFormation: 'direct_election' | 'parliamentary';
  legislatureLabel: string;
  legislaturePath: string;
  centralBankName: string;
  mapPath: string;
  electionsPath: string;
  economyPath: string;
}

export async function listCountryConfigs(db: Db): Promise<{ countries: CountryConfig[] }> {
  const rows = await db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.id));
  return {
    countries: rows.map((c) => {
      const home = `/countries/${encodeURIComponent(c.id)}`;
      return {
        id: c.id,
        name: c.name,
        currencyCode: c.currencyCode,
        enabledForPlayers: c.enabledForPlayers,
        executiveLabel: c.executiveTitle,
        executivePath: home,
        executiveFormation: c.governmentType === 'presidential' ? 'direct_election' : 'parliamentary',
        legislatureLabel: c.legislatureChamber,
        legislaturePath: `/legislation?country=${encodeURIComponent(c.id)}`,
        centralBankName: macroFor(c).centralBank.name,
        mapPath: home,
        electionsPath: `${home}/elections`,
        economyPath: `${home}/economy`,
      };
    }),
  };
}

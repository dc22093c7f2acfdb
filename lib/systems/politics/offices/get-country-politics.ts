import type { Db } from '@/lib/platform/db';
import { getGovernment } from '@/lib/systems/politics/government/get-government';
import type { GetGovernmentResult } from '@/lib/systems/politics/government/schemas';
import {
  currentLeader,
  lastElectionCycle,
  legislatureComposition,
  otherChambers,
  type ChamberComposition,
  type CurrentLeader,
  type SeatShare,
} from './country-politics';

export interface CountryPolitics {
  leader: CurrentLeader | null;
  composition: SeatShare[];
  /** The other chambers (a second chamber's make-up), in catalog order. */
  otherChambers: ChamberComposition[];
  lastElectionCycle: number | null;
  government: GetGovernmentResult;
}

/** The country page's politics block: the leader, the chambers' make-up and the government. */
export async function getCountryPolitics(db: Db, input: { code: string }): Promise<CountryPolitics> {
  const government = await getGovernment(db, { country: input.code });
  const code = government.countryId;
  return {
    leader: await currentLeader(db, code),
    composition: await legislatureComposition(db, code),
    otherChambers: await otherChambers(db, code),
    lastElectionCycle: await lastElectionCycle(db, code),
    government,
  };
}

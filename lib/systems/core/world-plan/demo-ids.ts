import { createRandom } from '@/lib/platform/random';
import { DEMO_ACCOUNTS } from './constants';

/** The user and character ids of the demo accounts: a pure function of the world seed. */
export function demoIds(seed: string): { username: string; userId: string; characterId: string }[] {
  const random = createRandom(`${seed}:demo`);
  return DEMO_ACCOUNTS.map((account) => ({
    username: account.username,
    userId: random.objectId(),
    characterId: random.objectId(),
  }));
}

/** A demo account's character id in the world of `seed` (API examples name these). */
export function demoCharacterId(seed: string, username: string): string {
  const found = demoIds(seed).find((ids) => ids.username === username);
  if (!found) throw new Error(`no demo account ${username}`);
  return found.characterId;
}

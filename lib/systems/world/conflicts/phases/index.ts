import { advanceConflicts } from './advance-conflicts';
import { fightBattles } from './fight-battles';
import { igniteTensionConflicts } from './ignite-tension-conflicts';

/** Battles first, then statuses read their result; new conflicts start last and fight next turn. */
export const conflictPhases = [fightBattles, advanceConflicts, igniteTensionConflicts];

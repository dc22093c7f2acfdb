import { fillVacanciesPhase } from './fill-vacancies';

/** Before the elections are scheduled, so a by-election called this turn gets its candidates this turn. */
export const vacancyPhases = [fillVacanciesPhase] as const;

import { callReferendums } from './call-referendums';
import { pollReferendums } from './poll-referendums';
import { resolveReferendums } from './resolve-referendums';

/** Resolve the due votes first, then poll the rest, then call new ones (a country is free again once resolved). */
export const referendumPhases = [resolveReferendums, pollReferendums, callReferendums];

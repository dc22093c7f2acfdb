import { getDb } from '@/lib/platform/db';
import { currentLiveSeq } from '@/lib/systems/core/live/open-live-feed';

/**
 * The live log's seq as the page renders, the stream's `since`: a turn that ends between this render and
 * the stream's opening is replayed to the page instead of missed. Undefined when the log cannot be read
 * (the stream then opens from its first live frame, as before).
 */
export async function liveSeqAtRender(): Promise<number | undefined> {
  try {
    return await currentLiveSeq(getDb());
  } catch {
    return undefined;
  }
}

import { isObjectId } from '@/lib/platform/ids';

/** Largest value of the serial `seq` column; bigger numbers cannot match and must not reach SQL. */
const MAX_SEQ = 2_147_483_647;

/** Reads the column a public id refers to: all digits is a sequential id, 24 hex is an ObjectId. */
export function characterKey(id: string): { seq: number } | { id: string } | null {
  if (/^\d{1,10}$/.test(id)) {
    const seq = Number(id);
    return seq >= 1 && seq <= MAX_SEQ ? { seq } : null;
  }
  const lowered = id.toLowerCase();
  return isObjectId(lowered) ? { id: lowered } : null;
}

import type { Metadata } from 'next';
import { MailView } from '@/components/core/mail/MailView';
import { getDb } from '@/lib/platform/db';
import { listInbox } from '@/lib/systems/core/mail/list-mail';
import { MESSAGE_PAGE_SIZE } from '@/lib/systems/game/browser/keys';
import { pageUser } from '../page-user';

export const metadata: Metadata = { title: 'Mail' };
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ to?: string | string[]; name?: string | string[] }> };
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

export default async function MailPage({ searchParams }: Props) {
  const [{ to, name }, user] = await Promise.all([searchParams, pageUser()]);
  // The inbox's first page, as the view's hook asks for it; a player without a character has no mail.
  const initialInbox = user
    ? await listInbox(getDb(), { userId: user.id, query: { limit: String(MESSAGE_PAGE_SIZE) } }).catch(
        () => undefined,
      )
    : undefined;
  return (
    <>
      <h1>Mail</h1>
      <MailView presetTo={one(to)} presetName={one(name)} initialInbox={initialInbox} />
    </>
  );
}

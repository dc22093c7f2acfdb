import type { Metadata } from 'next';
import Link from 'next/link';
import { GuideNav } from '@/components/game/guide/GuideNav';
import { formatMoney } from '@/lib/platform/browser/format';
import { MONEY_FACTS } from '@/lib/systems/game/guide/reference';

export const metadata: Metadata = { title: 'Guide: money and dues' };

const usd = (amount: number) => formatMoney(amount, 'USD');

/** The two money pools, what moves money in and out of each, and party dues, from the game's constants. */
export default function GuideMoneyPage() {
  const f = MONEY_FACTS;
  return (
    <div className="narrow">
      <h1>Money and dues</h1>
      <GuideNav current="/guide/money" />
      <p className="lead">
        Every character holds two pools of money in their country&apos;s currency. Amounts below are in US
        dollars; other countries use the same numbers in their own currency.
      </p>
      <h2 id="campaign-funds">Campaign funds</h2>
      <p>
        Money for politics. It comes in from fundraising ({f.fundraiseCost} actions each), transfers and
        rewards, and goes out on campaigns, donations to your party and party dues. A new character starts
        with {usd(f.newPlayerFunds)}.
      </p>
      <h2 id="cash-on-hand">Cash on hand</h2>
      <p>
        Your own money. It buys shares, bonds and fund units and receives their dividends. A new character
        starts with {usd(f.newPlayerCash)}. <Link href="/money">Your money and transfers</Link>.
      </p>
      <h2 id="dues">Party dues</h2>
      <p>
        A party member pays {usd(f.partyDues)} from campaign funds every {f.partyDuesEveryTurns} turns, into
        the party&apos;s treasury, which backs its candidates. A member holding less than that pays nothing
        that time. Your desk shows the turn of your next payment.
      </p>
      <h2 id="first-day-reward">The first-day reward</h2>
      <p>
        Finishing the first-day checklist on your desk pays {usd(f.onboardingReward)} into your{' '}
        {f.onboardingRewardPool}, once per character.
      </p>
    </div>
  );
}

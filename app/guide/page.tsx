import type { Metadata } from 'next';
import Link from 'next/link';
import { GuideNav } from '@/components/game/guide/GuideNav';
import { formatMoney } from '@/lib/platform/browser/format';
import { MONEY_FACTS } from '@/lib/systems/game/guide/reference';

export const metadata: Metadata = { title: 'Guide: how to play' };

const usd = (amount: number) => formatMoney(amount, 'USD');

/** The game loop in short chapters, each pointing to the page where it is played. */
export default function GuidePage() {
  const f = MONEY_FACTS;
  return (
    <div className="narrow">
      <h1>How to play</h1>
      <GuideNav current="/guide" />
      <p className="lead">
        You are a politician in a living country. Raise money, join a party, win office, pass laws and invest:
        the world moves on one turn at a time whether you act or not.
      </p>

      <h2 id="turns">Turns</h2>
      <p>
        One turn is one game week. When it ends the whole world moves at once: votes are counted, bills
        resolve, markets trade, parties collect dues and every metric shifts. Your desk shows the countdown to
        the next turn and what changed since the last.{' '}
        <Link href="/guide/turn">Every phase of a turn, in order</Link>.
      </p>

      <h2 id="actions">Actions</h2>
      <p>
        Actions are your time. You regain {f.actionsPerTurn} every turn, up to {f.actionsCap}; unspent actions
        past the cap are lost. Fundraising costs {f.fundraiseCost}, proposing a bill {f.billProposeCost}, and
        each button says what it costs. Spend them on <Link href="/#fundraise">your desk</Link>.
      </p>

      <h2 id="money">The two money pools</h2>
      <p>
        <strong>Campaign funds</strong> pay for politics: campaigns, party dues and donations.{' '}
        <strong>Cash on hand</strong> is your own money: it buys shares and other investments. A new character
        starts with {usd(f.newPlayerFunds)} and {usd(f.newPlayerCash)} (in the home currency).{' '}
        <Link href="/guide/money">Money, dues and rewards</Link>.
      </p>

      <h2 id="offices">Offices</h2>
      <p>
        Offices are where power sits: heads of government, legislators, governors, cabinets and central banks.
        Most are won in elections; some are appointed.{' '}
        <Link href="/guide/offices">What every office does and how it is won</Link>.
      </p>

      <h2 id="elections">Elections</h2>
      <p>
        A race opens for filing a few turns before a term ends. File from the race&apos;s page, then spend
        campaign funds to win votes. Your share depends on how close your positions are to the voters&apos;
        leans, your favorability, your campaign spending and your party&apos;s strength.{' '}
        <Link href="/countries/US/elections">See the elections</Link>.
      </p>

      <h2 id="bills">Bills</h2>
      <p>
        Legislators propose bills that pick one option of a law; the chamber votes for {f.billVotingTurns}{' '}
        turns. A law in force moves the country&apos;s metrics a little every turn.{' '}
        <Link href="/legislation">Bills now</Link>,{' '}
        <Link href="/guide/legislation">every law and its effects</Link>,{' '}
        <Link href="/guide/metrics">every metric</Link>.
      </p>

      <h2 id="parties">Parties</h2>
      <p>
        A party backs its members&apos; campaigns and counts toward their votes. Members pay{' '}
        {usd(f.partyDues)} of campaign funds every {f.partyDuesEveryTurns} turns.{' '}
        <Link href="/countries/US">Parties of a country</Link>.
      </p>

      <h2 id="markets">Markets</h2>
      <p>
        Corporations issue shares that pay dividends once a quarter (every 13 turns); you buy them with cash
        on hand. There are also bonds, index funds, commodities and currencies.{' '}
        <Link href="/market">The stock market</Link>.
      </p>

      <h2 id="first-day">Your first day</h2>
      <p>
        The desk lists six first acts. Do them all for a reward of {usd(f.onboardingReward)} in{' '}
        {f.onboardingRewardPool}, once per character.
      </p>

      <h2 id="words">Words</h2>
      <dl>
        <dt id="influence">Political influence</dt>
        <dd>
          Your standing, from 0 to 100. It raises what each fundraise brings in and ranks you on the
          leaderboard; unpopular acts such as shifting your positions cost some of it.
        </dd>
        <dt id="favorability">Favorability</dt>
        <dd>How much voters like you, from 0 to 100. It multiplies your share of the vote in every race.</dd>
        <dt id="infamy">Infamy</dt>
        <dd>
          A mark of notoriety that only grows: each shift of your positions adds some. It is public on your
          profile.
        </dd>
        <dt>Actions, campaign funds, cash on hand, dues</dt>
        <dd>
          See <Link href="#actions">Actions</Link> and <Link href="/guide/money">Money and dues</Link>.
        </dd>
      </dl>
    </div>
  );
}

import Link from 'next/link';
import { HomeGreeting } from '@/components/home/HomeGreeting';

export default function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">Statecraft</h1>
        <p className="lead">
          A turn-based multiplayer simulation of politics and economics. Run for office, raise campaign funds,
          build a party and steer policy in the United States, the United Kingdom and more.
        </p>
        <HomeGreeting />
      </section>

      <section aria-labelledby="how-heading">
        <h2 id="how-heading">How it works</h2>
        <ul className="feature-list">
          <li>
            <h3>Turns</h3>
            <p>
              The world advances one game week every few minutes. Each turn refills your actions, which you
              spend on fundraising and politics; the bar at the top counts down to the next one.
            </p>
          </li>
          <li>
            <h3>Your character</h3>
            <p>
              Every player runs one politician in a home state or region, with campaign funds, actions and
              political influence to spend.
            </p>
          </li>
          <li>
            <h3>Play from code</h3>
            <p>
              Everything public is also available as JSON. Create an API key in settings and follow the{' '}
              <Link href="/docs">API guide</Link>.
            </p>
          </li>
        </ul>
      </section>
    </>
  );
}

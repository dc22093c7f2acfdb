import type { Metadata } from 'next';
import { requestOrigin } from '../request-origin';
import Link from 'next/link';
import { EventsApiDocs } from '@/components/world/events/EventsApiDocs';
import { ExtractionApiDocs } from '@/components/extraction/ExtractionApiDocs';
import { ERROR_CODES, type ErrorCode } from '@/lib/platform/errors';
import { API_REFERENCE_PATH, KEYLESS_OPENAPI_PATH } from '@/lib/platform/public-api/constants';
import { RATE_LIMIT_BUCKETS, type RateLimitBucket } from '@/lib/platform/rate-limit';

export const metadata: Metadata = { title: 'How to play and API docs' };

const PUBLIC_BASE = '/api/public/v1';
// JSON documents, not pages: plain <a> links, so the browser shows the raw document. Both open
// without a key (the keyed /meta and /openapi.json would answer a browser 401).
const OPENAPI_URL = KEYLESS_OPENAPI_PATH;
const ERROR_CODES_URL = '/api/error-codes';

// Per account, shared by all of its keys (creating more keys does not raise them). Numbers come from
// the limiter's own table; only the descriptions live here.
const RATE_LIMITS: { bucket: RateLimitBucket; covers: string }[] = [
  { bucket: 'public-read', covers: 'every public read endpoint' },
  { bucket: 'transfer', covers: 'fund transfers (private key)' },
  { bucket: 'forex', covers: 'currency exchange (private key)' },
  { bucket: 'key-management', covers: 'creating, listing and revoking keys in settings' },
];

function describeLimit(bucket: RateLimitBucket): string {
  const { points, durationSeconds } = RATE_LIMIT_BUCKETS[bucket];
  return durationSeconds === 60 ? `${points} per minute` : `${points} per ${durationSeconds} s`;
}

// Statuses come from the one error-code table; the meanings explain them for API callers.
const ERRORS: { code: ErrorCode; meaning: string }[] = [
  { code: 'BAD_REQUEST', meaning: 'A query parameter or body field is missing or invalid.' },
  { code: 'UNAUTHORIZED', meaning: 'The X-API-Key header is missing, or the key is unknown or revoked.' },
  { code: 'INSUFFICIENT_SCOPE', meaning: 'A public key was used on an endpoint that needs a private key.' },
  { code: 'rate_limited', meaning: 'Quota used up; wait the number of seconds in Retry-After.' },
];

export default async function DocsPage() {
  const exampleOrigin = await requestOrigin();
  return (
    <article className="prose">
      <h1>How to play and API docs</h1>

      <nav aria-label="On this page" className="toc">
        <ul>
          <li>
            <a href="#playing">Playing</a>
          </li>
          <li>
            <a href="#api">The public API</a>
          </li>
          <li>
            <a href="#limits">Rate limits</a>
          </li>
          <li>
            <a href="#extraction-api">Extraction endpoints</a>
          </li>
          <li>
            <a href="#errors">Errors</a>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="playing">
        <h2 id="playing">Playing</h2>
        <p>
          Each player runs one politician in a home state or region. The game advances in turns, one game week
          every few minutes: each turn refills your actions, and a fundraise action turns actions into
          campaign funds. The status bar at the top shows your funds, actions, the turn number and a countdown
          to the next turn.
        </p>
        <p>
          Sign in on the <Link href="/login">login page</Link> to see your character. Game state only changes
          once per turn, so there is no need to refresh often; the page updates itself about once a minute.
        </p>
      </section>

      <section aria-labelledby="api">
        <h2 id="api">The public API</h2>
        <p>
          Everything public in the world (the game clock, countries, parties, characters) can be read as JSON,
          so you can build dashboards, bots and tools.
        </p>
        <dl className="facts">
          <div>
            <dt>Base URL</dt>
            <dd>
              <code>{PUBLIC_BASE}</code> on this server, for example{' '}
              <code>{`${exampleOrigin}${PUBLIC_BASE}`}</code>
            </dd>
          </div>
          <div>
            <dt>Authentication</dt>
            <dd>
              Send your key in the <code>X-API-Key</code> header on every request. Create keys under{' '}
              <Link href="/settings">Settings → API keys</Link>.
            </dd>
          </div>
          <div>
            <dt>Key scopes</dt>
            <dd>
              <code>svc_pub_…</code> keys read public data. <code>svc_priv_…</code> keys can also send funds
              and trade currency through <code>/api/v1</code>; keep them secret. You can have 3 active keys of
              each scope.
            </dd>
          </div>
          <div>
            <dt>Endpoint reference</dt>
            <dd>
              Every endpoint with its parameters and answers is in the{' '}
              <Link href={API_REFERENCE_PATH}>interactive API reference</Link>, where you can try calls with
              your key. The OpenAPI 3.1 document behind it is at <a href={OPENAPI_URL}>{OPENAPI_URL}</a>, for
              code generators; with a key, <code>{PUBLIC_BASE}/meta</code> lists the same catalog.
            </dd>
          </div>
        </dl>

        <h3>Try it</h3>
        <p>Replace the key with one of yours:</p>
        <pre className="code-block" tabIndex={0} aria-label="Example request with curl">
          <code>{`curl -H "X-API-Key: svc_pub_..." ${exampleOrigin}${PUBLIC_BASE}/game`}</code>
        </pre>
        <p>
          Every answer is JSON. Success looks like <code>{'{ "ok": true, "found": true, … }'}</code>; a lookup
          that matches nothing is still a success with <code>&quot;found&quot;: false</code>. Failures look
          like <code>{'{ "ok": false, "error": "…", "code": "…" }'}</code>.
        </p>
      </section>

      <section aria-labelledby="limits">
        <h2 id="limits">Rate limits</h2>
        <p>
          Limits apply per account, whichever of your keys you use. Every response carries{' '}
          <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> and{' '}
          <code>X-RateLimit-Reset</code> headers. Game state changes only once per turn, so polling faster
          than once a minute gains nothing.
        </p>
        <p>
          Every read answers with an <code>ETag</code>. Send it back as <code>If-None-Match</code> and, while
          nothing has changed, the answer is <code>304 Not Modified</code> with no body. A 304 still counts
          against the limit, but it is faster and saves you parsing.
        </p>
        <div className="table-scroll" role="region" aria-label="Rate limits table" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Bucket</th>
                <th scope="col">Limit</th>
                <th scope="col">Covers</th>
              </tr>
            </thead>
            <tbody>
              {RATE_LIMITS.map((row) => (
                <tr key={row.bucket}>
                  <th scope="row">
                    <code>{row.bucket}</code>
                  </th>
                  <td>{describeLimit(row.bucket)}</td>
                  <td>{row.covers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <ExtractionApiDocs />

      <EventsApiDocs />

      <section aria-labelledby="errors">
        <h2 id="errors">Errors</h2>
        <div className="table-scroll" role="region" aria-label="Error codes table" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Code</th>
                <th scope="col">Meaning</th>
              </tr>
            </thead>
            <tbody>
              {ERRORS.map((row) => (
                <tr key={row.code}>
                  <th scope="row">{ERROR_CODES[row.code].httpStatus}</th>
                  <td>
                    <code>{row.code}</code>
                  </td>
                  <td>{row.meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          On a 429, wait for the number of seconds in the <code>Retry-After</code> header before trying again.
          The full list of error codes is at <a href={ERROR_CODES_URL}>{ERROR_CODES_URL}</a>.
        </p>
      </section>
    </article>
  );
}

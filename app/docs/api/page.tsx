import type { Metadata } from 'next';
import Link from 'next/link';
import { TryItPanel, type TryItOperation } from '@/components/core/docs/TryItPanel';
import { ERROR_CODES } from '@/lib/platform/errors';
import { KEYLESS_OPENAPI_PATH } from '@/lib/platform/public-api/constants';
import type { AnyEndpoint } from '@/lib/platform/public-api/define-endpoint';
import { endpointParams } from '@/lib/platform/public-api/endpoint-params';
import { bucketLimit } from '@/lib/platform/rate-limit';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';

export const metadata: Metadata = { title: 'API reference' };

const catalog: AnyEndpoint[] = Object.values(endpoints);
const tags = [...new Set(catalog.map((endpoint) => endpoint.tag))];
const tagAnchor = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The reads a browser can try with a pasted key; writes move money, so they are documented only. */
const tryable: TryItOperation[] = catalog
  .filter((endpoint) => endpoint.method === 'GET')
  .map((endpoint) => ({
    id: endpoint.id,
    method: endpoint.method,
    path: endpoint.path,
    summary: endpoint.summary,
    params: endpointParams(endpoint).map(({ name, in: where, required, description }) => ({
      name,
      in: where,
      required,
      description,
    })),
  }));

function Operation({ endpoint }: { endpoint: AnyEndpoint }) {
  const params = endpointParams(endpoint);
  return (
    <article id={endpoint.id} className="card" data-testid="api-operation">
      <h3>
        <code>
          {endpoint.method} {endpoint.path}
        </code>
      </h3>
      <p>{endpoint.summary}</p>
      <p>
        Needs a {endpoint.scope === 'public' ? 'public or private' : 'private'} key. Counts against{' '}
        <code>{endpoint.bucket}</code>: {bucketLimit(endpoint.bucket)} requests per minute per account.
        {endpoint.method === 'GET' && ' Answers 304 to If-None-Match with its current ETag.'}
        {endpoint.idempotent && ' Accepts an Idempotency-Key header: a retry with the same key happens once.'}
      </p>
      {params.length > 0 && (
        <div
          className="table-scroll"
          role="region"
          aria-label={`Parameters of ${endpoint.path}`}
          tabIndex={0}
        >
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Parameter</th>
                <th scope="col">In</th>
                <th scope="col">Meaning</th>
              </tr>
            </thead>
            <tbody>
              {params.map((param) => (
                <tr key={`${param.in}.${param.name}`}>
                  <th scope="row">
                    <code>{param.name}</code>
                    {param.required ? ' (required)' : ''}
                  </th>
                  <td>{param.in}</td>
                  <td>{param.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {endpoint.body && (
        <p>
          Body: JSON with{' '}
          {Object.keys((endpoint.body as unknown as { shape?: object }).shape ?? {}).map((name) => (
            <code key={name}>{name} </code>
          ))}
        </p>
      )}
      {(endpoint.errors ?? []).length > 0 && (
        <p>
          Besides the common errors:{' '}
          {endpoint.errors!.map((code) => (
            <span key={code}>
              <code>{code}</code> ({ERROR_CODES[code].httpStatus}){' '}
            </span>
          ))}
        </p>
      )}
    </article>
  );
}

/**
 * Every catalog operation, rendered on the server from the same catalog as openapi.json, plus a
 * client-side "Try it". Not Scalar's reference: its maintainers document that it still needs
 * style-src 'unsafe-inline' (hundreds of inline style attributes, unnonced <style> injections), and our
 * CSP allows styles only from our origin or with the request's nonce.
 */
export default function ApiReferencePage() {
  return (
    <article className="prose">
      <h1>API reference</h1>
      <p>
        Every endpoint of the v1 API, listed from the same catalog that validates requests. Send your key in
        the <code>X-API-Key</code> header. The OpenAPI 3.1 document, for code generators, is at{' '}
        <a href={KEYLESS_OPENAPI_PATH}>{KEYLESS_OPENAPI_PATH}</a>; a typed TypeScript client and an example
        bot live in the repository (<code>clients/typescript</code>, <code>examples/bot</code>). Limits,
        errors and examples: <Link href="/docs#api">the API guide</Link>.
      </p>

      <TryItPanel operations={tryable} />

      <nav aria-label="Endpoint groups" className="toc">
        <ul>
          {tags.map((tag) => (
            <li key={tag}>
              <a href={`#${tagAnchor(tag)}`}>{tag}</a>
            </li>
          ))}
        </ul>
      </nav>

      {tags.map((tag) => (
        <section key={tag} aria-labelledby={tagAnchor(tag)}>
          <h2 id={tagAnchor(tag)}>{tag}</h2>
          {catalog
            .filter((endpoint) => endpoint.tag === tag)
            .map((endpoint) => (
              <Operation key={endpoint.id} endpoint={endpoint} />
            ))}
        </section>
      ))}
    </article>
  );
}

import { z } from 'zod';
import { extractionEndpoints, type ExtractionEndpoint } from '@/lib/extraction/catalog';

const AUTH_TEXT = { public: 'none', player: 'signed-in player', admin: 'administrator' } as const;

const fieldsOf = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/** The extraction endpoints, listed from their own catalog (lib/extraction/catalog.ts). */
export function ExtractionApiDocs() {
  const rows = Object.entries(extractionEndpoints) as [string, ExtractionEndpoint][];
  return (
    <section aria-labelledby="extraction-api">
      <h2 id="extraction-api">Extraction endpoints</h2>
      <p>
        Extraction contracts, state capacity and the resource map are served beside the game pages, with the
        client envelope: the payload on success, <code>{'{ "error": "…", "code": "…" }'}</code> on failure.
        Player commands use your signed-in session; admin commands need an administrator.
      </p>
      <div className="table-scroll" role="region" aria-label="Extraction endpoints table" tabIndex={0}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Endpoint</th>
              <th scope="col">Auth</th>
              <th scope="col">Inputs</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([id, endpoint]) => {
              const inputs = [...fieldsOf(endpoint.query), ...fieldsOf(endpoint.body)];
              return (
                <tr key={id}>
                  <th scope="row">
                    <code>
                      {endpoint.method} {endpoint.path}
                    </code>
                  </th>
                  <td>{AUTH_TEXT[endpoint.auth]}</td>
                  <td>{inputs.length === 0 ? '—' : inputs.map((name) => <code key={name}>{name} </code>)}</td>
                  <td>{endpoint.summary}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

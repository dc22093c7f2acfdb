import { z } from 'zod';
import type { ClientEndpoint } from '@/lib/platform/client-endpoint';

const fieldsOf = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/** A domain's client endpoints as a table, listed from its own catalog so the docs cannot drift. */
export function ClientEndpointsTable<Auth extends string>({
  label,
  endpoints,
  authText,
}: {
  label: string;
  endpoints: Record<string, ClientEndpoint<Auth>>;
  authText: Record<Auth, string>;
}) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
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
          {Object.entries(endpoints).map(([id, endpoint]) => {
            const inputs = [...fieldsOf(endpoint.query), ...fieldsOf(endpoint.body)];
            return (
              <tr key={id}>
                <th scope="row">
                  <code>
                    {endpoint.method} {endpoint.path}
                  </code>
                </th>
                <td>{authText[endpoint.auth]}</td>
                <td>{inputs.length === 0 ? '—' : inputs.map((name) => <code key={name}>{name} </code>)}</td>
                <td>{endpoint.summary}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

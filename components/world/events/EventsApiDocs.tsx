import { ClientEndpointsTable } from '@/components/ui/ClientEndpointsTable';
import { worldEventEndpoints } from '@/lib/systems/world/world-events/catalog';

/** The event endpoints, listed from their own catalog (lib/systems/world/world-events/catalog.ts). */
export function EventsApiDocs() {
  return (
    <section aria-labelledby="events-api">
      <h2 id="events-api">Event endpoints</h2>
      <p>
        Crisis and random events (disasters, market shocks, scandals, strikes and more) are ordinary JSON
        resources: poll them, there is no stream. They need no sign-in and use the client envelope:{' '}
        <code>{'{ "error": "…", "code": "…" }'}</code> on failure.
      </p>
      <ClientEndpointsTable
        label="Event endpoints table"
        endpoints={worldEventEndpoints}
        authText={{ public: 'none' }}
      />
    </section>
  );
}

import { ClientEndpointsTable } from '@/components/ui/ClientEndpointsTable';
import { extractionEndpoints } from '@/lib/systems/extraction/catalog';

const AUTH_TEXT = { public: 'none', player: 'signed-in player', admin: 'administrator' } as const;

/** The extraction endpoints, listed from their own catalog (lib/systems/extraction/catalog.ts). */
export function ExtractionApiDocs() {
  return (
    <section aria-labelledby="extraction-api">
      <h2 id="extraction-api">Extraction endpoints</h2>
      <p>
        Extraction contracts, state capacity and the resource map are served beside the game pages, with the
        client envelope: the payload on success, <code>{'{ "error": "…", "code": "…" }'}</code> on failure.
        Player commands use your signed-in session; admin commands need an administrator.
      </p>
      <ClientEndpointsTable
        label="Extraction endpoints table"
        endpoints={extractionEndpoints}
        authText={AUTH_TEXT}
      />
    </section>
  );
}

'use client';

import Link from 'next/link';
import { API_REFERENCE_PATH, PUBLIC_V1_PREFIX } from '@/lib/platform/public-api/constants';

/** The first call with a new key, ready to paste, in the three languages bots are most often written in. */
export function firstCallSnippets(origin: string, token: string) {
  const url = `${origin}${PUBLIC_V1_PREFIX}/game`;
  return [
    { language: 'curl', code: `curl -H "X-API-Key: ${token}" ${url}` },
    {
      language: 'JavaScript (typed client)',
      code: [
        '// The typed client lives in the Statecraft repository: clients/typescript (README there).',
        "import { createStatecraftClient } from '@statecraft/client';",
        '',
        `const api = createStatecraftClient({ baseUrl: '${origin}', apiKey: '${token}' });`,
        "const { data, error } = await api.GET('/api/public/v1/game');",
        'console.log(error ?? data);',
      ].join('\n'),
    },
    {
      language: 'Python',
      code: [
        'import requests',
        '',
        `response = requests.get("${url}", headers={"X-API-Key": "${token}"})`,
        'print(response.status_code, response.json())',
      ].join('\n'),
    },
  ];
}

export function FirstCallSnippets({ token }: { token: string }) {
  // Shown only after a key is created in the browser, so the page's origin is known: the reader's own.
  const origin = window.location.origin;
  return (
    <section className="first-call" aria-labelledby="first-call-heading">
      <h4 id="first-call-heading">Your first call</h4>
      {firstCallSnippets(origin, token).map(({ language, code }) => (
        <div key={language}>
          <p>{language}</p>
          <pre className="code-block" tabIndex={0} aria-label={`First call in ${language}`}>
            <code>{code}</code>
          </pre>
        </div>
      ))}
      <p>
        <Link href={API_REFERENCE_PATH}>Try every endpoint in the API reference</Link>: paste this key there.
      </p>
    </section>
  );
}

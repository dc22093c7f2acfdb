'use client';

import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Field';
import { NativeSelect } from '@/components/ui/NativeSelect';

export interface TryItOperation {
  id: string;
  method: 'GET' | 'POST';
  /** Next.js notation: `[code]` marks a path parameter. */
  path: string;
  summary: string;
  params: { name: string; in: 'path' | 'query'; required: boolean; description: string }[];
}

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Headers worth showing a bot author: limits, validators, request id. */
const SHOWN_HEADERS = ['etag', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-request-id'];

/**
 * Sends one read with the reader's own key to this server (the page's origin, never a fixed host).
 * The key stays in the page: it is not stored or sent anywhere else.
 */
export function TryItPanel({ operations }: { operations: TryItOperation[] }) {
  const formId = useId();
  const [operationId, setOperationId] = useState(operations[0]?.id ?? '');
  const [apiKey, setApiKey] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const operation = useMemo(() => operations.find((op) => op.id === operationId), [operations, operationId]);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!operation) return;
    setProblem(null);
    let path = operation.path;
    const query = new URLSearchParams();
    for (const param of operation.params) {
      const value = values[`${operation.id}.${param.name}`]?.trim() ?? '';
      if (!value) continue;
      if (param.in === 'path') path = path.replace(`[${param.name}]`, encodeURIComponent(value));
      else query.set(param.name, value);
    }
    const missing = operation.params.find((p) => p.in === 'path' && path.includes(`[${p.name}]`));
    if (missing) {
      setProblem(`Fill in ${missing.name}: it is part of the path.`);
      return;
    }
    const url = `${window.location.origin}${path}${query.size ? `?${query}` : ''}`;
    setSending(true);
    try {
      const response = await fetch(url, { headers: { 'X-API-Key': apiKey.trim() } });
      const text = await response.text();
      let body = text;
      try {
        body = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // Not JSON (an empty 304, say): shown as it came.
      }
      setAnswer({
        status: response.status,
        headers: SHOWN_HEADERS.flatMap((name) => {
          const value = response.headers.get(name);
          return value ? [[name, value] as [string, string]] : [];
        }),
        body,
      });
    } catch {
      setProblem('The request did not reach the server. Check your connection and try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={`${formId}-title`} className="card">
      <h2 id={`${formId}-title`}>Try it</h2>
      <p>
        Paste one of your keys (Settings → API keys) and send a read to this server. The key stays in this
        page.
      </p>
      <form className="form" onSubmit={send} aria-label="Try an API call">
        <div className="form__row">
          <div className="field">
            <label htmlFor={`${formId}-key`}>API key</label>
            <Input
              id={`${formId}-key`}
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder="svc_pub_…"
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
              required
            />
          </div>
          <div className="field">
            <label htmlFor={`${formId}-op`}>Endpoint</label>
            <NativeSelect
              id={`${formId}-op`}
              value={operationId}
              onChange={(e) => setOperationId(e.target.value)}
            >
              {operations.map((op) => (
                <option key={op.id} value={op.id}>
                  {op.method} {op.path}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {operation && operation.params.length > 0 && (
          <div className="form__row">
            {operation.params.map((param) => {
              const key = `${operation.id}.${param.name}`;
              return (
                <div className="field" key={key}>
                  <label htmlFor={`${formId}-${key}`}>
                    {param.name}
                    {param.required ? ' (required)' : ''}
                  </label>
                  <Input
                    id={`${formId}-${key}`}
                    type="text"
                    value={values[key] ?? ''}
                    placeholder={param.description}
                    onChange={(e) => setValues({ ...values, [key]: e.target.value })}
                  />
                </div>
              );
            })}
          </div>
        )}
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </form>
      {problem && <p role="alert">{problem}</p>}
      {answer && (
        <div aria-live="polite">
          <p>
            Status <strong data-testid="try-it-status">{answer.status}</strong>
          </p>
          {answer.headers.length > 0 && (
            <pre className="code-block" tabIndex={0} aria-label="Response headers">
              <code>{answer.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}</code>
            </pre>
          )}
          <pre className="code-block" tabIndex={0} aria-label="Response body">
            <code>{answer.body || '(no body)'}</code>
          </pre>
        </div>
      )}
    </section>
  );
}

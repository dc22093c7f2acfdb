'use client';

import { useEffect, useRef, useState } from 'react';
import { StatusMessage } from '@/components/ui/StatusMessage';
import { FirstCallSnippets } from './FirstCallSnippets';
import type { CreatedApiKey } from '@/lib/systems/game/browser/types';
import { Button } from '@/components/ui/Button';

/** Shows a freshly created token, the only time the server ever reveals it. */
export function NewApiKeyNotice({ apiKey, onDismiss }: { apiKey: CreatedApiKey; onDismiss: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tokenRef = useRef<HTMLElement>(null);
  const [copyStatus, setCopyStatus] = useState<string | null>(null);

  // Move focus here so keyboard and screen-reader users land on the token they must copy now.
  useEffect(() => {
    headingRef.current?.focus();
  }, [apiKey.id]);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(apiKey.token);
      setCopyStatus('Copied to the clipboard.');
    } catch {
      // No clipboard access (insecure origin or denied): select the token so Ctrl+C works.
      selectContents(tokenRef.current);
      setCopyStatus('Could not copy automatically. The token is selected; press Ctrl+C or ⌘C.');
    }
  }

  return (
    <div className="new-key" role="region" aria-labelledby="new-key-heading">
      <h3 id="new-key-heading" ref={headingRef} tabIndex={-1}>
        New {apiKey.scope} key “{apiKey.name}”
      </h3>
      <p className="new-key__warning">
        <strong>Copy this token now.</strong> It won&apos;t be shown again: we store only a hash of it. If you
        lose it, revoke the key and create a new one.
      </p>
      <div className="new-key__token-row">
        <code className="new-key__token" data-testid="new-api-key-token" ref={tokenRef}>
          {apiKey.token}
        </code>
        <Button onClick={handleCopy}>Copy</Button>
      </div>
      <StatusMessage message={copyStatus} />
      <FirstCallSnippets token={apiKey.token} />
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        I have saved it, hide the token
      </Button>
    </div>
  );
}

function selectContents(element: HTMLElement | null) {
  if (!element) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

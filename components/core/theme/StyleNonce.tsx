'use client';

import { setNonce } from 'get-nonce';

/**
 * Radix's scroll lock (Dialog, Sheet, Select) adds a <style> element while open; get-nonce hands it the
 * request's CSP nonce so the browser applies it. Set during render, before any of those can open.
 */
export function StyleNonce({ nonce }: { nonce: string | undefined }) {
  if (nonce && typeof window !== 'undefined') setNonce(nonce);
  return null;
}

import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it('gives pages a nonce-only script policy with no unsafe-inline, and forbids framing', () => {
    const headers = securityHeaders({ kind: 'page', https: false, nonce: 'abc123' });
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
  });

  it('gives API responses a deny-all policy', () => {
    const csp = securityHeaders({ kind: 'api', https: false })['Content-Security-Policy'];
    expect(csp).toMatch(/^default-src 'none'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('adds HSTS and upgrades subresources only over https', () => {
    const page = securityHeaders({ kind: 'page', https: true, nonce: 'n' });
    expect(page['Strict-Transport-Security']).toMatch(/^max-age=\d{7,}/);
    expect(page['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    expect(securityHeaders({ kind: 'api', https: true })['Strict-Transport-Security']).toBeDefined();
  });

  it("allows eval only in development, where React's tooling needs it", () => {
    const csp = securityHeaders({ kind: 'page', https: false, nonce: 'n', dev: true })[
      'Content-Security-Policy'
    ];
    expect(csp).toContain("'unsafe-eval'");
  });
});

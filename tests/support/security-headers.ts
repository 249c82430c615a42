/**
 * The security headers every page must carry, stated as the values themselves (not compared with the file that
 * produced them, so that a wrong rule in config/host-headers.ts fails the tests). `header` reads one header by
 * name, case-insensitively, from wherever the test found them: a header file, a host config, a served response.
 */
import assert from 'node:assert/strict';

/** CSP directives that must be present with exactly these sources. */
const FIXED_DIRECTIVES: Record<string, string> = {
  'default-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

/** Features switched off for the page and its frames. */
const DISABLED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];

export function directives(csp: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of csp.split(';')) {
    const [name = '', ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

export function assertSecurityHeaders(header: (name: string) => string | null | undefined, where: string): void {
  const csp = directives(header('Content-Security-Policy') ?? '');
  for (const [name, value] of Object.entries(FIXED_DIRECTIVES)) assert.equal(csp.get(name), value, `${where}: CSP ${name}`);
  const scriptSrc = (csp.get('script-src') ?? '').split(' ');
  assert.equal(scriptSrc[0], "'self'", `${where}: CSP script-src starts with 'self'`);
  for (const source of scriptSrc.slice(1)) {
    assert.match(source, /^'sha256-[A-Za-z0-9+/]{43}='$/, `${where}: CSP script-src allows only hashed inline scripts, not ${source}`);
  }
  const hsts = header('Strict-Transport-Security') ?? '';
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
  assert.ok(maxAge >= 63072000, `${where}: HSTS max-age ${maxAge} is under two years`);
  assert.match(hsts, /includeSubDomains/, `${where}: HSTS covers subdomains`);
  assert.equal(header('X-Content-Type-Options'), 'nosniff', `${where}: nosniff`);
  assert.equal(header('X-Frame-Options'), 'DENY', `${where}: X-Frame-Options`);
  assert.equal(header('Referrer-Policy'), 'strict-origin-when-cross-origin', `${where}: Referrer-Policy`);
  const permissions = header('Permissions-Policy') ?? '';
  for (const feature of DISABLED_FEATURES) assert.match(permissions, new RegExp(`(^|, )${feature}=\\(\\)`), `${where}: ${feature} off`);
}

import type { Host } from '../contract/define-call';

/**
 * Base URL per service host. Default: the origin that served the app. Set
 * VITE_HOST_BASE_URLS at build time to a JSON object such as
 * {"goods":"https://goods.example.com"} to point hosts elsewhere.
 */
function readConfigured(): Partial<Record<Host, string>> {
  const raw = import.meta.env?.VITE_HOST_BASE_URLS as string | undefined;
  if (!raw) return {};
  try {
    return JSON.parse(raw) as Partial<Record<Host, string>>;
  } catch {
    return {};
  }
}

const configured = readConfigured();

export function hostBaseUrl(host: Host, origin: string): string {
  return configured[host] ?? origin;
}

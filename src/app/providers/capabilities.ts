/**
 * What the server this app talks to offers (src/protocol/capabilities.ts): asked once per page
 * load, beside the user info (the authProvider's getPermissions asks both at once). A server that has
 * no capability call (the legacy product's: 404, or an answer that is not the envelope) offers
 * the legacy screens and requests only; a call that fails on the way (no answer, a timeout, 5xx)
 * is asked again, up to 3 times, and meanwhile the legacy set is used.
 */
import { capabilities as capabilitiesCall } from '../../protocol/contracts/system';
import { LEGACY_CAPABILITIES, readCapabilities, type Capabilities } from '../../protocol/capabilities';
import { apiBase, REQUEST_TIMEOUT_MS } from './http';

const TRIES = 3;
const RETRY_MS = 1000;

type Asked = { kind: 'answer'; capabilities: Capabilities } | { kind: 'failed' };

const askOnce = async (): Promise<Asked> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(`${apiBase()}/${capabilitiesCall.path}`, { method: 'GET', signal: controller.signal });
    if (res.status >= 500) return { kind: 'failed' };
    let env: { status?: unknown; data?: unknown } | undefined;
    try {
      env = (await res.json()) as { status?: unknown; data?: unknown };
    } catch {
      env = undefined;
    }
    const read = res.ok && env?.status === 200 ? readCapabilities(env.data) : undefined;
    // Any answer that is not this call's (404, the legacy router's own error, a page): a legacy server.
    return { kind: 'answer', capabilities: read ?? LEGACY_CAPABILITIES };
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
};

let asked: Promise<Capabilities> | undefined;

const ask = async (): Promise<Capabilities> => {
  for (let attempt = 1; ; attempt++) {
    const answer = await askOnce();
    if (answer.kind === 'answer') return answer.capabilities;
    if (attempt >= TRIES) {
      // Not known: the legacy set for now, asked again the next time.
      asked = undefined;
      return LEGACY_CAPABILITIES;
    }
    await new Promise((r) => setTimeout(r, RETRY_MS * attempt));
  }
};

/** The server's capabilities (one call per page load). */
export const serverCapabilities = (): Promise<Capabilities> => (asked ??= ask());


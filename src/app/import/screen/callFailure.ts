/**
 * A refused or failed import call in words. The server's own refusals come translated in its
 * envelope; what never reached the server, or came back from a proxy instead of the server
 * (nginx's 413 when the body is over its client_max_body_size, a 502 while the server
 * restarts), is told here: what happened and what to do about it.
 */
import { unreachable } from '../../../config/exhaustive';
import { IMPORT_TIMEOUT_MS } from '../../../config/importing';
import { ApiCallError } from '../../providers/http';

type Translate = (key: string, args?: Record<string, unknown>) => string;

const GATEWAY = new Set([502, 503, 504]);

/** `sentBytes`: the size of the request body that was sent, named by the proxy's 413. */
export const callFailure = (e: Error, translate: Translate, sentBytes: number, locale: string): string => {
  if (!(e instanceof ApiCallError)) return e.message;
  switch (e.transport) {
    case undefined:
      return e.message;
    case 'timeout':
      return translate('import.transport.timeout', { minutes: IMPORT_TIMEOUT_MS / 60_000 });
    case 'network':
      return translate('import.transport.network');
    case 'no_envelope': {
      if (e.status === 413) {
        const size = (sentBytes / (1024 * 1024)).toLocaleString(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
        return translate('import.transport.proxy_413', { size });
      }
      if (GATEWAY.has(e.status)) return translate('import.transport.gateway', { status: e.status });
      return translate('import.transport.http', { status: e.status });
    }
    default:
      return unreachable(e.transport);
  }
};

/** The size in bytes of a request body as postEnvelope sends it. */
export const bodyBytes = (body: unknown): number => new TextEncoder().encode(JSON.stringify(body)).length;

/**
 * Failures of the API become react-admin HttpErrors: the server's translated msg is the
 * notification, and `body.errors` (field -> message) is what react-admin's forms put under
 * each input on a refused save.
 */
import { HttpError } from 'react-admin';
import { ApiCallError } from './http';

interface ProviderErrorBody {
  code?: string;
  errors?: Record<string, string>;
}

const toHttpError = (e: unknown): HttpError => {
  if (e instanceof HttpError) return e;
  if (e instanceof ApiCallError) {
    const body: ProviderErrorBody = { code: e.data?.code };
    if (e.data?.fields && Object.keys(e.data.fields).length > 0) body.errors = e.data.fields;
    return new HttpError(e.message, e.status, body);
  }
  return new HttpError(e instanceof Error ? e.message : String(e), 0, {});
};

/** Run a provider call and rethrow any failure as an HttpError. */
export const asHttp = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (e) {
    throw toHttpError(e);
  }
};

/**
 * The request log, through Fastify's LogController: one line per answered request (Fastify's
 * default writes two, on arrival and on completion). The unread-message count every signed-in
 * browser polls each second, and the health and readiness checks of proxies and supervisors,
 * are logged at debug: at info an hour of one user's browsing wrote thousands of lines about
 * them. LOG_LEVEL=debug shows them again.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const QUIET_GETS = new Set(['/healthz', '/readyz']);

/** The message bell's count (src/app/messages/messageApi.ts): a count of the message table through the generic query. */
const isMessageCount = (request: FastifyRequest): boolean => {
  if (request.method !== 'POST' || request.routeOptions.url?.toLowerCase() !== '/index/query') return false;
  const body = request.body as { table?: unknown; is_count?: unknown } | undefined;
  return body?.table === 'message' && Boolean(body.is_count);
};

const isQuietRequest = (request: FastifyRequest): boolean =>
  (request.method === 'GET' && QUIET_GETS.has(request.routeOptions.url ?? '')) || isMessageCount(request);

export class RequestLog extends LogController {
  override incomingRequest(): void {
    // Nothing on arrival: the completion line says what was asked and how it ended.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (isQuietRequest(request)) reply.log.debug(fields, 'request completed');
    else reply.log.info(fields, 'request completed');
  }
}

/**
 * Sending, bounded and recorded (docs/messaging.md "Bounds"): every message of every kind goes
 * through `app.sms.send`, which
 * 1. counts, under a lock on the mobile, the messages that mobile was sent in the last hour and
 *    day and those asked for from the caller's address in the last hour (from the record, so the
 *    counts hold across instances), refusing over a bound (429, with the minutes to wait); the
 *    mobile's own bounds are not applied to its owner (`owner`: a one-time code asked from a
 *    browser that proved the mobile before), so strangers who use them up never lock it out; the
 *    caller's own bounds (`inLock`: the one-time codes' share per network and per device) are
 *    counted under the same lock;
 * 2. records the message (`sms_message`, status `sending`, a one-time code masked in its text);
 * 3. calls the provider in one of `concurrency` turns (a full line answers 503 `sms_busy`), at
 *    most `timeoutMs`, outside any transaction and outside the caller's database turn;
 * 4. records the outcome (`sent` with the provider's id, or `failed` with its code) and answers
 *    a refusal the family understands (the provider's failure kind: a bad number on the mobile
 *    field, the provider's own limit, or "could not send, try later").
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { privilegedRead, privilegedTransaction, type PatchOf, type TypedDb } from '../data/door';
import { unreachable } from '../../config/exhaustive';
import { SMS_TEMPLATES, smsText } from '../../rules/messaging';
import { clockOf } from '../clock/clock';
import { Bulkhead } from '../http/bulkhead';
import { ApiError, retryLater } from '../http/errors';
import { SmsError, type SmsFailure, type SmsProvider, type SmsSendRequest } from './provider';
import type { SmsLimits } from './settings';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface SendOptions {
  /** The address that asked (the public page's caller); none for the server's own messages. */
  address?: string | null;
  /** Runs the database work in the caller's turn (the public calls' share, src/server/http/bulkhead.ts). */
  gate?: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * The mobile's owner asks (a browser that proved this mobile before: ./otpDevice.ts): the
   * mobile's hour and day bounds, which strangers who know the number may have used up, do not
   * hold the message back; the caller's own bound (`inLock`) and the address's still do.
   */
  owner?: boolean;
  /**
   * The caller's own bounds and records, run in the send's transaction under the mobile's lock
   * (so sends at once for one mobile are counted one after another), after the mobile's bounds
   * and before the message is recorded: throws its refusal, or records what it must.
   */
  inLock?: (trx: TypedDb, now: Date) => Promise<void>;
  /** What the message belongs to (`term_reminder:12`), recorded with it: a send cut short by a restart is found by it. */
  ref?: string;
}

export interface SmsOutcome {
  /** The sms_message row. */
  record: number;
  /** The provider's id. */
  id: string;
}

/** The refusal each kind of provider failure gives. */
const refusal = (failure: SmsFailure): ApiError => {
  switch (failure) {
    case 'mobile':
      return new ApiError('sms_mobile_rejected', 422, undefined, { mobile: { code: 'sms_mobile_rejected' } });
    case 'limit':
      return retryLater('sms_provider_limit', 429, 600);
    case 'config':
    case 'unavailable':
      return retryLater('sms_failed', 503, 60);
    default:
      return unreachable(failure);
  }
};

/**
 * Whether a refusal of `send` may pass if the message is tried again later (a server's own
 * message, a reminder, retries with backoff): all but a number the provider refuses.
 */
export const retryable = (e: unknown): boolean => !(e instanceof ApiError && e.code === 'sms_mobile_rejected');

/** A refusal a retry after `seconds` may meet, with its message's parameters. */
export const later = (e: ApiError, seconds: number): ApiError => {
  e.retryAfter = seconds;
  return e;
};

export const minutesUntil = (oldest: Date | string | null, windowMs: number, now: Date): number =>
  Math.max(1, Math.ceil((new Date(oldest ?? now).getTime() + windowMs - now.getTime()) / 60_000));

export class SmsSender {
  private readonly turns: Bulkhead;

  constructor(
    private readonly app: FastifyInstance,
    readonly provider: SmsProvider,
    readonly limits: SmsLimits,
  ) {
    this.turns = new Bulkhead({ running: limits.concurrency, waiting: limits.queue, maxWaitMs: limits.timeoutMs * 3 });
  }

  async send(request: SmsSendRequest, options: SendOptions = {}): Promise<SmsOutcome> {
    let started = false;
    try {
      return await this.turns.run(() => {
        started = true;
        return this.sendNow(request, options);
      });
    } catch (e) {
      if (!started && e instanceof ApiError && e.code === 'public_busy') throw retryLater('sms_busy', 503, 5);
      throw e;
    }
  }

  private async sendNow(request: SmsSendRequest, { address = null, gate = (w) => w(), owner = false, inLock, ref }: SendOptions): Promise<SmsOutcome> {
    const { app, limits, provider } = this;
    const now = clockOf(app).now();
    const text = smsText(SMS_TEMPLATES[request.kind], request.lang, request.params, true);
    const record = await gate(() =>
      // The record is the system's, whoever asked (the public, a job): `sms_message` is no channel's.
      privilegedTransaction(app, async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${request.mobile}`}))`.execute(trx);
        const hourAgo = new Date(now.getTime() - HOUR);
        const dayAgo = new Date(now.getTime() - DAY);
        const { rows } = await sql<{ day: number; hour: number; first_day: Date | null; first_hour: Date | null; address: number; first_address: Date | null }>`
          SELECT count(*)::integer AS day, min(created_at) AS first_day,
            count(*) FILTER (WHERE created_at > ${hourAgo})::integer AS hour, min(created_at) FILTER (WHERE created_at > ${hourAgo}) AS first_hour,
            (SELECT count(*)::integer FROM sms_message WHERE address = ${address} AND created_at > ${hourAgo}) AS address,
            (SELECT min(created_at) FROM sms_message WHERE address = ${address} AND created_at > ${hourAgo}) AS first_address
          FROM sms_message WHERE mobile = ${request.mobile} AND created_at > ${dayAgo}`.execute(trx);
        const c = rows[0];
        const over = (code: 'sms_mobile_limit' | 'sms_address_limit', first: Date | null, windowMs: number) => {
          const minutes = minutesUntil(first, windowMs, now);
          return later(new ApiError(code, 429, { minutes }), minutes * 60);
        };
        if (!owner && Number(c.hour) >= limits.perMobileHour) throw over('sms_mobile_limit', c.first_hour, HOUR);
        if (!owner && Number(c.day) >= limits.perMobileDay) throw over('sms_mobile_limit', c.first_day, DAY);
        if (address !== null && Number(c.address) >= limits.perAddressHour) throw over('sms_address_limit', c.first_address, HOUR);
        await inLock?.(trx, now);
        const row = await trx
          .insertInto('sms_message')
          .values({ kind: request.kind, mobile: request.mobile, status: 'sending', provider: provider.name, text, address, ref: ref ?? null, created_at: now.toISOString(), updated_at: now.toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return Number(row.id);
      }),
    );
    const done = (values: PatchOf<'sms_message'>) =>
      privilegedRead(app).updateTable('sms_message').set({ ...values, updated_at: clockOf(app).now().toISOString(), version: sql`version + 1` }).where('id', '=', record).execute();
    try {
      const sent = await this.withTimeout(provider.send(request));
      await done({ status: 'sent', provider_id: sent.id.slice(0, 100) });
      return { record, id: sent.id };
    } catch (e) {
      const failure = e instanceof SmsError ? e : new SmsError('unavailable', 'error', (e as Error)?.message ?? String(e));
      await done({ status: 'failed', error: `${failure.providerCode}: ${failure.message}`.slice(0, 300) });
      app.log[failure.failure === 'config' ? 'error' : 'warn']({ sms: record, provider: provider.name, code: failure.providerCode, failure: failure.failure }, `SMS to ${request.mobile} failed: ${failure.message}`);
      throw refusal(failure.failure);
    }
  }

  /** A provider call bounded like a send: at most `timeoutMs` (then an SmsError `unavailable`). */
  withTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SmsError('unavailable', 'timeout', `no answer within ${this.limits.timeoutMs} ms`)), this.limits.timeoutMs);
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }
}

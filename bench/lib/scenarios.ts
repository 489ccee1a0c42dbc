/**
 * The requests the benchmark sends, shaped like the browser's (src/app/providers): the orders
 * list of the inside channel, 50 rows, one left join (the plot's code), a status filter and a
 * sort on the date, and its count; one order; an edit; the unread-message count each signed-in
 * browser polls every second.
 */
import type { Request } from 'autocannon';
import { readableColumns } from '../../src/config/access';
import { appConfig } from '../../src/instance';

const ORDERS = appConfig.tomb_order;
const JSON_HEADERS = { 'content-type': 'application/json' };

const listArgs = (where: unknown[]) => ({
  field: [...readableColumns(ORDERS), 'burialslot.code'],
  left_join: [{ ref: 'burialslot_id', as: 'burialslot' }],
  where,
});

/** The list without `table` (what the server's search() parses). */
export const LIST_ARGS = {
  ...listArgs([
    ['channel', '=', 'inside'],
    ['status', '=', 'contracted'],
  ]),
  order_by: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  page: 1,
  page_size: 50,
};
export const COUNT_ARGS = { where: LIST_ARGS.where, is_count: 1 };

const post = (path: string, token: string, body: unknown): Request => ({
  method: 'POST',
  path,
  headers: { ...JSON_HEADERS, 'x-token': token },
  body: JSON.stringify(body),
});

/**
 * Each request from the next of the signed-in staff's sessions in turn, so that with as many
 * sessions as connections each user has about one request in flight, as a clerk's browser does.
 */
const rotating = (tokens: readonly string[]) => {
  let i = 0;
  return (req: Request): Request => ({ ...req, headers: { ...JSON_HEADERS, 'x-token': tokens[i++ % tokens.length] } });
};

/** Rows and count, one after the other on each connection, like a list page does. */
export const listRequests = (tokens: readonly string[]): Request[] => {
  const as = rotating(tokens);
  return [
    { ...post('/index/query', '', { table: 'tomb_order', ...LIST_ARGS }), setupRequest: as },
    { ...post('/index/query', '', { table: 'tomb_order', ...COUNT_ARGS }), setupRequest: as },
  ];
};

/**
 * A list page as the product's own dataProvider asks for it from this server (capability
 * `with_count`, docs/protocol.md): rows and total in one request. One request is one page view,
 * where `listRequests` needs two.
 */
export const listWithCountRequests = (tokens: readonly string[]): Request[] => {
  const as = rotating(tokens);
  return [{ ...post('/index/query', '', { table: 'tomb_order', ...LIST_ARGS, with_count: 1 }), setupRequest: as }];
};

/**
 * Staff at work: each connection one clerk (its own session), clicking through the pages a
 * counter uses, as fast as the server answers: a list page (rows and total in one request), an
 * order, and an edit of an order now and then.
 */
export const staffRequests = (tokens: readonly string[], ids: readonly number[]): Request[] => {
  const as = rotating(tokens);
  let n = 0;
  return [
    { ...post('/index/query', '', { table: 'tomb_order', ...LIST_ARGS, with_count: 1 }), setupRequest: as },
    { ...post('/index/query', '', {}), setupRequest: (req) => ({ ...as(req), body: JSON.stringify({ table: 'tomb_order', ...singleArgs(pick(ids)) }) }) },
    { ...post('/index/query', '', {}), setupRequest: (req) => ({ ...as(req), body: JSON.stringify({ table: 'tomb_order', ...singleArgs(pick(ids)) }) }) },
    { ...post('/index/admin.tomb_order/update', '', {}), setupRequest: (req) => ({ ...as(req), body: JSON.stringify({ id: pick(ids), remark: `staff edit ${++n}` }) }) },
  ];
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** One order by id, as react-admin's getOne asks for it (the list's shape, page size 1), without `table`. */
export const singleArgs = (id: number) => ({ ...listArgs([['channel', '=', 'inside'], ['id', '=', id]]), page: 1, page_size: 1 });
/** The id the minimal handler's compiled single query is made with; replaced by the one asked for. */
export const SINGLE_ID = 987_654_321;
/** The unread count of a level, without `table`. */
export const POLL_ARGS = (level: number) => ({ where: { receive_user_id: level, status: '未读' }, is_count: 1 });

export const singleRequests = (tokens: readonly string[], ids: readonly number[]): Request[] => {
  const as = rotating(tokens);
  return [
    {
      ...post('/index/query', '', {}),
      setupRequest: (req) => ({ ...as(req), body: JSON.stringify({ table: 'tomb_order', ...singleArgs(pick(ids)) }) }),
    },
  ];
};

/** An edit of the remark of a random order, without version (last write wins): rows differ, so no conflicts. */
export const updateRequests = (tokens: readonly string[], ids: readonly number[]): Request[] => {
  let n = 0;
  const as = rotating(tokens);
  return [
    {
      ...post('/index/admin.tomb_order/update', '', {}),
      setupRequest: (req) => ({ ...as(req), body: JSON.stringify({ id: pick(ids), remark: `bench edit ${++n}` }) }),
    },
  ];
};

export interface SessionToken {
  token: string;
  level: number;
}

/** Each request is another signed-in browser's poll, round robin over all the sessions. */
export const pollRequests = (sessions: readonly SessionToken[]): Request[] => {
  let i = 0;
  return [
    {
      ...post('/index/query', '', {}),
      setupRequest: (req) => {
        const s = sessions[i++ % sessions.length];
        return {
          ...req,
          headers: { ...JSON_HEADERS, 'x-token': s.token },
          body: JSON.stringify({ table: 'message', ...POLL_ARGS(s.level) }),
        };
      },
    },
  ];
};

/** The minimal handler's list and count, same alternation as listRequests. */
export const minimalRequests = (): Request[] => [
  { method: 'POST', path: '/list', headers: JSON_HEADERS, body: '{}' },
  { method: 'POST', path: '/count', headers: JSON_HEADERS, body: '{}' },
];

/** The minimal handler's page with its total: the same two statements, in one request, as `listWithCountRequests`. */
export const minimalListWithCountRequests = (): Request[] => [{ method: 'POST', path: '/list-with-count', headers: JSON_HEADERS, body: '{}' }];

/** The minimal handler's single order, the same ids. */
export const minimalSingleRequests = (ids: readonly number[]): Request[] => [
  {
    method: 'POST',
    path: '/single',
    headers: JSON_HEADERS,
    setupRequest: (req) => ({ ...req, body: JSON.stringify({ id: pick(ids) }) }),
  },
];

/** The minimal handler's unread count, the same levels in the same turn (no session: it has none). */
export const minimalPollRequests = (sessions: readonly SessionToken[]): Request[] => {
  let i = 0;
  return [
    {
      method: 'POST',
      path: '/poll',
      headers: JSON_HEADERS,
      setupRequest: (req) => ({ ...req, body: JSON.stringify({ level: sessions[i++ % sessions.length].level }) }),
    },
  ];
};

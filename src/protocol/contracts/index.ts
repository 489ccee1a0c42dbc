/**
 * The contract registry: every route the server answers, module by module. The server
 * registers a route only from a contract listed here (src/server/contract/route.ts refuses
 * any other), and lint refuses a route registered any other way (eslint.config.js).
 */
import type { AnyContract } from '../contract';
import * as auth from './auth';
import * as columbarium from './columbarium';
import * as data from './data';
import * as family from './family';
import * as imports from './imports';
import * as messages from './messages';
import * as parkmap from './parkmap';
import * as payments from './payments';
import * as plots from './plots';
import * as reconcile from './reconcile';
import * as rights from './rights';
import * as stats from './stats';
import * as system from './system';
import * as terms from './terms';
import * as users from './users';
import * as visits from './visits';
import * as walk from './walk';
import * as work from './work';

const isContract = (v: unknown): v is AnyContract =>
  typeof v === 'object' && v !== null && 'path' in v && 'access' in v && 'body' in v && 'answer' in v;

/** Every contract of every module. */
export const CONTRACTS: readonly AnyContract[] = [system, auth, users, data, family, columbarium, imports, messages, parkmap, payments, plots, reconcile, rights, stats, terms, visits, walk, work].flatMap((module) => Object.values(module).filter(isContract));

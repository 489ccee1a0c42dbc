/**
 * The walk's calls (docs/import.md, "The walk"; handlers in src/server/walk/plugin.ts, answers'
 * shapes in src/protocol/walk.ts). Who: the levels that read walk checks; the handler then
 * requires a manager or a user marked field crew (read from the user row), and a manager to close.
 */
import { WALK_CLOSING, WALK_CODE_MAX, WALK_NOTE_MAX, WALK_RESULT } from '../../rules/walk';
import { answer, canOn, contract, id } from '../contract';
import type { WalkArea, WalkCheckRow, WalkPlot } from '../walk';

const walkers = canOn('walk_check', 'read');
const note = { type: 'longtext', maxLength: WALK_NOTE_MAX } as const;

/** Progress per area. */
export const walkAreas = contract({ path: 'admin.walk_check/areas', access: walkers, body: 'none', answer: answer<WalkArea[]>() });
/** What the records say of the plot a label or code names. */
export const walkPlot = contract({ path: 'admin.walk_check/plot', access: walkers, body: { text: { type: 'text', required: true, maxLength: WALK_CODE_MAX } }, answer: answer<WalkPlot>() });
/** Confirm a plot, or flag a difference (a flag needs a note: the handler's rule). */
export const walkCheck = contract({
  path: 'admin.walk_check/check',
  access: walkers,
  body: { plot_id: id, result: { type: 'enum', required: true, values: WALK_RESULT }, note },
  answer: answer<WalkCheckRow>(),
});
/** A flag's photo: its raw bytes as the body, the check's id in `?id=`; kept in the work photos' store. */
export const walkFlagPhoto = contract({ path: 'admin.walk_check/photo', access: walkers, body: 'bytes', answer: answer<{ id: number; mime: string }>() });
/** The office's list of flags: open ones (the default) or closed ones. */
export const walkFlags = contract({ path: 'admin.walk_check/flags', access: walkers, body: { open: { type: 'boolean', default: true } }, answer: answer<WalkCheckRow[]>() });
/** Close a flag with how it was settled and a note (a missing note: the handler's own refusal). */
export const closeWalkFlag = contract({
  path: 'admin.walk_check/close',
  access: walkers,
  body: { id, kind: { type: 'enum', required: true, values: WALK_CLOSING }, note },
  answer: answer<WalkCheckRow>(),
});

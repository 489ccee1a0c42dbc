/** The walk's calls (contracts in src/protocol/contracts/walk.ts, shapes in src/protocol/walk.ts); a flag's photo goes through the work photos' upload. */
import type { WalkClosing, WalkResult } from '../../rules/walk';
import { closeWalkFlag, walkAreas, walkCheck, walkFlagPhoto, walkFlags, walkPlot } from '../../protocol/contracts/walk';
import type { WalkArea, WalkCheckRow, WalkPlot } from '../../protocol/walk';
import { call } from '../providers/call';
import { uploadPhotoTo } from '../work/phoneApi';

export const fetchAreas = (): Promise<WalkArea[]> => call(walkAreas, {});
export const findPlot = (text: string): Promise<WalkPlot> => call(walkPlot, { text });
export const sendCheck = (plotId: number, result: WalkResult, note?: string): Promise<WalkCheckRow> => call(walkCheck, { plot_id: plotId, result, ...(note ? { note } : {}) });
export const sendFlagPhoto = (checkId: number, file: Blob): Promise<unknown> => uploadPhotoTo(walkFlagPhoto, checkId, file);
export const fetchFlags = (open: boolean): Promise<WalkCheckRow[]> => call(walkFlags, { open });
export const closeFlag = (id: number, kind: WalkClosing, note: string): Promise<WalkCheckRow> => call(closeWalkFlag, { id, kind, note });

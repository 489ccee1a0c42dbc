/** The walk's calls (src/server/walk/, shapes in src/protocol/walk.ts); a flag's photo goes through the work photos' upload. */
import type { WalkClosing, WalkResult } from '../../config/walk';
import type { WalkArea, WalkCheckRow, WalkPlot } from '../../protocol/walk';
import { postOk } from '../providers/http';
import { uploadPhotoTo } from '../work/phoneApi';

export const fetchAreas = (): Promise<WalkArea[]> => postOk('admin.walk_check/areas', {});
export const findPlot = (text: string): Promise<WalkPlot> => postOk('admin.walk_check/plot', { text });
export const sendCheck = (plotId: number, result: WalkResult, note?: string): Promise<WalkCheckRow> =>
  postOk('admin.walk_check/check', { plot_id: plotId, result, ...(note ? { note } : {}) });
export const sendFlagPhoto = (checkId: number, file: Blob): Promise<unknown> => uploadPhotoTo(`admin.walk_check/photo?id=${checkId}`, file);
export const fetchFlags = (open: boolean): Promise<WalkCheckRow[]> => postOk('admin.walk_check/flags', { open });
export const closeFlag = (id: number, kind: WalkClosing, note: string): Promise<WalkCheckRow> => postOk('admin.walk_check/close', { id, kind, note });

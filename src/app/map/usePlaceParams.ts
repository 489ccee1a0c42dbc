/**
 * Where a map stands, in the URL: the room shown (an area, a hall) and the cell picked in it
 * (a plot, a niche), as whole numbers, so a link or a reload opens the same place. Moving
 * replaces the history entry rather than add one for every click.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const numberParam = (v: string | null): number | undefined => (v && /^\d+$/.test(v) ? Number(v) : undefined);

const put = (params: URLSearchParams, name: string, value: number | undefined): void => (value === undefined ? params.delete(name) : params.set(name, String(value)));

export const usePlaceParams = (roomParam: string, cellParam: string) => {
  const [params, setParams] = useSearchParams();
  const setPlace = useCallback(
    (room: number | undefined, cell: number | undefined) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          put(next, roomParam, room);
          put(next, cellParam, cell);
          return next;
        },
        { replace: true },
      ),
    [setParams, roomParam, cellParam],
  );
  return { room: numberParam(params.get(roomParam)), cell: numberParam(params.get(cellParam)), setPlace };
};

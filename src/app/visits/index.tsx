/** Visit reservations in the staff app: the slot list with "Slots from a template" (docs/visits.md). */
import { lazy, Suspense } from 'react';
import type { ResourceOverride } from '../builders/model/views';
import { ConfigList } from '../builders/list/ConfigList';

/** The button and its dialog load with the slot list, not with the first page. */
const SlotTemplateButton = lazy(() => import('./SlotTemplateButton').then((m) => ({ default: m.SlotTemplateButton })));

const SlotList = () => (
  <>
    <Suspense fallback={null}>
      <SlotTemplateButton />
    </Suspense>
    <ConfigList />
  </>
);

export const slotViews: ResourceOverride = { list: SlotList };

/** The registration screens (member): the forms with the plot picker that shows each plot's room, loaded when first opened. */
import { lazy } from 'react';
import type { ResourceOverride } from '../../builders/model/views';

const MemberCreate = lazy(() => import('./MemberForms').then((m) => ({ default: m.MemberCreate })));
const MemberEdit = lazy(() => import('./MemberForms').then((m) => ({ default: m.MemberEdit })));

export const memberViews: ResourceOverride = { create: MemberCreate, edit: MemberEdit };

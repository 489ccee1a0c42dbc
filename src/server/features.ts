/**
 * Feature plugins, registered by buildApp before the generic data routes. Each part adds ONE
 * line for its plugin. A plugin that decorates every request (the auth plugin's
 * `request.actor`) must skip encapsulation (fastify-plugin) so its hook reaches all routes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { changeFeedPlugin } from './db/changeFeed';
import { maintenancePlugin } from './jobs/maintenance';
import { heavyLanePlugin } from './http/heavyLane';
import { authPlugin } from './auth/plugin';
import { usersPlugin } from './users/plugin';
import { domainPlugin } from './domain/plugin';
import { statsPlugin } from './stats/plugin';
import { statsRollupsPlugin } from './stats/rollups/plugin';
import { printPlugin } from './print/plugin';
import { restPlugin } from './rest/plugin';
import { importPlugin } from './import/plugin';
import { importMappingsPlugin } from './importMappings/plugin';
import { messagesPlugin } from './messages/plugin';
import { plotsPlugin } from './plots/plugin';
import { filesPlugin } from './files/plugin';
import { workPlugin } from './work/plugin';
import { termsPlugin } from './terms/plugin';
import { messagingPlugin } from './messaging/plugin';
import { paymentsPlugin } from './payments/plugin';
import { visitsPlugin } from './visits/plugin';
import { columbariumPlugin } from './columbarium/plugin';
import { reconcilePlugin } from './reconcile/plugin';
import { walkPlugin } from './walk/plugin';
import { historyPlugin } from './history/plugin';
import { rightsPlugin } from './rights/plugin';
import { familyPlugin } from './family/plugin';
import { memorialPlugin } from './memorial/plugin';
import { parkMapPlugin } from './parkmap/plugin';

export const features: FastifyPluginAsync[] = [
  changeFeedPlugin,
  maintenancePlugin,
  heavyLanePlugin,
  authPlugin,
  usersPlugin,
  domainPlugin,
  statsRollupsPlugin,
  statsPlugin,
  printPlugin,
  restPlugin,
  importPlugin,
  importMappingsPlugin,
  messagesPlugin,
  plotsPlugin,
  filesPlugin,
  workPlugin,
  termsPlugin,
  paymentsPlugin,
  messagingPlugin,
  visitsPlugin,
  columbariumPlugin,
  reconcilePlugin,
  walkPlugin,
  historyPlugin,
  rightsPlugin,
  familyPlugin,
  memorialPlugin,
  parkMapPlugin,
];

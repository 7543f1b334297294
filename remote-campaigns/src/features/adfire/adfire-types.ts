import type { HubData } from '@beacon/shared';

export type AdfireMonitoring = HubData<'/clients/{clientId}/campaigns/{campaignId}/adfire'>;
export type MonitoredDay = AdfireMonitoring['days'][number];

import type { HubData } from '@beacon/shared/api';

export type AdfireMonitoring = HubData<'/clients/{clientId}/campaigns/{campaignId}/adfire'>;
export type MonitoredDay = AdfireMonitoring['days'][number];

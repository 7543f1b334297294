// Temporary until the generated hub types land: then `HubData<'/clients/{clientId}/campaigns/{campaignId}/adfire'>`.

export interface MonitoredDay {
  day: string;
  spend: number;
  expectedSpend: number;
  impressions: number;
  clicks: number;
  ctr: number | null;
  viewability: number | null;
  anomalies: { kind: string; severity: 'high' | 'medium'; message: string }[];
}

/** `GET /clients/{clientId}/campaigns/{campaignId}/adfire`. */
export interface AdfireMonitoring {
  from: string | null;
  to: string | null;
  anomalyDays: number;
  countByKind: Record<string, number>;
  days: MonitoredDay[];
}

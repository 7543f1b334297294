import { manifestContractProblems } from '@beacon/shared/testing';
import { manifest } from './manifest';

it('declares the billing and services routes of the spec, as the host expects', () => {
  expect(
    manifestContractProblems(manifest, [
      'clients/:clientId/billing',
      'clients/:clientId/services',
      'clients/:clientId/services/all',
      'clients/:clientId/services/:productCategory',
    ]),
  ).toEqual([]);
});

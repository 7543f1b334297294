import { CATALOGUE_SNAPSHOT } from '@beacon/shared/testing';
import { render, screen, within } from '@testing-library/react';
import type { Breakdown, Catalogue } from '../../api/catalogue';
import { BreakdownGrid } from './breakdown-grid';

jest.setTimeout(60_000);
const catalogue = CATALOGUE_SNAPSHOT as unknown as Catalogue;
const budgetGroups = catalogue.report.breakdowns.find((b) => b.set === 'budgetGroup') as Breakdown;

it("folds a budget group's platform under its name, so the figures fit without scrolling sideways", () => {
  render(
    <BreakdownGrid
      breakdown={budgetGroups}
      catalogue={catalogue}
      rows={[{ lineItemName: 'CTV - Spring', platform: 'TRADE_DESK', budget: 50000, impressions: 1200, clicks: 12 }]}
      status="success"
      fileName="budget-groups"
    />,
  );
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
  expect(headers).toContain('Budget group');
  expect(headers).toContain('Budget');
  expect(headers).not.toContain('Platform');
  const [name] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
  expect(name).toHaveTextContent('CTV - SpringThe Trade Desk');
});

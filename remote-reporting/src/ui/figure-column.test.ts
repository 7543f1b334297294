import { catalogueColumn, groupingColumn } from './figure-column';

type Row = Record<string, string | number | null>;
const budgetGroup: Row = { lineItemName: 'AUDIO - Always-On Prospecting', budget: 30500, spend: 3485.08 };

describe('a breakdown column', () => {
  it("shows a budget group's budget as the amount it is, on screen and in the CSV", () => {
    const budget = groupingColumn<Row>('budget', 'Budget');
    expect(budget.text?.(budgetGroup)).toBe('$30,500');
    expect(budget.csvTitle).toBe('Budget (USD)');
    expect(budget.csv && budget.csv(budgetGroup)).toBe(30500);
    expect(budget.align).toBe('right');
  });

  it('shows a name as it is and an amount metric in dollars', () => {
    expect(catalogueColumn<Row>('lineItemName', 'Budget group').text?.(budgetGroup)).toBe(
      'AUDIO - Always-On Prospecting',
    );
    expect(catalogueColumn<Row>('spend', 'Spend').text?.(budgetGroup)).toBe('$3,485.08');
  });
});

import { productPrice } from './product';

it('says how each kind of service is priced', () => {
  expect(productPrice({ pricing: 'CPM', startingPrice: 6.5 })).toBe('From $6.50 CPM');
  expect(productPrice({ pricing: 'Percent of spend', startingPrice: 15 })).toBe('15% of media spend');
  expect(productPrice({ pricing: 'Monthly', startingPrice: 750 })).toBe('From $750 a month');
  expect(productPrice({ pricing: 'Flat fee', startingPrice: 1200 })).toBe('From $1,200 flat fee');
  expect(productPrice({ pricing: 'Per study', startingPrice: 3500 })).toBe('From $3,500 (Per study)');
  expect(productPrice({ pricing: 'On request', startingPrice: null })).toBe('On request');
});

import { render, screen } from '@testing-library/react';
import { makeNotification } from './fake-service.test-support';
import { ArrivalAnnouncer, arrivalText } from './arrival-announcer';

const item = (id: number, title = `Title ${id}`) => ({ ...makeNotification(id, { title }) }) as never;

test('says nothing of what the inbox held when it loaded, then each arrival once', () => {
  const { rerender } = render(<ArrivalAnnouncer items={[item(1)]} />);
  expect(screen.getByRole('status')).toHaveTextContent('');
  rerender(<ArrivalAnnouncer items={[item(2, 'Invoice INV-7 is due'), item(1)]} />);
  expect(screen.getByRole('status')).toHaveTextContent('New notification: Invoice INV-7 is due');
  rerender(<ArrivalAnnouncer items={[item(4), item(3), item(2), item(1)]} />);
  expect(screen.getByRole('status')).toHaveTextContent('2 new notifications');
});

test('in demo mode the title is not said', () => {
  expect(arrivalText([item(5, 'Acme Outdoor: invoice due')], true)).toBe('New notification: REDACTED');
});

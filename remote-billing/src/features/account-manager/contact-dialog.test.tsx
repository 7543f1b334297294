import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactDialog } from './contact-dialog';

const manager = {
  name: 'Jordan Blake',
  title: 'Account Manager',
  email: 'jordan@beacon.test',
  phone: '+1 (312) 555-0100',
};

it('shows the person with photo, an email titled with the subject, and a phone link', () => {
  render(
    <ContactDialog
      open
      onClose={() => {}}
      title="Questions about invoice INV-7"
      subject="Invoice INV-7"
      person={manager}
      status="success"
      photoUrl="blob:photo"
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Questions about invoice INV-7' });
  expect(within(dialog).getByRole('img', { name: 'Photo of Jordan Blake' })).toHaveAttribute('src', 'blob:photo');
  expect(within(dialog).getByRole('heading', { name: 'Jordan Blake' })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: /jordan@beacon.test/ })).toHaveAttribute(
    'href',
    'mailto:jordan@beacon.test?subject=Invoice%20INV-7',
  );
  expect(within(dialog).getByRole('link', { name: /555-0100/ })).toHaveAttribute('href', 'tel:+13125550100');
  expect(within(dialog).getByRole('link', { name: /Send email/ })).toHaveAttribute(
    'href',
    'mailto:jordan@beacon.test?subject=Invoice%20INV-7',
  );
  expect(within(dialog).getByText('About: Invoice INV-7')).toBeInTheDocument();
});

it('shows initials without a photo, and closes', async () => {
  const onClose = jest.fn();
  render(
    <ContactDialog
      open
      onClose={onClose}
      title="Contact your account manager"
      person={{ ...manager, phone: null }}
      status="success"
    />,
  );
  expect(screen.getByText('JB')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /555/ })).toBeNull();
  await userEvent.click(screen.getByText('Close'));
  expect(onClose).toHaveBeenCalled();
});

it('says when the details could not be loaded, or when no one is assigned, and never invents a person', () => {
  const { rerender } = render(<ContactDialog open onClose={() => {}} title="Contact" person={null} status="error" />);
  expect(screen.getByText('The contact details could not be loaded. Please try again later.')).toBeInTheDocument();
  rerender(<ContactDialog open onClose={() => {}} title="Contact" person={null} status="success" />);
  expect(screen.getByText('No account manager is assigned to this client yet.')).toBeInTheDocument();
  expect(screen.queryByRole('link')).toBeNull();
});

import { fireEvent, render, screen } from '@testing-library/react';
import { useDialogState } from './focus-return';

/** A dialog mounted only while open, which takes the focus when it opens, as antd's Modal does. */
function Page({ fromMenu = false }: { fromMenu?: boolean }) {
  const [open, setOpen] = useDialogState<true>();
  const openDialog = () => setOpen(true);
  return (
    <>
      <button
        type="button"
        className={fromMenu ? 'ant-dropdown-open' : undefined}
        onClick={fromMenu ? undefined : openDialog}
      >
        {fromMenu ? 'Actions' : 'Edit'}
      </button>
      {fromMenu && (
        <div className="ant-dropdown">
          <button type="button" onClick={openDialog}>
            Edit from the menu
          </button>
        </div>
      )}
      {open && (
        <div role="dialog" aria-label="Edit">
          <input aria-label="Name" autoFocus />
          <button type="button" onClick={() => setOpen(null)}>
            Close
          </button>
        </div>
      )}
    </>
  );
}

it('gives the focus back to the button that opened a dialog once the dialog is gone', () => {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Edit' });
  opener.focus();
  fireEvent.click(opener);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it("gives it to the menu's button when the dialog was opened from an entry of the menu", () => {
  render(<Page fromMenu />);
  const entry = screen.getByRole('button', { name: 'Edit from the menu' });
  entry.focus();
  fireEvent.click(entry);
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
});

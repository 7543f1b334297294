import { describeFieldErrors } from '@beacon/shared/errors';
import type { UseMutationResult } from '@tanstack/react-query';
import { App, Spin } from 'antd';
import type { ReactNode } from 'react';
import { staysOpenAfter } from './dialog-rules';
import { savedMessage } from './saved-messages';
import { useUserSnapshot } from './use-user-snapshot';
import { UserFormDialog, type UserFormValues } from './user-form-dialog';
import { fullName } from './user-labels';

interface Named {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

/** The success message and close of a save; a refusal of fields keeps the dialog open (dialog-rules). */
function useSaveOutcome<Saved>(kind: 'create' | 'update', saying: (saved: Saved) => string, onClose: () => void) {
  const { message } = App.useApp();
  return {
    onSuccess: (saved: Saved) => {
      void message.success(saying(saved));
      onClose();
    },
    onError: (error: Error) => !staysOpenAfter(kind, error) && onClose(),
  };
}

interface FormDialogProps<Request> {
  roles: readonly { value: string; label: string }[];
  /** The body the page's own call takes, from the form's values. */
  request: (values: UserFormValues) => NoInfer<Request>;
  onClose: () => void;
  /** More fields (a client user's advertisers and groups). */
  children?: ReactNode;
}

/** Add (or Create) a user: the page's own call invites them, and the dialog says to whom. */
export function CreateUserDialog<Request>({
  create,
  roles,
  request,
  onClose,
  children,
  ...dialog
}: FormDialogProps<Request> & {
  title: string;
  okText: string;
  initial?: Partial<UserFormValues>;
  create: UseMutationResult<Named, Error, Request>;
}) {
  const outcome = useSaveOutcome('create', savedMessage.created, onClose);
  return (
    <UserFormDialog
      {...dialog}
      editing={false}
      roles={roles}
      busy={create.isPending}
      fieldMessages={describeFieldErrors(create.error)}
      onSubmit={(values) => create.mutate(request(values), outcome)}
      onCancel={onClose}
    >
      {children}
    </UserFormDialog>
  );
}

/** Edit a user as the server has them when the dialog opens (its version goes with the save). */
export function EditUserDialog<User extends Named & { version: number }, Changes>({
  read,
  update,
  ...form
}: FormDialogProps<Changes> & {
  read: () => Promise<User>;
  update: UseMutationResult<Named, Error, { username: string; version: number; changes: Changes }>;
}) {
  const user = useUserSnapshot(read, form.onClose);
  // The form is drawn, and so saves, only once the user is read: `user` is then the one the save started from.
  const outcome = useSaveOutcome('update', (saved: Named) => savedMessage.updated(user ?? saved, saved), form.onClose);
  if (!user) return <Spin fullscreen aria-label="Loading the user" />;
  return (
    <UserFormDialog
      title={`Edit ${fullName(user)}`}
      okText="Save"
      editing
      initial={user}
      roles={form.roles}
      busy={update.isPending}
      fieldMessages={describeFieldErrors(update.error)}
      onSubmit={(values) =>
        update.mutate({ username: user.username, version: user.version, changes: form.request(values) }, outcome)
      }
      onCancel={form.onClose}
    >
      {form.children}
    </UserFormDialog>
  );
}

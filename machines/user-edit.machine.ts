/**
 * Edit User dialog on the users table: the user's details with a blank password (left blank, the
 * password stays), checked when saved; a saved edit has the table read its page afresh, a failed
 * one shows why in the dialog. The shared edit dialog flow of ./edit-dialog.ts.
 *
 * States: closed → editing → saving → closed (list updated) | editing (error in the dialog).
 * Events: dialog.opened { user }, dialog.closed, field.changed { field, value }, form.submitted.
 */
import { type User, type UserUpdate, userUpdateSchema } from '../src/api/users';
import { editDialogMachine } from './edit-dialog';
import { successNotice } from './notice';

type EditValues = Required<{ [K in keyof UserUpdate]: NonNullable<UserUpdate[K]> }>;

export const userEditMachine = editDialogMachine('userEdit', {
  subject: 'user',
  request: 'updateUser',
  blank: { username: '', password: '', full_name: '', email: '', role: 'user' },
  valuesOf: (user: User): EditValues => ({
    username: user.username,
    password: '',
    full_name: user.full_name,
    email: user.email,
    role: user.role,
  }),
  schemaFor: () => userUpdateSchema,
  bodyOf: (values): { changes: UserUpdate } => ({ changes: userUpdateSchema.parse(values) }),
  saved: successNotice('userUpdatedTitle', 'userUpdated'),
  failed: 'userUpdateError',
});

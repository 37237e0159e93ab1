import type { AnyMachineSnapshot } from 'xstate';
import { userEditMachine } from '../../../machines/user-edit.machine';
import { ApiError } from '../../../src/api/errors';
import type { User } from '../../../src/api/users';
import { noop, plainUser } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

/** One change each, from the user's details as the dialog opens: three the rules refuse. */
const firstChanges = [
  { field: 'username', value: 'bo' },
  { field: 'password', value: '12345' },
  { field: 'password', value: 'p'.repeat(257) },
  { field: 'email', value: 'bob@' },
  { field: 'full_name', value: 'Robert Builder' },
  { field: 'password', value: 'newpass1' },
  { field: 'role', value: 'admin' },
] as const;

/** What the person types to put right a field the rules refused (long enough for an administrator). */
const fixes = [
  { field: 'username', value: 'robert' },
  { field: 'password', value: 'new-passphrase' },
  { field: 'email', value: 'rob@example.com' },
] as const;

/**
 * Field changes: any one change on the untouched dialog, then only the fix of a refused field.
 * Bounding them keeps the graph small while every rule and every kind of change is walked.
 */
function fieldChanges(snapshot: AnyMachineSnapshot) {
  if (isUntouched(snapshot)) return firstChanges;
  const { fieldErrors, values } = snapshot.context as {
    fieldErrors: Record<string, string>;
    values: Record<string, string>;
  };
  // Made an administrator: a password long enough for a user, too short for an administrator.
  if (values.role === 'admin' && values.password === '') return [adminPassword];
  return fixes.filter((fix) => fix.field in fieldErrors);
}

const adminPassword = { field: 'password', value: 'newpass1' } as const;

/** Whether the dialog still shows the user's details as it opened on them. */
function isUntouched(snapshot: AnyMachineSnapshot): boolean {
  const { item: user, values } = snapshot.context as { item: User | null; values: Record<string, string> };
  return (
    user !== null &&
    values.username === user.username &&
    values.password === '' &&
    values.full_name === user.full_name &&
    values.email === user.email &&
    values.role === user.role
  );
}

/** How a save can fail; tried on a save of the unchanged details (each change is seen saved). */
const failures = [
  { error: new ApiError('response', 'Request failed with status code 409', 409, 'usernameTaken') },
  { error: new ApiError('response', 'Request failed with status code 400', 400, 'lastAdmin') },
  { error: new ApiError('response', 'Request failed with status code 502', 502) },
  { error: new ApiError('noResponse', 'Network Error') },
  { error: new TypeError('not an answer') },
];

export const userEditModel: MachineModel = {
  machine: userEditMachine.provide({
    actors: { save: pendingActor() },
    actions: { notify: noop, changed: noop },
  }),
  inputs: [undefined],
  events: {
    'dialog.opened': [{ user: plainUser }],
    // The gesture that closes (the event carries nothing else): the dialog's Cancel, or Escape.
    'dialog.closed': [{ with: 'Cancel' }, { with: 'Escape' }],
    'field.changed': fieldChanges,
    'form.submitted': [{}],
    'xstate.done.actor.updateUser': (snapshot) => [
      { output: { success: true, message: 'User updated successfully', code: 'userUpdated' } },
      // An answer without a code (an older server): the client's own words (tried on one save: the answer is the same).
      ...(isUntouched(snapshot) ? [{ output: { success: true, message: 'User updated successfully' } }] : []),
    ],
    'xstate.error.actor.updateUser': (snapshot) => (isUntouched(snapshot) ? failures : []),
  },
};

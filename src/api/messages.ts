/**
 * Every English message the API and the shared schemas produce that a person may read. The UI
 * shows each through Lingui (src/components/ui/known-messages.ts), so Arabic readers get them in
 * Arabic; a test keeps both lists equal.
 */
export const messages = {
  // Spec §5 validation
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 6 characters',
  passwordsDiffer: 'Passwords do not match',
  invalidEmail: 'Invalid email address',
  invalidRole: 'Role must be admin or user',
  // Sign-in and sessions
  loginSucceeded: 'Login successful',
  loginRejected: 'Invalid username or password',
  loginThrottled: 'Too many failed sign-in attempts. Please wait 5 minutes and try again.',
  signedOut: 'You have been signed out',
  notSignedIn: 'Please sign in to continue',
  sessionInvalid: 'Your session has expired. Please sign in again.',
  adminOnly: 'This action is restricted to administrators',
  // Users
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  userNotFound: 'User not found',
  usernameTaken: 'That username is already taken',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdmin: 'At least one administrator must remain',
  invalidUserId: 'Invalid user ID',
} as const;

export type MessageKey = keyof typeof messages;

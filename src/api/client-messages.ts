/**
 * English texts the browser itself shows (spec §8 and §4), kept as data so machines can set them
 * and views can translate them (src/components/ui/known-messages.ts).
 */
export const clientMessages = {
  // Session and login (spec §8)
  loginFailed: 'Login failed',
  loginTimedOut: 'Login request timed out. Please try again.',
  loginError: 'An error occurred during login',
  loginNoResponse: 'No response received from server. Please check your connection.',
  sessionExpired: 'Session expired. Please log in again.',
  loginSuccessfulTitle: 'Login Successful',
  loginSuccessfulMessage: 'Welcome back!',
  loggedOutTitle: 'Logged Out',
  loggedOutMessage: 'You have been successfully logged out',
  // Admin alerts (spec §8)
  errorTitle: 'Error',
  successTitle: 'Success',
  statsFailed: 'Failed to load system statistics',
  usersLoadFailed: 'Failed to load users',
  userDeleteError: 'An error occurred while deleting the user',
  userDeleteFailed: 'Failed to delete user',
  userCreateFailed: 'Failed to create user',
  userCreateError: 'An error occurred while creating the user',
  userUpdateFailed: 'Failed to update user',
  userUpdateError: 'An error occurred while updating the user',
  networkError: 'Network error - please check your connection',
  userCreatedTitle: 'User Created',
  userUpdatedTitle: 'User Updated',
  userDeletedTitle: 'User Deleted',
  settingsSavedTitle: 'Settings Saved',
  settingsSavedMessage: 'Your settings have been saved on this device',
} as const;

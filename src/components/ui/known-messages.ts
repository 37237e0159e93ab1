/**
 * Every English message the API and the machines can put on screen, mapped to its Lingui
 * descriptor so it reaches Arabic readers in Arabic. A test keeps this list complete.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { clientMessages } from '../../api/client-messages';
import { messages } from '../../api/messages';

export const knownMessages: Record<string, MessageDescriptor> = {
  [messages.usernameRequired]: msg`Username is required`,
  [messages.passwordRequired]: msg`Password is required`,
  [messages.usernameMin]: msg`Username must be at least 3 characters`,
  [messages.passwordMin]: msg`Password must be at least 6 characters`,
  [messages.passwordsDiffer]: msg`Passwords do not match`,
  [messages.invalidEmail]: msg`Invalid email address`,
  [messages.invalidRole]: msg`Role must be admin or user`,
  [messages.loginSucceeded]: msg`Login successful`,
  [messages.loginRejected]: msg`Invalid username or password`,
  [messages.loginThrottled]: msg`Too many failed sign-in attempts. Please wait 5 minutes and try again.`,
  [messages.signedOut]: msg`You have been signed out`,
  [messages.notSignedIn]: msg`Please sign in to continue`,
  [messages.sessionInvalid]: msg`Your session has expired. Please sign in again.`,
  [messages.adminOnly]: msg`This action is restricted to administrators`,
  [messages.userCreated]: msg`User created successfully`,
  [messages.userUpdated]: msg`User updated successfully`,
  [messages.userDeleted]: msg`User deleted successfully`,
  [messages.userNotFound]: msg`User not found`,
  [messages.usernameTaken]: msg`That username is already taken`,
  [messages.cannotDeleteSelf]: msg`You cannot delete your own account`,
  [messages.lastAdmin]: msg`At least one administrator must remain`,
  [messages.invalidUserId]: msg`Invalid user ID`,
  [clientMessages.loginFailed]: msg`Login failed`,
  [clientMessages.loginTimedOut]: msg`Login request timed out. Please try again.`,
  [clientMessages.loginError]: msg`An error occurred during login`,
  [clientMessages.loginNoResponse]: msg`No response received from server. Please check your connection.`,
  [clientMessages.sessionExpired]: msg`Session expired. Please log in again.`,
  [clientMessages.loginSuccessfulTitle]: msg`Login Successful`,
  [clientMessages.loginSuccessfulMessage]: msg`Welcome back!`,
  [clientMessages.loggedOutTitle]: msg`Logged Out`,
  [clientMessages.loggedOutMessage]: msg`You have been successfully logged out`,
  [clientMessages.errorTitle]: msg`Error`,
  [clientMessages.successTitle]: msg`Success`,
  [clientMessages.statsFailed]: msg`Failed to load system statistics`,
  [clientMessages.usersLoadFailed]: msg`Failed to load users`,
  [clientMessages.userDeleteError]: msg`An error occurred while deleting the user`,
  [clientMessages.userDeleteFailed]: msg`Failed to delete user`,
  [clientMessages.userCreateFailed]: msg`Failed to create user`,
  [clientMessages.userCreateError]: msg`An error occurred while creating the user`,
  [clientMessages.userUpdateFailed]: msg`Failed to update user`,
  [clientMessages.userUpdateError]: msg`An error occurred while updating the user`,
  [clientMessages.networkError]: msg`Network error - please check your connection`,
  [clientMessages.userCreatedTitle]: msg`User Created`,
  [clientMessages.userUpdatedTitle]: msg`User Updated`,
  [clientMessages.userDeletedTitle]: msg`User Deleted`,
  [clientMessages.settingsSavedTitle]: msg`Settings Saved`,
  [clientMessages.settingsSavedMessage]: msg`Your settings have been saved on this device`,
};

/** Shows an English message in the current language; a message we do not know passes through. */
export function useTranslateMessage(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => {
    const descriptor = knownMessages[text];
    return descriptor ? i18n._(descriptor) : text;
  };
}

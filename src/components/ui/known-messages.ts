/**
 * Every message of the catalogue (src/api/messages.ts) as a Lingui descriptor, so flows and API
 * answers reach Arabic readers in Arabic. The type keeps it complete.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Message, MessageId } from '../../api/messages';

export const messageDescriptors: Record<MessageId, MessageDescriptor> = {
  usernameRequired: msg`Username is required`,
  passwordRequired: msg`Password is required`,
  usernameMin: msg`Username must be at least 3 characters`,
  passwordMin: msg`Password must be at least 6 characters`,
  passwordsDiffer: msg`Passwords do not match`,
  invalidEmail: msg`Invalid email address`,
  invalidRole: msg`Role must be admin or user`,
  nameMin: msg`Name must be at least 3 characters`,
  descriptionMin: msg`Description must be at least 10 characters`,
  imageRequired: msg`Image URL is required`,
  imageMissing: msg`Please upload a product image`,
  imageType: msg`Please upload an image file (JPEG, PNG, etc.)`,
  imageSize: msg`Image size must be less than 5MB`,
  invalidValue: msg`This value is not valid`,
  loginSucceeded: msg`Login successful`,
  loginRejected: msg`Invalid username or password`,
  loginThrottled: msg`Too many failed sign-in attempts. Please wait 5 minutes and try again.`,
  signedOut: msg`You have been signed out`,
  notSignedIn: msg`Please sign in to continue`,
  sessionInvalid: msg`Your session has expired. Please sign in again.`,
  adminOnly: msg`This action is restricted to administrators`,
  loginFailed: msg`Login failed`,
  loginTimedOut: msg`Login request timed out. Please try again.`,
  loginNotSent: msg`The sign-in was not sent: the page was still loading. Please try again.`,
  loginError: msg`An error occurred during login`,
  loginNoResponse: msg`No response received from server. Please check your connection.`,
  sessionExpired: msg`Session expired. Please log in again.`,
  loginSuccessfulTitle: msg`Login Successful`,
  loginSuccessfulMessage: msg`Welcome back!`,
  loggedOutTitle: msg`Logged Out`,
  loggedOutMessage: msg`You have been successfully logged out`,
  errorTitle: msg`Error`,
  successTitle: msg`Success`,
  warningTitle: msg`Warning`,
  networkError: msg`Network error - please check your connection`,
  userCreated: msg`User created successfully`,
  userUpdated: msg`User updated successfully`,
  userDeleted: msg`User deleted successfully`,
  userNotFound: msg`User not found`,
  usernameTaken: msg`That username is already taken`,
  cannotDeleteSelf: msg`You cannot delete your own account`,
  lastAdmin: msg`At least one administrator must remain`,
  invalidUserId: msg`Invalid user ID`,
  usersLoadFailed: msg`Failed to load users`,
  userDeleteError: msg`An error occurred while deleting the user`,
  userDeleteFailed: msg`Failed to delete user`,
  userCreateFailed: msg`Failed to create user`,
  userCreateError: msg`An error occurred while creating the user`,
  userUpdateFailed: msg`Failed to update user`,
  userUpdateError: msg`An error occurred while updating the user`,
  userCreatedTitle: msg`User Created`,
  userUpdatedTitle: msg`User Updated`,
  userDeletedTitle: msg`User Deleted`,
  statsFailed: msg`Failed to load system statistics`,
  settingsSavedTitle: msg`Settings Saved`,
  settingsSavedMessage: msg`Your settings have been saved on this device`,
  productNotFound: msg`Product not found`,
  invalidProductId: msg`Invalid product ID`,
  productCreated: msg`Product created successfully`,
  productUpdated: msg`Product updated successfully`,
  productDeleted: msg`Product deleted successfully`,
  translationSaved: msg`Translation saved successfully`,
  onlyArabic: msg`Only an Arabic translation (ar) can be saved`,
  unknownCategory: msg`Unknown product category`,
  invalidList: msg`Lists must be sent as JSON arrays of text`,
  // ICU reads braces as placeholders: the quotes keep them literal.
  invalidSpecifications: msg`Specifications must be sent as a JSON array of '{ category, items: [{ name, value }] }' objects`,
  // ICU reads braces as placeholders: the quotes keep them literal.
  invalidFaqs: msg`FAQs must be sent as a JSON array of '{ question, answer }' objects`,
  unknownImage: msg`The image must be the product’s current image or another uploaded product image`,
  translationNotFound: msg`This product has no Arabic translation yet`,
  imageTooManyPixels: msg`The image has too many pixels: at most 50 megapixels`,
  fieldTooLong: msg`A form field is too long`,
  productCreatedTitle: msg`Product Created`,
  translationSavedTitle: msg`Translation Saved`,
  translationNotSaved: msg`Product created, but the Arabic translation could not be saved.`,
  productCreateFailed: msg`Failed to create product`,
  // The detail is filled in when shown; the empty value only names the placeholder.
  serverErrorDetail: msg`Server error: ${{ detail: '' }}`,
  invalidJson: msg`Server returned invalid JSON response`,
  productNotFoundTitle: msg`Product Not Found`,
  productLoadFailed: msg`Failed to load product. Please try again.`,
  productUpdatedTitle: msg`Product Updated`,
  translationUpdatedTitle: msg`Translation Updated`,
  productUpdateFailed: msg`Failed to update product`,
  productUpdateError: msg`An error occurred while updating the product`,
  translationUpdateFailed: msg`Failed to update translation`,
  translationUpdateError: msg`An error occurred while updating the translation`,
  productsLoadFailed: msg`Failed to load products`,
  productDeletedTitle: msg`Product Deleted`,
  productDeleteFailed: msg`Failed to delete product`,
  productDeleteError: msg`An error occurred while deleting the product`,
  imageReplacedTitle: msg`Image Replaced`,
  imageReplaceFailed: msg`The image could not be replaced`,
  catalogueLoadFailed: msg`Failed to load products. Please try again later.`,
  catalogueEmpty: msg`No products available at the moment.`,
  productGoneMessage: msg`The product you are looking for does not exist or has been removed.`,
  noRelatedProducts: msg`No related products`,
  invalidRequest: msg`The request is not valid`,
};

/** Shows a flow's or the server's message in the current language. */
export function useTranslateMessage(): (message: Message) => string {
  const { i18n } = useLingui();
  return (message) => {
    if (typeof message === 'string') return i18n._(messageDescriptors[message]);
    const withValues: MessageDescriptor = { ...messageDescriptors[message.id], values: message.values };
    return i18n._(withValues);
  };
}

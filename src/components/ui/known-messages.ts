/**
 * Every English message the API and the machines can put on screen, mapped to its Lingui
 * descriptor so it reaches Arabic readers in Arabic. A test keeps this list complete.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { productAdminListMessages } from '../../../machines/product-admin-list.machine';
import { productCreateMessages } from '../../../machines/product-create.machine';
import { productDetailMessages } from '../../../machines/product-detail.machine';
import { productEditMessages } from '../../../machines/product-edit.machine';
import { productsListMessages } from '../../../machines/products-list.machine';
import { clientMessages } from '../../api/client-messages';
import { messages } from '../../api/messages';
import { productMessages } from '../../api/products';
import { productImageMessages } from '../admin/product-image-messages';

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
  [productMessages.nameMin]: msg`Name must be at least 3 characters`,
  [productMessages.descriptionMin]: msg`Description must be at least 10 characters`,
  [productMessages.imageRequired]: msg`Image URL is required`,
  [productMessages.imageMissing]: msg`Please upload a product image`,
  [productMessages.imageType]: msg`Please upload an image file (JPEG, PNG, etc.)`,
  [productMessages.imageSize]: msg`Image size must be less than 5MB`,
  [productMessages.productNotFound]: msg`Product not found`,
  [productMessages.invalidProductId]: msg`Invalid product ID`,
  [productMessages.productCreated]: msg`Product created successfully`,
  [productMessages.productUpdated]: msg`Product updated successfully`,
  [productMessages.productDeleted]: msg`Product deleted successfully`,
  [productMessages.translationSaved]: msg`Translation saved successfully`,
  [productMessages.onlyArabic]: msg`Only an Arabic translation (ar) can be saved`,
  [productMessages.unknownCategory]: msg`Unknown product category`,
  [productMessages.invalidList]: msg`Lists must be sent as JSON arrays of text`,
  // ICU reads braces as placeholders: the quotes keep these two literal (the English shown is the key).
  [productMessages.invalidSpecifications]: msg`Specifications must be sent as a JSON array of '{ category, items: [{ name, value }] }' objects`,
  [productMessages.invalidFaqs]: msg`FAQs must be sent as a JSON array of '{ question, answer }' objects`,
  [productMessages.unknownImage]: msg`The image must be the product’s current image or another uploaded product image`,
  [productMessages.translationNotFound]: msg`This product has no Arabic translation yet`,
  [productMessages.imageTooManyPixels]: msg`The image has too many pixels: at most 50 megapixels`,
  [productMessages.fieldTooLong]: msg`A form field is too long`,
  [productCreateMessages.createdTitle]: msg`Product Created`,
  [productCreateMessages.translationSavedTitle]: msg`Translation Saved`,
  [productCreateMessages.warningTitle]: msg`Warning`,
  [productCreateMessages.translationNotSaved]: msg`Product created, but the Arabic translation could not be saved.`,
  [productCreateMessages.createFailed]: msg`Failed to create product`,
  [productCreateMessages.serverError]: msg`Server error:`,
  [productCreateMessages.invalidJson]: msg`Server returned invalid JSON response`,
  [productEditMessages.notFoundTitle]: msg`Product Not Found`,
  [productEditMessages.loadFailed]: msg`Failed to load product. Please try again.`,
  [productEditMessages.productUpdatedTitle]: msg`Product Updated`,
  [productEditMessages.translationUpdatedTitle]: msg`Translation Updated`,
  [productEditMessages.updateFailed]: msg`Failed to update product`,
  [productEditMessages.updateError]: msg`An error occurred while updating the product`,
  [productEditMessages.translationFailed]: msg`Failed to update translation`,
  [productEditMessages.translationError]: msg`An error occurred while updating the translation`,
  [productAdminListMessages.loadFailed]: msg`Failed to load products`,
  [productAdminListMessages.deletedTitle]: msg`Product Deleted`,
  [productAdminListMessages.deleteFailed]: msg`Failed to delete product`,
  [productAdminListMessages.deleteError]: msg`An error occurred while deleting the product`,
  [productImageMessages.replacedTitle]: msg`Image Replaced`,
  [productImageMessages.replaceFailed]: msg`The image could not be replaced`,
  [productsListMessages.failed]: msg`Failed to load products. Please try again later.`,
  [productsListMessages.empty]: msg`No products available at the moment.`,
  [productDetailMessages.notFoundMessage]: msg`The product you are looking for does not exist or has been removed.`,
  [productDetailMessages.noRelated]: msg`No related products`,
};

/** Shows an English message in the current language; a message we do not know passes through. */
export function useTranslateMessage(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => {
    const descriptor = knownMessages[text];
    return descriptor ? i18n._(descriptor) : text;
  };
}

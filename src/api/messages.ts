/**
 * Every message a person may read that the API or a flow produces, by identifier, with its English
 * text. The identifier is the message's code wherever it goes: the server answers
 * `{ success, message, code }`, `message` in English for any caller, `code` the identifier; flows
 * hold identifiers (and values for messages built from parts); views show them in the page's
 * language through Lingui (src/components/ui/known-messages.ts). The shared zod schemas name their
 * rules' messages by identifier too (`rule`), so server and browser validate with the same rules.
 * Nothing reads an identifier back from English text: rewording a message never changes its code.
 */
export const messages = {
  // Form rules
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 6 characters',
  adminPasswordMin: 'An administrator’s password must be at least 12 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  passwordsDiffer: 'Passwords do not match',
  invalidEmail: 'Invalid email address',
  invalidRole: 'Role must be admin or user',
  nameMin: 'Name must be at least 3 characters',
  descriptionMin: 'Description must be at least 10 characters',
  arabicNameMissing: 'Enter the Arabic name: the Arabic text is saved only with a name and a description',
  arabicDescriptionMissing:
    'Enter the Arabic description: the Arabic text is saved only with a name and a description',
  imageRequired: 'Image URL is required',
  imageMissing: 'Please upload a product image',
  imageType: 'Please upload an image file (JPEG, PNG, etc.)',
  imageSize: 'Image size must be less than 5MB',
  /** A value the rules reject without a message of their own. */
  invalidValue: 'This value is not valid',
  // Sign-in and sessions
  loginSucceeded: 'Login successful',
  loginRejected: 'Invalid username or password',
  loginThrottled: 'Too many failed sign-in attempts. Please wait 5 minutes and try again.',
  signedOut: 'You have been signed out',
  notSignedIn: 'Please sign in to continue',
  sessionInvalid: 'Your session has expired. Please sign in again.',
  adminOnly: 'This action is restricted to administrators',
  loginFailed: 'Login failed',
  loginTimedOut: 'Login request timed out. Please try again.',
  loginNotSent: 'The sign-in was not sent: the page was still loading. Please try again.',
  loginError: 'An error occurred during login',
  loginNoResponse: 'No response received from server. Please check your connection.',
  sessionExpired: 'Session expired. Please log in again.',
  loginSuccessfulTitle: 'Login Successful',
  loginSuccessfulMessage: 'Welcome back!',
  failedCodesTitle: 'Wrong two-factor codes',
  failedCodesMessage:
    'Wrong codes entered for your account since you last signed in: {count}, from {first} to {last}. If they were not yours, someone knows your password: change it.',
  loggedOutTitle: 'Logged Out',
  loggedOutMessage: 'You have been successfully logged out',
  // Two-factor sign-in
  twoFactorRequired: 'Enter the 6-digit code from your authenticator app',
  twoFactorCodeRequired: 'Code is required',
  twoFactorCodeInvalid: 'Enter the 6 digits from your app, or a recovery code',
  twoFactorRejected: 'That code is not valid. Please try again.',
  twoFactorChallengeExpired: 'The sign-in took too long. Please enter your username and password again.',
  twoFactorSetupRequired: 'Set up two-factor sign-in to continue',
  twoFactorEnabled: 'Two-factor sign-in is on',
  twoFactorDisabled: 'Two-factor sign-in is off',
  twoFactorNotPending: 'Start the setup again: no new secret is waiting for a code',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on',
  twoFactorNotOn: 'Two-factor sign-in is not on',
  twoFactorStatusFailed: 'Failed to load the two-factor sign-in status',
  twoFactorSetupFailed: 'Two-factor sign-in could not be turned on. Please try again.',
  twoFactorDisableFailed: 'Two-factor sign-in could not be turned off. Please try again.',
  // Alerts
  errorTitle: 'Error',
  successTitle: 'Success',
  warningTitle: 'Warning',
  networkError: 'Network error - please check your connection',
  // Users
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  userNotFound: 'User not found',
  usernameTaken: 'That username is already taken',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdmin: 'At least one administrator must remain',
  invalidUserId: 'Invalid user ID',
  usersLoadFailed: 'Failed to load users',
  userDeleteError: 'An error occurred while deleting the user',
  userDeleteFailed: 'Failed to delete user',
  userCreateFailed: 'Failed to create user',
  userCreateError: 'An error occurred while creating the user',
  userUpdateFailed: 'Failed to update user',
  userUpdateError: 'An error occurred while updating the user',
  userCreatedTitle: 'User Created',
  userUpdatedTitle: 'User Updated',
  userDeletedTitle: 'User Deleted',
  usernameTooLong: 'Username must be at most 32 characters',
  usernameCharacters: 'Username may contain only letters, digits, dots, underscores and hyphens',
  usernameMixedScripts: 'Username must use Latin or Arabic letters, not both',
  fullNameTooLong: 'Full name must be at most 100 characters',
  /** Too many passwords are being checked at once: nothing was done, and the answer says when to retry. */
  serverBusy: 'The server is busy. Please try again in a moment.',
  // Dashboard and settings
  statsFailed: 'Failed to load system statistics',
  settingsSavedTitle: 'Settings Saved',
  settingsSavedMessage: 'Your settings have been saved',
  settingsLoadFailed: 'Failed to load settings',
  settingsSaveFailed: 'Failed to save settings',
  // Products
  productNotFound: 'Product not found',
  invalidProductId: 'Invalid product ID',
  productCreated: 'Product created successfully',
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  translationSaved: 'Translation saved successfully',
  onlyArabic: 'Only an Arabic translation (ar) can be saved',
  unknownCategory: 'Unknown product category',
  invalidList: 'Lists must be sent as JSON arrays of text',
  invalidSpecifications:
    'Specifications must be sent as a JSON array of { category, items: [{ name, value }] } objects',
  invalidFaqs: 'FAQs must be sent as a JSON array of { question, answer } objects',
  unknownImage: 'The image must be the product’s current image or another uploaded product image',
  translationNotFound: 'This product has no Arabic translation yet',
  imageTooManyPixels: 'The image has too many pixels: at most 50 megapixels',
  fieldTooLong: 'A form field is too long',
  productCreatedTitle: 'Product Created',
  productCreateFailed: 'Failed to create product',
  serverErrorDetail: 'Server error: {detail}',
  invalidJson: 'Server returned invalid JSON response',
  productNotFoundTitle: 'Product Not Found',
  productLoadFailed: 'Failed to load product. Please try again.',
  productUpdatedTitle: 'Product Updated',
  translationUpdatedTitle: 'Translation Updated',
  productUpdateFailed: 'Failed to update product',
  productUpdateError: 'An error occurred while updating the product',
  translationUpdateFailed: 'Failed to update translation',
  translationUpdateError: 'An error occurred while updating the translation',
  productsLoadFailed: 'Failed to load products',
  productDeletedTitle: 'Product Deleted',
  productDeleteFailed: 'Failed to delete product',
  productDeleteError: 'An error occurred while deleting the product',
  productsDeleted: 'The selected products were deleted',
  productsPublished: 'The selected products were published',
  productsDrafted: 'The selected products were made drafts',
  productsPublicationFailed: 'Failed to change the publishing of the selected products',
  imageReplacedTitle: 'Image Replaced',
  imageReplaceFailed: 'The image could not be replaced',
  // News
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  nameTooLong: 'Name must be at most 200 characters',
  categoryTooLong: 'Category must be at most 100 characters',
  pageInvalid: 'Page must be a whole number from 1 to 100000',
  perPageInvalid: 'Products per page must be a whole number from 1 to 100',
  searchTooLong: 'A search must be at most 100 characters',
  lineTooLong: 'Each entry must be at most 300 characters',
  listTooLong: 'A list can have at most 50 entries',
  answerTooLong: 'An answer must be at most 2000 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  altTextTooLong: 'Alt text must be at most 300 characters',
  newsImageMissing: 'Please select a image file',
  newsVideoMissing: 'Please select a video file',
  newsImageType: 'Please select a valid image file.',
  newsImageSize: 'Image size must be less than 5MB.',
  newsVideoType: 'Please select a valid video file.',
  newsVideoSize: 'Video size must be less than 1GB.',
  uploadNotFound: 'The upload was not found: it was cancelled or has expired. Choose the file again.',
  uploadUnfinished: 'The file has not finished uploading. Wait for it to finish, or choose it again.',
  posterInvalid: 'The video’s preview picture must be a JPEG image under 2MB',
  newsEditIncomplete: 'An edit must carry the title, description, alt text and status together',
  invalidNewsId: 'Invalid news item ID',
  newsNotFound: 'News item not found',
  newsCreated: 'News item created successfully',
  newsVideoSaved: 'Video uploaded and saved successfully!',
  newsActivated: 'News item activated successfully',
  newsDeactivated: 'News item deactivated successfully',
  newsUpdated: 'News item updated successfully',
  newsDeleted: 'News item deleted successfully',
  newsItemsDeleted: 'The selected news items were deleted',
  newsItemsActivated: 'The selected news items were activated',
  newsItemsDeactivated: 'The selected news items were deactivated',
  newsItemsStatusFailed: 'Failed to change the status of the selected news items',
  newsLoadFailed: 'Failed to load news items',
  newsFetchFailed: 'Failed to fetch news items',
  newsStatusFailed: 'Failed to update news status',
  newsUpdateFailed: 'Failed to update news item',
  publishAtInvalid: 'Enter the date and time to publish at',
  publishAtPast: 'The publish time must be in the future',
  publishAtTooFar: 'The publish time must be within a year',
  newsDraftSaved: 'News item saved as a draft',
  newsScheduled: 'News item scheduled',
  newsPublished: 'News item published',
  productDraftSaved: 'Product saved as a draft',
  productScheduled: 'Product scheduled',
  productPublished: 'Product published',
  newsDeleteFailed: 'Failed to delete news item',
  newsCreateFailed: 'Failed to create news item',
  // Public catalogue
  catalogueLoadFailed: 'Failed to load products. Please try again later.',
  catalogueEmpty: 'No products available at the moment.',
  productGoneMessage: 'The product you are looking for does not exist or has been removed.',
  noRelatedProducts: 'No related products',
  // Contact messages
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  inquiryTypeRequired: 'Please choose an inquiry type',
  firstNameTooLong: 'First name must be at most 100 characters',
  lastNameTooLong: 'Last name must be at most 100 characters',
  emailTooLong: 'Email must be at most 254 characters',
  phoneTooLong: 'Phone must be at most 30 characters',
  subjectTooLong: 'Subject must be at most 200 characters',
  messageTooLong: 'Message must be at most 5000 characters',
  contactSent: 'Message sent successfully! We will get back to you soon.',
  contactThrottled: 'Too many messages were sent from your connection. Please try again later.',
  contactSendFailed: 'Your message could not be sent. Please try again.',
  invalidContactMessageId: 'Invalid message ID',
  contactMessageNotFound: 'Message not found',
  contactMarkedRead: 'Message marked as read',
  contactMarkedUnread: 'Message marked as unread',
  contactDeleted: 'Message deleted successfully',
  contactMessagesLoadFailed: 'Failed to load messages',
  contactDeleteFailed: 'Failed to delete message',
  contactReadFailed: 'Failed to update message',
  // Catalog subscriptions
  subscribed: 'Thank you! We will e-mail you when we publish a new catalog.',
  subscriptionThrottled: 'Too many subscription attempts. Please wait 10 minutes and try again.',
  subscriptionFailed: 'Your subscription could not be saved. Please try again.',
  subscriptionsLoadFailed: 'Failed to load the subscriptions',
  subscriptionsExportFailed: 'Failed to export the subscriptions',
  subscriptionDeleted: 'Subscription removed',
  subscriptionDeleteFailed: 'Failed to remove the subscription',
  subscriptionNotFound: 'Subscription not found',
  invalidSubscriptionId: 'Invalid subscription ID',
  // Audit trail
  auditLoadFailed: 'Failed to load the audit log',
  auditUsersLoadFailed: 'Failed to load the list of users',
  auditExportFailed: 'Failed to export the audit log',
  // Requests the server cannot read
  invalidRequest: 'The request is not valid',
  formUnreadable: 'The form could not be read: it was cut off or malformed',
  // Room on the server's disk
  notEnoughSpace:
    'There is not enough free disk space on the server for this. Free some space or ask the site’s technical contact.',
  backupNoRoom:
    'The backup was not taken: there is not enough free disk space on the server for it. Free some space or ask the site’s technical contact.',
} as const;

export type MessageId = keyof typeof messages;

/** The values a message's `{placeholders}` are filled with. */
export type MessageValues = Record<string, string | number>;

/** What a flow asks a view to show: an identifier, or one with the values its text is built from. */
export type Message = MessageId | { id: MessageId; values: MessageValues };

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/**
 * A schema rule's message: its identifier. `.min(1, rule('usernameRequired'))` makes a broken
 * rule's issue message `'usernameRequired'`, which whoever shows it looks up by key, in English on
 * the server (`englishOfIssue`), in the page's language in the browser.
 */
export function rule(id: MessageId): MessageId {
  return id;
}

/**
 * A zod issue's message in English: a rule's (`rule`) by its identifier; zod's own wording, for a
 * rule given no message, as zod words it.
 */
export function englishOfIssue(message: string | undefined): string {
  return isMessageId(message) ? messages[message] : (message ?? '');
}

/** A message's English text, its values filled in. */
export function englishOf(message: Message): string {
  if (typeof message === 'string') return messages[message];
  return messages[message.id].replace(/\{(\w+)\}/g, (_, name: string) => String(message.values[name] ?? ''));
}

/** Every timing and limit of the site, in one place. Machines name their delays from here. */

export const requestTimeoutMs = 10_000;
export const loginTimeoutMs = 15_000;
export const productListTimeoutMs = 15_000;
export const imageUploadTimeoutMs = 10_000;
export const videoUploadTimeoutMs = 300_000;

export const imageMaxBytes = 5 * 1024 * 1024;
export const videoMaxBytes = 1024 * 1024 * 1024;
/** The still of a news video the browser captures (a JPEG): a full-HD frame is a few hundred kB. */
export const posterMaxBytes = 2 * 1024 * 1024;

export const usernameMinLength = 3;
export const passwordMinLength = 6;
export const productNameMinLength = 3;
export const productDescriptionMinLength = 10;
/** Product text: long enough for any real product, short enough that no page can be bloated by one. */
export const productNameMaxLength = 200;
export const productCategoryMaxLength = 100;
/** One line of a list (a feature, an application, a certificate, a specification, a question). */
export const productLineMaxLength = 300;
export const productListMaxItems = 50;
export const faqAnswerMaxLength = 2000;
/** Descriptions of products and news items alike. */
export const descriptionMaxLength = 5000;

export const newsTitleMaxLength = 200;
export const newsAltTextMaxLength = 300;

/** The longest e-mail address a mail server accepts. */
export const emailMaxLength = 254;
/** The admin's list of catalog subscriptions shows the newest ones; the CSV export has them all. */
export const subscriptionListMaxItems = 500;
/** Subscribe attempts one client address may make in the window before it must wait. */
export const subscribeAttemptLimit = 10;
export const subscribeWindowMs = 10 * 60_000;

export const descriptionPreviewLength = 80;
export const relatedProductsCount = 3;
export const metadataDescriptionLength = 120;

export const redirectAfterSaveMs = 1000;
export const contactSendMs = 1000;
export const successBannerMs = 5000;
export const alertDismissMs = 5000;
export const settingsSaveMs = 800;

export const productCarouselMs = 4000;
export const certificatesCarouselMs = 8000;
export const newsSlideMs = 25_000;
export const videoVisibilityThreshold = 0.3;
export const revealThreshold = 0.1;

export const mobileBreakpointPx = 768;
export const touchTargetPx = 44;

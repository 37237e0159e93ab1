/** Every timing and limit of the site, in one place. Machines name their delays from here. */

export const requestTimeoutMs = 10_000;
export const loginTimeoutMs = 15_000;
export const productListTimeoutMs = 15_000;
/**
 * How long an upload may make no progress before the browser gives up on it: a picture, a video.
 * Limits on a stall, not on the whole transfer: while bytes flow, an upload takes as long as the
 * link needs, and after a dropped connection the browser tries again, with growing pauses, until
 * nothing has moved for this long.
 */
export const imageUploadStallMs = 10_000;
export const videoUploadStallMs = 300_000;
/**
 * The server's side: a connection that sends nothing for this long is closed (so a stalled upload's
 * deadline restarts with each piece that arrives), and a request's body must have arrived this long
 * after its headers. An administrator's upload request may take up to uploadRequestMaxMs while it
 * keeps sending; a resumable upload goes on in its next request.
 */
export const connectionIdleTimeoutMs = 30_000;
export const requestBodyTimeoutMs = 60_000;
export const uploadRequestMaxMs = 60 * 60_000;

export const imageMaxBytes = 5 * 1024 * 1024;
export const videoMaxBytes = 1024 * 1024 * 1024;
/** The still of a news video the browser captures (a JPEG): a full-HD frame is a few hundred kB. */
export const posterMaxBytes = 2 * 1024 * 1024;

export const usernameMinLength = 3;
export const passwordMinLength = 6;
/**
 * An administrator's password is longer: the account can change every page and every user. Any
 * password is bounded, well above what anyone types or a manager generates, so that hashing one
 * stays quick and every password that is set can also be typed at sign-in.
 */
export const adminPasswordMinLength = 12;
export const passwordMaxLength = 256;
export const productNameMinLength = 3;
export const productDescriptionMinLength = 10;
/** Product text: long enough for any real product, short enough that no page can be bloated by one. */
export const productNameMaxLength = 200;
export const productCategoryMaxLength = 100;
/** Products on a page of the catalogue, and at most in any one answer of the list API. */
export const productsPerPage = 24;
export const productsPerPageMax = 100;
/** How far ahead an item may be scheduled to publish: a year. */
export const publishAheadMaxMs = 366 * 24 * 60 * 60 * 1000;
/** How often each server process publishes what is due: a scheduled item goes live within this. */
export const scheduledPublishCheckMs = 20_000;
/** News items a page of the news archive (/news) shows. */
export const newsPerPage = 12;
/** The highest page number the list API reads: 100 products a page, room for ten million. */
export const productPageMax = 100_000;
/** Rows on a page of an admin table; also the most one bulk action takes. */
export const adminTablePageSize = 50;
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
/** Contact messages: room for any real name, address, number and letter, and no more. */
export const contactNameMaxLength = 100;
export const contactPhoneMaxLength = 30;
export const contactSubjectMaxLength = 200;
export const contactMessageMaxLength = 5000;
/** Messages one client address may send in the window before it is asked to wait. */
export const contactSendLimit = 10;
export const contactSendWindowMs = 60 * 60_000;
/**
 * Each public form's budget for the whole site, every client together, per `publicFormSiteWindowMs`:
 * far above what a manufacturer's site ever receives (a busy day brings a few dozen messages), so
 * only a flood from many addresses meets it, and it then costs the database a bounded number of
 * writes a minute.
 */
export const contactSiteWideLimit = 120;
export const subscribeSiteWideLimit = 120;
export const publicFormSiteWindowMs = 60_000;
/** Subscribe attempts one client address may make in the window before it must wait. */
export const subscribeAttemptLimit = 10;
export const subscribeWindowMs = 10 * 60_000;

// Accounts and sign-in.
/** Usernames fit a table cell and a log line; names and e-mails (emailMaxLength) are bounded too. */
export const usernameMaxLength = 32;
export const fullNameMaxLength = 100;
/**
 * Failed sign-ins are counted over this window. One address may fail this often on one username,
 * and this often in all, before it must wait (429): the other addresses are not affected.
 */
export const signInWindowMs = 5 * 60_000;
export const signInFailuresPerAddressAndUsername = 5;
export const signInFailuresPerAddress = 10;
/**
 * A username that failed this often in the window, from any addresses, is slowed rather than
 * blocked: each further check waits a delay that doubles from the first up to the last, so its
 * owner still gets in with the right password, a little later.
 */
export const signInFreeFailuresPerUsername = 5;
export const signInFirstDelayMs = 250;
export const signInMaxDelayMs = 2000;
/**
 * Failed sign-ins of the whole site in a minute before the site counts as under attack. Then a
 * sign-in from an address its account signed in from lately goes on as usual; any other waits
 * the longest delay first, and each network (an IPv6 one by its /56) has only a few checked in
 * the minute before it must wait (429), so that guessing from many addresses cannot keep the
 * processor hashing without end, while nobody else's sign-in is refused for it.
 */
export const signInFailuresSiteWide = 100;
export const signInSiteWindowMs = 60_000;
export const signInBusyDelayMs = signInMaxDelayMs;
export const signInChecksPerNetworkWhileBusy = 3;
/** An address an account signed in from is remembered this long, the newest few per account. */
export const knownSignInClientMs = 30 * 24 * 60 * 60_000;
export const knownSignInClientsPerAccount = 10;
/**
 * Wrong two-factor codes (at sign-in, confirming or turning it off) count against the address with
 * its failed passwords (signInFailuresPerAddress). An account may have this many in the window
 * before its code checks must wait (429), from the networks that entered them: a network that
 * entered none for it is still checked, so that whoever knows the password cannot lock out its owner.
 */
export const twoFactorFailuresPerAccount = 10;
/** Wrong codes one sign-in's challenge takes before the password must be entered again. */
export const twoFactorAttemptsPerChallenge = 5;
/** A two-factor code as typed: six digits or a recovery code, with room for the spaces people add. */
export const twoFactorCodeMaxLength = 32;
/** Password checks that may wait for a free hashing slot; one more is refused at once (429). */
export const passwordHashQueueLength = 8;

export const descriptionPreviewLength = 80;
/**
 * A product list carries this much of each description: a card shows about three lines of it, and
 * the 40 sample products' Arabic list stays under 30 KB.
 */
export const productSummaryLength = 160;
export const relatedProductsCount = 3;

export const redirectAfterSaveMs = 1000;
export const contactSendMs = 1000;
export const alertDismissMs = 5000;
export const settingsSaveMs = 800;

export const productCarouselMs = 4000;
export const certificatesCarouselMs = 8000;
export const newsSlideMs = 25_000;
export const videoVisibilityThreshold = 0.3;
export const revealThreshold = 0.1;

export const mobileBreakpointPx = 768;
export const touchTargetPx = 44;

/**
 * The verification tool: how long one page may take to arrive, and the whole run; the most
 * addresses a run checks (the sitemap protocol's own limit for one file). A catalogue of 10,000
 * products is 20,863 addresses in both languages, checked at about 50 ms each on a busy two-core
 * machine: some 17 minutes, within the limit.
 */
export const seoPageTimeoutMs = requestTimeoutMs;
export const seoRunTimeLimitMs = 30 * 60_000;
export const seoMaxPages = 50_000;
/** The most failures the results list one by one (the recommendations count every one). */
export const seoFailuresShown = 100;
/** Sensible lengths of a page's title and meta description, in characters. */
export const seoTitleLength = { min: 10, max: 70 } as const;
export const seoDescriptionLength = { min: 50, max: 160 } as const;
/** Scores: the readiness bands' lower bounds and the performance pass mark. */
export const readinessBands = { excellent: 90, good: 80, fair: 70 } as const;
export const performancePassMark = 85;

/** What a visit measures starts when the browser is idle, or after this long at the latest. */
export const measuresIdleTimeoutMs = 3000;
/** The longest a page's videos wait, once it has loaded, for the browser to be idle before loading. */
export const videoIdleTimeoutMs = 3000;

/** The longest product search read, in characters, and the most words of it searched for. */
export const searchQueryMaxLength = 100;
export const searchQueryMaxWords = 8;
/** The header's search asks for suggestions this long after the last key, once this much is typed. */
export const searchSuggestDelayMs = 200;
export const searchSuggestMinLength = 2;

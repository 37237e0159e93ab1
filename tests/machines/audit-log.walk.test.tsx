import { useSearch } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { AuditEvent, AuditPage, AuditQuery } from '../../src/api/audit';
import type { ApiError } from '../../src/api/errors';
import { AuditLogPage } from '../../src/components/admin/audit-log-page';
import { auditQueryOf, auditSearch } from '../../src/components/admin/audit-search';
import { eventOf } from './admin-walk-helpers';
import { type Download, watchDownloads } from './downloads-fake';
import { adminUser } from './fixtures';
import {
  actionChosen,
  auditCsv,
  auditLogModel,
  auditUsers,
  backupTaken,
  firstPage,
  gatewayError,
  messageReceived,
  networkError,
  noEvents,
  productRenamed,
  secondPage,
  signInFailed,
  translationSaved,
  userDeleted,
} from './models/audit-log.model';
import { type AppScreen, renderScreen, type ScreenRoute, showing } from './screen';
import { itWalksTheScreen, type Scenario, type Step } from './view-walk';

/** The audit route as the app declares it: the query it keeps from the address, its page. */
const auditRoute: ScreenRoute = {
  validateSearch: auditSearch,
  component: function Audit() {
    return <AuditLogPage query={auditQueryOf(auditSearch(useSearch({ strict: false })))} />;
  },
};

/** The files the browser was asked to save: each link clicked with its name and the file's text. */
let downloads: Download[] = [];
afterEach(() => {
  vi.restoreAllMocks();
});

type Language = 'en' | 'ar';

/** Each event of the fixtures as a row reads: time, who, address, action, item, changes. */
const rowTexts: Record<Language, Record<number, string[]>> = {
  en: {
    [productRenamed.id]: [
      '2 Mar 2026, 08:30',
      'admin',
      '203.0.113.7',
      'Product edited',
      'Product 12PPR Pipe PN20',
      'Name: PPR Pipe →changed to PPR Pipe PN20Features',
    ],
    [messageReceived.id]: [
      '2 Mar 2026, 08:00',
      'Visitor',
      '198.51.100.4',
      'Contact message received',
      'Contact message 9Quote request',
      '',
    ],
    [backupTaken.id]: ['1 Mar 2026, 23:00', 'System', '', 'Backup taken', 'Backup', ''],
    [translationSaved.id]: [
      '1 Mar 2026, 10:00',
      'huda',
      '2001:db8::5',
      'Arabic translation saved',
      'Product 12PPR Pipe',
      'name_ar: empty →changed to أنبوب PPR',
    ],
    [signInFailed.id]: [
      '1 Mar 2026, 09:00',
      'mallory',
      '203.0.113.99',
      'Sign-in failed',
      '',
      'Step: Password',
    ],
    [userDeleted.id]: ['1 Mar 2026, 08:15', 'admin', '203.0.113.7', 'User deleted', 'User 7omar', ''],
  },
  ar: {
    [productRenamed.id]: [
      '02\u200f/03\u200f/2026، 8:30 ص',
      'admin',
      '203.0.113.7',
      'تعديل منتج',
      'منتج 12PPR Pipe PN20',
      'الاسم: PPR Pipe ←تغيّر إلى PPR Pipe PN20المزايا',
    ],
    [messageReceived.id]: [
      '02\u200f/03\u200f/2026، 8:00 ص',
      'زائر',
      '198.51.100.4',
      'استلام رسالة تواصل',
      'رسالة تواصل 9Quote request',
      '',
    ],
    [backupTaken.id]: [
      '01\u200f/03\u200f/2026، 11:00 م',
      'النظام',
      '',
      'إنشاء نسخة احتياطية',
      'نسخة احتياطية',
      '',
    ],
    [translationSaved.id]: [
      '01\u200f/03\u200f/2026، 10:00 ص',
      'huda',
      '2001:db8::5',
      'حفظ الترجمة العربية',
      'منتج 12PPR Pipe',
      'name_ar: فارغ ←تغيّر إلى أنبوب PPR',
    ],
    [signInFailed.id]: [
      '01\u200f/03\u200f/2026، 9:00 ص',
      'mallory',
      '203.0.113.99',
      'تعذّر تسجيل الدخول',
      '',
      'الخطوة: كلمة المرور',
    ],
    [userDeleted.id]: [
      '01\u200f/03\u200f/2026، 8:15 ص',
      'admin',
      '203.0.113.7',
      'حذف مستخدم',
      'مستخدم 7omar',
      '',
    ],
  },
};

/** Where each row's item links: a product's edit page, the messages table; deleted and backups go nowhere. */
const itemLinks: Record<number, string | null> = {
  [productRenamed.id]: '/admin/products/edit/12',
  [messageReceived.id]: '/admin/messages',
  [backupTaken.id]: null,
  [translationSaved.id]: '/admin/products/edit/12',
  [signInFailed.id]: null,
  [userDeleted.id]: null,
};

/** The page's words in English and Arabic, as the Arabic catalogue gives them. */
const words = {
  en: {
    title: 'Audit log',
    loading: 'Loading the audit log…',
    loadFailed: 'Failed to load the audit log',
    usersFailed: 'Failed to load the list of users',
    exportFailed: 'Failed to export the audit log',
    network: 'Network error - please check your connection',
    tryAgain: 'Try again',
    reloadUsers: 'Load the list of users again',
    exportCsv: 'Export CSV',
    exporting: 'Exporting...',
    noMatch: 'No events match these filters.',
    nothing: 'Nothing has been recorded yet.',
    clear: 'Clear filters',
    search: 'Filter the audit log',
    labels: ['User', 'Action', 'Item', 'From', 'To'],
    everyone: 'Everyone',
    unlisted: (id: number) => `User ${id}`,
    everyAction: 'Every action',
    actionNames: { 'product.updated': 'Product edited', 'sign-in.failed': 'Sign-in failed' } as Record<
      string,
      string
    >,
    everyItem: 'Every item',
    itemNames: { product: 'Product', user: 'User' } as Record<string, string>,
    onlyItem: (id: number) => `Only the item with ID ${id}`,
    days: 'Whole days, in UTC',
    columns: ['Time', 'User', 'IP address', 'Action', 'Item', 'Changes'],
    caption: (total: number) => `${total} events, newest first`,
    pages: 'Pages of the audit log',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: 'Previous page',
    next: 'Next page',
  },
  ar: {
    title: 'سجل التدقيق',
    loading: 'جارٍ تحميل سجل التدقيق…',
    loadFailed: 'تعذّر تحميل سجل التدقيق',
    usersFailed: 'تعذّر تحميل قائمة المستخدمين',
    exportFailed: 'تعذّر تصدير سجل التدقيق',
    network: 'خطأ في الشبكة – يرجى التحقق من اتصالك',
    tryAgain: 'إعادة المحاولة',
    reloadUsers: 'إعادة تحميل قائمة المستخدمين',
    exportCsv: 'تصدير CSV',
    exporting: 'جارٍ التصدير…',
    noMatch: 'لا توجد أحداث تطابق عوامل التصفية هذه.',
    nothing: 'لم يُسجَّل أي حدث بعد.',
    clear: 'مسح عوامل التصفية',
    search: 'تصفية سجل التدقيق',
    labels: ['المستخدم', 'الإجراء', 'العنصر', 'من تاريخ', 'إلى تاريخ'],
    everyone: 'الجميع',
    unlisted: (id: number) => `المستخدم ${id}`,
    everyAction: 'كل الإجراءات',
    actionNames: { 'product.updated': 'تعديل منتج', 'sign-in.failed': 'تعذّر تسجيل الدخول' } as Record<
      string,
      string
    >,
    everyItem: 'كل العناصر',
    itemNames: { product: 'منتج', user: 'مستخدم' } as Record<string, string>,
    onlyItem: (id: number) => `العنصر ذو المعرّف ${id} فقط`,
    days: 'أيام كاملة بالتوقيت العالمي (UTC)',
    columns: ['الوقت', 'المستخدم', 'عنوان IP', 'الإجراء', 'العنصر', 'التغييرات'],
    // Six: Arabic's "few" form, Western digits as the rest of the site writes them.
    caption: (total: number) => (total === 6 ? '6 أحداث، الأحدث أولًا' : `${total} حدث، الأحدث أولًا`),
    pages: 'صفحات سجل التدقيق',
    pageOf: (page: number, pages: number) => `الصفحة ${page} من ${pages}`,
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
  },
} as const;

interface WalkInput {
  query: AuditQuery;
  language?: Language;
}
const inputOf = (step: { input: unknown }) => step.input as WalkInput;
const languageOf = (step: { input: unknown }): Language => inputOf(step).language ?? 'en';

/** The query as the spec writes it into the address and the API's query string. */
function queryString(query: Partial<AuditQuery>): string {
  const parts: string[] = [];
  for (const key of ['user', 'action', 'entity', 'entityId', 'from', 'to', 'page'] as const) {
    const value = query[key];
    if (value === undefined || (key === 'page' && value === 1)) continue;
    parts.push(`${key}=${value}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}
const addressOf = (query: AuditQuery) => `/admin/audit${queryString(query)}`;
const listRequestOf = (query: AuditQuery) => `GET /api/audit${queryString(query)}`;
const exportRequestOf = ({ page: _, ...filters }: AuditQuery) =>
  `GET /api/audit/export${queryString(filters)}`;
const usersRequest = 'GET /api/audit/users';

/** What the person should see after their gestures and the server's answers, replayed from the spec. */
interface Seen {
  query: AuditQuery;
  users: 'loading' | 'loaded' | 'failed';
  usersError: ApiError | null;
  events: 'loading' | 'shown' | 'empty' | 'failed';
  /** The last page answered; none after a failure. */
  answer: AuditPage | null;
  loadError: ApiError | null;
  export: 'idle' | 'exporting' | 'failed';
  exportError: ApiError | null;
  userRequests: number;
  listRequests: string[];
  exportRequests: string[];
  saved: number;
}

/** The query a gesture asks for: a new filter starts at page 1; another kind of item drops the one item. */
function nextQuery(query: AuditQuery, event: EventObject): AuditQuery {
  const e = event as EventObject & { filter?: string; value?: string; query?: AuditQuery };
  switch (e.type) {
    case 'filter.changed': {
      const value = e.value === '' ? undefined : e.filter === 'user' ? Number(e.value) : e.value;
      const next = { ...query, [e.filter ?? '']: value, page: 1 } as AuditQuery;
      if (e.filter === 'entity') next.entityId = undefined;
      return next;
    }
    case 'filters.cleared':
      return { page: 1 };
    case 'url.synced':
      return e.query as AuditQuery;
    case 'nextPage.requested':
      return { ...query, page: query.page + 1 };
    case 'previousPage.requested':
      return { ...query, page: query.page - 1 };
    default:
      return query;
  }
}

const sameAddress = (a: AuditQuery, b: AuditQuery) => addressOf(a) === addressOf(b);

function expected(step: Step): Seen {
  const first = inputOf(step).query;
  const seen: Seen = {
    query: first,
    users: 'loading',
    usersError: null,
    events: 'loading',
    answer: null,
    loadError: null,
    export: 'idle',
    exportError: null,
    userRequests: 1,
    listRequests: [listRequestOf(first)],
    exportRequests: [],
    saved: 0,
  };
  for (const event of step.performed) {
    const e = event as EventObject & { output?: unknown; error?: ApiError };
    switch (e.type) {
      case 'xstate.done.actor.fetchUsers':
        seen.users = 'loaded';
        break;
      case 'xstate.error.actor.fetchUsers':
        Object.assign(seen, { users: 'failed', usersError: e.error });
        break;
      case 'retry.requested':
        if (seen.users === 'failed')
          Object.assign(seen, { users: 'loading', userRequests: seen.userRequests + 1 });
        if (seen.events === 'failed') {
          seen.events = 'loading';
          seen.listRequests.push(listRequestOf(seen.query));
        }
        break;
      case 'xstate.done.actor.fetchEvents': {
        const answer = e.output as AuditPage;
        Object.assign(seen, { answer, events: answer.events.length ? 'shown' : 'empty', export: 'idle' });
        break;
      }
      case 'xstate.error.actor.fetchEvents':
        Object.assign(seen, { events: 'failed', answer: null, loadError: e.error });
        break;
      case 'export.requested':
        seen.export = 'exporting';
        seen.exportRequests.push(exportRequestOf(seen.query));
        break;
      case 'xstate.done.actor.exportEvents':
        Object.assign(seen, { export: 'idle', saved: seen.saved + 1 });
        break;
      case 'xstate.error.actor.exportEvents':
        Object.assign(seen, { export: 'failed', exportError: e.error });
        break;
      default: {
        const next = nextQuery(seen.query, e);
        if (sameAddress(next, seen.query)) break;
        Object.assign(seen, { query: next, events: 'loading', export: 'idle' });
        seen.listRequests.push(listRequestOf(next));
      }
    }
  }
  return seen;
}

/** What the person reads after a failed call: no connection, else the page's own words. */
const failureText = (language: Language, error: ApiError | null, fallback: string) =>
  error?.kind === 'noResponse' ? words[language].network : fallback;

// Elements are read straight from the page: role queries are slow in jsdom, and the walk runs
// hundreds of checks. What they would find is checked as plainly: texts, labels, states.
const heading = () => document.querySelector('h1') as HTMLElement;
const pageRoot = () => heading().parentElement?.parentElement as HTMLElement;
const exportButton = () => heading().parentElement?.querySelector('button') ?? null;
const exportAlert = () => pageRoot().querySelector(':scope > p[role="alert"]');
const filterForm = () => pageRoot().querySelector('search') as HTMLElement;
const area = () => pageRoot().querySelector('[aria-busy]') as HTMLElement;
const pager = () => pageRoot().querySelector('nav');
/** The filter's control, found by its label's text. */
function control<T extends HTMLElement>(label: string): T {
  const found = [...filterForm().querySelectorAll('label')].find((l) => l.textContent === label);
  if (!found) throw new Error(`No filter labelled ${label}`);
  return document.getElementById(found.htmlFor) as T;
}
const controls = (language: Language) => {
  const [user = '', action = '', entity = '', from = '', to = ''] = words[language].labels;
  return {
    user: control<HTMLSelectElement>(user),
    action: control<HTMLSelectElement>(action),
    entity: control<HTMLSelectElement>(entity),
    from: control<HTMLInputElement>(from),
    to: control<HTMLInputElement>(to),
  };
};
const buttonIn = (root: Element | null | undefined, text: string) =>
  [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent === text) ?? null;
const describedText = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** The filters show the query: each control's value, the user list as far as it loaded, Clear filters. */
function expectFilters(seen: Seen, language: Language) {
  const w = words[language];
  expect(filterForm()).toHaveAttribute('aria-label', w.search);
  const { user, action, entity, from, to } = controls(language);
  const { query } = seen;
  const listed = seen.users === 'loaded' ? auditUsers : [];
  const unlisted = query.user !== undefined && !listed.some((u) => u.id === query.user);
  expect([...user.options].map((o) => [o.value, o.textContent])).toEqual([
    ['', w.everyone],
    ...(unlisted ? [[String(query.user), w.unlisted(query.user ?? 0)]] : []),
    ...listed.map((u) => [String(u.id), u.username]),
  ]);
  expect(user.value).toBe(query.user === undefined ? '' : String(query.user));
  // Every action and every kind of item, by a readable name.
  expect(action.options).toHaveLength(30);
  expect(action.options[0]?.textContent).toBe(w.everyAction);
  expect(action.value).toBe(query.action ?? '');
  if (query.action) expect(action.selectedOptions[0]?.textContent).toBe(w.actionNames[query.action]);
  expect(entity.options).toHaveLength(10);
  expect(entity.options[0]?.textContent).toBe(w.everyItem);
  expect(entity.value).toBe(query.entity ?? '');
  if (query.entity) expect(entity.selectedOptions[0]?.textContent).toBe(w.itemNames[query.entity]);
  expect(describedText(entity)).toBe(query.entityId === undefined ? '' : w.onlyItem(query.entityId));
  expect([from.value, to.value]).toEqual([query.from ?? '', query.to ?? '']);
  for (const day of [from, to]) {
    expect(describedText(day)).toBe(w.days);
    expect(day).toHaveAttribute('min');
    expect(day).toHaveAttribute('max');
  }
  const filtered = queryString({ ...query, page: 1 }) !== '';
  expect(buttonIn(filterForm(), w.clear) !== null).toBe(filtered);
  // A user list that did not load says so, with its own way to try again.
  const retry = [...filterForm().querySelectorAll('button')].filter(
    (b) => b.getAttribute('aria-label') === w.reloadUsers,
  );
  if (seen.users === 'failed') {
    expect(filterForm()).toHaveTextContent(failureText(language, seen.usersError, w.usersFailed));
    expect(retry.map((b) => b.textContent)).toEqual([w.tryAgain]);
  } else {
    expect(filterForm()).not.toHaveTextContent(w.usersFailed);
    expect(retry).toEqual([]);
  }
}

/** The table of a page of events: its caption and headings, each row's cells, times and links. */
function expectTable(answer: AuditPage, language: Language) {
  const w = words[language];
  const table = area().querySelector('table');
  expect(table?.caption?.textContent).toBe(w.caption(answer.total));
  expect(
    [...(table?.tHead?.rows[0]?.cells ?? [])].map((th) => [th.getAttribute('scope'), th.textContent]),
  ).toEqual(w.columns.map((column) => ['col', column]));
  const rows = [...(table?.tBodies[0]?.rows ?? [])];
  expect(rows.map((row) => [...row.cells].map((cell) => cell.textContent))).toEqual(
    answer.events.map((event) => rowTexts[language][event.id]),
  );
  rows.forEach((row, index) => {
    const event = answer.events[index] as AuditEvent;
    const time = row.cells[0]?.querySelector('time');
    expect(time).toHaveAttribute('datetime', event.at);
    expect(time).toHaveAttribute('title', event.at);
    const links = [...(row.cells[4]?.querySelectorAll('a') ?? [])].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    const target = itemLinks[event.id];
    expect(links).toEqual(target ? [[event.label, target]] : []);
    // Values in either language keep their own direction inside the line (a step's value is a
    // word of the page's language, checked with the row's text).
    for (const change of event.changes.filter((c) => c.after && c.field !== 'step'))
      expect([...(row.cells[5]?.querySelectorAll('bdi') ?? [])].map((b) => b.textContent)).toContain(
        change.after,
      );
  });
}

function expectPager(seen: Seen, language: Language, { busy }: { busy: boolean }) {
  const w = words[language];
  const answer = seen.answer as AuditPage;
  const pages = Math.ceil(answer.total / answer.pageSize);
  const nav = pager();
  expect(nav).toHaveAttribute('aria-label', w.pages);
  expect(nav).toHaveTextContent(`${w.previous}${w.pageOf(seen.query.page, pages)}${w.next}`);
  // Unavailable but focusable, so the keyboard stays where it was.
  expect(buttonIn(nav, w.previous)).toHaveAttribute('aria-disabled', String(busy || seen.query.page === 1));
  expect(buttonIn(nav, w.next)).toHaveAttribute('aria-disabled', String(busy || seen.query.page === pages));
}

/** Each call carries the administrator's token; one per load, retry and export, none left unanswered. */
function expectSent(app: AppScreen, seen: Seen) {
  const line = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
  const sent = app.http.sent.map(line);
  expect(sent.filter((r) => r === usersRequest)).toHaveLength(seen.userRequests);
  expect(sent.filter((r) => /^GET \/api\/audit(\?|$)/.test(r))).toEqual(seen.listRequests);
  expect(sent.filter((r) => r.startsWith('GET /api/audit/export'))).toEqual(seen.exportRequests);
  for (const request of app.http.sent) expect(request.headers.Authorization).toBe('Bearer admin-token');
  // A load or an export a new query overtook was cancelled: only the latest waits.
  const waiting = [
    ...(seen.users === 'loading' ? [usersRequest] : []),
    ...(seen.events === 'loading' ? [listRequestOf(seen.query)] : []),
    ...(seen.export === 'exporting' ? [exportRequestOf(seen.query)] : []),
  ];
  expect(app.http.pending().map(line).sort()).toEqual(waiting.sort());
}

/** The saved files: one per export the server answered, named as it said, the very file it sent. */
function expectDownloads(seen: Seen) {
  expect(downloads.map((d) => d.filename)).toEqual(Array(seen.saved).fill(auditCsv.filename));
  for (const download of downloads) expect(download.blob).toBe(auditCsv.csv);
}

/** The events' part of the page in each of its states. */
const eventsChecks: Record<string, (seen: Seen, language: Language) => void> = {
  loading: (seen, language) => {
    const w = words[language];
    expect(area()).toHaveAttribute('aria-busy', 'true');
    expect(exportButton()).toBeNull();
    // The last page stays on screen while the next loads; else the page says it is loading.
    if (seen.answer && seen.answer.events.length > 0) {
      expectTable(seen.answer, language);
      expectPager(seen, language, { busy: true });
    } else {
      expect(area().textContent).toBe(w.loading);
      expect(pager()).toBeNull();
    }
  },
  'shown.idle': (seen, language) => {
    expectShown(seen, language);
    expect(exportButton()?.textContent).toBe(words[language].exportCsv);
    expect(exportButton()).toHaveAttribute('aria-disabled', 'false');
    expect(exportAlert()).toBeNull();
  },
  'shown.exporting': (seen, language) => {
    expectShown(seen, language);
    expect(exportButton()?.textContent).toBe(words[language].exporting);
    expect(exportButton()).toHaveAttribute('aria-disabled', 'true');
    expect(exportAlert()).toBeNull();
  },
  'shown.exportFailed': (seen, language) => {
    expectShown(seen, language);
    const w = words[language];
    expect(exportButton()?.textContent).toBe(w.exportCsv);
    expect(exportButton()).toHaveAttribute('aria-disabled', 'false');
    expect(exportAlert()?.textContent).toBe(failureText(language, seen.exportError, w.exportFailed));
  },
  empty: (seen, language) => {
    const w = words[language];
    const filtered = queryString({ ...seen.query, page: 1 }) !== '';
    expect(area()).toHaveAttribute('aria-busy', 'false');
    expect(area().textContent).toBe(filtered ? w.noMatch : w.nothing);
    expect(exportButton()).toBeNull();
    expect(pager()).toBeNull();
  },
  failed: (seen, language) => {
    const w = words[language];
    expect(area()).toHaveAttribute('aria-busy', 'false');
    expect(area().textContent).toBe(`${failureText(language, seen.loadError, w.loadFailed)}${w.tryAgain}`);
    expect(buttonIn(area(), w.tryAgain)).toBeEnabled();
    expect(exportButton()).toBeNull();
    expect(pager()).toBeNull();
  },
};

function expectShown(seen: Seen, language: Language) {
  expect(area()).toHaveAttribute('aria-busy', 'false');
  expectTable(seen.answer as AuditPage, language);
  expectPager(seen, language, { busy: false });
}

/** What the page shows in a state of the user list's region and one of the events'. */
function checkOf(users: Seen['users'], events: string) {
  return (app: AppScreen, step: Step) => {
    const seen = expected(step);
    const language = languageOf(step);
    // The spec's replay and the flow agree on where the page is.
    expect(seen.users).toBe(users);
    expect(events.startsWith(seen.events)).toBe(true);
    if (seen.events === 'shown')
      expect(events).toBe(`shown.${seen.export === 'failed' ? 'exportFailed' : seen.export}`);
    expect(heading().textContent).toBe(words[language].title);
    expect(document.documentElement).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // The address holds the filters and the page, so a view can be shared and back and forward work.
    expect(app.location()).toBe(addressOf(seen.query));
    expectFilters(seen, language);
    eventsChecks[events]?.(seen, language);
    expectSent(app, seen);
    expectDownloads(seen);
  };
}

const userStates = ['loading', 'loaded', 'failed'] as const;
const eventStates = ['loading', 'shown.idle', 'shown.exporting', 'shown.exportFailed', 'empty', 'failed'];
const checks = Object.fromEntries(
  userStates.flatMap((users) =>
    eventStates.map((events) => [`users.${users} & events.${events}`, checkOf(users, events)]),
  ),
);

const state = (users: Seen['users'], events: string | { shown: string }) => ({ users, events });
const done = (type: 'fetchUsers' | 'fetchEvents' | 'exportEvents', output: unknown) =>
  eventOf(`xstate.done.actor.${type}`, { output });
const failed = (type: 'fetchUsers' | 'fetchEvents' | 'exportEvents', error: ApiError) =>
  eventOf(`xstate.error.actor.${type}`, { error });
const filter = (name: string, value: string) => eventOf('filter.changed', { filter: name, value });
const shown = { shown: 'idle' };

const scenarios: Scenario[] = [
  // From a product's History link: its two pages, then a user, a span of days, another kind of
  // item; the address moves back to the link's second page; the filters are cleared.
  {
    input: { query: { entity: 'product', entityId: 12, page: 1 } },
    initial: state('loading', 'loading'),
    steps: [
      { event: done('fetchUsers', auditUsers), state: state('loaded', 'loading') },
      { event: done('fetchEvents', firstPage), state: state('loaded', shown) },
      { event: eventOf('nextPage.requested'), state: state('loaded', 'loading') },
      { event: done('fetchEvents', secondPage), state: state('loaded', shown) },
      { event: eventOf('previousPage.requested'), state: state('loaded', 'loading') },
      { event: done('fetchEvents', firstPage), state: state('loaded', shown) },
      { event: filter('user', '2'), state: state('loaded', 'loading') },
      { event: done('fetchEvents', noEvents), state: state('loaded', 'empty') },
      { event: filter('from', '2026-03-01'), state: state('loaded', 'loading') },
      { event: done('fetchEvents', noEvents), state: state('loaded', 'empty') },
      { event: filter('to', '2026-03-02'), state: state('loaded', 'loading') },
      { event: done('fetchEvents', firstPage), state: state('loaded', shown) },
      { event: filter('entity', 'user'), state: state('loaded', 'loading') },
      { event: done('fetchEvents', noEvents), state: state('loaded', 'empty') },
      { event: filter('from', ''), state: state('loaded', 'loading') },
      { event: done('fetchEvents', noEvents), state: state('loaded', 'empty') },
      {
        event: eventOf('url.synced', { query: { entity: 'product', entityId: 12, page: 2 } }),
        state: state('loaded', 'loading'),
      },
      { event: done('fetchEvents', secondPage), state: state('loaded', shown) },
      { event: eventOf('filters.cleared'), state: state('loaded', 'loading') },
      { event: done('fetchEvents', firstPage), state: state('loaded', shown) },
    ],
  },
  // In Arabic: the user list fails and is tried again beside the rows; an export fails, then
  // works; an action is chosen, its load fails and is tried again; the next page.
  {
    input: { query: { page: 1 }, language: 'ar' },
    initial: state('loading', 'loading'),
    steps: [
      { event: failed('fetchUsers', networkError), state: state('failed', 'loading') },
      { event: done('fetchEvents', firstPage), state: state('failed', shown) },
      { event: eventOf('export.requested'), state: state('failed', { shown: 'exporting' }) },
      { event: failed('exportEvents', gatewayError), state: state('failed', { shown: 'exportFailed' }) },
      { event: eventOf('export.requested'), state: state('failed', { shown: 'exporting' }) },
      { event: done('exportEvents', auditCsv), state: state('failed', shown) },
      { event: eventOf('retry.requested'), state: state('loading', shown) },
      { event: done('fetchUsers', auditUsers), state: state('loaded', shown) },
      { event: filter(actionChosen.filter, actionChosen.value), state: state('loaded', 'loading') },
      { event: failed('fetchEvents', gatewayError), state: state('loaded', 'failed') },
      { event: eventOf('retry.requested'), state: state('loaded', 'loading') },
      { event: done('fetchEvents', firstPage), state: state('loaded', shown) },
      { event: eventOf('nextPage.requested'), state: state('loaded', 'loading') },
      { event: done('fetchEvents', secondPage), state: state('loaded', shown) },
    ],
  },
  // In Arabic, an address naming a user the list does not hold, on its second page.
  {
    input: { query: { user: 9, page: 2 }, language: 'ar' },
    initial: state('loading', 'loading'),
    steps: [
      { event: done('fetchUsers', auditUsers), state: state('loaded', 'loading') },
      { event: failed('fetchEvents', networkError), state: state('loaded', 'failed') },
      { event: eventOf('retry.requested'), state: state('loaded', 'loading') },
      { event: done('fetchEvents', secondPage), state: state('loaded', shown) },
      { event: eventOf('previousPage.requested'), state: state('loaded', 'loading') },
      { event: done('fetchEvents', firstPage), state: state('loaded', shown) },
    ],
  },
];

const listRequest = /^GET \/api\/audit(\?|$)/;
const exportRequest = /^GET \/api\/audit\/export(\?|$)/;

/** Ends the oldest matching request as the model's error payload says: no answer, or a proxy's page. */
const failRequest = (app: AppScreen, match: RegExp | 'GET /api/audit/users', event: EventObject) =>
  (event as EventObject & { error: ApiError }).error.kind === 'noResponse'
    ? app.http.fail(match)
    : app.http.answer(match, 502, '<html><body>Bad Gateway</body></html>');

async function renderAudit(input: WalkInput, inspect?: Parameters<typeof renderScreen>[0]['inspect']) {
  // The page is for administrators: its calls carry the stored token.
  window.localStorage.clear();
  window.localStorage.setItem('token', 'admin-token');
  if (input.language) window.localStorage.setItem('language', input.language);
  vi.restoreAllMocks();
  downloads = watchDownloads();
  const app = renderScreen({
    url: addressOf(input.query),
    routes: { '/admin/audit': auditRoute },
    inspect,
    quickUser: true,
  });
  await app.http.answer('GET /api/verify-token', 200, { success: true, user: adminUser });
  await showing(() => document.querySelector('h1'));
  return app;
}

describe('the audit log page', () => {
  itWalksTheScreen<AppScreen>({
    model: auditLogModel,
    everyVariant: true,
    timeout: 300_000,
    scenarios,
    render: (path, inspect) => renderAudit(path.input as WalkInput, inspect),
    drivers: {
      'xstate.done.actor.fetchUsers': (app, event) =>
        app.http.answer(usersRequest, 200, (event as EventObject & { output: unknown }).output),
      'xstate.error.actor.fetchUsers': (app, event) => failRequest(app, usersRequest, event),
      'xstate.done.actor.fetchEvents': (app, event) =>
        app.http.answer(listRequest, 200, (event as EventObject & { output: unknown }).output),
      'xstate.error.actor.fetchEvents': (app, event) => failRequest(app, listRequest, event),
      'xstate.done.actor.exportEvents': (app) =>
        app.http.answer(exportRequest, 200, auditCsv.csv, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${auditCsv.filename}"`,
        }),
      'xstate.error.actor.exportEvents': (app, event) => failRequest(app, exportRequest, event),
      // The events' own Try again when they failed, else the user list's.
      'retry.requested': ({ user }, _event, step) => {
        const w = words[languageOf(step)];
        const retry =
          buttonIn(area(), w.tryAgain) ??
          [...filterForm().querySelectorAll('button')].find(
            (b) => b.getAttribute('aria-label') === w.reloadUsers,
          );
        return user.click(retry as Element);
      },
      'export.requested': ({ user }) => user.click(exportButton() as Element),
      'filter.changed': async ({ user }, event, step) => {
        const { filter: name, value } = event as EventObject & { filter: string; value: string };
        const field = controls(languageOf(step))[name as 'user'];
        if (field instanceof HTMLSelectElement) return user.selectOptions(field, value);
        // A day is typed into the empty field, or the field is emptied.
        if (value === '') return user.clear(field);
        await user.type(field, value);
      },
      'filters.cleared': ({ user }, _event, step) =>
        user.click(buttonIn(filterForm(), words[languageOf(step)].clear) as Element),
      'url.synced': (app, event) =>
        app.navigate?.(addressOf((event as EventObject & { query: AuditQuery }).query)),
      'previousPage.requested': ({ user }, _event, step) =>
        user.click(buttonIn(pager(), words[languageOf(step)].previous) as Element),
      'nextPage.requested': ({ user }, _event, step) =>
        user.click(buttonIn(pager(), words[languageOf(step)].next) as Element),
    },
    checks,
  });

  it('reads what the contract refuses in an address as no filter', async () => {
    const app = await renderAudit({ query: { page: 1 } });
    await app.navigate?.('/admin/audit?action=nope&entity=product&entityId=-3&from=2026-3-1&page=0');
    await showing(() =>
      app.http.pending().some((r) => r.url === '/api/audit?entity=product') ? true : null,
    );
    expect(controls('en').entity.value).toBe('product');
    expect(controls('en').action.value).toBe('');
    expect(controls('en').from.value).toBe('');
    app.unmount();
  });

  it('applies a date only once it is whole and within bounds, and marks it until then', async () => {
    const app = await renderAudit({ query: { page: 1 } });
    await app.http.answer(listRequest, 200, firstPage);
    const { from } = controls('en');
    await app.user.type(from, '1999-12-31');
    // Before the earliest day: shown as typed, marked, not applied.
    expect(from.value).toBe('1999-12-31');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(app.location()).toBe('/admin/audit');
    expect(app.http.pending().map((r) => r.url)).toEqual(['/api/audit/users']);
    await app.user.clear(from);
    await app.user.type(from, '2026-03-01');
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(app.location()).toBe('/admin/audit?from=2026-03-01');
    expect(app.http.pending().map((r) => r.url)).toEqual(['/api/audit/users', '/api/audit?from=2026-03-01']);
    app.unmount();
  });
});

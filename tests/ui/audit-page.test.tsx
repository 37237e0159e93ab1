/**
 * What the audit page says beyond its model-based walk: the values the server stores as
 * identifiers read as the rest of the admin calls them, and past the export's bound the page says
 * how much of the list the CSV file holds, in English and in Arabic.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEvent, AuditPage } from '../../src/api/audit';
import { AuditLogPage } from '../../src/components/admin/audit-log-page';
import { AuditTable } from '../../src/components/admin/audit-table';
import { adminUser } from '../machines/fixtures';
import { renderScreen, showing } from '../machines/screen';

type Language = 'en' | 'ar';

const roleChanged: AuditEvent = {
  id: 40,
  at: '2026-03-02T08:30:00.000Z',
  userId: 1,
  username: 'admin',
  address: '203.0.113.7',
  action: 'user.updated',
  entity: 'user',
  entityId: 7,
  label: 'omar',
  changes: [{ field: 'role', before: 'user', after: 'admin' }],
};

describe('a role change in the audit table', () => {
  async function changesCell(language: Language) {
    window.localStorage.setItem('language', language);
    renderScreen({
      url: '/admin/audit',
      routes: { '/admin/audit': () => <AuditTable events={[roleChanged]} total={1} /> },
    });
    return showing(() => document.querySelector('tbody tr td:last-child'));
  }

  it('reads User → Admin in English', async () => {
    expect((await changesCell('en')).textContent).toBe('Role: User →changed to Admin');
  });

  it('reads مستخدم ← مسؤول in Arabic', async () => {
    expect((await changesCell('ar')).textContent).toBe('الدور: مستخدم ←تغيّر إلى مسؤول');
  });
});

describe('the export button', () => {
  const note = {
    en: 'The CSV file holds the newest 10,000 of these events.',
    ar: 'يضم ملف CSV أحدث 10,000 من هذه الأحداث.',
  };

  /** The page showing a list of `total` events, and its Export CSV button. */
  async function exportButton(language: Language, total: number) {
    window.localStorage.setItem('token', 'admin-token');
    window.localStorage.setItem('language', language);
    const app = renderScreen({
      url: '/admin/audit',
      routes: { '/admin/audit': () => <AuditLogPage query={{ page: 1 }} /> },
    });
    await app.http.answer('GET /api/verify-token', 200, { success: true, user: adminUser });
    const page: AuditPage = { events: [roleChanged], total, page: 1, pageSize: 50 };
    await app.http.answer('GET /api/audit/users', 200, [{ id: 1, username: 'admin' }]);
    await app.http.answer(/^GET \/api\/audit(\?|$)/, 200, page);
    return showing(() => document.querySelector<HTMLButtonElement>('h1 + button'));
  }

  for (const language of ['en', 'ar'] as const) {
    it(`says what the file holds once the list is longer than it (${language})`, async () => {
      const button = await exportButton(language, 10_001);
      expect(button).toHaveAccessibleDescription(note[language]);
      expect(document.body).toHaveTextContent(note[language]);
    });
  }

  it('says nothing of it while the file holds the whole list', async () => {
    const button = await exportButton('en', 10_000);
    expect(button).not.toHaveAccessibleDescription();
    expect(document.body).not.toHaveTextContent('The CSV file holds');
  });
});

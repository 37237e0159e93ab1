/**
 * Every message that shows a count, rendered in Arabic for 0, 1, 2, 3, 11 and 100: the noun takes
 * the form Arabic gives each number (zero, one, two, 3–10, 11–99, 100), checked against forms
 * written by hand, and the number keeps the page's Western digits.
 */
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadCatalogs } from '../../src/i18n';

beforeAll(() => loadCatalogs(['ar']));

/** A message as the source writes it, rendered in Arabic with `values`. */
function arabic(source: string, values: Record<string, unknown>): string {
  const i18n = i18nFor('ar');
  if (!i18n) throw new Error('the Arabic catalogue did not load');
  return i18n._(generateMessageId(source), values);
}

const counts = [0, 1, 2, 3, 11, 100] as const;

describe.each([
  {
    message: 'the dashboard’s active users',
    source: '{0, plural, one {# currently active} other {# currently active}}',
    values: (count: number) => ({ 0: count }),
    expected: [
      'لا أحد نشط حاليًا',
      'مستخدم واحد نشط حاليًا',
      'مستخدمان نشطان حاليًا',
      '3 مستخدمين نشطين حاليًا',
      '11 مستخدمًا نشطًا حاليًا',
      '100 مستخدم نشط حاليًا',
    ],
  },
  {
    message: 'the branches shown for a country',
    source: '{count, plural, one {Showing # branch for {country}} other {Showing # branches for {country}}}',
    values: (count: number) => ({ count, country: 'اليمن' }),
    expected: [
      'لا توجد فروع معروضة في اليمن',
      'عرض فرع واحد في اليمن',
      'عرض فرعين في اليمن',
      'عرض 3 فروع في اليمن',
      'عرض 11 فرعًا في اليمن',
      'عرض 100 فرع في اليمن',
    ],
  },
  {
    message: 'the catalog subscriptions',
    source: '{total, plural, one {# subscription} other {# subscriptions}}',
    values: (count: number) => ({ total: count }),
    expected: ['لا توجد اشتراكات', 'اشتراك واحد', 'اشتراكان', '3 اشتراكات', '11 اشتراكًا', '100 اشتراك'],
  },
])('$message in Arabic', ({ source, values, expected }) => {
  it.each(counts.map((count, index) => [count, expected[index]] as const))('for %i: %s', (count, form) => {
    expect(arabic(source, values(count))).toBe(form);
  });
});

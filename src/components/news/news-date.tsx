import { useLanguage } from '../../root-actors';
import { formatDay, formatHijriDay } from '../ui/format';

/**
 * The day an item was published, in Riyadh: on Arabic pages the Umm al-Qura (Hijri) date beside
 * the Gregorian, as Saudi readers expect both.
 */
export function NewsDate({ iso }: { iso: string }) {
  const language = useLanguage();
  return (
    <p className="text-sm font-semibold text-slate-500">
      <time dateTime={iso}>{formatDay(language, iso)}</time>
      {language === 'ar' && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{formatHijriDay(iso)}</span>
        </>
      )}
    </p>
  );
}

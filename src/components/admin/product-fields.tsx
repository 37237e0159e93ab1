import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import type {
  ArabicFormValues,
  ListField,
  ProductFormValues,
  ProductTab,
} from '../../../machines/product-form';
import { descriptionMaxLength, productNameMaxLength } from '../../api/limits';
import type { Message, MessageId } from '../../api/messages';
import { pick } from '../../content/bilingual';
import { categoryName, categoryTree } from '../../content/categories';
import { useLanguage } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { Control, controlStyles } from '../ui/control';

interface TextProps {
  label: string;
  value: string;
  error?: Message | undefined;
  hint?: string | undefined;
  labelLang?: string | undefined;
  /**
   * The language and direction of the text typed, when it is not the page's: `en` for English
   * product text; `any` for text written in either language (news), which takes the direction of
   * its own first letters.
   */
  textLang?: 'en' | 'any' | undefined;
  disabled?: boolean;
  /** The most characters the field takes: the schema's limit, so a person can never type past it. */
  maxLength?: number | undefined;
  placeholder?: string | undefined;
  /** The field must be filled in. */
  required?: boolean | undefined;
  onChange: (value: string) => void;
}

/** English product text reads left to right even on an Arabic page; news text as it is written. */
const textAttributes = (textLang: TextProps['textLang']) =>
  textLang === 'en' ? ({ lang: textLang, dir: 'ltr' } as const) : textLang === 'any' ? { dir: 'auto' } : {};

export function TextInput({
  value,
  onChange,
  disabled,
  textLang,
  maxLength,
  placeholder,
  ...control
}: TextProps) {
  return (
    <Control {...control}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="text"
          {...textAttributes(textLang)}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          required={control.required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          className={`${controlStyles} min-h-11`}
        />
      )}
    </Control>
  );
}

export function TextArea({
  value,
  onChange,
  disabled,
  textLang,
  maxLength,
  placeholder,
  rows = 4,
  ...control
}: TextProps & { rows?: number }) {
  return (
    <Control {...control}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          {...textAttributes(textLang)}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          required={control.required}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          className={`${controlStyles} py-2`}
        />
      )}
    </Control>
  );
}

/** A list as a textarea, one item a line; the machine trims and drops blank lines on submit. */
export function ListArea({
  value,
  onChange,
  ...props
}: Omit<TextProps, 'value' | 'onChange' | 'hint'> & {
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useLingui();
  return (
    <TextArea
      {...props}
      hint={t`One item per line`}
      value={value.join('\n')}
      onChange={(text) => onChange(text.split('\n'))}
    />
  );
}

/** The category values: sub-categories grouped under their parent, in the page's language. */
export function CategorySelect({
  value,
  error,
  disabled,
  onChange,
}: {
  value: string;
  error?: Message | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  // A stored category outside the tree (an old alias) stays selectable rather than vanish.
  const unknown = value !== '' && categoryName(value, language) === undefined;
  return (
    <Control label={t`Category`} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          value={value}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          className={`${controlStyles} min-h-11`}
        >
          <option value="">{t`No category`}</option>
          {unknown && <option value={value}>{value}</option>}
          {categoryTree.map((node) => {
            const parent = pick(node.name, language);
            return (
              <optgroup key={node.slug} label={parent}>
                <option value={node.slug}>{t`${parent} (all)`}</option>
                {node.children.map((child) => (
                  <option key={child.slug} value={child.slug}>
                    {pick(child.name, language)}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
      )}
    </Control>
  );
}

interface TabsProps {
  /** What the tabs choose between, for assistive technology. */
  label: string;
  tab: ProductTab;
  onSelect: (tab: ProductTab) => void;
  /** Tabs holding errors are marked, so the admin knows where to look. */
  errors: Record<ProductTab, boolean>;
  english: ReactNode;
  /** The Arabic panel, given the way back to the English tab (which then has focus). */
  arabic: (returnToEnglish: () => void) => ReactNode;
}

const tabOrder: readonly ProductTab[] = ['english', 'arabic'];

/**
 * The English and Arabic tabs of a product's or a news item's text: a WAI-ARIA tablist with
 * automatic activation; the arrow keys, Home and End move between tabs, and only the chosen tab is
 * in the Tab order.
 */
export function LanguageTabs({ label, tab, onSelect, errors, english, arabic }: TabsProps) {
  const { t } = useLingui();
  const base = useId();
  const refs = useRef<Partial<Record<ProductTab, HTMLButtonElement | null>>>({});
  const labels: Record<ProductTab, string> = { english: t`English`, arabic: t`Arabic` };
  const choose = (next: ProductTab) => {
    onSelect(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabOrder.indexOf(tab);
    // The arrows follow the reading direction: in a right-to-left page the next tab is to the left.
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: index + 1,
      [backward]: index - 1,
      Home: 0,
      End: tabOrder.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabOrder[(target + tabOrder.length) % tabOrder.length];
    if (next) choose(next);
  };
  const panels: Record<ProductTab, ReactNode> = { english, arabic: arabic(() => choose('english')) };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 border-b border-slate-200 dark:border-slate-700"
      >
        {tabOrder.map((name) => (
          <button
            key={name}
            ref={(element) => {
              refs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${name}-tab`}
            aria-controls={`${base}-${name}-panel`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => onSelect(name)}
            className="-mb-px flex min-h-11 items-center gap-2 border-b-2 border-transparent px-4 font-semibold text-slate-600 hover:text-brand-700 aria-selected:border-brand-700 aria-selected:text-brand-700 dark:text-slate-300 dark:aria-selected:text-brand-100"
          >
            {labels[name]}
            {errors[name] && (
              <span className="inline-flex size-2 rounded-full bg-red-600">
                <span className="sr-only">
                  {' '}
                  <Trans>(has errors)</Trans>
                </span>
              </span>
            )}
          </button>
        ))}
      </div>
      {tabOrder.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${base}-${name}-panel`}
          aria-labelledby={`${base}-${name}-tab`}
          hidden={tab !== name}
          {...(name === 'arabic' ? { dir: 'rtl', lang: 'ar' } : {})}
          className="flex flex-col gap-4 pt-6"
        >
          {panels[name]}
        </div>
      ))}
    </div>
  );
}

type EnglishValues = ProductFormValues;

interface EnglishFieldsProps {
  values: EnglishValues;
  errors: Record<string, MessageId>;
  disabled: boolean;
  onChange: (change: { field: Exclude<keyof EnglishValues, ListField>; value: string } | ListChange) => void;
}

type ListChange = { field: ListField; value: string[] };

/** The English tab's text fields; the page adds its image section. */
export function EnglishFields({ values, errors, disabled, onChange }: EnglishFieldsProps) {
  const { t } = useLingui();
  const englishLists = [
    { field: 'features', label: t`Features` },
    { field: 'applications', label: t`Applications` },
    { field: 'certifications', label: t`Certifications` },
  ] as const;
  return (
    <>
      <TextInput
        label={t`Name`}
        required
        value={values.name}
        error={errors.name}
        disabled={disabled}
        textLang="en"
        maxLength={productNameMaxLength}
        onChange={(value) => onChange({ field: 'name', value })}
      />
      <CategorySelect
        value={values.category}
        error={errors.category}
        disabled={disabled}
        onChange={(value) => onChange({ field: 'category', value })}
      />
      <TextArea
        label={t`Description`}
        required
        value={values.description}
        error={errors.description}
        disabled={disabled}
        textLang="en"
        rows={5}
        maxLength={descriptionMaxLength}
        onChange={(value) => onChange({ field: 'description', value })}
      />
      {englishLists.map(({ field, label }) => (
        <ListArea
          key={field}
          label={label}
          value={values[field]}
          error={errors[field]}
          disabled={disabled}
          textLang="en"
          onChange={(value) => onChange({ field, value })}
        />
      ))}
    </>
  );
}

interface ArabicFieldsProps {
  values: ArabicFormValues;
  /** The English text beside each field, read-only, for the translator. */
  source: ArabicFormValues;
  errors: Record<string, MessageId>;
  disabled: boolean;
  onChange: (change: { field: 'name' | 'description'; value: string } | ListChange) => void;
  onReturn: () => void;
}

/** The Arabic tab (the product's Arabic translation), each field beside its English source. */
export function ArabicFields({ values, source, errors, disabled, onChange, onReturn }: ArabicFieldsProps) {
  const { t } = useLingui();
  const ui = useLanguage();
  const arabicLists = [
    { field: 'features', label: t`Arabic features` },
    { field: 'applications', label: t`Arabic applications` },
    { field: 'certifications', label: t`Arabic certifications` },
  ] as const;
  const row = (field: ReactNode, english: string | string[]) => (
    <TranslatedRow english={english}>{field}</TranslatedRow>
  );
  return (
    <>
      {row(
        <TextInput
          label={t`Arabic name`}
          labelLang={ui}
          value={values.name}
          error={errors.name}
          disabled={disabled}
          maxLength={productNameMaxLength}
          onChange={(value) => onChange({ field: 'name', value })}
        />,
        source.name,
      )}
      {row(
        <TextArea
          label={t`Arabic description`}
          labelLang={ui}
          value={values.description}
          error={errors.description}
          disabled={disabled}
          rows={5}
          maxLength={descriptionMaxLength}
          onChange={(value) => onChange({ field: 'description', value })}
        />,
        source.description,
      )}
      {arabicLists.map(({ field, label }) => (
        <Fragment key={field}>
          {row(
            <ListArea
              label={label}
              labelLang={ui}
              value={values[field]}
              error={errors[field]}
              disabled={disabled}
              onChange={(value) => onChange({ field, value })}
            />,
            source[field],
          )}
        </Fragment>
      ))}
      <ReturnToEnglish onReturn={onReturn} />
    </>
  );
}

/** An Arabic field beside the English text it translates (side by side on wide screens). */
export function TranslatedRow({ english, children }: { english: string | string[]; children: ReactNode }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {children}
      <EnglishSource text={english} />
    </div>
  );
}

/** The Arabic tab's way back to the English one, in the portal's language. */
export function ReturnToEnglish({ onReturn }: { onReturn: () => void }) {
  return (
    <div lang={useLanguage()}>
      <button type="button" className={buttonStyles.secondary} onClick={onReturn}>
        <Trans>Return to English Tab</Trans>
      </button>
    </div>
  );
}

/** The English text a field translates, read-only and left-to-right. */
function EnglishSource({ text }: { text: string | string[] }) {
  const ui = useLanguage();
  const items = (Array.isArray(text) ? text : [text]).map((item) => item.trim()).filter(Boolean);
  return (
    <div
      lang={ui}
      className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm dark:border-slate-600 dark:bg-slate-800/50"
    >
      <p className="mb-1 text-xs font-semibold uppercase text-slate-500 dark:text-slate-400">
        <Trans>English source</Trans>
      </p>
      {items.length === 0 ? (
        <p className="text-slate-500 italic dark:text-slate-400">
          <Trans>Not filled in yet</Trans>
        </p>
      ) : Array.isArray(text) ? (
        <ul lang="en" dir="ltr" className="list-disc ps-5 text-start">
          {items.map((item, index) => (
            // Items may repeat while being typed; their order is their identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : (
        <p lang="en" dir="ltr" className="whitespace-pre-line text-start">
          {items[0]}
        </p>
      )}
    </div>
  );
}

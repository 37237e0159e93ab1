import { useLingui } from '@lingui/react/macro';
import type { NewsArabicValues } from '../../../machines/news-text';
import type { ProductTab } from '../../../machines/product-form';
import { descriptionMaxLength, newsAltTextMaxLength, newsTitleMaxLength } from '../../api/limits';
import type { MessageId } from '../../api/messages';
import { useLanguage } from '../../root-actors';
import { LanguageTabs, ReturnToEnglish, TextArea, TextInput, TranslatedRow } from './product-fields';

type NewsTextField = 'title' | 'description' | 'alt_text';

interface NewsTextFieldsProps {
  values: Record<NewsTextField, string>;
  errors: Partial<Record<string, MessageId>>;
  disabled: boolean;
  onChange: (field: NewsTextField, value: string) => void;
  /** The create page explains the alt text and shows what it will be when left empty. */
  altText?: { hint: string; placeholder: string } | undefined;
}

/**
 * A news item's title, description and alt text, as the create page and the edit dialog show
 * them: bounded like the server's schema, each in the direction of what is typed (an item may be
 * written in either language).
 */
function NewsTextFields({ values, errors, disabled, onChange, altText }: NewsTextFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        label={t`Title`}
        required
        textLang="any"
        value={values.title}
        error={errors.title}
        maxLength={newsTitleMaxLength}
        disabled={disabled}
        onChange={(value) => onChange('title', value)}
      />
      <TextArea
        label={t`Description`}
        textLang="any"
        value={values.description}
        error={errors.description}
        maxLength={descriptionMaxLength}
        disabled={disabled}
        onChange={(value) => onChange('description', value)}
      />
      <TextInput
        label={t`Alt text`}
        textLang="any"
        hint={altText?.hint}
        value={values.alt_text}
        placeholder={altText?.placeholder}
        error={errors.alt_text}
        maxLength={newsAltTextMaxLength}
        disabled={disabled}
        onChange={(value) => onChange('alt_text', value)}
      />
    </>
  );
}

interface NewsArabicFieldsProps {
  /** The Arabic as typed, and the English each field translates. */
  values: NewsArabicValues & Record<NewsTextField, string>;
  errors: Partial<Record<string, MessageId>>;
  disabled: boolean;
  onChange: (field: keyof NewsArabicValues, value: string) => void;
  onReturn: () => void;
}

/** The Arabic tab: each Arabic field beside the English it translates. */
function NewsArabicFields({ values, errors, disabled, onChange, onReturn }: NewsArabicFieldsProps) {
  const { t } = useLingui();
  const ui = useLanguage();
  return (
    <>
      <TranslatedRow english={values.title}>
        <TextInput
          label={t`Arabic title`}
          labelLang={ui}
          value={values.title_ar}
          error={errors.title_ar}
          maxLength={newsTitleMaxLength}
          disabled={disabled}
          onChange={(value) => onChange('title_ar', value)}
        />
      </TranslatedRow>
      <TranslatedRow english={values.description}>
        <TextArea
          label={t`Arabic description`}
          labelLang={ui}
          value={values.description_ar}
          error={errors.description_ar}
          maxLength={descriptionMaxLength}
          disabled={disabled}
          onChange={(value) => onChange('description_ar', value)}
        />
      </TranslatedRow>
      <TranslatedRow english={values.alt_text}>
        <TextInput
          label={t`Arabic alt text`}
          labelLang={ui}
          value={values.alt_text_ar}
          error={errors.alt_text_ar}
          maxLength={newsAltTextMaxLength}
          disabled={disabled}
          onChange={(value) => onChange('alt_text_ar', value)}
        />
      </TranslatedRow>
      <ReturnToEnglish onReturn={onReturn} />
    </>
  );
}

const englishFields = ['title', 'description', 'alt_text'] as const;

interface NewsTextTabsProps {
  tab: ProductTab;
  onSelect: (tab: ProductTab) => void;
  values: NewsArabicValues & Record<NewsTextField, string>;
  errors: Partial<Record<string, MessageId>>;
  disabled: boolean;
  onChange: (field: NewsTextField | keyof NewsArabicValues, value: string) => void;
  altText?: NewsTextFieldsProps['altText'];
}

/**
 * A news item's text in the create form and the edit dialog: an English tab and an Arabic one,
 * each marked when a field on it is refused.
 */
export function NewsTextTabs({
  tab,
  onSelect,
  values,
  errors,
  disabled,
  onChange,
  altText,
}: NewsTextTabsProps) {
  const { t } = useLingui();
  return (
    <LanguageTabs
      label={t`Language of the news text`}
      tab={tab}
      onSelect={onSelect}
      errors={{
        english: englishFields.some((field) => field in errors),
        arabic: englishFields.some((field) => `${field}_ar` in errors),
      }}
      english={
        <NewsTextFields
          values={values}
          errors={errors}
          disabled={disabled}
          onChange={onChange}
          altText={altText}
        />
      }
      arabic={(returnToEnglish) => (
        <NewsArabicFields
          values={values}
          errors={errors}
          disabled={disabled}
          onChange={onChange}
          onReturn={returnToEnglish}
        />
      )}
    />
  );
}

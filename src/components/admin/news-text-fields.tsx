import { useLingui } from '@lingui/react/macro';
import { descriptionMaxLength, newsAltTextMaxLength, newsTitleMaxLength } from '../../api/limits';
import type { MessageId } from '../../api/messages';
import { TextArea, TextInput } from './product-fields';

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
export function NewsTextFields({ values, errors, disabled, onChange, altText }: NewsTextFieldsProps) {
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

/**
 * Contact page copy (`/contact`). The details themselves (phones, e-mail, WhatsApp, address,
 * office hours) live in `company.contact` and `company.officeHours`.
 */
import type { InquiryType } from '../api/contact';
import type { Bilingual } from './bilingual';

/** The inquiry type options in display order (the form's empty placeholder is not one of them). */
export const inquiryTypes: readonly { value: InquiryType; label: Bilingual }[] = [
  { value: 'product', label: { en: 'Product information', ar: 'معلومات عن المنتجات' } },
  { value: 'quote', label: { en: 'Request a quote', ar: 'طلب عرض سعر' } },
  { value: 'support', label: { en: 'Technical support', ar: 'الدعم الفني' } },
  { value: 'partnership', label: { en: 'Partnership opportunities', ar: 'فرص الشراكة' } },
  { value: 'other', label: { en: 'Other', ar: 'أخرى' } },
];

export const contactIntro = {
  heading: { en: 'Contact Us', ar: 'تواصل معنا' },
  text: {
    en: 'Have a question about our products or a project to discuss? Call us, message us on WhatsApp or send us the form below, and our team will get back to you.',
    ar: 'هل لديك استفسار عن منتجاتنا أو مشروع ترغب في مناقشته؟ اتصل بنا أو راسلنا عبر واتساب أو أرسل إلينا النموذج أدناه، وسيتواصل معك فريقنا.',
  },
} as const satisfies { heading: Bilingual; text: Bilingual };

/**
 * The audit page's words for what the trail names by identifier: each action, each kind of item,
 * and the fields its events name (a field without a word here shows as it is stored).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction, AuditEntity } from '../../api/audit';

export const auditActionNames: Record<AuditAction, MessageDescriptor> = {
  'user.created': msg`User created`,
  'user.updated': msg`User edited`,
  'user.deleted': msg`User deleted`,
  'product.created': msg`Product created`,
  'product.updated': msg`Product edited`,
  'product.image-replaced': msg`Product image replaced`,
  'product.deleted': msg`Product deleted`,
  'product.translation-saved': msg`Arabic translation saved`,
  'news.created': msg`News item created`,
  'news.updated': msg`News item edited`,
  'news.deleted': msg`News item deleted`,
  'settings.saved': msg`Settings saved`,
  'contact-message.received': msg`Contact message received`,
  'contact-message.updated': msg`Contact message marked read or unread`,
  'contact-message.deleted': msg`Contact message deleted`,
  'subscription.created': msg`Catalog subscription added`,
  'subscription.deleted': msg`Catalog subscription removed`,
  'backup.taken': msg`Backup taken`,
  'backup.restored': msg`Backup restored`,
  'audit.pruned': msg`Old audit events removed`,
  'sign-in.succeeded': msg`Signed in`,
  'sign-in.failed': msg`Sign-in failed`,
  'sign-out': msg`Signed out`,
  'request.throttled': msg`Too many attempts`,
  'two-factor.enabled': msg`Two-factor sign-in turned on`,
  'two-factor.disabled': msg`Two-factor sign-in turned off`,
  'two-factor.setup-started': msg`Two-factor setup started`,
  'two-factor.confirm-failed': msg`Wrong code when turning on two-factor sign-in`,
  'two-factor.disable-failed': msg`Wrong code when turning off two-factor sign-in`,
};

export const auditEntityNames: Record<AuditEntity, MessageDescriptor> = {
  user: msg({ context: 'audit item', message: 'User' }),
  product: msg({ context: 'audit item', message: 'Product' }),
  news: msg({ context: 'audit item', message: 'News item' }),
  settings: msg({ context: 'audit item', message: 'Settings' }),
  'contact-message': msg({ context: 'audit item', message: 'Contact message' }),
  subscription: msg({ context: 'audit item', message: 'Catalog subscription' }),
  backup: msg({ context: 'audit item', message: 'Backup' }),
  audit: msg({ context: 'audit item', message: 'Audit log' }),
  session: msg({ context: 'audit item', message: 'Sign-in session' }),
};

export const auditFieldNames: Partial<Record<string, MessageDescriptor>> = {
  name: msg`Name`,
  category: msg`Category`,
  description: msg`Description`,
  features: msg`Features`,
  applications: msg`Applications`,
  certifications: msg`Certifications`,
  specifications: msg`Specifications`,
  faqs: msg`FAQ`,
  image: msg`Image`,
  translation: msg`Arabic translation`,
  username: msg`Username`,
  full_name: msg`Full Name`,
  email: msg`Email`,
  role: msg`Role`,
  password: msg`Password`,
  title: msg`Title`,
  alt_text: msg`Alt text`,
  active: msg`Active`,
  video: msg`Video`,
  read: msg({ context: 'audit field', message: 'Read' }),
  language: msg`Language`,
  autoBackup: msg`Automatic backups`,
  requireTwoFactor: msg`Require two-factor sign-in for administrators`,
  step: msg({ context: 'audit field', message: 'Step' }),
  account: msg({ context: 'audit field', message: 'Account' }),
  limit: msg({ context: 'audit field', message: 'Limit' }),
  by: msg({ context: 'audit field', message: 'By' }),
  events: msg({ context: 'audit field', message: 'Events' }),
  before: msg({ context: 'audit field', message: 'Older than' }),
};

/**
 * The values the server writes as words of its own: an account's role, how a sign-in was proved,
 * what took a backup.
 */
export const auditValueNames: Partial<Record<string, Partial<Record<string, MessageDescriptor>>>> = {
  role: {
    admin: msg`Admin`,
    user: msg`User`,
  },
  step: {
    password: msg`Password`,
    code: msg`Authenticator app code`,
    'recovery code': msg`Recovery code`,
  },
  account: {
    unknown: msg`No account has that username`,
  },
  by: {
    schedule: msg`Automatic backups`,
    command: msg`Command line`,
  },
};
